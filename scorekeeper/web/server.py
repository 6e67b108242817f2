"""Our own web server around Flet's app, on the socket :mod:`.listening` opens.

Why not ``ft.run(view=WEB_BROWSER)``: it lets ``FLET_SERVER_IP``/``FLET_SERVER_PORT``
override the address, falls back to 0.0.0.0:8000 on a headless machine, and gives
no hook to add response headers. Hosting Flet's documented FastAPI app
(``flet_web.fastapi.app``) ourselves keeps the address exactly as configured and
lets us send a Content-Security-Policy.

Around Flet's app, plain ASGI layers (:mod:`scorekeeper.web`) add the security
headers, refuse foreign hosts and foreign pages on the websocket, in table
mode let in only phones that joined with the table's secret, and give each
browser its device id.

Every resource a client can hold is bounded (the README's "Table mode" lists
the figures): uvicorn's own settings where it has one (:func:`server_config`, :mod:`.listening`),
our protocols for the connections themselves (:mod:`.connections`), and
the layers for what reaches Flet (:mod:`.sessions`).
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import secrets
import signal
import socket
import subprocess
import threading
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn
from flet.controls.id_counter import ControlId
from flet.messaging.protocol import Message
from flet_web import get_package_web_dir
from flet_web.fastapi.flet_app import FletApp

from scorekeeper.config import AppConfig
from scorekeeper.i18n import DEFAULT_LANGUAGE, default_catalog
from scorekeeper.live_page.app import LivePages
from scorekeeper.live_page.stream import Closing
from scorekeeper.services.devices import Device
from scorekeeper.services.files import MAX_FILE_BYTES
from scorekeeper.services.games import GameService
from scorekeeper.services.table_secret import table_secret
from scorekeeper.views.fonts import FONTS
from scorekeeper.web import precompress
from scorekeeper.web.client import WebClient
from scorekeeper.web.connections import (
    ConnectionBook,
    guarded_protocols,
)
from scorekeeper.web.devices import DeviceCookie
from scorekeeper.web.errors import CleanErrors
from scorekeeper.web.headers import CONTENT_SECURITY_POLICY, SecurityHeaders
from scorekeeper.web.hosts import OwnHostsOnly, own_names
from scorekeeper.web.join import TableGate
from scorekeeper.web.languages import preferred_language
from scorekeeper.web.listening import uvicorn_limits
from scorekeeper.web.quiet_bodies import FLET_TRANSPORT_LOG, quiet_received_bodies
from scorekeeper.web.sessions import OPEN_CHANNELS, SESSION_KEPT_SECONDS, FletSockets
from scorekeeper.web.splash import SplashTexts

__all__ = [
    "CONTENT_SECURITY_POLICY",
    "FLET_TRANSPORT_LOG",
    "Closing",
    "build_web_app",
    "fresh_control_ids",
    "note_data_channels",
    "serve_web",
    "server_config",
    "short_message_text",
    "start_client_build",
]

Main = Callable[[ft.Page], Awaitable[None] | None]


WEBSOCKET_MESSAGE_BYTES = MAX_FILE_BYTES + 1024 * 1024
"""The largest websocket message: a picked file of the largest size the app reads, and its frame."""
DOCS_PATHS = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json"})
"""FastAPI's self-description, which Flet's inner app would serve to anyone."""


def short_message_text() -> None:
    """Make the text of a Flet protocol message its action alone, unless Flet's transport log is on.

    Why: Flet 1.0.5's web transport formats ``f"send_message: {message}"`` for
    its debug log on every message it sends, whatever the log level, so the
    text of the whole control tree, and of the state of every component in
    it, is built and thrown away each time: measured 105 ms for the table of
    a 20-hand game, and half a second for statistics over 5,000 games. Only
    that log ever formats a message; with it switched on (debugging Flet
    itself), messages keep their full text.
    """
    if logging.getLogger(FLET_TRANSPORT_LOG).isEnabledFor(logging.DEBUG):
        return
    Message.__repr__ = _message_action  # type: ignore[method-assign,assignment]


def _message_action(message: Message) -> str:
    return f"Message({message.action!r})"


_FLET_OPENS = FletApp.data_channel_for
_FLET_CLOSES = FletApp.unregister_data_channel


CONTROL_ID_SPAN = 1 << 30
"""Where a server's control ids may start: far apart, far below a web client's 2^53."""


def fresh_control_ids() -> None:
    """Number this server's controls from a random start, not from 3 as every Flet process does.

    Why: a phone reconnecting after the host restarted still shows the old
    process's controls and sends events naming their ids: the sheet it showed
    is dismissed (``open`` false, then ``dismiss``) as the new session's page
    arrives. When both processes count from 3, the new session builds the same
    screen under the same ids, so that stale dismissal closed the new session's
    sheet, and the phone was left drawing one that Save no longer closed (the
    hand was stored; the sheet stayed). Numbered from a random start, an old
    page's ids name nothing here, and Flet ignores events for unknown ids.
    """
    ControlId._counter = itertools.count(CONTROL_ID_SPAN + secrets.randbelow(CONTROL_ID_SPAN))


def note_data_channels() -> None:
    """Have Flet note each data channel it opens or closes in its websocket's scope.

    Why: a data-channel frame (``0x01`` first) may exceed the 256 kB rule of
    :mod:`.sessions` only for a channel that is open, and only Flet knows
    that: a control's Python side attaches a channel the client announced,
    and nothing on the wire says it did. Without this note every heavy
    frame of a client counted as a data channel's, and each websocket
    part-way through a 15 MiB one held 40 to 60 MB.
    """
    FletApp.data_channel_for = _noted_open
    FletApp.unregister_data_channel = _noted_close


def _open_channels(app: FletApp) -> set[int]:
    websocket = getattr(app, "_FletApp__websocket", None)
    extensions = (websocket.scope.get("extensions") or {}) if websocket is not None else {}
    channels = extensions.get(OPEN_CHANNELS)
    return channels if isinstance(channels, set) else set()


def _noted_open(app: FletApp, channel_id: int) -> Any:
    _open_channels(app).add(channel_id)
    return _FLET_OPENS(app, channel_id)


def _noted_close(app: FletApp, channel_id: int) -> None:
    _open_channels(app).discard(channel_id)
    _FLET_CLOSES(app, channel_id)


def build_web_app(
    main: Main,
    config: AppConfig,
    *,
    before_main: Main,
    app_name: str,
    lan: str | None = None,
    language: Callable[[str, Device], str] | None = None,
    games: GameService | None = None,
    host_language: Callable[[], str] = lambda: DEFAULT_LANGUAGE,
    closing: Closing | None = None,
) -> Any:
    """The ASGI app: Flet's client and session handler inside the layers of :mod:`scorekeeper.web`.

    ``lan`` is this computer's network address, one of the host names the
    server answers to in table mode. ``language`` picks the splash's language
    from a browser's ``Accept-Language`` and its device (by default: the best the
    catalogues have).
    With ``games`` (the app's service) the live page is served under ``/live``
    (:mod:`scorekeeper.live_page`), inside the same gate and layers as the app,
    in the browser's language, else ``host_language()`` (the host's saved one);
    ``closing`` is what :func:`serve_web` tells its open streams when it stops.
    """
    short_message_text()
    quiet_received_bodies()
    note_data_channels()
    fresh_control_ids()
    app: Any = FletSockets(_flet_root(main, config, before_main=before_main, app_name=app_name))
    if config.compress:
        app = _web_client(app, config, language)
    if games is not None:
        app = live_pages(app, config, games, host_language, closing)
    app = DeviceCookie(app)  # inside the gate: only a joined phone is given a device id
    if config.table_mode:
        app = TableGate(app, table_secret(config.data_dir), default_catalog(), port=config.port)
    return SecurityHeaders(CleanErrors(OwnHostsOnly(app, own_names(config, lan))))


def _flet_root(
    main: Main, config: AppConfig, *, before_main: Main, app_name: str
) -> flet_fastapi.FastAPI:
    """Flet's own app as configured, apart from the layers: what Flet serves, not who may ask."""
    flet_app = flet_fastapi.app(
        main,
        before_main=before_main,
        assets_dir=str(config.assets_dir) if config.assets_dir else None,
        app_name=app_name,
        app_short_name=app_name,
        web_renderer=ft.WebRenderer(config.renderer.value),
        no_cdn=config.no_cdn,
        session_timeout_seconds=SESSION_KEPT_SECONDS,
    )
    flet_app.openapi_url = None
    flet_app.router.routes = [
        route for route in flet_app.router.routes if getattr(route, "path", "") not in DOCS_PATHS
    ]
    root = flet_fastapi.FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    root.mount("/", flet_app)
    return root


def _web_client(
    app: Any, config: AppConfig, language: Callable[[str, Device], str] | None
) -> WebClient:
    """Apart, as only ``config.compress`` adds this layer, and only it needs the splash's words."""
    catalog = default_catalog()
    choose = language or (
        lambda accept, _device: preferred_language(accept, catalog.languages, DEFAULT_LANGUAGE)
    )

    def splash_texts(accept: str, device: Device) -> SplashTexts:
        chosen = choose(accept, device)
        return SplashTexts(
            language=chosen,
            title=catalog.translate("app.title", chosen),
            loading=catalog.translate("web.splash", chosen),
            shut_out=catalog.translate("web.shut_out", chosen),
            reconnecting=catalog.translate("web.reconnecting", chosen),
            kept=catalog.translate("web.entry_kept", chosen),
        )

    web_dir = Path(get_package_web_dir())
    return WebClient(
        app,
        web_dir=web_dir,
        cache_dir=client_cache(config, web_dir),
        tag=precompress.version_tag(web_dir),
        shadowed_by=config.assets_dir,
        splash_texts=splash_texts,
        renderer=config.renderer.value,
    )


def live_pages(
    app: Any,
    config: AppConfig,
    games: GameService,
    host_language: Callable[[], str],
    closing: Closing | None = None,
) -> LivePages:
    """The live page in front of ``app``: the browser's language, else the host's; the app's font.

    In table mode its streams end when the table's secret changes (a revoke).
    """
    catalog = default_catalog()
    secret = table_secret(config.data_dir) if config.table_mode else None
    return LivePages(
        app,
        games,
        catalog,
        language=lambda accept: preferred_language(accept, catalog.languages, host_language()),
        table_key=secret.current if secret is not None else str,
        font=config.assets_dir / next(iter(FONTS.values())) if config.assets_dir else None,
        closing=closing,
    )


def client_cache(config: AppConfig, web_dir: Path) -> Path:
    """Where the compressed client of this Flet version is kept.

    In the cache folder, shared by every data folder (see :mod:`scorekeeper.config`),
    so a second data folder never compresses the client again.
    """
    base = config.cache_dir if config.cache_dir is not None else config.data_dir
    return base / precompress.CACHE_FOLDER / precompress.version_tag(web_dir)


def start_client_build(config: AppConfig) -> subprocess.Popen[bytes] | None:
    """Compress the web client in the background, once per Flet version (:mod:`.precompress`)."""
    if not config.compress:
        return None
    web_dir = Path(get_package_web_dir())
    return precompress.start_build(web_dir, client_cache(config, web_dir))


STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def held_stop_signals() -> Iterator[list[int]]:
    """Keep Ctrl+C and SIGTERM from the moment the start begins until uvicorn listens for them.

    Python's own Ctrl+C raises wherever the main thread happens to be; in the
    second between "Press Ctrl+C to stop." and uvicorn's handlers that is often
    inside an import, where the interpreter prints the KeyboardInterrupt and
    drops it, and the server then runs on. Here a signal is only noted;
    :func:`serve_web` hands what was noted to uvicorn, and once the block ends
    what uvicorn passed back is raised again under the process's own handlers:
    Ctrl+C as ``KeyboardInterrupt`` (exit status 130), SIGTERM as the system ends it.

    A script's background job starts with Ctrl+C ignored, yet uvicorn stops on
    it anyway: Python's own handler then stands in for the ignored one, so that
    stop reads 130 as well, not 0.
    """
    held: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield held  # only the main thread may set handlers; there the caller stops the server
        return

    def note(number: int, _frame: object) -> None:
        held.append(number)

    original = {sig: signal.signal(sig, note) for sig in STOP_SIGNALS}
    try:
        yield held
    finally:
        for sig, handler in original.items():
            ignored = sig == signal.SIGINT and handler is signal.SIG_IGN
            signal.signal(sig, signal.default_int_handler if ignored else handler)
        for number in reversed(held):
            signal.raise_signal(number)


class _Server(uvicorn.Server):
    """uvicorn's server, told at once of the stop signals noted before it listened; its stop
    tells the open live pages first, so they end cleanly, not cut when uvicorn's grace runs out."""

    def __init__(self, config: uvicorn.Config, held: list[int], closing: Closing) -> None:
        super().__init__(config)
        self._held = held
        self._closing = closing

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """The live pages' streams are told (each says ``closing`` and ends), then uvicorn stops."""
        self._closing.close()
        await super().shutdown(sockets)

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        """Its own handlers, then a stop already asked for: it starts, and stops at once."""
        with super().capture_signals():
            early, self._held[:] = list(self._held), []
            for sig in early:
                self.handle_exit(sig, None)
            yield


def serve_web(
    app: Any, sock: socket.socket, held: list[int], closing: Closing | None = None
) -> None:
    """Serve ``app`` on the already-bound ``sock`` until Ctrl+C or SIGTERM.

    Called inside :func:`held_stop_signals`, whose ``held`` list it takes: a
    stop asked for before uvicorn listened is one uvicorn obeys. ``closing`` is
    the one ``app`` was built with (:func:`build_web_app`).
    """
    _Server(server_config(app), held, closing or Closing()).run(sockets=[sock])


def server_config(app: Any, book: ConnectionBook | None = None) -> uvicorn.Config:
    """uvicorn's settings: the limits both servers share, and the websocket's own.

    No compression on the websocket: a 15 kB compressed message inflates to
    15 MiB, past every byte budget counted on the wire (:mod:`.connections`).
    """
    book = book or ConnectionBook()
    http, websocket = guarded_protocols(book)
    return uvicorn.Config(
        app,
        http=http,
        ws=websocket,
        ws_max_size=WEBSOCKET_MESSAGE_BYTES,
        ws_per_message_deflate=False,
        ws_ping_interval=20.0,
        ws_ping_timeout=20.0,
        timeout_graceful_shutdown=3,
        **uvicorn_limits(book),
    )
