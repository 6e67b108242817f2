"""The statistics are pure like the rules core: no I/O, clock, randomness or UI."""

from __future__ import annotations

import ast
from pathlib import Path

import scorekeeper.stats

FORBIDDEN = {
    "flet",
    "tinydb",
    "qrcode",
    "zxingcpp",
    "PIL",
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
    "scorekeeper.ui",
    "scorekeeper.cli",
}
"""As for ``scorekeeper.rules``, except ``io``: the CSV is built in an ``io.StringIO``,
an in-memory buffer."""


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def _modules() -> list[Path]:
    return sorted(Path(scorekeeper.stats.__file__).parent.glob("*.py"))


def test_stats_modules_import_nothing_impure() -> None:
    modules = _modules()
    assert len(modules) >= 5
    offenders = {
        f"{path.name}: {name}"
        for path in modules
        for name in _imports(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    }
    assert offenders == set()


def test_stats_modules_open_no_files_and_stay_small() -> None:
    for path in _modules():
        source = path.read_text(encoding="utf-8")
        calls = {
            node.func.id
            for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not calls & {"open", "input", "print", "exec", "eval"}, path.name
        assert source.count("\n") < 300, path.name
