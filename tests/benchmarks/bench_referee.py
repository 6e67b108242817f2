"""Benchmark of the card-level referee against its targets and the brute-force oracle.

Run: ``.venv/bin/python tests/benchmarks/bench_referee.py``. Not a pytest test.

Each case times every one of 5,000 distinct hands (fixed seed) once per round,
keeps each hand's fastest of ``ROUNDS`` rounds, and prints the median and the 95th
percentile over hands (per-call timer overhead, about 0.1 µs, is included). The
target applies to the median. The solver has no result
cache, and the hands are distinct anyway. The per-suit tables are built once
before timing; their build time is printed separately. The brute-force oracle of
``tests/referee/oracle.py`` is timed on the first ``ORACLE_HANDS`` hands of each
case, and the ratio of the medians is printed.
"""

from __future__ import annotations

import random
import statistics
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from time import perf_counter, perf_counter_ns

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorekeeper.rules import meld_tables
from scorekeeper.rules.melds import best_arrangement, best_discard, lay_off
from tests.referee import hands, oracle

SEED = 20240601
HANDS = 5_000
ROUNDS = 3
ORACLE_HANDS = 300

Case = tuple[Sequence[object], ...]


def distinct(generate: Callable[[], Case]) -> list[Case]:
    """``HANDS`` distinct cases from ``generate``."""
    seen: set[str] = set()
    cases: list[Case] = []
    while len(cases) < HANDS:
        case = generate()
        key = repr(sorted(map(repr, case)))
        if key not in seen:
            seen.add(key)
            cases.append(case)
    return cases


def timings_us(
    function: Callable[..., object], cases: Sequence[Case], rounds: int
) -> tuple[float, float]:
    """Median and 95th percentile over cases of each case's fastest of ``rounds``, in µs."""
    best = [float("inf")] * len(cases)
    for _ in range(rounds):
        for number, case in enumerate(cases):
            start = perf_counter_ns()
            function(*case)
            elapsed = perf_counter_ns() - start
            best[number] = min(best[number], elapsed)
    best.sort()
    return statistics.median(best) / 1000, best[int(len(best) * 0.95)] / 1000


def main() -> None:
    """Generate the hands, time solver and oracle, print one line per case."""
    rng = random.Random(SEED)
    start = perf_counter()
    meld_tables.deadwood_table()
    meld_tables.drop_tables()
    meld_tables.card_tables()
    print(f"tables built once in {(perf_counter() - start) * 1000:.0f} ms")

    def layoff_case() -> Case:
        melds, hand = hands.layoff_case(rng)
        return (melds, hand)

    cases: list[tuple[str, Callable[..., object], Callable[..., object], list[Case], float]] = [
        (
            "10 cards, best arrangement: random",
            best_arrangement,
            oracle.best_deadwood,
            distinct(lambda: (hands.uniform(rng, 10),)),
            5,
        ),
        (
            "10 cards, best arrangement: meld-rich",
            best_arrangement,
            oracle.best_deadwood,
            distinct(lambda: (hands.meld_rich(rng, 10),)),
            10,
        ),
        (
            "  of which rank band only (hardest)",
            best_arrangement,
            oracle.best_deadwood,
            distinct(lambda: (hands.rank_band(rng, 10),)),
            10,
        ),
        (
            "11 cards, best discard: random",
            best_discard,
            oracle.best_discards,
            distinct(lambda: (hands.uniform(rng, 11),)),
            15,
        ),
        (
            "11 cards, best discard: meld-rich",
            best_discard,
            oracle.best_discards,
            distinct(lambda: (hands.meld_rich(rng, 11),)),
            25,
        ),
        (
            "  of which rank band only (hardest)",
            best_discard,
            oracle.best_discards,
            distinct(lambda: (hands.rank_band(rng, 11),)),
            25,
        ),
        (
            "layoffs: knocker melds + 10 cards",
            lay_off,
            oracle.best_layoff_deadwood,
            distinct(layoff_case),
            100,
        ),
    ]
    print(
        f"{HANDS} distinct hands per case, seed {SEED}, each hand's best of {ROUNDS} "
        f"rounds; oracle on the first {ORACLE_HANDS} hands of each case"
    )
    print(
        f"{'case':38} {'median':>8} {'p95':>8} {'target':>7} {'ok':>3} {'oracle':>9} {'ratio':>6}"
    )
    for name, solver, brute, data, target in cases:
        fast, tail = timings_us(solver, data, ROUNDS)
        slow, _ = timings_us(brute, data[:ORACLE_HANDS], 1)
        verdict = "yes" if fast <= target else "NO"
        print(
            f"{name:38} {fast:6.2f}µs {tail:6.2f}µs {target:5.0f}µs {verdict:>3} "
            f"{slow:7.0f}µs {slow / fast:5.0f}x"
        )


if __name__ == "__main__":
    main()
