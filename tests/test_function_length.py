"""No function of the package is over :data:`MAX_LINES` lines, nested ones included.

Why a limit: a function a reader cannot see whole on one screen mixes steps
that deserve names of their own (a hook's handlers, a view's parts, a rule's
cases), and its tests can only reach it through all of them. Counted from the
``def`` line to the last, docstring and comments included, as a reader meets it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator

from tests.dead_code import package_sources

MAX_LINES = 60


def long_functions(sources: Iterable[tuple[str, str]]) -> Iterator[str]:
    """``path:line name (N lines)`` for each function of ``sources`` over :data:`MAX_LINES`."""
    for path, text in sources:
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                end = node.end_lineno or node.lineno
                length = end - node.lineno + 1
                if length > MAX_LINES:
                    yield f"{path}:{node.lineno} {node.name} ({length} lines)"


def test_the_check_finds_a_long_function_and_a_long_nested_one() -> None:
    body = "".join(f"    x{n} = {n}\n" for n in range(MAX_LINES))
    short = "def short() -> None:\n    pass\n"
    nested = f"def outer() -> None:\n    def inner() -> None:\n{body.replace('    ', '        ')}"
    sources = [("a.py", f"def long() -> None:\n{body}\n{short}"), ("b.py", nested)]
    assert [line.split()[1] for line in long_functions(sources)] == ["long", "outer", "inner"]


def test_no_function_of_the_package_is_over_the_limit() -> None:
    assert list(long_functions(package_sources())) == []
