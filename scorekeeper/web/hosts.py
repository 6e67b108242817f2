"""Only this server's own names: the ``Host`` of every request, and the ``Origin`` of ``/ws``.

Why ``Host``: DNS rebinding. A page on ``evil.example`` can make its own name
resolve to 127.0.0.1 and then talk to the app as if it were the app's own
page; its requests still say ``Host: evil.example``, so answering only to our
own names (loopback, the bound address, this computer's names and, in table
mode, its network addresses) stops it.

Why ``Origin`` on the websocket: browsers let any page open a websocket to any
address, sending the page's origin along; the app's every power (list games,
delete) is on that websocket, so only the app's own page, whose origin is
exactly the address it was loaded from, may open it: the same scheme (``http``
for ``ws``, ``https`` for ``wss``), the same host and port, and no path (an
origin never has one). A request without an ``Origin`` is not a browser's and
is refused too.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterable
from typing import Final
from urllib.parse import urlsplit

from scorekeeper.config import AppConfig, is_loopback
from scorekeeper.services.addresses import ANY_ADDRESS
from scorekeeper.web.asgi import ASGIApp, Receive, Scope, Send, header, refuse

LOOPBACK_NAMES: Final = frozenset({"localhost", "127.0.0.1", "::1"})


def host_name(value: str) -> str:
    """The name part of a ``Host`` header or URL authority, lower case, without port or brackets."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1 : value.find("]")] if "]" in value else ""
    if value.count(":") == 1:
        value = value.split(":", 1)[0]
    return value.rstrip(".")


def own_names(config: AppConfig, lan: str | None) -> frozenset[str]:
    """Every name or address under which this server may be asked for."""
    names = set(LOOPBACK_NAMES)
    bound = host_name(config.host)
    if bound not in ANY_ADDRESS:
        names.add(bound)
    if config.table_mode and not is_loopback(config.host):
        names.update(_machine_names(lan))
    return frozenset(name for name in names if name)


def _machine_names(lan: str | None) -> Iterable[str]:
    """This computer's network address, its names, and the addresses they resolve to."""
    if lan:
        yield lan
    hostname = socket.gethostname().lower()
    yield from (hostname, f"{hostname}.local")
    try:
        infos = socket.getaddrinfo(hostname, None, type=socket.SOCK_STREAM)
    except OSError:
        return
    for info in infos:
        address = str(info[4][0]).split("%", 1)[0]
        if not ipaddress.ip_address(address).is_unspecified:
            yield address


class OwnHostsOnly:
    """Refuses requests for another host name, and websockets opened by another page."""

    def __init__(self, app: ASGIApp, names: frozenset[str]) -> None:
        self._app = app
        self._names = names

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self._app(scope, receive, send)
            return
        host = header(scope, "host")
        if host_name(host) not in self._names:
            await refuse(scope, receive, send, 403, b"Unknown host name: this server is not it.\n")
            return
        if scope["type"] == "websocket" and not same_origin(
            header(scope, "origin"), host, str(scope.get("scheme", "ws"))
        ):
            await refuse(scope, receive, send, 403, b"")
            return
        await self._app(scope, receive, send)


PAGE_SCHEMES: Final = {"ws": "http", "wss": "https"}
"""The scheme of the page that may open a websocket of each scheme."""


def same_origin(origin: str, host: str, websocket_scheme: str) -> bool:
    """Whether ``origin`` is the address the page was loaded from (the one in ``Host``)."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return (
        parts.scheme == PAGE_SCHEMES.get(websocket_scheme, "")
        and parts.netloc.lower() == host.strip().lower()
        and origin == f"{parts.scheme}://{parts.netloc}"  # no path, query or fragment
    )
