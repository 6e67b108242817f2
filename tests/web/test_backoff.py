"""Slowing down wrong guesses, with a fake clock: growth, cap, forgiveness, bounded memory."""

from __future__ import annotations

import asyncio

from scorekeeper.web.backoff import Backoff


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def guess(backoff: Backoff, client: str) -> None:
    async def once() -> None:
        async with backoff.wrong_guess(client):
            pass

    asyncio.run(once())


def test_each_wrong_guess_doubles_the_wait_up_to_the_cap() -> None:
    backoff = Backoff(base=0.001, cap=0.004, clock=Clock())
    waits = []
    for _ in range(5):
        waits.append(backoff.delay("10.0.0.9"))
        guess(backoff, "10.0.0.9")
    assert waits == [0.001, 0.002, 0.004, 0.004, 0.004]
    assert backoff.delay("10.0.0.10") == 0.001, "another client is not slowed"


def test_a_client_that_stops_guessing_is_forgiven() -> None:
    clock = Clock()
    backoff = Backoff(base=0.001, cap=1.0, forget_after=60, clock=clock)
    for _ in range(3):
        guess(backoff, "a")
    assert backoff.delay("a") == 0.008
    clock.now += 61
    assert backoff.delay("a") == 0.001
    guess(backoff, "a")
    assert backoff.delay("a") == 0.002


def test_memory_stays_bounded_whatever_the_number_of_clients() -> None:
    backoff = Backoff(base=0.0, capacity=100, clock=Clock())
    for number in range(1000):
        guess(backoff, f"client-{number}")
    assert len(backoff) == 100
