"""Server-sent events for the live page: each stored change, as the page's new live part.

Why server-sent events: a page only listens, so one long http answer is all
it needs (no websocket, nothing Flet's sessions would count), the browser
reconnects by itself, and the script that reads it is a few hundred bytes.

A stream subscribes to the service's change feed (:mod:`scorekeeper.services.changes`),
which calls it in the thread that stored the change; the notice is handed to
the server's event loop, where the page's live part is rendered again from
the stored games (once for every stream of the same game and language,
:mod:`.shared`) and sent as one event: its ``id`` is a digest of the live part, which
the browser sends back on a reconnect (``Last-Event-ID``), so a page that
already shows the latest is sent nothing, and one that missed a change while
it was away is brought up to date at once.

In table mode a stream ends when the table's secret changes ("Revoke every
phone"): its cookie no longer lets anyone in, so the page is told
(``revoked``) and the stream closes within :data:`REVOKE_CHECK_SECONDS`.

When the server stops (the phone's "Host this table" switched off, Ctrl+C on a
computer) it tells :class:`Closing` first: every open stream sends ``closing``
and ends, so the page says the table was closed, not that it was revoked or
that the host is busy, and uvicorn finds no request left to cut.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Final

from scorekeeper.live_page.http import CONTENT_SECURITY_POLICY, NO_STORE, Receive, Send
from scorekeeper.live_page.render import digest
from scorekeeper.services.changes import ChangeFeed, GameChanged

REVOKE_CHECK_SECONDS: Final = 1.0
"""How often an open stream checks that the table's secret is still the one it opened under."""
KEEP_ALIVE_SECONDS: Final = 15.0
"""A comment line this often, so an idle stream is seen to be alive (and a gone client found)."""
RETRY_MS: Final = 2000
"""How soon the browser reconnects after the stream broke (a restart, the Wi-Fi)."""


@dataclass(frozen=True, slots=True)
class Rendered:
    """The live part of one page, and what the screen reader is told about the change.

    Its digest and its event's bytes are made once, with it: one rendering is
    sent as it is to every stream that shows the same (:mod:`.shared`).
    """

    html: str
    news: str
    digest: str = field(init=False)
    """Names this live part: the same part always has the same digest."""
    event: bytes = field(init=False)
    """The server-sent event that carries it."""

    def __post_init__(self) -> None:
        named = digest(self.html)
        data = json.dumps({"html": self.html, "news": self.news}, ensure_ascii=False)
        object.__setattr__(self, "digest", named)
        object.__setattr__(self, "event", f"id: {named}\nevent: page\ndata: {data}\n\n".encode())


Render = Callable[[GameChanged | None], Awaitable[Rendered]]
"""Renders the page's live part after a change (None: as it is now, with no news)."""


REVOKED: Final = b"event: revoked\ndata: \n\n"
CLOSING: Final = b"event: closing\ndata: \n\n"


class Closing:
    """The server's stop, told to its open streams before uvicorn waits for them.

    Why: a stream never ends by itself, and uvicorn's stop waits for running
    requests and then cancels them, logging two ``error:`` lines per stop with
    a page open, while the page, cut without a word, reconnected in a loop.
    Safe from any thread and any event loop (each stream wakes on its own loop).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._closed = False
        self._waiting: set[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = set()

    def close(self) -> None:
        """The server stops: every open stream says ``closing`` and ends, new ones at once."""
        with self._lock:
            self._closed = True
            waiting = list(self._waiting)
        for loop, future in waiting:
            loop.call_soon_threadsafe(_settle, future)

    @property
    def closed(self) -> bool:
        """Whether the server has begun to stop."""
        return self._closed

    async def wait(self) -> None:
        """Return once the server begins to stop."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        with self._lock:
            if self._closed:
                return
            self._waiting.add((loop, future))
        try:
            await future
        finally:
            with self._lock:
                self._waiting.discard((loop, future))


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


async def stream(
    receive: Receive,
    send: Send,
    *,
    feed: ChangeFeed,
    render: Render,
    shown: str,
    table_key: Callable[[], str],
    closing: Closing,
) -> None:
    """Send the page's live part after every stored change until the client leaves, is revoked,
    or the server stops (``closing``).

    ``shown`` is the digest of what the page already shows (its ``Last-Event-ID``).
    ``table_key`` is the table's current secret ("" off table mode).
    """
    loop = asyncio.get_running_loop()
    changes: asyncio.Queue[GameChanged] = asyncio.Queue()

    def heard(change: GameChanged) -> None:
        loop.call_soon_threadsafe(changes.put_nowait, change)

    key = table_key()
    unsubscribe = feed.subscribe(heard)
    gone = asyncio.ensure_future(_disconnected(receive))
    stopping = asyncio.ensure_future(closing.wait())
    try:
        shown = await _opened(send, render, shown)
        await _follow(
            send,
            changes=changes,
            gone=gone,
            stopping=stopping,
            render=render,
            shown=shown,
            revoked=lambda: table_key() != key,
        )
    finally:
        unsubscribe()
        for waiting in (gone, stopping):
            waiting.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await waiting
        with contextlib.suppress(Exception):
            await send({"type": "http.response.body", "body": b"", "more_body": False})


async def _opened(send: Send, render: Render, shown: str) -> str:
    """Sent once, before :func:`_follow`'s loop: what a new or returning page is owed at once."""
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [
                (b"content-type", b"text/event-stream; charset=utf-8"),
                (b"cache-control", NO_STORE),
                (b"content-security-policy", CONTENT_SECURITY_POLICY.encode("latin-1")),
                (b"x-accel-buffering", b"no"),
            ],
        }
    )
    now = await render(None)
    await _body(send, f"retry: {RETRY_MS}\n\n".encode())
    if now.digest != shown:
        await _body(send, now.event)
        return now.digest
    return shown


async def _follow(
    send: Send,
    *,
    changes: asyncio.Queue[GameChanged],
    gone: asyncio.Future[None],
    stopping: asyncio.Future[None],
    render: Render,
    shown: str,
    revoked: Callable[[], bool],
) -> None:
    quiet = 0.0
    while not gone.done():
        getting = asyncio.ensure_future(changes.get())
        done, _ = await asyncio.wait(
            (getting, gone, stopping),
            timeout=REVOKE_CHECK_SECONDS,
            return_when=asyncio.FIRST_COMPLETED,
        )
        if getting not in done:
            getting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await getting
        if stopping.done():
            await _body(send, CLOSING)
            return
        if revoked():
            await _body(send, REVOKED)
            return
        if gone.done():
            return
        if getting in done:
            change = getting.result()
            while not changes.empty():  # a burst of changes is one redraw, told by its last
                change = changes.get_nowait()
            rendered = await render(change)
            if rendered.digest != shown:
                await _body(send, rendered.event)
                shown = rendered.digest
            quiet = 0.0
            continue
        quiet += REVOKE_CHECK_SECONDS
        if quiet >= KEEP_ALIVE_SECONDS:
            await _body(send, b": alive\n\n")
            quiet = 0.0


async def _body(send: Send, data: bytes) -> None:
    await send({"type": "http.response.body", "body": data, "more_body": True})


async def _disconnected(receive: Receive) -> None:
    """Return once the client has hung up."""
    while (await receive())["type"] != "http.disconnect":
        pass
