"""The functional core stays pure: no I/O, clock, randomness or UI (docs/DESIGN.md).

Covers ``scorekeeper.rules`` (scoring, replay, the referee) and
``scorekeeper.stats``; both are called on every tap and must be deterministic.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import scorekeeper.rules
import scorekeeper.stats

PURE_PACKAGES = {
    "rules": Path(scorekeeper.rules.__file__).parent,
    "stats": Path(scorekeeper.stats.__file__).parent,
}
FORBIDDEN = {
    "flet",
    "tinydb",
    "qrcode",
    "zxingcpp",
    "PIL",
    "cv2",
    "numpy",
    "os",
    "pathlib",
    "time",
    "datetime",
    "random",
    "secrets",
    "uuid",
    "socket",
    "subprocess",
    "shutil",
    "sys",
    "threading",
    "asyncio",
    "tempfile",
    "scorekeeper.storage",
    "scorekeeper.sharing",
    "scorekeeper.cardreading",
    "scorekeeper.ui",
    "scorekeeper.cli",
}
"""``io`` is allowed: the CSV export builds its text in an in-memory ``io.StringIO``."""
MAX_LINES = 300


def imports(source: str) -> set[str]:
    """Every module an import statement in ``source`` names."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _modules() -> list[Path]:
    return sorted(path for folder in PURE_PACKAGES.values() for path in folder.glob("*.py"))


def test_the_checks_see_the_modules_and_catch_a_forbidden_import() -> None:
    assert len(_modules()) >= 20
    assert imports("import os.path\nfrom time import sleep\n") == {"os.path", "time"}


@pytest.mark.parametrize("path", _modules(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_module_imports_nothing_impure_opens_no_files_and_stays_small(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    impure = {
        name
        for name in imports(source)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    }
    assert impure == set()
    calls = {
        node.func.id
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not calls & {"open", "input", "print", "exec", "eval"}
    assert source.count("\n") < MAX_LINES
