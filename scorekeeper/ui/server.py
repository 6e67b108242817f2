"""Start the UI: a desktop window through Flet, or our own web server.

Why not ``ft.run(view=WEB_BROWSER)``: it lets ``FLET_SERVER_IP``/``FLET_SERVER_PORT``
override the address, falls back to 0.0.0.0:8000 on a headless machine, and gives
no hook to add response headers. Hosting Flet's documented FastAPI app
(``flet_web.fastapi.app``) ourselves keeps the address exactly as configured and
lets us send a Content-Security-Policy.

Why the policy: even with ``no_cdn`` the Flet 1.0.5 web client asks
``cdn.jsdelivr.net`` for the Rive animation runtime at start-up. The app works
without it, but "nothing downloads at run time" must hold on a user's machine too,
so the browser is told to load scripts, fonts and data from this server only; the
request is then blocked inside the browser and never reaches the network.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn
from flet.messaging.protocol import Message
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint
from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.config import AppConfig

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        # Flet's index.html configures the client in inline scripts; the engine is
        # WebAssembly, and Flutter starts workers from blob: URLs.
        "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' blob:",
        "worker-src 'self' blob:",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        # flet-camera hands the photo over as a blob: URL made in the page itself.
        "connect-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'self'",
    )
)
"""Everything from this server, nothing from anywhere else."""

Main = Callable[[ft.Page], Awaitable[None] | None]


class _SameOriginOnly(BaseHTTPMiddleware):
    """Adds :data:`CONTENT_SECURITY_POLICY` to every response."""

    async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:
        response = await call_next(request)
        response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        return response


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


def build_web_app(main: Main, config: AppConfig, *, before_main: Main, app_name: str) -> Any:
    """The ASGI app: Flet's client and session handler, plus the security policy."""
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
    root.add_middleware(_SameOriginOnly)
    return root


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
    """Serve ``app`` on the already-bound ``sock`` until Ctrl+C or SIGTERM."""
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
