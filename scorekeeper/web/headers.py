"""The headers on every answer: same-origin only, never framed, never sniffed, no referrer.

Why each one:

- ``Content-Security-Policy``: even with ``no_cdn`` the Flet 1.0.5 web client
  asks ``cdn.jsdelivr.net`` for the Rive animation runtime at start-up. The app
  works without it, but "nothing downloads at run time" must hold on a user's
  machine too, so the browser loads scripts, fonts and data from this server
  only; the request is blocked inside the browser and never reaches the
  network. ``frame-ancestors 'none'`` (with ``X-Frame-Options: DENY`` for older
  browsers) keeps another page from framing the app and tricking a tap on Delete.
- ``X-Content-Type-Options: nosniff``: a file is only ever what its type says.
- ``Referrer-Policy: no-referrer``: the address a phone joined with carries the
  table's secret; no link may ever hand it on.
- Flet's own ``Access-Control-Allow-Origin: *`` is removed: it lets any web
  page read the app's answers.

An answer that brings its own policy keeps it: only the live page
(:mod:`scorekeeper.live_page`) does, and its policy is stricter (no inline
script or style at all), which Flet's client cannot live with.
"""

from __future__ import annotations

from typing import Final

from scorekeeper.web.asgi import ASGIApp, Message, Receive, Scope, Send

CONTENT_SECURITY_POLICY: Final = "; ".join(
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
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
"""Everything from this server, nothing from anywhere else, and inside no frame."""

SECURITY_HEADERS: Final = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode("latin-1")),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
)
_POLICY: Final = b"content-security-policy"
_REPLACED: Final = frozenset(name for name, _ in SECURITY_HEADERS) | {
    b"access-control-allow-origin"
}


class SecurityHeaders:
    """Puts :data:`SECURITY_HEADERS` on every http answer and removes any CORS allowance."""

    def __init__(self, app: ASGIApp) -> None:
        self._app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                given = list(message.get("headers", ()))
                own = [(n, v) for n, v in given if bytes(n).lower() == _POLICY]
                kept = [(n, v) for n, v in given if bytes(n).lower() not in _REPLACED]
                added = [(n, v) for n, v in SECURITY_HEADERS if not (own and n == _POLICY)]
                message["headers"] = [*kept, *own, *added]
            await send(message)

        await self._app(scope, receive, send_with_headers)
