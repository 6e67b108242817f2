"""The warm-up at start loads every Flet name the app uses, so the first session imports nothing."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import scorekeeper
from scorekeeper.start.warm_up import FLET_NAMES
from tests.app_env import app_env

PACKAGE = Path(scorekeeper.__file__).parent
REPO = PACKAGE.parent
FLET_CODE = ("ui", "start", "compose", "web")
"""Where the app names Flet: the screens, the starter, the composition root, the web server."""


def flet_names_in_ui() -> set[str]:
    """Every ``ft.Name`` written in the modules that use Flet."""
    names: set[str] = set()
    for path in (path for folder in FLET_CODE for path in (PACKAGE / folder).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "ft"
            ):
                names.add(node.attr)
    return names


def test_the_list_is_every_flet_name_the_ui_uses_sorted() -> None:
    assert list(FLET_NAMES) == sorted(flet_names_in_ui())


# In a fresh interpreter, as the app starts: the app's modules imported, then
# every name the UI uses resolved, with or without the warm-up (started, then
# waited for as a session's render does). Prints the
# Flet modules that resolving the names still had to import.
_PROBE = """
import json, sys
import flet as ft
import scorekeeper.compose.app
from scorekeeper.start.warm_up import FLET_NAMES, start_warm_up, wait_for_warm_up
if sys.argv[1] == "warm":
    thread = start_warm_up()
    assert start_warm_up() is thread  # one warm-up per process
    wait_for_warm_up()  # what a session's render does first
before = set(sys.modules)
for name in FLET_NAMES:
    getattr(ft, name)
print(json.dumps(sorted(m for m in set(sys.modules) - before if m.startswith("flet"))))
"""


def imported_by_first_use(mode: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, mode],
        cwd=REPO,
        env=app_env(),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(found, list)
    return found


def test_after_the_warm_up_the_first_screen_imports_no_flet_module() -> None:
    cold = imported_by_first_use("cold")
    assert len(cold) > 10, cold  # what the first session would have imported
    assert imported_by_first_use("warm") == []
