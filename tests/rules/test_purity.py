"""The rules core stays pure: no I/O, clock, randomness or UI imports (DESIGN.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import scorekeeper.rules

FORBIDDEN = {
    "flet",
    "tinydb",
    "qrcode",
    "zxingcpp",
    "PIL",
    "os",
    "io",
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
    "scorekeeper.ui",
    "scorekeeper.cli",
}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_rules_modules_import_nothing_impure() -> None:
    package = Path(scorekeeper.rules.__file__).parent
    modules = sorted(package.glob("*.py"))
    assert len(modules) >= 8
    offenders = {
        f"{path.name}: {name}"
        for path in modules
        for name in _imports(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    }
    assert offenders == set()


def test_rules_modules_open_no_files() -> None:
    package = Path(scorekeeper.rules.__file__).parent
    for path in package.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = {
            node.func.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not calls & {"open", "input", "print", "exec", "eval"}, path.name
