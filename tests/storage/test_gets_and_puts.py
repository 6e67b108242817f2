"""The store only gets and puts: the use cases that make or change a game live in services/.

Why a test: issue 33 found the store starting games and deciding imports; this
keeps it from drifting back (DESIGN: "the service asks the rules; the store
only gets and puts").
"""

from __future__ import annotations

import ast
from pathlib import Path

import scorekeeper.storage

STORAGE = Path(scorekeeper.storage.__file__).parent


def test_no_module_of_the_store_starts_a_game() -> None:
    calls = [
        f"{path.name}:{node.lineno}"
        for path in sorted(STORAGE.glob("*.py"))
        for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.Attribute)
        and node.attr == "start"
        and isinstance(node.value, ast.Name)
        and node.value.id == "Game"
    ]
    assert calls == [], "Game.start belongs to services/games.py"


def test_the_repository_stays_small() -> None:
    lines = (STORAGE / "repository.py").read_text("utf-8").count("\n")
    assert lines <= 250, f"storage/repository.py has {lines} lines"
