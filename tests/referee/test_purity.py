"""The referee modules stay pure: no I/O, clock, randomness or UI imports.

Why: DESIGN.md's functional core; the UI calls the referee on every tap and tests
rely on it being deterministic.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import scorekeeper.rules

RULES = Path(scorekeeper.rules.__file__).parent
REFEREE_MODULES = ["melds.py", "meld_tables.py", "meld_search.py", "meld_types.py", "layoffs.py"]
FORBIDDEN = {"os", "sys", "io", "time", "random", "datetime", "uuid", "pathlib", "subprocess",
             "flet", "tinydb", "qrcode", "json"}


def imported_roots(source: str) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("module", REFEREE_MODULES)
def test_referee_module_is_pure(module: str) -> None:
    roots = imported_roots((RULES / module).read_text(encoding="utf-8"))
    assert roots & FORBIDDEN == set()


def test_forbidden_imports_are_detected() -> None:
    assert imported_roots("import os.path\nfrom time import sleep\n") == {"os", "time"}
