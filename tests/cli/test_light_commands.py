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
    "scorekeeper.cli.app",
)
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


def loaded_by(argv: list[str]) -> set[str]:
    """Every module loaded once ``scorekeeper <argv>`` has run, in a fresh interpreter."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *argv],
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
