"""Table mode: only phones that came with the table's secret get in (Jupyter's token → cookie).

A phone opens ``http://<host>:<port>/?join=<secret>`` (the QR code). The
server checks the secret in constant time, sets an HttpOnly, SameSite=Strict
cookie and redirects to the same address without the secret, so it stays out
of the history, the screen and any shared link. From then on the cookie
lets that browser's requests and its websocket in. Without it the page is a
short "how to join" (401), a wrong secret gets 403 after a delay that grows
with each wrong guess (:mod:`scorekeeper.web.backoff`), and the websocket
is refused.

The cookie holds an HMAC of the secret, not the secret itself, so a new
secret ("Revoke every phone") makes every cookie worthless at once; an open
websocket whose cookie stopped being valid is closed as soon as its browser
sends anything, and otherwise within two seconds (:data:`REVOKE_STRIKES`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
from http.cookies import CookieError, SimpleCookie
from typing import Final
from urllib.parse import parse_qsl, quote, urlencode

from scorekeeper.i18n import Catalog
from scorekeeper.services.addresses import JOIN_PARAMETER
from scorekeeper.services.table_secret import JoinSecretFile
from scorekeeper.web.asgi import (
    WEBSOCKET_POLICY_VIOLATION,
    ASGIApp,
    Message,
    Receive,
    Scope,
    Send,
    expendable,
    header,
    respond,
)
from scorekeeper.web.backoff import Backoff, TooManyGuessesError
from scorekeeper.web.join_page import Refusal, join_page

COOKIE_MAX_AGE: Final = 400 * 24 * 3600
"""As long as browsers keep a cookie (Chromium caps at 400 days): joined is joined until revoked."""
REVOKE_CHECK_SECONDS: Final = 1.0
"""How often an open websocket checks that its cookie still holds."""
REVOKE_STRIKES: Final = 2
"""Checks in a row that find the cookie revoked before the websocket is closed.

Why not at once: the session that revoked must still get its last message
out, the order to join again with the new secret (see
:mod:`scorekeeper.ui.invite.revoke_hook`). Until then a revoked browser can change
nothing (whatever it sends closes the websocket at once); it can only go on
hearing for up to two seconds.
"""
_COOKIE_PURPOSE: Final = b"scorekeeper table cookie/1"


def cookie_name(port: int) -> str:
    """One cookie per port: browsers share cookies between ports of one host."""
    return f"scorekeeper-table-{port}"


def cookie_value(secret: str) -> str:
    """What the cookie holds for ``secret``: derived from it, useless without it."""
    return hmac.new(secret.encode("utf-8"), _COOKIE_PURPOSE, hashlib.sha256).hexdigest()


PATH_SAFE: Final = "/-._~!$&'()*+,;=:@"
"""What stays as it is in a redirect's path; everything else is percent-encoded."""


def own_location(path: str, query: str = "") -> str:
    """A redirect target that can only be this server's own page ``path``.

    Browsers read ``//x``, ``/\\x`` (and ``/<tab>/x``, tabs and newlines being
    dropped) as another host: the path starts with exactly one slash and is
    percent-encoded, so no backslash or control character is left to re-read.
    """
    location = "/" + quote(path.lstrip("/\\\t\n\r "), safe=PATH_SAFE)
    return location + (f"?{query}" if query else "")


async def _disconnected(receive: Receive) -> None:
    """Return once the client of an http request has hung up."""
    while (await receive())["type"] != "http.disconnect":
        pass


class TableGate:
    """Lets in requests with the table's cookie or secret; refuses the rest."""

    def __init__(
        self,
        app: ASGIApp,
        secrets: JoinSecretFile,
        catalog: Catalog,
        *,
        port: int,
        backoff: Backoff | None = None,
    ) -> None:
        self._app = app
        self._secrets = secrets
        self._catalog = catalog
        self._cookie = cookie_name(port)
        self._backoff = backoff or Backoff()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            await self._http(scope, receive, send)
        elif scope["type"] == "websocket":
            await self._websocket(scope, receive, send)
        else:
            await self._app(scope, receive, send)

    # --- http -------------------------------------------------------------------------

    async def _http(self, scope: Scope, receive: Receive, send: Send) -> None:
        query = parse_qsl(bytes(scope.get("query_string", b"")).decode("latin-1"), True)
        offered = [value for name, value in query if name == JOIN_PARAMETER]
        if offered:
            await self._join(scope, receive, send, offered[-1], query)
        elif self._has_cookie(scope):
            await self._app(scope, receive, send)
        else:
            await self._refuse(scope, send, Refusal.NOT_JOINED)

    async def _join(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        offered: str,
        query: list[tuple[str, str]],
    ) -> None:
        secret = self._secrets.current()
        if not hmac.compare_digest(offered.encode("utf-8"), secret.encode("utf-8")):
            await self._wrong_guess(scope, receive, send)
            return
        rest = urlencode([(name, value) for name, value in query if name != JOIN_PARAMETER])
        location = own_location(scope["path"], rest)
        cookie = (
            f"{self._cookie}={cookie_value(secret)}; Path=/; Max-Age={COOKIE_MAX_AGE};"
            " HttpOnly; SameSite=Strict"
        )
        await respond(
            send,
            303,
            b"",
            headers=[
                (b"location", location.encode("latin-1", "replace")),
                (b"set-cookie", cookie.encode("latin-1")),
            ],
        )

    async def _wrong_guess(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The slow "no"; a guess whose client hung up leaves the line at once.

        While it waits, its connection is expendable: closing it to make room
        for a phone's costs the guesser only his place in the line.
        """
        expendable(scope)
        client = str((scope.get("client") or ("?", 0))[0])

        async def answer() -> None:
            try:
                async with self._backoff.wrong_guess(client):
                    await self._refuse(scope, send, Refusal.WRONG_SECRET)
            except TooManyGuessesError:
                await self._refuse(scope, send, Refusal.TOO_MANY_GUESSES)

        answering = asyncio.ensure_future(answer())
        hang_up = asyncio.ensure_future(_disconnected(receive))
        await asyncio.wait((answering, hang_up), return_when=asyncio.FIRST_COMPLETED)
        for task in (answering, hang_up):
            task.cancel()
        await asyncio.gather(hang_up, return_exceptions=True)
        if not answering.cancelled() and answering.done():
            answering.result()
        else:
            await asyncio.gather(answering, return_exceptions=True)

    async def _refuse(self, scope: Scope, send: Send, refusal: Refusal) -> None:
        expendable(scope)
        page = join_page(self._catalog, refusal, header(scope, "accept-language"))
        await respond(send, refusal.value, page, content_type="text/html; charset=utf-8")

    def _has_cookie(self, scope: Scope) -> bool:
        try:
            jar = SimpleCookie(header(scope, "cookie"))
        except CookieError:
            return False
        morsel = jar.get(self._cookie)
        if morsel is None:
            return False
        expected = cookie_value(self._secrets.current())
        return hmac.compare_digest(morsel.value.encode("latin-1", "replace"), expected.encode())

    # --- websocket --------------------------------------------------------------------

    async def _websocket(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not self._has_cookie(scope):
            await receive()  # "websocket.connect"
            await send({"type": "websocket.close", "code": WEBSOCKET_POLICY_VIOLATION})
            return
        closed = asyncio.Event()

        async def close() -> None:
            if not closed.is_set():
                closed.set()
                with contextlib.suppress(Exception):
                    await send({"type": "websocket.close", "code": WEBSOCKET_POLICY_VIOLATION})

        async def guarded_receive() -> Message:
            message = await receive()
            if message["type"] == "websocket.receive" and not self._has_cookie(scope):
                await close()
                return {"type": "websocket.disconnect", "code": WEBSOCKET_POLICY_VIOLATION}
            return message

        async def guarded_send(message: Message) -> None:
            if not closed.is_set():
                await send(message)

        async def watch() -> None:
            strikes = 0
            while not closed.is_set():
                await asyncio.sleep(REVOKE_CHECK_SECONDS)
                strikes = 0 if self._has_cookie(scope) else strikes + 1
                if strikes >= REVOKE_STRIKES:
                    await close()

        watcher = asyncio.create_task(watch())
        try:
            await self._app(scope, guarded_receive, guarded_send)
        finally:
            closed.set()
            watcher.cancel()
