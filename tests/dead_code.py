"""Find the package's functions and classes that only the tests call.

Used by ``test_dead_code`` on the whole package. Kept apart from the test so that
synthetic modules can be read the same way, which proves the report finds
something at all.

How: every function, method and class defined in ``scorekeeper`` (but dunder
methods, which Python calls) is looked up among the names the package and the
entry (``main.py``) use: a name read (``f``), an attribute (``x.f``) or a name
imported (``from m import f``). A definition named nowhere else is dead code
for the app: only a test can reach it. A name in ``__all__`` or in a text does
not count as a use. The reading is by name, so it errs only one way: a dead
function that shares its name with a live one is not reported.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "scorekeeper"
ENTRY = REPO / "main.py"


@dataclass(frozen=True, order=True)
class Definition:
    """A function, method or class: where it is defined, and its name."""

    file: str
    line: int
    name: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line} {self.name}"


def definitions(tree: ast.AST, file: str) -> list[Definition]:
    """Every function, method and class of a module, but dunder methods."""
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return [
        Definition(file, node.lineno, node.name)
        for node in ast.walk(tree)
        if isinstance(node, kinds) and not (node.name.startswith("__") and node.name.endswith("__"))
    ]


def used_names(tree: ast.AST) -> Counter[str]:
    """How often a module names each name: read, as an attribute, or imported."""
    names: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names[node.id] += 1
        elif isinstance(node, ast.Attribute):
            names[node.attr] += 1
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.name for alias in node.names)
    return names


def unused(sources: Iterable[tuple[str, str]]) -> list[Definition]:
    """The definitions in ``sources`` (file name, text) that none of them names."""
    defined: list[Definition] = []
    names: Counter[str] = Counter()
    for file, text in sources:
        tree = ast.parse(text, file)
        defined += definitions(tree, file)
        names += used_names(tree)
    return sorted(d for d in defined if not names[d.name])


def package_sources() -> list[tuple[str, str]]:
    """Every module of the package, and the entry ``flet build`` runs."""
    files = [*sorted(PACKAGE.rglob("*.py")), ENTRY]
    return [(str(path.relative_to(REPO)), path.read_text(encoding="utf-8")) for path in files]
