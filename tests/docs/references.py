"""Find what a text cites (files, modules, rule-book sections) and what of it is missing.

Used by ``test_references`` on the docs, the README and every Python file of the
package and the tests. Kept apart from the test so that a synthetic text can be
checked the same way, which proves the checker finds a bogus reference at all.

What counts as a citation:

- a repository path: ``scorekeeper/...``, ``tests/...``, ``docs/...``, ``assets/...``
  or one of the top-level files (placeholders such as ``test_<variant>.py`` are
  skipped: they name a pattern, not a file);
- a module: ``scorekeeper.rules.cards``, optionally followed by a name defined in
  it (``scorekeeper.services.errors.StaleGameError``);
- a section of the rule book: ``docs/RULES.md box 7`` (also ``box 5-9`` and
  ``box 3, 10, 11; jersey 2``), ``docs/RULES.md#box-7``, and in the docs folder a
  Markdown link ``[...](RULES.md#box-7)``;
- any mention of ``RULES.md``, ``DESIGN.md`` or ``UX.md`` that is not the copy in
  ``docs/``: the outside copies are not in the repository, so a fresh clone cannot
  follow them.
"""

from __future__ import annotations

import importlib
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "docs" / "RULES.md"
TOP_FILES = ("README.md", "pyproject.toml", "flet.toml")
IGNORED = ("tests/e2e/artifacts/", "tests/artifacts/")
"""Folders the tests write and git ignores: cited, but not in a fresh clone."""

_PATH = re.compile(
    r"(?<![\w./-])((?:scorekeeper|tests|docs|assets|\.ci)/[\w./-]*[\w/]"
    r"|(?:README\.md|pyproject\.toml|flet\.toml)(?![\w.]))"
)
_MODULE = re.compile(r"(?<![\w./-])(scorekeeper(?:\.[A-Za-z_]\w*)+)")
_NUMBERS = r"\d+(?:\s*[-–]\s*\d+)?"
_SECTION = rf"(?:common|box|jersey|entries|file|replay) {_NUMBERS}(?:, {_NUMBERS})*"
_BOOK_SECTIONS = re.compile(rf"docs/RULES\.md,? ({_SECTION}(?:[;,] {_SECTION})*)")
_BOOK_ANCHOR = re.compile(r"docs/RULES\.md#([\w-]+)")
_LINK = re.compile(r"\]\(([^)\s#]+)(?:#([\w-]+))?\)")
_OUTSIDE = re.compile(r"(?<![\w/])(?:RULES|DESIGN|UX)\.md")
_ANCHOR = re.compile(r'<a id="([\w-]+)"></a>')


@dataclass(frozen=True, slots=True)
class Problem:
    """One reference that leads nowhere."""

    source: str
    """The file (or synthetic text's name) that cites it."""
    reference: str
    why: str

    def __str__(self) -> str:
        return f"{self.source}: {self.reference} ({self.why})"


def book_anchors(book: Path = BOOK) -> set[str]:
    """The section anchors of the rule book (``box-7``)."""
    return set(_ANCHOR.findall(book.read_text(encoding="utf-8")))


def section_ids(text: str) -> list[str]:
    """``"box 3, 10, 11; jersey 4-5"`` as anchors: box-3, box-10, box-11, jersey-4, jersey-5."""
    ids: list[str] = []
    for part in re.split(r"[;,] (?=[a-z])", text):
        chapter, _, numbers = part.partition(" ")
        for item in numbers.split(","):
            bounds = re.split(r"\s*[-–]\s*", item.strip())
            ids += [f"{chapter}-{number}" for number in range(int(bounds[0]), int(bounds[-1]) + 1)]
    return ids


def _module_exists(name: str) -> str | None:
    """None if ``name`` is a module, or a module and a name defined in it; else why not."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        module_name = ".".join(parts[:cut])
        path = ROOT.joinpath(*parts[:cut])
        if not (path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()):
            continue
        rest = parts[cut:]
        if not rest:
            return None
        target: object = importlib.import_module(module_name)
        for attribute in rest:
            if not hasattr(target, attribute):
                return f"{module_name} has no {'.'.join(rest)}"
            target = getattr(target, attribute)
        return None
    return "no such module"


def check_text(
    text: str, source: str, *, folder: Path = ROOT, markdown: bool = True
) -> list[Problem]:
    """Every reference in ``text`` that does not exist.

    ``folder`` resolves relative links, which are only looked for in ``markdown``.
    """
    problems: list[Problem] = []
    anchors = book_anchors()
    for match in _PATH.finditer(text):
        path = match.group(1).rstrip("/.")
        if text[match.end() : match.end() + 1] in "<{*" or f"{path}/".startswith(IGNORED):
            continue
        if not (ROOT / path).exists():
            problems.append(Problem(source, path, "no such file or folder"))
    for match in _MODULE.finditer(text):
        if text[match.end() : match.end() + 1] == "*":
            continue
        why = _module_exists(match.group(1))
        if why is not None:
            problems.append(Problem(source, match.group(1), why))
    for match in _BOOK_SECTIONS.finditer(text):
        problems += [
            Problem(source, f"docs/RULES.md {anchor.replace('-', ' ')}", "no such section")
            for anchor in section_ids(match.group(1))
            if anchor not in anchors
        ]
    for match in _BOOK_ANCHOR.finditer(text):
        if match.group(1) not in anchors:
            problems.append(Problem(source, match.group(0), "no such anchor"))
    for match in _OUTSIDE.finditer(text):
        cited_from_docs = folder == ROOT / "docs" and (folder / match.group(0)).exists()
        if text[max(0, match.start() - 5) : match.start()] != "docs/" and not cited_from_docs:
            problems.append(Problem(source, match.group(0), "not the copy in docs/"))
    for match in _LINK.finditer(text) if markdown else ():
        target, anchor = match.groups()
        if "://" in target or target.startswith("mailto:"):
            continue
        linked = (folder / target).resolve()
        if not linked.exists():
            problems.append(Problem(source, target, "link to no such file"))
        elif anchor and linked == BOOK and anchor not in anchors:
            problems.append(Problem(source, f"{target}#{anchor}", "no such anchor"))
    return problems


def prose(source: str) -> str:
    """The docstrings and comments of Python ``source``, one per line.

    Docstrings are the strings that stand as a statement of their own (module,
    class, function and attribute docstrings); strings inside code are data
    (a route, a session key, a file the web client serves), not citations.
    """
    parts: list[str] = []
    statement_start = True
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        docstring = token.type == tokenize.STRING and statement_start
        if token.type == tokenize.COMMENT or docstring:
            parts.append(token.string)
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            statement_start = token.type in (
                tokenize.NEWLINE,
                tokenize.INDENT,
                tokenize.DEDENT,
                tokenize.ENCODING,
            )
    return "\n".join(parts)


def check_file(path: Path) -> list[Problem]:
    """``check_text`` over one file: all of a Markdown file, the prose of a Python one."""
    text = path.read_text(encoding="utf-8")
    markdown = path.suffix == ".md"
    return check_text(
        text if markdown else prose(text),
        str(path.relative_to(ROOT)),
        folder=path.parent,
        markdown=markdown,
    )
