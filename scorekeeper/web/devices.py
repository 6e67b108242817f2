"""The device cookie: a random id each browser keeps, so the app knows the device after a reload.

Why a cookie the server sets: a phone's own settings and the hand sheet it had
open (:mod:`scorekeeper.services.devices`) must find their phone again after a
reload or a restart of the server, and nothing else a browser sends tells
two phones apart: behind one router, with one browser version, the address
and the browser's name are the same. The server answers any request that
comes without the cookie with a fresh id (128 random bits), and renews the
cookie on every page load, so it lasts as long as the phone keeps coming back.

The cookie is ``HttpOnly`` (no script reads it), ``Path=/``, and
``SameSite=Lax``: a phone that opens the app from a link or from a scanned
QR code sends it on that first page load too. With ``Strict`` it would not,
and the server would hand the phone a new id, forgetting its settings. The id
opens nothing: in table mode the table's own cookie (:mod:`.join`) lets a
phone in, and this layer sits inside that gate, so a refused stranger gets no
id either.

A Flet session learns its device from the websocket its page opened
(:func:`page_device`): the browser sends the cookie with it, as with every
request to the server.
"""

from __future__ import annotations

import ipaddress
import secrets
from collections.abc import Mapping
from http.cookies import CookieError, SimpleCookie
from typing import Any, Final

from scorekeeper.services.devices import HOST_WINDOW, Device, is_device_id
from scorekeeper.web.asgi import ASGIApp, Message, Receive, Scope, Send, header

DEVICE_COOKIE: Final = "scorekeeper-device"
"""One name on every port: the device is the browser, whichever server it opens."""
DEVICE_COOKIE_MAX_AGE: Final = 400 * 24 * 3600
"""As long as browsers keep a cookie (Chromium caps at 400 days), renewed on each page load."""
DEVICE_SCOPE: Final = "scorekeeper.device"
"""The scope key through which the layer tells the layers inside it the request's device id."""
HOST_ADDRESSES: Final = frozenset({ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1")})
"""Where the host's own browser comes from: the address the terminal opens, never a phone's."""


def new_device_id() -> str:
    """A fresh device id: 128 random bits, as :func:`is_device_id` accepts."""
    return secrets.token_hex(16)


def device_id_in(cookie_header: str) -> str | None:
    """The device id in a ``Cookie`` header; None when there is none, or not one we made."""
    try:
        morsel = SimpleCookie(cookie_header).get(DEVICE_COOKIE)
    except CookieError:
        return None
    return morsel.value if morsel is not None and is_device_id(morsel.value) else None


def device_cookie(device_id: str) -> str:
    """The ``Set-Cookie`` value that gives a browser ``device_id``."""
    return (
        f"{DEVICE_COOKIE}={device_id}; Path=/; Max-Age={DEVICE_COOKIE_MAX_AGE};"
        " HttpOnly; SameSite=Lax"
    )


def _page_load(scope: Scope) -> bool:
    """Whether the request loads a page (the browser asks for HTML), not a file of it."""
    return scope.get("method") == "GET" and "text/html" in header(scope, "accept")


class DeviceCookie:
    """Gives every browser a device id, and renews it whenever a page is loaded."""

    def __init__(self, app: ASGIApp) -> None:
        self._app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        device_id = device_id_in(header(scope, "cookie"))
        if device_id is not None and not _page_load(scope):
            await self._app(scope, receive, send)
            return
        device_id = device_id or new_device_id()
        scope[DEVICE_SCOPE] = device_id  # the page about to load is already this device's
        cookie = device_cookie(device_id).encode("latin-1")

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), (b"set-cookie", cookie)]
            await send(message)

        await self._app(scope, receive, send_with_cookie)


def scope_device(scope: Scope) -> Device:
    """The device of an http request that :class:`DeviceCookie` let through, for its page."""
    device_id = scope.get(DEVICE_SCOPE)
    client = scope.get("client")
    return Device(
        id=device_id if isinstance(device_id, str) and is_device_id(device_id) else None,
        host=client is not None and _is_host_address(str(client[0])),
    )


def page_device(page: Any) -> Device:
    """The device of a Flet session's ``page``, read from the websocket its browser opened.

    A session that did not come through a websocket of this server (the
    desktop window, a built app) is the host's own window; so is a browser on
    the host's computer (127.0.0.1 or ::1), which keeps its device id for its
    kept sheet. Flet 1.0.5 keeps the websocket in a private attribute of its
    connection; a Flet that renames it makes every browser the host's window
    again, which the web tests notice (``tests/web/test_device_cookie.py``).
    """
    websocket = getattr(page.session.connection, "_FletApp__websocket", None)
    if websocket is None:
        return HOST_WINDOW
    headers: Mapping[str, str] = websocket.headers
    client = websocket.client
    return Device(
        id=device_id_in(headers.get("cookie", "")),
        host=client is not None and _is_host_address(str(client.host)),
    )


def _is_host_address(address: str) -> bool:
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(parsed, ipaddress.IPv6Address) and parsed.ipv4_mapped is not None:
        parsed = parsed.ipv4_mapped
    return parsed in HOST_ADDRESSES
