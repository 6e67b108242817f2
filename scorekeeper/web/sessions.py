"""What one client can make Flet hold: sessions, open websockets and heavy messages, all bounded.

Why: Flet 1.0.5 makes a session (about 170 kB) for every "register" message,
keeps it for :data:`SESSION_KEPT_SECONDS` after its websocket closes (Flet's own
``session_timeout_seconds``, 3,600 s unless told), never frees the session of a
websocket that registered twice, and hangs for good on a websocket that closes
before registering. A message's whole text is formatted for Flet's debug log,
so one 15 MiB message holds the event loop, and every player, for half a second.
This layer, just around Flet's app, lets a websocket reach Flet only as:

- one register, as its first message, within :data:`FIRST_MESSAGE_SECONDS`
  (a second register closes the websocket);
- one of at most :data:`OPEN_SOCKETS_PER_ADDRESS` open websockets of its
  client address, and of :data:`SESSIONS_PER_ADDRESS` sessions per address
  and :data:`MOST_SESSIONS` in all that Flet holds (open, or closed and kept).
  A phone coming back with its session id takes its own kept session again.
  Per address, not per cookie: in table mode every joined phone holds the
  same cookie (derived from the table's secret);
- messages over :data:`LARGE_MESSAGE` bytes only as the answer to a call the
  session made (a picked file: Flet's method result naming a call Flet sent
  on this websocket), or as a data-channel frame for a channel Flet opened on
  this websocket (:data:`OPEN_CHANNELS`; the app's own screens open none), one
  such message per address
  at a time, and at most
  :data:`LARGE_BYTES_PER_SECOND` of them in all, so the other players never
  wait long behind one client's uploads.

The time Flet takes over each message (from handing it over until Flet asks
for the next: decoding it, and whatever it does before it reads on) is spent
from a budget of :data:`FLET_SECONDS_PER_SECOND` per address and
:data:`ALL_FLET_SECONDS_PER_SECOND` for every address that spends a lot; past
it, the websocket's next message waits, so its sender waits, not every player.
Bytes alone bound too little: 240 kB of empty lists take Flet 160 ms to
decode, against 0.7 ms for as many bytes of floats, and six addresses sending
them kept a phone's page load waiting 9.6 s.

A websocket that breaks a rule is closed with 1008 (policy) or, over a limit,
1013 (try again later), and one line is logged. Whether a heavy message may come
now is also told to the connection (:data:`scorekeeper.web.asgi.HEAVY_AWAITED`),
which refuses any other by its frame's header (1009, too big) before reading it:
a websocket part-way through a 15 MiB frame held 40 to 60 MB.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

import msgpack

from scorekeeper.web.asgi import (
    HEAVY_AWAITED,
    WEBSOCKET_POLICY_VIOLATION,
    ASGIApp,
    Message,
    Receive,
    Scope,
    Send,
)
from scorekeeper.web.budget import RateBudget

SESSION_KEPT_SECONDS: Final = 120
"""Seconds Flet keeps a session after its websocket closed (a phone that slept comes back)."""
SESSIONS_PER_ADDRESS: Final = 16
"""Sessions, open or kept, one client address may have Flet hold."""
MOST_SESSIONS: Final = 256
"""Sessions Flet holds in all (about 45 MB)."""
OPEN_SOCKETS_PER_ADDRESS: Final = 6
"""Open websockets of one client address: one per browser tab."""
FIRST_MESSAGE_SECONDS: Final = 10.0
"""How soon an opened websocket must register."""
LARGE_MESSAGE: Final = 256 * 1024
"""A message above this is heavy: only a picked file's bytes are that large."""
LARGE_BYTES_PER_SECOND: Final = 8 * 1024 * 1024
"""Heavy messages handed to Flet per second, in all (a 16 MB backup waits two seconds)."""
TRY_AGAIN_LATER: Final = 1013
FLET_SECONDS_PER_SECOND: Final = 0.2
"""Time Flet may spend per second on the messages of one address (after a burst)."""
ALL_FLET_SECONDS_PER_SECOND: Final = 0.4
"""Time Flet may spend per second on the messages of every address that spends a lot."""
FLET_BURST_SECONDS: Final = 0.5
"""Time an address's messages may take at once (a register and its before-main, a few taps)."""
LIGHT_FLET_SECONDS: Final = 0.1
"""An address whose messages took less than this lately is never held back by the budget in all."""
ASKED_CALLS: Final = 64
"""Method calls of one websocket remembered until answered (a few are ever open at once)."""

REGISTER_CLIENT: Final = 1
INVOKE_METHOD: Final = 5
"""Flet's message actions (``flet.messaging.protocol.MessageAction``)."""
PROTOCOL_FRAME: Final = 0x00
DATA_CHANNEL_FRAME: Final = 0x01
OPEN_CHANNELS: Final = "scorekeeper.data_channels"
"""The websocket scope's extension holding the ids of the data channels Flet opened on it.

Filled by the server (:func:`scorekeeper.web.server.note_data_channels`), which
alone sees Flet attach a channel: nothing on the wire says so, and a client
could claim any channel id in a frame.
"""

_ACTION_PREFIX: Final = 16
_log = logging.getLogger("scorekeeper.web")


@dataclass(slots=True)
class _Slot:
    """One session Flet holds for an address: open while ``left`` is None."""

    address: str
    left: float | None = None
    session_id: str = ""


class _Link:
    """The server's receive and send for one websocket, let go of once Flet's handler is done.

    Why: Flet keeps a closed websocket's session, and through it our wrappers,
    for :data:`SESSION_KEPT_SECONDS`; holding uvicorn's callables would keep the
    connection's protocol, with any half-read 15 MiB message, alive as long.
    """

    def __init__(self, receive: Receive, send: Send) -> None:
        self._receive: Receive | None = receive
        self._send: Send | None = send

    async def receive(self) -> Message:
        if self._receive is None:
            return {"type": "websocket.disconnect", "code": 1000}
        return await self._receive()

    async def send(self, message: Message) -> None:
        if self._send is not None:
            await self._send(message)

    def cut(self) -> None:
        self._receive = self._send = None


def message_action(data: bytes) -> int | None:
    """The Flet action of a protocol frame, read without decoding its body; None if it is none."""
    if not data or data[0] != PROTOCOL_FRAME:
        return None
    unpacker = msgpack.Unpacker(max_buffer_size=_ACTION_PREFIX)
    unpacker.feed(data[1:_ACTION_PREFIX])  # the array's header and the action come first
    try:
        if unpacker.read_array_header() < 1:
            return None
        action = unpacker.unpack()
    except (ValueError, msgpack.UnpackException, msgpack.OutOfData):
        return None
    return action if isinstance(action, int) else None


def call_id(data: bytes) -> str:
    """The ``call_id`` of a method call or its answer (``[5, {..., "call_id": ...}]``), or ""."""
    unpacker = msgpack.Unpacker(max_buffer_size=max(len(data), 1024))
    unpacker.feed(data[1:])
    try:
        if unpacker.read_array_header() < 2 or unpacker.unpack() != INVOKE_METHOD:
            return ""
        for _ in range(unpacker.read_map_header()):
            if unpacker.unpack() == "call_id":
                found = unpacker.unpack()
                return found if isinstance(found, str) else ""
            unpacker.skip()
    except (ValueError, msgpack.UnpackException, msgpack.OutOfData):
        return ""
    return ""


def register_session_id(data: bytes) -> str:
    """The session id a register message (or Flet's answer to it) carries, or ""."""
    try:
        decoded = msgpack.unpackb(data[1:], strict_map_key=False)
    except (ValueError, msgpack.UnpackException):
        return ""
    body = decoded[1] if isinstance(decoded, list) and len(decoded) > 1 else None
    session_id = body.get("session_id") if isinstance(body, dict) else None
    return session_id if isinstance(session_id, str) else ""


class FletSockets:
    """The rules of the module docstring, around Flet's app (one per server, on its loop)."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        per_address: int = SESSIONS_PER_ADDRESS,
        total: int = MOST_SESSIONS,
        open_per_address: int = OPEN_SOCKETS_PER_ADDRESS,
        kept_seconds: float = SESSION_KEPT_SECONDS,
        first_message_seconds: float = FIRST_MESSAGE_SECONDS,
        large_message: int = LARGE_MESSAGE,
        large_bytes_per_second: float = LARGE_BYTES_PER_SECOND,
        clock: Callable[[], float] = time.monotonic,
        flet_time: RateBudget | None = None,
        timer: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._app = app
        self._flet_time = flet_time or RateBudget(
            per_address=FLET_SECONDS_PER_SECOND,
            in_all=ALL_FLET_SECONDS_PER_SECOND,
            burst=FLET_BURST_SECONDS,
            light=LIGHT_FLET_SECONDS,
        )
        self._timer = timer
        self._per_address = per_address
        self._total = total
        self._open_per_address = open_per_address
        self._kept = kept_seconds
        self._first_message = first_message_seconds
        self._large = large_message
        self._rate = large_bytes_per_second
        self._clock = clock
        self._slots: list[_Slot] = []
        self._large_free_at = 0.0
        self._heavy: set[str] = set()

    def held(self, address: str | None = None) -> int:
        """Sessions Flet holds now (for ``address``, or in all)."""
        self._purge()
        return sum(1 for slot in self._slots if address is None or slot.address == address)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self._app(scope, receive, send)
            return
        address = str((scope.get("client") or ("?", 0))[0])
        connect = await receive()
        if connect["type"] != "websocket.connect":
            return
        await send({"type": "websocket.accept"})
        first = await self._first(receive)
        data = (first.get("bytes") or b"") if first is not None else b""
        if first is None or len(data) > self._large or message_action(data) != REGISTER_CLIENT:
            if first is not None:
                _log.warning("closed a websocket from %s: it did not register first", address)
                await send({"type": "websocket.close", "code": WEBSOCKET_POLICY_VIOLATION})
            return
        slot = self._take(address, register_session_id(data))
        if slot is None:
            _log.warning("closed a websocket from %s: too many sessions", address)
            await send({"type": "websocket.close", "code": TRY_AGAIN_LATER})
            return
        asked: dict[str, bool] = {}
        channels: set[int] = set()
        extensions = scope.setdefault("extensions", {})
        extensions[OPEN_CHANNELS] = channels
        extensions[HEAVY_AWAITED] = lambda: bool(asked) or bool(channels)
        link = _Link(receive, send)
        receiving = self._receiving(address, [connect, first], link, asked, channels)
        try:
            await self._app(scope, receiving, self._sending(slot, link, asked))
        finally:
            slot.left = self._clock()
            link.cut()

    async def _first(self, receive: Receive) -> Message | None:
        """The first message, if it comes in time and the client did not leave."""
        try:
            message = await asyncio.wait_for(receive(), self._first_message)
        except TimeoutError:
            return {"type": "websocket.receive", "bytes": b""}
        return message if message["type"] == "websocket.receive" else None

    def _take(self, address: str, session_id: str) -> _Slot | None:
        """The slot for a new websocket: its own kept session, a new one, or None (over a limit)."""
        self._purge()
        mine = [slot for slot in self._slots if slot.address == address]
        for slot in mine:
            if session_id and slot.session_id == session_id and slot.left is not None:
                slot.left = None
                return slot
        opened = sum(1 for slot in mine if slot.left is None)
        full = len(mine) >= self._per_address or len(self._slots) >= self._total
        if opened >= self._open_per_address or full:
            return None
        slot = _Slot(address)
        self._slots.append(slot)
        return slot

    def _purge(self) -> None:
        now = self._clock()
        self._slots = [
            slot for slot in self._slots if slot.left is None or now - slot.left <= self._kept
        ]

    def _receiving(
        self,
        address: str,
        replay: list[Message],
        link: _Link,
        asked: dict[str, bool],
        channels: set[int],
    ) -> Receive:
        handed: list[float] = []

        async def timed() -> Message:
            if handed:  # Flet asks for the next message: it is done with the last one
                wait = self._flet_time.take(address, self._timer() - handed.pop())
                if wait > 0:
                    await asyncio.sleep(wait)
            message = await guarded()
            handed.append(self._timer())
            return message

        async def guarded() -> Message:
            if replay:
                return replay.pop(0)
            message = await link.receive()
            if message["type"] != "websocket.receive":
                return message
            data = message.get("bytes") or b""
            refusal = self._refusal(data, address, asked, channels)
            if refusal:
                _log.warning("closed a websocket from %s: %s", address, refusal)
                await link.send({"type": "websocket.close", "code": WEBSOCKET_POLICY_VIOLATION})
                return {"type": "websocket.disconnect", "code": WEBSOCKET_POLICY_VIOLATION}
            if len(data) > self._large:
                self._heavy.add(address)
                try:
                    await self._wait_for_room(len(data))
                finally:
                    self._heavy.discard(address)
            return message

        return timed

    def _refusal(
        self, data: bytes, address: str, asked: dict[str, bool], channels: set[int]
    ) -> str:
        """Why a message after the first closes its websocket, or "" when it may pass."""
        action = message_action(data)
        if action == REGISTER_CLIENT:
            return "it registered twice"
        answered = call_id(data) if action == INVOKE_METHOD else ""
        was_asked = asked.pop(answered, False) if answered else False
        if len(data) <= self._large:
            return ""
        if data[:1] == bytes([DATA_CHANNEL_FRAME]):
            if int.from_bytes(data[1:5], "little") not in channels:
                return f"a data frame of {len(data)} bytes for a channel that is not open"
        elif not was_asked:
            return f"a message of {len(data)} bytes that no call asked for"
        if address in self._heavy:
            return "a second heavy message while one waits"
        return ""

    async def _wait_for_room(self, size: int) -> None:
        """Wait, without holding the loop, until ``size`` more bytes fit the heavy rate."""
        now = self._clock()
        start = max(now, self._large_free_at)
        self._large_free_at = start + size / self._rate
        if start > now:
            await asyncio.sleep(start - now)

    def _sending(self, slot: _Slot, link: _Link, asked: dict[str, bool]) -> Send:
        answered: list[bool] = []

        async def learning(message: Message) -> None:
            if message["type"] == "websocket.accept":
                return  # accepted already, before the first message
            data = message.get("bytes") or b""
            if not answered and data:
                answered.append(True)  # Flet's first message answers the register
                slot.session_id = register_session_id(data) or slot.session_id
            elif message_action(data) == INVOKE_METHOD:
                asked[call_id(data)] = True  # a call whose answer may be heavy
                while len(asked) > ASKED_CALLS:
                    del asked[next(iter(asked))]
            await link.send(message)

        return learning
