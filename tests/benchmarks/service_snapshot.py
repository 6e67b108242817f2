"""What the games service answers to random changes by two phones, to compare two versions.

Why: moving the use case from the store to the service (issue 22, step 2) must
leave every answer as it was. Run ``record`` on the code before the change and
``compare`` on the code after it::

    .venv/bin/python tests/benchmarks/service_snapshot.py record OUT.jsonl
    .venv/bin/python tests/benchmarks/service_snapshot.py compare OUT.jsonl

For each seed, a real TinyDB data folder (a fake clock, sequential ids) gets 400
seeded calls from two phones that each hold the game they last saw (sometimes a
stale one, a forged revision, a wrong hand number, a bad entry): record, undo,
redo, edit, change of house rules, delete, restore. Every answer is a line (the
stored revision, or the refusal's class, message, key and the stored game it
carries), every change the feed tells, the games list now and then, the store's
problems, and at the end the index's summaries and the bytes of every game file.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(REPO)]

from scorekeeper.rules.game import Game, replay  # noqa: E402
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats  # noqa: E402
from scorekeeper.rules.variant_registry import house_options  # noqa: E402
from scorekeeper.rules.variants import HouseRules, Variant  # noqa: E402
from scorekeeper.services.games import GameService  # noqa: E402
from scorekeeper.services.revision import revision  # noqa: E402
from scorekeeper.storage.index import IndexFile  # noqa: E402
from scorekeeper.storage.tinydb_repo import TinyDBRepository  # noqa: E402
from tests.storage.helpers import FakeClock, SequentialIds  # noqa: E402

SEEDS = range(1, 7)
STEPS = 400
OPERATIONS = ["record"] * 10 + ["undo", "undo", "redo", "edit", "edit", "rules", "delete"]
OPERATIONS += ["restore"] * 3 + ["bad"]
SKIPPED_FILES = {".scorekeeper.lock", "index.json"}
"""The lock names the process; the index holds file signatures (compared by its summaries)."""


def _answer(out: list[str], name: str, call: Callable[[], object]) -> object:
    """Run one call and note what it answered."""
    try:
        result = call()
    except Exception as error:  # every refusal is part of the answer
        stored = getattr(error, "current", None)
        shown = revision(stored) if isinstance(stored, Game) else None
        out.append(
            _line(name, type(error).__name__, str(error), getattr(error, "key", None), shown)
        )
        return None
    out.append(_line(name, "ok", revision(result) if isinstance(result, Game) else repr(result)))
    return result


def _line(*values: Any) -> str:
    return json.dumps(values, ensure_ascii=False, default=str)


def _entry(rng: random.Random, shown: Game, bad: bool) -> HandEntry:
    roles = replay(shown).next_roles
    if bad:
        return HandEntry(Result.KNOCK, "Zed", {"Ann": 3})
    if rng.random() < 0.2:
        return HandEntry(Result.DRAW)
    if shown.variant is Variant.BOX and roles is not None:
        result = rng.choice([Result.KNOCK, Result.GIN])
        deadwood = {roles.captain: rng.randint(0, 40), roles.box: rng.randint(0, 10)}
        return HandEntry(result, roles.box, deadwood)
    knocker = rng.choice(shown.players)
    return HandEntry(Result.KNOCK, knocker, {p: rng.randint(0, 30) for p in shown.players})


def _step(rng: random.Random, games: GameService, shown: Game, out: list[str]) -> object:
    """One random call by a phone that shows ``shown``."""
    game_id = shown.id
    based = revision(shown) if rng.random() < 0.9 else "0" * 16
    operation = rng.choice(OPERATIONS)
    hands = len(shown.hands)
    calls: dict[str, Callable[[], object]] = {
        "record": lambda: games.record(game_id, _entry(rng, shown, False), based_on=based),
        "bad": lambda: games.record(game_id, _entry(rng, shown, True), based_on=based),
        "undo": lambda: games.undo(game_id, hands + rng.choice([0, 0, 0, 1]), based_on=based),
        "redo": lambda: games.redo(game_id, hands + 1, HandEntry(Result.DRAW), based_on=based),
        "edit": lambda: games.edit(
            game_id, rng.randint(0, hands + 1), HandEntry(Result.DRAW), based_on=based
        ),
        "rules": lambda: games.change_rules(
            game_id,
            HouseRules.from_options(
                house_options(shown.variant), {"target": rng.choice([50, 100, 150, 200])}
            ),
            based_on=based,
        ),
        "delete": lambda: games.delete(game_id, origin="d"),
        "restore": lambda: games.restore(game_id),
    }
    return _answer(out, operation, calls[operation])


def session(seed: int) -> Iterator[str]:
    """The lines of one seeded session of two phones on two games."""
    rng = random.Random(seed)
    out: list[str] = []
    with tempfile.TemporaryDirectory() as temp:
        data = Path(temp) / "data"
        repository = TinyDBRepository(data, clock=FakeClock(), new_id=SequentialIds())
        with GameService(repository) as games:
            games.feed.subscribe(
                lambda c: out.append(
                    _line("event", c.game_id, c.kind.value, c.number, c.revision, c.origin)
                )
            )
            box = Seats.of_box(Roles("Ann", "Bob", "Cid"))
            played = [
                games.create(["Ann", "Bob", "Cid"], Variant.BOX, first=box, origin="p1"),
                games.create(["Ann", "Bob", "Dee"], Variant.JERSEY, first=Seats.of_jersey("Ann")),
            ]
            seen: dict[str, list[Game | None]] = {g.id: [g, g] for g in played}
            for step in range(STEPS):
                game_id = rng.choice(played).id
                phone = rng.randrange(2)
                shown = seen[game_id][phone] or games.load(game_id)
                result = _step(rng, games, shown, out)
                if isinstance(result, Game):
                    seen[game_id][phone] = result
                elif rng.random() < 0.5:
                    seen[game_id][phone] = None
                if step % 50 == 0:
                    listed = [
                        (s.id, s.hands, s.finished, s.updated, s.deleted)
                        for s in games.list_games()
                    ]
                    out.append(_line("list", listed))
            out.append(_line("problems", [str(p) for p in games.problems()]))
        summaries = sorted(str(e.summary) for e in IndexFile(data / "index.json").read().values())
        out.append(_line("index", summaries))
        for path in sorted(data.rglob("*")):
            if path.is_file() and path.name not in SKIPPED_FILES:
                digest = hashlib.sha256(path.read_bytes()).hexdigest()
                out.append(_line("file", str(path.relative_to(data)), digest))
    yield from out


def lines() -> Iterator[str]:
    for seed in SEEDS:
        yield _line("seed", seed)
        yield from session(seed)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in {"record", "compare"}:
        print("usage: service_snapshot record|compare FILE.jsonl", file=sys.stderr)
        return 2
    mode, path = argv[0], Path(argv[1])
    produced = list(lines())
    if mode == "record":
        path.write_text("\n".join(produced) + "\n", encoding="utf-8")
        answers = sum(not line.startswith(('["event"', '["file"', '["list"')) for line in produced)
        print(f"recorded {len(produced)} lines ({answers} answers and refusals)")
        return 0
    before = path.read_text(encoding="utf-8").splitlines()
    same = sum(a == b for a, b in zip(before, produced, strict=False))
    print(f"compared {len(before)} lines: {same} identical, {len(before) - same} different")
    if len(before) != len(produced):
        print(f"line count differs: {len(before)} before, {len(produced)} after")
    for number, (a, b) in enumerate(zip(before, produced, strict=False), start=1):
        if a != b:
            print(f"first difference at line {number}:\n- {a[:400]}\n+ {b[:400]}")
            break
    return 0 if same == len(before) == len(produced) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
