"""Token buckets per client address and in all: how long to wait before taking more.

Used for the websocket bytes a connection reads (:mod:`.connections`) and for
the time Flet spends on the messages a websocket sends (:mod:`.sessions`): the
same rule, in bytes or in seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

MOST_ADDRESSES: Final = 4000
"""Buckets kept before all but the one in all are forgotten (each is a few numbers)."""


class RateBudget:
    """Token buckets of an amount per second, per address and in all.

    The budget in all holds back only an address that is spending a lot itself
    (more than ``light`` lately): a phone's taps are never kept waiting behind a
    stranger's uploads. A bucket's debt is capped at one burst (two in all), so
    no wait is ever longer than a burst takes at its rate.
    """

    def __init__(
        self,
        *,
        per_address: float,
        in_all: float,
        burst: float,
        light: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._rates = {False: per_address, True: in_all}
        self._burst = burst
        self._light = light
        self._clock = clock
        self._buckets: dict[str | None, tuple[float, float]] = {}

    def take(self, address: str, amount: float) -> float:
        """Spend ``amount`` of ``address``'s budget; the seconds to wait before taking more."""
        now = self._clock()
        if len(self._buckets) > MOST_ADDRESSES:
            self._buckets = {None: self._buckets.get(None, (2 * self._burst, now))}
        own = self._spend(address, amount, now, in_all=False)
        everyone = self._spend(None, amount, now, in_all=True)
        light = self._buckets[address][0] > self._burst - self._light
        return own if light else max(own, everyone)

    def _spend(self, key: str | None, amount: float, now: float, *, in_all: bool) -> float:
        rate = self._rates[in_all]
        burst = self._burst * (2 if in_all else 1)
        level, then = self._buckets.get(key, (burst, now))
        level = max(-burst, min(burst, level + (now - then) * rate) - amount)
        self._buckets[key] = (level, now)
        return max(0.0, -level / rate)
