"""Limits on connections, below the ASGI layers: how many, from whom, and how soon a head must come.

Why below ASGI: a connection that never finishes its request head never
reaches an ASGI layer, yet it holds a file descriptor. A stranger on the
table's Wi-Fi who opens 1,100 such connections (idle, half a head, a header
line every few seconds) would use up a desktop's 1,024 descriptors and shut
every phone out. uvicorn's h11 protocol times out only the wait *between*
requests (``timeout_keep_alive``), and its size cap on a head
(``h11_max_incomplete_event_size``) is a setting passed in
:mod:`scorekeeper.web.server`; what it lacks is written here, as subclasses of
its own http and websocket protocols:

- a request head must be complete within :data:`HEAD_TIMEOUT` seconds of the
  connection opening (or of the previous answer), or the connection is closed;
- a request head over :data:`HEAD_BYTES` is answered 431 and its connection
  closed, however it arrives: h11's own cap holds only while a head is
  incomplete, so a whole 120 kB head in one write was served, and a head
  over the cap in pieces was answered 400;
- at most :data:`PER_ADDRESS` connections per client address and
  :func:`total_limit` in all. When a limit is reached, the oldest
  *expendable* connection of that address is closed to make room: one
  waiting for a head or between requests, or one whose request a layer
  above is only refusing (:func:`scorekeeper.web.asgi.expendable`: a wrong
  secret waiting its turn, the join page for a browser without the cookie).
  So a browser with stale keep-alive connections is never shut out, a
  stranger only ever displaces his own or other refused connections, and
  however many addresses he has, he holds no place a joined phone cannot
  take. A new connection is refused only when every one of the address's
  (or the busiest address's) connections is serving a request or a websocket;
- a websocket message over :data:`scorekeeper.web.sessions.LARGE_MESSAGE` is
  read only while its session awaits one (a call's answer, a data channel);
  any other is refused by its frame's header, before it is buffered;
- websocket bytes are read at most :data:`SOCKET_BYTES_PER_SECOND` per
  address and :data:`ALL_SOCKET_BYTES_PER_SECOND` in all (after a burst of one
  largest message): beyond that a connection stops being read for a moment,
  so the sender waits, not the event loop. Decoding websocket frames is work
  on the one event loop every player shares; without this, one joined client
  sending 15 MiB messages in a loop kept a page load waiting for nine seconds.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sys
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Protocol

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from scorekeeper.web.asgi import EXPENDABLE, HEAVY_AWAITED
from scorekeeper.web.budget import RateBudget
from scorekeeper.web.sessions import LARGE_MESSAGE

if TYPE_CHECKING:  # the websockets package: not on a phone, whose table server has no websocket
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

HEAD_BYTES: Final = 32 * 1024
"""The largest request head (request line and headers); a longer one is answered 431."""
_TOO_LARGE_TEXT: Final = b"The request head is too large.\n"
HEAD_TOO_LARGE: Final = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
    b"content-type: text/plain; charset=utf-8\r\n"
    b"content-length: %d\r\nconnection: close\r\n\r\n%s" % (len(_TOO_LARGE_TEXT), _TOO_LARGE_TEXT)
)
"""The answer to a head over :data:`HEAD_BYTES`, after which the connection is closed."""
_HEAD_END: Final = re.compile(rb"\n\r?\n")
"""The blank line that ends a request head, as h11 finds it."""
KEEP_ALIVE_SECONDS: Final = 5
"""How long an idle connection stays open after an answer (uvicorn's ``timeout_keep_alive``)."""
BACKLOG: Final = 128
"""Connections the system may queue before the server accepts them."""
HEAD_TIMEOUT: Final = 10.0
"""Seconds a client has to send a whole request head, from its connection or its last answer."""
PER_ADDRESS: Final = 32
"""Open connections one client address may hold: a browser uses 6 per host, plus websockets."""
MOST_CONNECTIONS: Final = 1000
"""Open connections in all, whatever the descriptor limit."""
SPARE_DESCRIPTORS: Final = 64
"""Descriptors kept out of the connections' reach: the data files, logs, the listening socket."""
SOCKET_BYTES_PER_SECOND: Final = 4 * 1024 * 1024
"""Websocket bytes read per second from one address (a 16 MB backup: a burst, then 4 MB/s)."""
ALL_SOCKET_BYTES_PER_SECOND: Final = 16 * 1024 * 1024
"""Websocket bytes read per second from everyone."""
BURST_BYTES: Final = 18 * 1024 * 1024
"""What an address may send at full speed: one message of the largest size, with its frame."""
LIGHT_BYTES: Final = 1024 * 1024
"""An address that sent less than this lately is never held back by the budget in all."""

_log = logging.getLogger("scorekeeper.web")


def total_limit(descriptors: int | None = None) -> int:
    """Open connections in all: half of what the descriptor limit leaves over, at most 1,000.

    Half, because a websocket's session may open files too (a save, a backup).
    1,024 descriptors (a Linux desktop) give 480; macOS's 256 give 96.
    """
    if descriptors is None:
        descriptors = _descriptor_limit()
    return max(16, min(MOST_CONNECTIONS, (descriptors - SPARE_DESCRIPTORS) // 2))


def _descriptor_limit() -> int:
    if sys.platform == "win32":  # no per-process descriptor limit on sockets
        return 2 * MOST_CONNECTIONS + SPARE_DESCRIPTORS
    import resource  # noqa: PLC0415  (Unix only)

    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return 2 * MOST_CONNECTIONS + SPARE_DESCRIPTORS if soft == resource.RLIM_INFINITY else soft


class _Closable(Protocol):
    def close(self) -> None: ...


class _Watched(Protocol):
    @property
    def expendable(self) -> bool: ...


@dataclass(slots=True)
class _Held:
    address: str
    opened: float
    watched: _Watched


class ConnectionBook:
    """The open connections by client address (one per server, used on its event loop only)."""

    def __init__(self, *, per_address: int = PER_ADDRESS, total: int | None = None) -> None:
        self.per_address = per_address
        self.total = total_limit() if total is None else total
        self._held: OrderedDict[_Closable, _Held] = OrderedDict()
        self._counts: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._held)

    def count(self, address: str) -> int:
        """Open connections of ``address``."""
        return self._counts.get(address, 0)

    def admit(self, transport: _Closable, address: str, watched: _Watched) -> bool:
        """Whether a new connection may stay open; closes an expendable one for room if needed."""
        if self.count(address) >= self.per_address and not self._evict(address):
            return False
        if len(self._held) >= self.total:
            busiest = max(self._counts, key=self._counts.__getitem__)
            if not self._evict(busiest) and not self._evict(None):
                return False
        self._held[transport] = _Held(address, time.monotonic(), watched)
        self._counts[address] = self.count(address) + 1
        return True

    def watch(self, transport: _Closable, watched: _Watched) -> None:
        """The connection now speaks another protocol (a websocket after its upgrade)."""
        held = self._held.get(transport)
        if held is not None:
            held.watched = watched

    def release(self, transport: _Closable) -> None:
        """The connection closed (called once or more; only the first counts)."""
        held = self._held.pop(transport, None)
        if held is None:
            return
        left = self._counts[held.address] - 1
        if left:
            self._counts[held.address] = left
        else:
            del self._counts[held.address]

    def _evict(self, address: str | None) -> bool:
        """Close the oldest expendable connection of ``address`` (or anyone's); whether any was."""
        for transport, held in self._held.items():
            if (address is None or held.address == address) and held.watched.expendable:
                self.release(transport)
                transport.close()
                return True
        return False


def guarded_protocols(
    book: ConnectionBook,
    *,
    head_timeout: float = HEAD_TIMEOUT,
    budget: RateBudget | None = None,
) -> tuple[type[H11Protocol], type[WebSocketsSansIOProtocol]]:
    """uvicorn's h11 and websocket protocols, keeping ``book``, the head timeout and ``budget``."""
    from uvicorn.protocols.websockets.websockets_sansio_impl import (  # noqa: PLC0415
        WebSocketsSansIOProtocol,
    )

    bytes_read = budget or _socket_budget()

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        """A websocket is never expendable, is read within the budget; its close frees its place."""

        expendable = False
        _held_until = 0.0
        _timer: asyncio.TimerHandle | None = None

        def data_received(self, data: bytes) -> None:
            self.conn.max_message_size = _largest_message(self, self.config.ws_max_size)
            super().data_received(data)
            address = str(self.client[0]) if self.client else "?"
            wait = bytes_read.take(address, len(data))
            if wait > 0 and not self.transport.is_closing():
                self._held_until = self.loop.time() + wait
                self.transport.pause_reading()
                self._later(wait)

        async def receive(self) -> Any:
            message = await super().receive()
            if self.loop.time() < self._held_until and not self.transport.is_closing():
                self.transport.pause_reading()  # uvicorn resumed it: the budget still holds
            return message

        def _read_again(self) -> None:
            if self.transport.is_closing():
                return
            early = self._held_until - self.loop.time()
            if early > 0:  # a timer may fire a little early, or a later hold extended it
                self._later(early)
            elif not self.read_paused:  # else uvicorn resumes once its message is taken
                self.transport.resume_reading()

        def _later(self, wait: float) -> None:
            if self._timer is not None:
                self._timer.cancel()
            self._timer = self.loop.call_later(wait, self._read_again)

        def connection_lost(self, exc: Exception | None) -> None:
            if self._timer is not None:  # it holds this protocol, and its half-read frames
                self._timer.cancel()
                self._timer = None
            book.release(self.transport)
            super().connection_lost(exc)

    http = guarded_http(book, head_timeout=head_timeout, websocket=GuardedWebSocket)
    return http, GuardedWebSocket


def _socket_budget() -> RateBudget:
    """The standard budget, named apart so :func:`guarded_protocols` reads as its protocols."""
    return RateBudget(
        per_address=SOCKET_BYTES_PER_SECOND,
        in_all=ALL_SOCKET_BYTES_PER_SECOND,
        burst=BURST_BYTES,
        light=LIGHT_BYTES,
    )


def _largest_message(protocol: object, heaviest: int) -> int:
    """A heavy message only while awaited; out here, as the websocket's class is made in a call."""
    scope = getattr(protocol, "scope", None) or {}
    awaited = scope.get("extensions", {}).get(HEAVY_AWAITED)
    heavy = awaited is not None and awaited()
    return int(heaviest) if heavy else LARGE_MESSAGE


def guarded_http(
    book: ConnectionBook,
    *,
    head_timeout: float = HEAD_TIMEOUT,
    websocket: _Watched | None = None,
) -> type[H11Protocol]:
    """uvicorn's h11 protocol, keeping ``book`` and the head timeout; ``websocket`` is what an
    upgraded connection becomes in the book (None: a server without websockets, a phone's)."""

    class GuardedHttp(_GuardedHttp):
        """One server's h11 protocol: its book, its head timeout, what its upgrades become."""

        _book = book
        _head_timeout = head_timeout
        _websocket = websocket

    return GuardedHttp


class _GuardedHttp(H11Protocol):
    """uvicorn's h11 protocol, with a deadline for each request head and a place in the book.

    Made once, here, rather than in each call of :func:`guarded_http`: only the
    book, the head timeout and what an upgrade becomes differ between servers,
    and its subclass names them.
    """

    _book: ConnectionBook
    _head_timeout: float
    _websocket: _Watched | None

    _head_timer: asyncio.TimerHandle | None = None
    _timed_cycle: Any = None
    _refused_cycle: Any = None
    _head_seen = 0
    _head_tail = b""
    _head_done = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        app = self.app

        async def marked(scope: Any, receive: Any, send: Any) -> None:
            cycle = self.cycle
            scope.setdefault("extensions", {})[EXPENDABLE] = lambda: self._refused(cycle)
            await app(scope, receive, send)

        self.app = marked

    @property
    def idle(self) -> bool:
        """Waiting for a request head: nothing is being answered."""
        return self.cycle is None or self.cycle.response_complete

    @property
    def expendable(self) -> bool:
        """Idle, or only being refused: closing it costs nobody anything they were let in to."""
        return self.idle or self.cycle is self._refused_cycle

    def _refused(self, cycle: Any) -> None:
        self._refused_cycle = cycle

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        address = str(self.client[0]) if self.client else "?"
        if not self._book.admit(transport, address, self):
            _log.warning("refused a connection from %s: too many open", address)
            transport.close()
            return
        self._arm()

    def data_received(self, data: bytes) -> None:
        if not self._head_done and self._head_over(data):
            self._head_too_large()
            return
        super().data_received(data)
        if self._head_timer is not None and self.cycle is not self._timed_cycle:
            self._disarm()

    def on_response_complete(self) -> None:
        if self.conn.their_state is h11.DONE and not self.transport.is_closing():
            self._head_seen, self._head_tail, self._head_done = 0, b"", False
            if self._head_over(self.conn.trailing_data[0]):  # a next head, pipelined
                self._head_too_large()
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def _head_over(self, data: bytes) -> bool:
        """Count ``data`` into the head awaited; whether the head is over the limit."""
        seen = self._head_tail + data
        end = _HEAD_END.search(seen)
        if end is None:
            self._head_seen += len(data)
            self._head_tail = seen[-2:]
            return self._head_seen > HEAD_BYTES
        self._head_done = True
        return self._head_seen - len(self._head_tail) + end.end() > HEAD_BYTES

    def _head_too_large(self) -> None:
        address = str(self.client[0]) if self.client else "?"
        _log.warning("refused a request head from %s: over %d bytes", address, HEAD_BYTES)
        self.transport.write(HEAD_TOO_LARGE)
        self.transport.close()

    def _unsupported_upgrade_warning(self) -> None:
        """Nothing to log: the server chose to have no websocket (the phone's serves the live
        page by server-sent events); uvicorn's advice to install one, twice per upgrade
        asked for, would only fill the host's log."""
        if self._websocket is not None:
            super()._unsupported_upgrade_warning()

    def handle_websocket_upgrade(self, event: Any) -> None:
        self._disarm()
        super().handle_websocket_upgrade(event)
        if self._websocket is not None:
            self._book.watch(self.transport, self._websocket)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self._book.release(self.transport)
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._timed_cycle = self.cycle
        self._head_timer = self.loop.call_later(self._head_timeout, self._head_late)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_late(self) -> None:
        self._head_timer = None
        if self.cycle is self._timed_cycle and self.idle and not self.transport.is_closing():
            self.transport.close()
