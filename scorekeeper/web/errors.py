"""Every failure of the server answers cleanly and logs one line, never a traceback.

Why a layer: Flet's app and ours meet requests nobody foresaw (a NUL byte in a
path, a client that hangs up while an answer is on its way), and uvicorn's
answer to an exception is a 47-line traceback in the host's terminal and, for
some, a bare 500. This layer, just inside the security headers:

- refuses a path no file can have (a NUL or another control character) with 400;
- turns an exception before the answer started into a short 500;
- ends quietly when the client has gone (its send fails): nothing is owed to it;
- logs anything else as one line naming the request and the exception.
"""

from __future__ import annotations

import logging
from typing import Final

from scorekeeper.web.asgi import ASGIApp, Message, Receive, Scope, Send, expendable, respond

_log = logging.getLogger("scorekeeper.web")

BAD_PATH: Final = b"This address cannot name anything on this server.\n"
FAILED: Final = b"Something went wrong on the server; the details are in its log.\n"


def printable_path(path: str) -> bool:
    """Whether ``path`` has no control character (a NUL cuts a file name short)."""
    return not any(ord(char) < 0x20 or ord(char) == 0x7F for char in path)


class CleanErrors:
    """Short answers and one log line for every failure below it."""

    def __init__(self, app: ASGIApp) -> None:
        self._app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self._app(scope, receive, send)
            return
        if not printable_path(str(scope.get("path", ""))):
            await self._bad_path(scope, receive, send)
            return
        started = False
        gone = False

        async def watched_send(message: Message) -> None:
            nonlocal started, gone
            if gone:
                return
            try:
                await send(message)
            except OSError:  # uvicorn's ClientDisconnected is an OSError
                gone = True
                return
            if message["type"] in ("http.response.start", "websocket.accept", "websocket.close"):
                started = True

        try:
            await self._app(scope, receive, watched_send)
        except Exception as exc:
            if gone:
                return
            _log.error("%s %s failed: %s", scope["type"], _shown(scope), _describe(exc))
            if started:
                return
            if scope["type"] == "http":
                await respond(send, 500, FAILED)
            else:
                await send({"type": "websocket.close", "code": 1011})

    async def _bad_path(self, scope: Scope, receive: Receive, send: Send) -> None:
        expendable(scope)
        if scope["type"] == "websocket":
            await receive()
            await send({"type": "websocket.close", "code": 1008})
            return
        await respond(send, 400, BAD_PATH)


def _shown(scope: Scope) -> str:
    """The request as a log line names it: never its query string (it may carry the secret)."""
    path = str(scope.get("path", "")).encode("unicode_escape").decode("ascii")
    return f"{scope.get('method', 'GET')} {path[:200]}"


def _describe(exc: BaseException) -> str:
    text = " ".join(str(exc).split())[:200]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
