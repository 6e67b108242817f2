"""Storage benchmark: the per-game layout against one plain TinyDB file.

Run as a script (it is not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_storage.py            # 5,000 games
    .venv/bin/python tests/benchmarks/bench_storage.py --games 500  # quick run

It stores ``--games`` games of ``--hands`` hands twice: in the app's layout
(one TinyDB file per game plus the index) and, for comparison, all in one
TinyDB ``JSONStorage`` file, the layout TinyDB suggests. It prints the median
of each operation the app does often, the ratio between the layouts, and
whether the targets of issue 4 are met (exit status 1 if not):

- durable save of one hand <= 10 ms,
- opening the games list (open the store and list every game) <= 150 ms,
- loading one game <= 20 ms.

The fixtures are written directly as files through the store's own files
(``GameFile.stage``, ``IndexFile.rebuild``), not by 100,000 durable appends, so
a full run takes well under a minute.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB
from tinydb.storages import JSONStorage

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.session import session_from_dict, session_to_dict
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.index import IndexEntry, IndexFile
from scorekeeper.storage.layout import DataLayout, file_sig
from scorekeeper.storage.model import GameSummary, StoredGame, summarize
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import append_hand

TARGETS_MS = {"save": 10.0, "list": 150.0, "load": 20.0}
NAMES = [
    "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jan", "Kai", "Lea",
    "Mo", "Ned", "Ola", "Pia", "Quin", "Rui", "Sam", "Tom", "Uma", "Vic", "Wim", "Xia",
    "Yan", "Zoé", "Łukasz", "Siti", "Jörg", "李",
]  # fmt: skip
TEMPLATES = 60
"""Distinct hand logs; games reuse them under their own ids (only ids must differ)."""


def next_hand(game: Game, rng: random.Random) -> HandEntry:
    """A valid knock (never 0 deadwood, which scores as gin) or draw worth a few points."""
    state = replay(game)
    if rng.random() < 0.1:
        return HandEntry(Result.DRAW)
    if state.next_roles is not None:
        knocker, other = state.next_roles.box, state.next_roles.captain
        k = rng.randint(1, 6)
        return HandEntry(Result.KNOCK, knocker, {knocker: k, other: k + rng.randint(1, 5)})
    knocker = rng.choice(game.players)
    k = rng.randint(1, 5)
    return HandEntry(
        Result.KNOCK,
        knocker,
        {p: (k if p == knocker else k + rng.randint(1, 6)) for p in game.players},
    )


def templates(hands: int, rng: random.Random) -> list[Game]:
    """Games of ``hands`` hands, half ``box`` and half ``jersey``, with varied names."""
    made = []
    for n in range(TEMPLATES):
        players = tuple(rng.sample(NAMES, 3))
        variant = Variant.BOX if n % 2 == 0 else Variant.JERSEY
        box = Seats.of_box(Roles(*players))
        first = box if variant is Variant.BOX else Seats.of_jersey(players[0])
        game = Game.start(players, variant, first=first)
        for _ in range(hands):
            game = game.record(next_hand(game, rng))
        made.append(game)
    return made


def build_fixture(root: Path, count: int, hands: int, rng: random.Random) -> list[StoredGame]:
    """Write ``count`` games in both layouts; return them (ids ``b000001``...)."""
    base = templates(hands, rng)
    summaries = [summarize(StoredGame(game, "")) for game in base]
    layout = DataLayout(root / "per-game")
    layout.create()
    stored: list[StoredGame] = []
    entries: list[IndexEntry] = []
    for n in range(count):
        day = f"2024-{1 + n * 12 // count:02d}-{1 + n % 28:02d}"
        created, updated = f"{day}T19:00:00+00:00", f"{day}T21:30:00+00:00"
        template = n % len(base)
        game = replace(base[template], id=f"b{n:06d}", created=created)
        one = StoredGame(game, updated)
        path = layout.game_path(game.id)
        os.replace(GameFile(path).stage(one), path)
        summary: GameSummary = replace(
            summaries[template], id=game.id, created=created, updated=updated
        )
        entries.append(IndexEntry(summary, file_sig(path.stat())))
        stored.append(one)
    IndexFile(layout.index_path).rebuild(entries)
    single: dict[str, Any] = {
        "games": {
            str(n): {"id": s.game.id, "updated": s.updated, "session": session_to_dict(s.game)}
            for n, s in enumerate(stored, start=1)
        }
    }
    (root / "single.json").write_text(json.dumps(single), encoding="utf-8")
    return stored


def median_ms(
    runs: int, action: Callable[[], object], prepare: Callable[[], object] = list
) -> float:
    """Median wall time of ``action`` over ``runs`` runs; ``prepare`` runs untimed before each."""
    times = []
    for _ in range(runs):
        prepare()
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench_per_game(root: Path, ids: list[str], runs: int, rng: random.Random) -> dict[str, float]:
    folder = root / "per-game"
    results = {}

    def open_and_list() -> None:
        with TinyDBRepository(folder) as repo:
            assert len(repo.list_games()) == len(ids)

    results["list"] = median_ms(max(5, runs // 5), open_and_list)  # as printed by main()
    with TinyDBRepository(folder) as repo:
        results["load"] = median_ms(runs, lambda: repo.load_game(rng.choice(ids)))
        pending: dict[str, HandEntry] = {}

        def pick() -> None:
            pending.clear()
            game_id = rng.choice(ids)
            pending[game_id] = next_hand(repo.load_game(game_id), rng)

        def save() -> None:
            ((game_id, entry),) = pending.items()
            append_hand(repo, game_id, entry)

        results["save"] = median_ms(runs, save, pick)
        players = ("Ann", "Bob", "Cid")
        results["start"] = median_ms(
            max(5, runs // 10),
            lambda: GameService(repo).create(
                players, Variant.BOX, first=Seats.of_box(Roles(*players))
            ),
        )
    return results


def bench_single_file(
    path: Path, ids: list[str], runs: int, rng: random.Random
) -> dict[str, float]:
    """The same operations on one TinyDB ``JSONStorage`` file (no index: listing replays)."""
    results = {}

    def open_and_list() -> None:
        with TinyDB(path, storage=JSONStorage) as db:
            docs = db.table("games").all()
            summaries = [
                summarize(StoredGame(session_from_dict(d["session"]), d["updated"])) for d in docs
            ]
            assert len(summaries) == len(ids)

    results["list"] = median_ms(runs, open_and_list)
    with TinyDB(path, storage=JSONStorage) as db:
        table = db.table("games")
        game = Query()

        def load() -> Game:
            doc = table.get(game.id == rng.choice(ids))
            assert isinstance(doc, dict)
            return session_from_dict(doc["session"])

        results["load"] = median_ms(runs, load)
        pending: dict[str, HandEntry] = {}

        def pick() -> None:
            pending.clear()
            doc = table.get(game.id == rng.choice(ids))
            assert isinstance(doc, dict)
            pending[doc["id"]] = next_hand(session_from_dict(doc["session"]), rng)

        def save() -> None:
            ((game_id, entry),) = pending.items()
            doc = table.get(game.id == game_id)
            assert isinstance(doc, dict)
            changed = session_from_dict(doc["session"]).record(entry)
            table.update({"session": session_to_dict(changed)}, game.id == game_id)

        results["save"] = median_ms(runs, save, pick)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5000, help="stored games (default 5000)")
    parser.add_argument("--hands", type=int, default=20, help="hands per game (default 20)")
    parser.add_argument("--runs", type=int, default=100, help="timed runs per operation")
    parser.add_argument("--single-runs", type=int, default=5, help="runs for the single file")
    parser.add_argument("--dir", type=Path, help="work folder (default: a temporary one)")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(dir=args.dir, prefix="bench-storage-") as temp:
        root = Path(temp)
        start = time.perf_counter()
        stored = build_fixture(root, args.games, args.hands, rng)
        built = time.perf_counter() - start
        ids = [s.game.id for s in stored]
        ours = bench_per_game(root, ids, args.runs, rng)
        theirs = bench_single_file(root / "single.json", ids, args.single_runs, rng)
        index_mb = (root / "per-game" / "index.json").stat().st_size / 1e6
        single_mb = (root / "single.json").stat().st_size / 1e6
    print(f"Scorekeeper storage: {args.games} games x {args.hands} hands, built in {built:.1f} s")
    print(
        f"per-game files + index ({index_mb:.1f} MB) vs one JSONStorage file ({single_mb:.1f} MB)"
    )
    list_runs = max(5, args.runs // 5)
    print(f"medians of {args.runs} runs (list: {list_runs}); single file: {args.single_runs} runs")
    print()
    print(f"{'operation':<28}{'per-game':>10}{'single file':>14}{'ratio':>9}   target")
    labels = {
        "save": "durable save of one hand",
        "list": "open the games list",
        "load": "load one game",
    }
    ok = True
    for key, label in labels.items():
        met = ours[key] <= TARGETS_MS[key]
        ok &= met
        ratio = theirs[key] / ours[key]
        verdict = "met" if met else "MISSED"
        print(
            f"{label:<28}{ours[key]:>8.2f} ms{theirs[key]:>11.1f} ms{ratio:>8.0f}x"
            f"   <= {TARGETS_MS[key]:g} ms {verdict}"
        )
    print(f"{'start a game (index rewrite)':<28}{ours['start']:>8.2f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
