"""The app starts without the libraries only one screen needs.

Why: every start pays for what the app imports before it serves, on the phone
that hosts a table and in each of the suite's hundred server starts. OpenCV and
numpy (the card reader) and flet-charts (the history chart, with matplotlib's
chart class) were about a third of a server's start; they are loaded by the
first photo and the first chart instead. Checked in a fresh interpreter, since
this process has long imported everything.
"""

from __future__ import annotations

import json
import subprocess
import sys

from tests.app_env import app_env
from tests.launcher import REPO

LATE = ("cv2", "numpy", "flet_charts", "matplotlib")
"""Loaded by a screen's first use, never by the start."""

PROBE = """
import json, sys
import scorekeeper.compose.app, scorekeeper.web.server, scorekeeper.cli.dispatch
print(json.dumps(sorted(m for m in {late!r} if m in sys.modules)))
"""


def _loaded_at_start(before: str = "") -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", before + PROBE.format(late=LATE)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=app_env(),
        timeout=120,
        check=True,
    )
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


def test_the_start_loads_neither_the_card_reader_nor_the_chart_library() -> None:
    assert _loaded_at_start() == []


def test_the_probe_sees_a_library_that_the_start_would_load() -> None:
    """The probe itself can fail: a start that imports the reader's module is caught."""
    assert "cv2" in _loaded_at_start("import scorekeeper.cardreading.photo\n")
