"""The referee's and the rule book's commands start light: no store, no UI, no web server.

Why it matters: a script may start ``scorekeeper melds`` or ``replay`` once per
hand, and each start paid for the app's web modules and the store (about a
third of a second) until the app's options moved to ``cli.app_options``.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.app_env import app_env

HEAVY = (
    "flet",
    "tinydb",
    "qrcode",
    "PIL",
    "uvicorn",
    "fastapi",
    "scorekeeper.storage",
    "scorekeeper.ui",
    "scorekeeper.web",
    "scorekeeper.start",
    "scorekeeper.compose",
    "scorekeeper.cli.app",
)
REFEREE_NEEDS_NOT = (
    *HEAVY,
    "scorekeeper.services",
    "scorekeeper.sharing",
    "scorekeeper.stats",
    "scorekeeper.rules.game",
    "scorekeeper.rules.session",
    "scorekeeper.rules.replaying",
)
"""Nor does the referee read a file or replay a session: it judges cards."""
HAND = ["AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "KD"]
PROBE = """
import contextlib, io, json, sys
from scorekeeper.cli.dispatch import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        main(sys.argv[1:])
    except SystemExit:
        pass
print(json.dumps(sorted(sys.modules)))
"""


def loaded_by(argv: list[str], stdin: str = "") -> set[str]:
    """Every module loaded once ``scorekeeper <argv>`` has run on ``stdin``, in a new process."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *argv],
        input=stdin,
        capture_output=True,
        text=True,
        env=app_env(),
        timeout=60,
        check=True,
    )
    return set(json.loads(result.stdout))


@pytest.mark.parametrize(
    "argv",
    [
        ["melds", "AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C", "9C", "KD"],
        ["melds", "--help"],
        ["cut", "--help"],
        ["replay", "--help"],
    ],
    ids=["melds", "melds-help", "cut-help", "replay-help"],
)
def test_a_referee_command_loads_no_store_no_ui_and_no_web_server(argv: list[str]) -> None:
    loaded = loaded_by(argv)
    heavy = sorted(n for n in loaded if any(n == h or n.startswith(f"{h}.") for h in HEAVY))
    assert heavy == [], f"scorekeeper {argv[0]} loaded {heavy}"
    assert "scorekeeper.cli.dispatch" in loaded


def _among(loaded: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(n for n in loaded if any(n == h or n.startswith(f"{h}.") for h in names))


@pytest.mark.parametrize(
    ("argv", "stdin"),
    [
        (["melds", *HAND], ""),
        (["melds", "--jsonl"], json.dumps({"hand": HAND}) + "\n"),
        (["melds", "--jsonl", "--variant", "jersey"], '{"hand": ["AS"]}\nnot json\n'),
    ],
    ids=["one-hand", "jsonl", "jsonl-bad-lines"],
)
def test_the_referee_imports_only_what_judging_cards_uses(argv: list[str], stdin: str) -> None:
    loaded = loaded_by(argv, stdin)
    assert "scorekeeper.rules.melds" in loaded, "the probe did not judge a hand"
    assert _among(loaded, REFEREE_NEEDS_NOT) == [], f"scorekeeper {' '.join(argv)} loaded them"
