"""Small helpers shared by the ASGI wrappers: reading headers, answering without the app.

The ASGI types and :func:`header` are the live page's (:mod:`scorekeeper.live_page.http`),
the room below, which the server mounts: one definition, handed on here to the
server's layers.
"""

from __future__ import annotations

from typing import Final

from scorekeeper.live_page.http import ASGIApp, Message, Receive, Scope, Send, header

__all__ = [
    "EXPENDABLE",
    "HEAVY_AWAITED",
    "WEBSOCKET_POLICY_VIOLATION",
    "ASGIApp",
    "Message",
    "Receive",
    "Scope",
    "Send",
    "expendable",
    "header",
    "refuse",
    "respond",
]

WEBSOCKET_POLICY_VIOLATION = 1008
"""The websocket close code for "refused by policy" (RFC 6455)."""
EXPENDABLE: Final = "scorekeeper.expendable"
"""The scope extension through which a layer says its request is only being refused."""

HEAVY_AWAITED: Final = "scorekeeper.heavy_awaited"
"""The websocket scope extension that says whether a heavy message may come now.

Set by the sessions layer (:mod:`scorekeeper.web.sessions`: a call awaits its
answer, or a data channel is open), read by the connection before it reads
more (:mod:`scorekeeper.web.connections`), so a heavy message nobody awaits is
refused by its frame's header, before any of it is kept in memory.
"""


def expendable(scope: Scope) -> None:
    """Tell the connection below that this request is only refused: it may be closed for room.

    Why: the connection limits (:mod:`scorekeeper.web.connections`) close an
    idle connection to make room for a new one, and a stranger's refused
    requests (a wrong secret waiting its turn, a join page he never reads)
    would otherwise count as work being done: with enough addresses he could
    fill every place with them and shut out every joined phone. A server
    without those limits sets no such extension, and nothing happens.
    """
    mark = scope.get("extensions", {}).get(EXPENDABLE)
    if mark is not None:
        mark()


async def respond(
    send: Send,
    status: int,
    body: bytes,
    *,
    content_type: str = "text/plain; charset=utf-8",
    headers: list[tuple[bytes, bytes]] | None = None,
) -> None:
    """Answer an http request in full, without passing it on."""
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", content_type.encode("latin-1")),
                (b"content-length", str(len(body)).encode("latin-1")),
                (b"cache-control", b"no-store"),
                *(headers or []),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


async def refuse(scope: Scope, receive: Receive, send: Send, status: int, body: bytes) -> None:
    """Refuse a request: an http answer with ``status``, or a websocket closed before it opens.

    A websocket closed before ``accept`` is answered with http 403 by uvicorn,
    which is what a browser reports as a failed connection.
    """
    expendable(scope)
    if scope["type"] == "websocket":
        await receive()  # the "websocket.connect" message
        await send({"type": "websocket.close", "code": WEBSOCKET_POLICY_VIOLATION})
        return
    await respond(send, status, body)
