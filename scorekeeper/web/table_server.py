"""The phone's table server: the live page inside the table's layers, on uvicorn without extras.

Why a server of its own: the full web server (:mod:`scorekeeper.web.server`)
hosts Flet's web client, and a phone build installs neither flet-web nor
uvicorn's C speed-ups nor the websockets package. What the other players
want is the live page (:mod:`scorekeeper.live_page`), which needs none of
them: plain http answers and server-sent events. So this module serves it
with uvicorn alone (pure Python, over h11, websockets off), inside the same
layers as the full server: the table's gate (join secret, cookie; a revoke
closes the open streams), the host rules, the security headers, the clean
errors and the connection limits of :mod:`scorekeeper.web.connections`.

Hands are recorded on the host phone itself: nothing else serves the full
app, so the live page offers no link to it and says so instead.
:mod:`scorekeeper.web.phone_host` starts and stops it.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path
from typing import Final

import uvicorn

from scorekeeper.config import AppConfig
from scorekeeper.i18n import default_catalog
from scorekeeper.live_page.app import PREFIX, LivePages
from scorekeeper.live_page.stream import Closing
from scorekeeper.services.games import GameService
from scorekeeper.services.table_secret import table_secret
from scorekeeper.web.asgi import ASGIApp, Receive, Scope, Send, respond
from scorekeeper.web.connections import (
    ConnectionBook,
    guarded_http,
)
from scorekeeper.web.errors import CleanErrors
from scorekeeper.web.headers import SecurityHeaders
from scorekeeper.web.hosts import OwnHostsOnly, own_names
from scorekeeper.web.join import TableGate
from scorekeeper.web.languages import preferred_language
from scorekeeper.web.listening import uvicorn_limits

__all__ = ["Closing", "ClosingServer", "server", "server_config", "table_app"]

STOP_SECONDS: Final = 1
"""How long open live pages may take to end when the host stops, before they are cut."""


async def _only_live(scope: Scope, receive: Receive, send: Send) -> None:
    """What lies outside ``/live``: the root leads to the live page, the rest is not here."""
    if scope["type"] != "http":
        return
    if scope.get("path") == "/":
        await respond(send, 303, b"", headers=[(b"location", (PREFIX + "/").encode())])
    else:
        await respond(send, 404, b"Nothing is served here: the live page is under /live/.\n")


def table_app(
    config: AppConfig,
    games: GameService,
    lan: str,
    host_language: Callable[[], str],
    *,
    font: Path | None = None,
    closing: Closing | None = None,
) -> ASGIApp:
    """The phone's table server as one ASGI app: the live page inside the table's layers.

    ``config`` is the phone's, bound to ``lan``; the live page speaks the
    browser's language, else ``host_language()`` (the host's saved one);
    ``closing`` is what :func:`server` tells when it stops.
    """
    catalog = default_catalog()
    secret = table_secret(config.data_dir)
    pages = LivePages(
        _only_live,
        games,
        catalog,
        language=lambda accept: preferred_language(accept, catalog.languages, host_language()),
        table_key=secret.current,
        font=font,
        full_app=False,
        closing=closing,
    )
    gate = TableGate(pages, secret, catalog, port=config.port)
    return SecurityHeaders(CleanErrors(OwnHostsOnly(gate, own_names(config, lan))))


def server_config(app: ASGIApp, book: ConnectionBook | None = None) -> uvicorn.Config:
    """uvicorn's settings for the phone: those of the full server, without websockets.

    No lifespan (the app has no start-up of its own), no signal handling (the
    server runs on a thread of the app), and open streams end within
    :data:`STOP_SECONDS` of a stop.
    """
    book = book or ConnectionBook()
    return uvicorn.Config(
        app,
        http=guarded_http(book),
        ws="none",
        lifespan="off",
        timeout_graceful_shutdown=STOP_SECONDS,
        **uvicorn_limits(book),
    )


class ClosingServer(uvicorn.Server):
    """uvicorn's server that tells the live page's open streams it stops before it waits for them.

    Why: uvicorn's stop waits for running requests, then cancels them and logs
    ``error:`` lines for each; told first, every open stream says ``closing``
    and ends, so a stop with pages open ends them all cleanly and logs nothing.
    """

    def __init__(self, config: uvicorn.Config, closing: Closing) -> None:
        super().__init__(config)
        self._closing = closing

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """The streams are told, then uvicorn stops as ever (they end before it waits)."""
        self._closing.close()
        await super().shutdown(sockets)


def server(app: ASGIApp, closing: Closing) -> uvicorn.Server:
    """uvicorn's server for ``app`` with the phone's settings, not yet started; its stop tells
    ``closing`` (the one ``app``'s live page was given)."""
    return ClosingServer(server_config(app), closing)
