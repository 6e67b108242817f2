"""Slowing down wrong join secrets: one guess at a time per client, each slower than the last.

Why: the secret is 192 random bits, so guessing is hopeless anyway, but a
server that answers a wrong guess at once invites trying, and a slow answer
costs a real phone nothing (it has the right secret). Each client (by address)
waits ``base * 2 ** (failures - 1)`` seconds, at most ``cap``, before hearing
"no", and its guesses queue one behind the other, so parallel connections buy
nothing. Memory stays bounded: only the ``capacity`` most recent clients are
remembered, a client that stops guessing is forgiven after ``forget_after``,
at most ``queue`` guesses of one client wait in line (more are refused at once,
:class:`TooManyGuessesError`), and a guess whose connection closed leaves the line
(the caller cancels it, see :mod:`scorekeeper.web.join`).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

QUEUED_GUESSES = 4
"""Wrong guesses of one client that may wait in line at once."""


class TooManyGuessesError(Exception):
    """The client already has :data:`QUEUED_GUESSES` guesses waiting."""


@dataclass(slots=True)
class _Client:
    failures: int = 0
    last: float = 0.0
    waiting: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class Backoff:
    """Per-client delays for wrong guesses (one instance per server, on its event loop)."""

    def __init__(
        self,
        *,
        base: float = 0.5,
        cap: float = 8.0,
        capacity: int = 4096,
        forget_after: float = 600.0,
        queue: int = QUEUED_GUESSES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._base = base
        self._cap = cap
        self._capacity = capacity
        self._forget_after = forget_after
        self._queue = queue
        self._clock = clock
        self._clients: OrderedDict[str, _Client] = OrderedDict()

    def __len__(self) -> int:
        return len(self._clients)

    def waiting(self, client: str) -> int:
        """How many guesses of ``client`` wait in line now."""
        entry = self._clients.get(client)
        return 0 if entry is None else entry.waiting

    def delay(self, client: str) -> float:
        """How long the next wrong guess of ``client`` will wait."""
        entry = self._clients.get(client)
        failures = 0 if entry is None or self._forgiven(entry) else entry.failures
        return min(self._cap, self._base * 2.0**failures)

    @asynccontextmanager
    async def wrong_guess(self, client: str) -> AsyncIterator[None]:
        """Wait out ``client``'s penalty (behind its earlier guesses), then let the answer go.

        Raises :class:`TooManyGuessesError` at once when the line is full. Cancelled
        while waiting (the connection closed), the guess leaves the line and
        counts for nothing.
        """
        entry = self._entry(client)
        if entry.waiting >= self._queue:
            raise TooManyGuessesError(client)
        entry.waiting += 1
        in_line = True
        try:
            async with entry.lock:
                await asyncio.sleep(self.delay(client))
                if self._forgiven(entry):
                    entry.failures = 0
                entry.failures += 1
                entry.last = self._clock()
                entry.waiting -= 1
                in_line = False
                yield
        finally:
            if in_line:
                entry.waiting -= 1

    def _forgiven(self, entry: _Client) -> bool:
        return entry.failures > 0 and self._clock() - entry.last > self._forget_after

    def _entry(self, client: str) -> _Client:
        entry = self._clients.pop(client, None) or _Client(last=self._clock())
        self._clients[client] = entry
        while len(self._clients) > self._capacity:
            self._clients.popitem(last=False)
        return entry
