"""Start the UI: a desktop window through Flet, or our own web server.

Why not ``ft.run(view=WEB_BROWSER)``: it lets ``FLET_SERVER_IP``/``FLET_SERVER_PORT``
override the address, falls back to 0.0.0.0:8000 on a headless machine, and gives
no hook to add response headers. Hosting Flet's documented FastAPI app
(``flet_web.fastapi.app``) ourselves keeps the address exactly as configured and
lets us send a Content-Security-Policy.

Around Flet's app, plain ASGI layers (:mod:`scorekeeper.ui.web`) add the security
headers, refuse foreign hosts and foreign pages on the websocket, and in table
mode let in only phones that joined with the table's secret.
"""

from __future__ import annotations

import logging
import signal
import socket
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn
from flet.messaging.protocol import Message
from flet_web import get_package_web_dir

from scorekeeper.config import AppConfig
from scorekeeper.i18n import DEFAULT_LANGUAGE, default_catalog
from scorekeeper.services.table_secret import table_secret
from scorekeeper.ui.web import precompress
from scorekeeper.ui.web.client import WebClient
from scorekeeper.ui.web.headers import CONTENT_SECURITY_POLICY, SecurityHeaders
from scorekeeper.ui.web.hosts import OwnHostsOnly, own_names
from scorekeeper.ui.web.join import TableGate
from scorekeeper.ui.web.languages import preferred_language

__all__ = [
    "CONTENT_SECURITY_POLICY",
    "bind",
    "build_web_app",
    "run_desktop",
    "serve_web",
    "short_message_text",
    "start_client_build",
]

Main = Callable[[ft.Page], Awaitable[None] | None]


FLET_TRANSPORT_LOG = "flet_transport"
"""The logger Flet's transports write every message to, at debug level."""


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


def build_web_app(
    main: Main,
    config: AppConfig,
    *,
    before_main: Main,
    app_name: str,
    lan: str | None = None,
    language: Callable[[str], str] | None = None,
) -> Any:
    """The ASGI app: Flet's client and session handler inside the layers of :mod:`.web`.

    ``lan`` is this computer's network address, one of the host names the
    server answers to in table mode. ``language`` picks the splash's language
    from a browser's ``Accept-Language`` (by default: the best the catalogues have).
    """
    short_message_text()
    flet_app = flet_fastapi.app(
        main,
        before_main=before_main,
        assets_dir=str(config.assets_dir) if config.assets_dir else None,
        app_name=app_name,
        app_short_name=app_name,
        web_renderer=ft.WebRenderer(config.renderer.value),
        no_cdn=config.no_cdn,
    )
    root = flet_fastapi.FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    root.mount("/", flet_app)
    app: Any = root
    if config.compress:
        catalog = default_catalog()
        choose = language or (
            lambda accept: preferred_language(accept, catalog.languages, DEFAULT_LANGUAGE)
        )

        def splash_texts(accept: str) -> tuple[str, str, str]:
            chosen = choose(accept)
            return (
                chosen,
                catalog.translate("app.title", chosen),
                catalog.translate("web.splash", chosen),
            )

        web_dir = Path(get_package_web_dir())
        app = WebClient(
            app,
            web_dir=web_dir,
            cache_dir=client_cache(config, web_dir),
            tag=precompress.version_tag(web_dir),
            shadowed_by=config.assets_dir,
            splash_texts=splash_texts,
            renderer=config.renderer.value,
        )
    if config.table_mode:
        app = TableGate(app, table_secret(config.data_dir), default_catalog(), port=config.port)
    return SecurityHeaders(OwnHostsOnly(app, own_names(config, lan)))


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


def bind(host: str, port: int) -> socket.socket:
    """Open the listening socket now, so a busy port is reported before anything starts.

    Raises ``OSError`` (e.g. address in use, or an address this machine does not have).
    """
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    return sock


def serve_web(app: Any, sock: socket.socket) -> None:
    """Serve ``app`` on the already-bound ``sock`` until Ctrl+C or SIGTERM.

    A script's background job starts with Ctrl+C ignored, yet uvicorn stops on
    it anyway and re-raises it once shut down: Python's own handler makes that
    re-raise the KeyboardInterrupt (exit status 130) a terminal gives, not 0.
    """
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    server = uvicorn.Server(
        uvicorn.Config(
            app,
            log_level="warning",
            ws="websockets-sansio",
            timeout_graceful_shutdown=3,
        )
    )
    server.run(sockets=[sock])


def run_desktop(main: Main, config: AppConfig, *, before_main: Main) -> None:
    """Open the app in a Flet desktop window; return when it is closed.

    Only call this when :func:`scorekeeper.cli.app.desktop_available` says a window
    can open: otherwise Flet silently serves the web client on 0.0.0.0:8000.
    """
    ft.run(
        main,
        before_main=before_main,
        view=ft.AppView.FLET_APP,
        assets_dir=str(config.assets_dir) if config.assets_dir else None,
    )
