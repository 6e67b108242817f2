"""The budgets of websocket bytes and of Flet's time (``scorekeeper.web.budget``), on a clock."""

from __future__ import annotations

from scorekeeper.web.budget import RateBudget

MB = 1024 * 1024


def budget(now: list[float]) -> RateBudget:
    return RateBudget(
        per_address=4 * MB, in_all=16 * MB, burst=18 * MB, light=MB, clock=lambda: now[0]
    )


def test_a_burst_passes_at_once_and_then_the_rate_holds() -> None:
    now = [0.0]
    spent = budget(now)
    assert spent.take("a", 15 * MB) == 0
    assert spent.take("a", 15 * MB) == 3.0  # 12 MB over, at 4 MB/s


def test_a_light_sender_never_waits_behind_a_heavy_one() -> None:
    now = [0.0]
    spent = budget(now)
    for address in ("h1", "h2", "h3"):
        spent.take(address, 18 * MB)  # the budget in all is now 18 MB in debt
    assert spent.take("h4", 2 * MB) > 0, "a fourth heavy sender waits for the budget in all"
    assert spent.take("phone", 2_000) == 0, "a phone's tap does not"


def test_no_wait_is_longer_than_a_burst_takes() -> None:
    now = [0.0]
    spent = budget(now)
    waits = [spent.take("a", 17 * MB) for _ in range(50)]
    assert max(waits) <= 18 * MB / (4 * MB)
