"""Benchmark of the referee's stream, ``scorekeeper melds --jsonl``, against OpenSpiel.

Run: ``.venv/bin/pip install -e '.[bench]'`` once (OpenSpiel is only for this
script), then ``.venv/bin/python tests/benchmarks/bench_referee_stream.py``.
Not a pytest test.

Why this baseline: OpenSpiel's Gin Rummy utilities are a C++ engine behind Python
bindings, so a script that reads the same JSON lines, hands them to it and writes
a result line each is what "as fast as a C++ referee" means for a user of the
command. Both sides get the same 20,000 lines (fixed seed; half 10-card hands,
half 11-card hands before the discard; half uniform, half meld-rich), in the
format ``--jsonl`` reads: ``{"hand": ["7S", "TD", ...]}``.

- ours: ``judge_lines`` in-process over the whole text, and the real command as a
  subprocess (``python -m scorekeeper melds --jsonl``, start-up included);
- OpenSpiel: per line ``json.loads``, its own card parser
  (``card_strings_to_card_ints``), ``min_deadwood`` (which for 11 cards already
  picks the best discard) and ``best_meld_group``, then one JSON line of deadwood
  and melds; in-process, and as a subprocess of this script (``--openspiel``).

OpenSpiel's side does less than ours (no discard card, no knock verdict), so the
ratio is if anything in its favour. Each figure is the median of ``ROUNDS`` runs
(the two sides alternating), by wall clock and by CPU time, in µs per hand; the
ratio is ours / OpenSpiel (below 1: ours is faster).
"""

from __future__ import annotations

import io
import json
import random
import resource
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from time import perf_counter
from typing import TextIO

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SEED = 20261201
HANDS = 20_000
ROUNDS = 5


def stream(rng: random.Random) -> str:
    """``HANDS`` JSON lines in the ``--jsonl`` format."""
    from tests.referee import hands

    lines = []
    for number in range(HANDS):
        size = 10 if number % 2 == 0 else 11
        generate = hands.uniform if number % 4 < 2 else hands.meld_rich
        lines.append(json.dumps({"hand": [str(card) for card in generate(rng, size)]}))
    return "\n".join(lines) + "\n"


def openspiel_lines(source: TextIO, sink: TextIO) -> None:
    """The baseline: the same lines through OpenSpiel's C++ gin rummy utilities."""
    import pyspiel

    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    to_ints = utils.card_strings_to_card_ints
    to_strings = utils.card_ints_to_card_strings
    out = []
    for line in source:
        hand = to_ints([card[0] + card[1].lower() for card in json.loads(line)["hand"]])
        melds = [to_strings(meld) for meld in utils.best_meld_group(hand)]
        out.append(json.dumps({"deadwood": utils.min_deadwood(hand), "melds": melds}))
    sink.write("\n".join(out) + "\n")


def ours_lines(source: TextIO, sink: TextIO) -> None:
    """``melds --jsonl``'s loop, imported here so that ``--openspiel`` loads none of ours."""
    from scorekeeper.cli.melds import judge_lines
    from scorekeeper.rules.variants import Variant

    judge_lines(source, sink, Variant.BOX)


def ours_in_process(text: str) -> None:
    """``melds --jsonl`` without the interpreter start-up."""
    ours_lines(io.StringIO(text), io.StringIO())


def openspiel_in_process(text: str) -> None:
    """The baseline without the interpreter start-up."""
    openspiel_lines(io.StringIO(text), io.StringIO())


def command(*args: str) -> Callable[[str], None]:
    """A run of ``args`` as a subprocess fed ``text`` on standard input."""

    def run(text: str) -> None:
        subprocess.run(
            [sys.executable, *args],
            input=text,
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        )

    return run


def per_hand_us(
    mine: Callable[[str], None], theirs: Callable[[str], None], text: str
) -> tuple[float, float, float, float]:
    """Medians over ``ROUNDS`` of both runs, wall clock and CPU time, in µs per hand.

    The two alternate round by round so that a busy machine slows both alike; the
    CPU time (this process and its children) is the steadier figure when it is busy.
    """
    wall: dict[int, list[float]] = {0: [], 1: []}
    cpu: dict[int, list[float]] = {0: [], 1: []}
    for _ in range(ROUNDS):
        for side, run in enumerate((mine, theirs)):
            start, spent = perf_counter(), _cpu_seconds()
            run(text)
            wall[side].append(perf_counter() - start)
            cpu[side].append(_cpu_seconds() - spent)
    scale = 1e6 / HANDS
    return (
        statistics.median(wall[0]) * scale,
        statistics.median(wall[1]) * scale,
        statistics.median(cpu[0]) * scale,
        statistics.median(cpu[1]) * scale,
    )


def _cpu_seconds() -> float:
    """CPU time of this process and of its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def compare_deadwood(text: str) -> int:
    """Check the two sides agree, and count the 11-card hands where OpenSpiel is worse.

    On 10 cards both are exact, so every deadwood must be equal. On 11 cards
    OpenSpiel's ``min_deadwood`` settles the discard from its best 11-card meld
    group, which is not always the best discard: ours must never be higher there.
    """
    ours, theirs = io.StringIO(), io.StringIO()
    ours_lines(io.StringIO(text), ours)
    openspiel_lines(io.StringIO(text), theirs)
    sizes = [len(json.loads(line)["hand"]) for line in text.splitlines()]
    mine = [json.loads(line)["deadwood"] for line in ours.getvalue().splitlines()]
    other = [json.loads(line)["deadwood"] for line in theirs.getvalue().splitlines()]
    worse = 0
    for number, (size, a, b) in enumerate(zip(sizes, mine, other, strict=True), start=1):
        if a > b or (size == 10 and a != b):
            raise SystemExit(f"line {number} ({size} cards): deadwood {a} here, {b} in OpenSpiel")
        worse += a < b
    return worse


def main() -> None:
    """Generate the stream, check both agree, time both ways, print medians and ratios."""
    text = stream(random.Random(SEED))
    worse = compare_deadwood(text)
    cases = [
        ("in-process", ours_in_process, openspiel_in_process),
        (
            "subprocess",
            command("-m", "scorekeeper", "melds", "--jsonl"),
            command(str(Path(__file__).resolve()), "--openspiel"),
        ),
    ]
    print(
        f"{HANDS} hands as JSON lines (seed {SEED}), median of {ROUNDS} runs; same deadwood "
        f"on every 10-card hand; on {worse} 11-card hands OpenSpiel's discard leaves more"
    )
    print(f"{'run':12} {'clock':>6} {'ours':>10} {'OpenSpiel':>10} {'ours/OpenSpiel':>15}")
    for name, mine, theirs in cases:
        wall_mine, wall_theirs, cpu_mine, cpu_theirs = per_hand_us(mine, theirs, text)
        for clock, fast, base in (("wall", wall_mine, wall_theirs), ("cpu", cpu_mine, cpu_theirs)):
            print(f"{name:12} {clock:>6} {fast:8.2f}µs {base:8.2f}µs {fast / base:14.2f}x")
    start_mine, start_theirs, _, _ = per_hand_us(*cases[1][1:], "")
    print(
        f"of which start-up with no input (wall): ours {start_mine * HANDS / 1000:.0f} ms, "
        f"OpenSpiel {start_theirs * HANDS / 1000:.0f} ms"
    )


if __name__ == "__main__":
    if sys.argv[1:] == ["--openspiel"]:
        openspiel_lines(sys.stdin, sys.stdout)
    else:
        main()
