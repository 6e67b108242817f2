"""Statistics benchmark: replay and count 1,000 and 5,000 games of 20 hands.

Run as a script (it is not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_stats.py
    .venv/bin/python tests/benchmarks/bench_stats.py --runs 3 --sizes 500 5000

For each size it prints the median over ``--runs`` runs of:

- ``replay``: ``scorekeeper.rules.game.replay`` of every game, the bulk of the
  work, which the statistics cannot avoid;
- ``played``: ``replay_games``: that replay plus counting each game's hands once;
- ``stats``: what a statistics screen computes from those replayed games
  (``player_stats``, ``group_stats`` and one ``head_to_head``);
- ``total``: both, from stored games to every statistic;
- ``csv``: ``hands_csv`` of the games (which replays them as it writes).

It exits with status 1 if ``total`` for 5,000 games exceeds the two-second
budget of issue 7. The work is single-threaded and CPU-bound: on a busy
machine every column grows with the load, so compare runs on a quiet one.

Games are copies (own id and creation time) of a few hundred distinct valid
games, half ``box`` and half ``jersey``, over 30 names, about half of them
finished on their 20th hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import partial

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.stats import (
    PlayedGame,
    group_stats,
    hands_csv,
    head_to_head,
    player_stats,
    replay_games,
)

BUDGET_S = 2.0
START = datetime(2024, 1, 1, 18, 0, tzinfo=UTC)
STEP = timedelta(hours=2)
HANDS = 20
TEMPLATES = 300
NAMES = [
    "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jan", "Kai", "Lea",
    "Mo", "Ned", "Ola", "Pia", "Quin", "Rui", "Sam", "Tom", "Uma", "Vic", "Wim", "Xia",
    "Yan", "Zoé", "Łukasz", "Siti", "Jörg", "李",
]  # fmt: skip


def next_hand(game: Game, rng: random.Random, *, last: bool = False) -> HandEntry:
    """A valid hand: mostly knocks (some undercut), a few gins and draws.

    The ``last`` hand is a gin by the leading card holder, so that their new
    total is likely the highest any player ever had: the game can then be made
    to end on it.
    """
    state = replay(game)
    holders = state.next_roles.card_holders() if state.next_roles else game.players
    roll = rng.random()
    if roll < 0.1 and not last:
        return HandEntry(Result.DRAW)
    by = max(holders, key=state.totals.__getitem__) if last else rng.choice(holders)
    others = {p: rng.randint(0, 12) for p in holders if p != by}
    if roll < 0.2 or last:
        return HandEntry(Result.GIN, by, others)
    return HandEntry(Result.KNOCK, by, {**others, by: rng.randint(1, game.rules.knock_limit)})


def template(rng: random.Random, variant: Variant) -> Game:
    """A game of ``HANDS`` hands; half of them are made to end on their last hand."""
    players = tuple(rng.sample(NAMES, 3))
    box = Seats.of_box(Roles(*players))
    first = box if variant is Variant.BOX else Seats.of_jersey(players[0])
    rules = replace(HouseRules.defaults(house_options(variant)), target=10_000)
    game = Game.start(players, variant, first=first, rules=rules)
    finish = rng.random() < 0.5
    for number in range(1, HANDS + 1):
        game = game.record(next_hand(game, rng, last=finish and number == HANDS))
    if finish:
        try:
            return game.with_rules(replace(rules, target=max(replay(game).totals.values())), "t")
        except ScorekeeperError:
            pass  # someone had that total before the last hand: leave it unfinished
    return game


def make_games(count: int, rng: random.Random) -> list[Game]:
    """``count`` games, copies of ``TEMPLATES`` templates, in a shuffled order."""
    templates = [template(rng, (Variant.BOX, Variant.JERSEY)[i % 2]) for i in range(TEMPLATES)]
    made = [
        replace(templates[i % TEMPLATES], id=f"g{i:05d}", created=(START + i * STEP).isoformat())
        for i in range(count)
    ]
    rng.shuffle(made)
    return made


def median_s(runs: int, work: Callable[[], object]) -> float:
    """Median wall time of ``work`` in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def screen(played: list[PlayedGame]) -> None:
    """What the statistics screen computes from replayed games."""
    a, b = played[0].players[:2]
    player_stats(played)
    group_stats(played)
    head_to_head(played, a, b)


def from_stored(games: list[Game]) -> None:
    """Every statistic from stored games: replay once, then count."""
    screen(replay_games(games))


def replay_only(games: list[Game]) -> None:
    """The rules' replay of every game, nothing else."""
    for game in games:
        replay(game)


def measure(size: int, runs: int, rng: random.Random) -> tuple[int, list[float]]:
    """Hands, then median seconds of replay, played, stats, total and CSV."""
    games = make_games(size, rng)
    played = replay_games(games)
    return sum(p.hand_count for p in played), [
        median_s(runs, partial(replay_only, games)),
        median_s(runs, partial(replay_games, games)),
        median_s(runs, partial(screen, played)),
        median_s(runs, partial(from_stored, games)),
        median_s(runs, partial(hands_csv, games)),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000])
    args = parser.parse_args()
    rng = random.Random(7)
    ok = True
    print(f"median of {args.runs} runs")
    columns = ("games", "hands", "replay", "played", "stats", "total", "csv")
    print(" ".join(f"{c:>9}" for c in columns))
    for size in args.sizes:
        hands, seconds = measure(size, args.runs, rng)
        cells = " ".join(f"{s * 1000:>7.0f}ms" for s in seconds)
        print(f"{size:>9} {hands:>9} {cells}")
        if size >= 5000 and seconds[3] > BUDGET_S:
            ok = False
    verdict = "budget met" if ok else "over budget"
    print(f"{verdict}: total <= {BUDGET_S:.1f} s for 5,000 games")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
