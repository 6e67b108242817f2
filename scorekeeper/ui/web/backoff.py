"""Slowing down wrong join secrets: one guess at a time per client, each slower than the last.

Why: the secret is 192 random bits, so guessing is hopeless anyway, but a
server that answers a wrong guess at once invites trying, and a slow answer
costs a real phone nothing (it has the right secret). Each client (by address)
waits ``base * 2 ** (failures - 1)`` seconds, at most ``cap``, before hearing
"no", and its guesses queue one behind the other, so parallel connections buy
nothing. Memory stays bounded: only the ``capacity`` most recent clients are
remembered, and a client that stops guessing is forgiven after ``forget_after``.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field


@dataclass(slots=True)
class _Client:
    failures: int = 0
    last: float = 0.0
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
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._base = base
        self._cap = cap
        self._capacity = capacity
        self._forget_after = forget_after
        self._clock = clock
        self._clients: OrderedDict[str, _Client] = OrderedDict()

    def __len__(self) -> int:
        return len(self._clients)

    def delay(self, client: str) -> float:
        """How long the next wrong guess of ``client`` will wait."""
        entry = self._clients.get(client)
        failures = 0 if entry is None or self._forgiven(entry) else entry.failures
        return min(self._cap, self._base * 2.0**failures)

    @asynccontextmanager
    async def wrong_guess(self, client: str) -> AsyncIterator[None]:
        """Wait out ``client``'s penalty (behind its earlier guesses), then let the answer go."""
        entry = self._entry(client)
        async with entry.lock:
            await asyncio.sleep(self.delay(client))
            if self._forgiven(entry):
                entry.failures = 0
            entry.failures += 1
            entry.last = self._clock()
            yield

    def _forgiven(self, entry: _Client) -> bool:
        return entry.failures > 0 and self._clock() - entry.last > self._forget_after

    def _entry(self, client: str) -> _Client:
        entry = self._clients.pop(client, None) or _Client(last=self._clock())
        self._clients[client] = entry
        while len(self._clients) > self._capacity:
            self._clients.popitem(last=False)
        return entry
