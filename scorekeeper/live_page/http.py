"""The few ASGI pieces the live page needs: a request header, a whole answer, compression.

The ASGI types and :func:`header` are defined here once, in the lower room: the
web server (:mod:`scorekeeper.web.asgi`), which mounts the live page, takes them
from here; the live page imports nothing of the server (``tests/layers.py``).
"""

from __future__ import annotations

import gzip
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any, Final

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

CONTENT_SECURITY_POLICY: Final = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "img-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
    )
)
"""The live page's policy: its own script, style and font files, nothing inline, nothing else."""

NO_STORE: Final = b"no-store"
IMMUTABLE: Final = b"public, max-age=31536000, immutable"


def header(scope: Scope, name: str) -> str:
    """The first value of request header ``name`` (lower case), or "" when absent."""
    wanted = name.encode("latin-1")
    for key, value in scope.get("headers", ()):
        if key == wanted:
            return bytes(value).decode("latin-1")
    return ""


def takes_gzip(scope: Scope) -> bool:
    """Whether the browser accepts a gzip-compressed answer."""
    for item in header(scope, "accept-encoding").lower().split(","):
        name, _, params = item.strip().partition(";")
        if name.strip() == "gzip":
            return params.strip().replace(" ", "") not in ("q=0", "q=0.0")
    return False


def compressed(body: bytes) -> bytes:
    """``body`` gzip-compressed, the same bytes every time (no time stamp)."""
    return gzip.compress(body, compresslevel=9, mtime=0)


async def answer(
    scope: Scope,
    send: Send,
    status: int,
    body: bytes,
    *,
    content_type: str,
    cache: bytes = NO_STORE,
    gzipped: bytes | None = None,
) -> None:
    """Answer in full; with ``gzipped`` (the same body compressed) when the browser takes it."""
    headers = [
        (b"content-type", content_type.encode("latin-1")),
        (b"cache-control", cache),
        (b"content-security-policy", CONTENT_SECURITY_POLICY.encode("latin-1")),
        (b"vary", b"accept-encoding, accept-language"),
    ]
    if gzipped is not None and takes_gzip(scope):
        body = gzipped
        headers.append((b"content-encoding", b"gzip"))
    headers.append((b"content-length", str(len(body)).encode("latin-1")))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send(
        {"type": "http.response.body", "body": b"" if scope.get("method") == "HEAD" else body}
    )
