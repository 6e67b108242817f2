"""Every file, module and rule-book section that the docs and the code cite exists.

A fresh clone must be able to follow each reference: a renamed module, a moved
test or a renumbered rule would otherwise leave docstrings pointing nowhere.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.references import ROOT, Problem, check_file, check_text, prose, section_ids


def cited_files() -> list[Path]:
    """The docs, the README, and every Python file of the package and the tests.

    Not this folder: its texts cite bogus references on purpose.
    """
    return [
        *sorted((ROOT / "docs").glob("*.md")),
        ROOT / "README.md",
        *sorted((ROOT / "scorekeeper").rglob("*.py")),
        *sorted(p for p in (ROOT / "tests").rglob("*.py") if p.parent.name != "docs"),
    ]


def test_every_reference_in_the_repository_exists() -> None:
    problems = [str(problem) for path in cited_files() for problem in check_file(path)]
    assert problems == []


def test_the_checker_reads_enough_of_the_repository() -> None:
    """A checker that found no references would pass on anything."""
    names = {path.name for path in cited_files()}
    assert {"RULES.md", "DESIGN.md", "README.md", "cards.py", "test_box.py"} <= names
    book_text = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    assert "scorekeeper/ui/game/sheet/model.py" in book_text


def test_references_that_exist_are_accepted() -> None:
    text = """
    See scorekeeper/rules/cards.py and tests/referee/ (and README.md), the module
    scorekeeper.rules.cards with its scorekeeper.rules.cards.Card, docs/RULES.md box 7,
    docs/RULES.md box 3, 10, 11; jersey 2, docs/RULES.md#common-7, a pattern
    tests/rules/test_<variant>.py, and https://example.org/RULES.md#x is not ours.
    """
    assert check_text(text, "good") == []


def test_a_bogus_reference_of_each_kind_is_reported() -> None:
    text = """
    See scorekeeper/rules/nothing.py, the module scorekeeper.rules.nothing, the name
    scorekeeper.rules.cards.Joker, docs/RULES.md box 13, docs/RULES.md#jersey-9,
    the outside RULES.md and DESIGN.md, and [a link](docs/MISSING.md).
    """
    assert [(p.reference, p.why) for p in check_text(text, "bad")] == [
        ("scorekeeper/rules/nothing.py", "no such file or folder"),
        ("docs/MISSING.md", "no such file or folder"),
        ("scorekeeper.rules.nothing", "scorekeeper.rules has no nothing"),
        ("scorekeeper.rules.cards.Joker", "scorekeeper.rules.cards has no Joker"),
        ("docs/RULES.md box 13", "no such section"),
        ("docs/RULES.md#jersey-9", "no such anchor"),
        ("RULES.md", "not the copy in docs/"),
        ("DESIGN.md", "not the copy in docs/"),
        ("docs/MISSING.md", "link to no such file"),
    ]


def test_links_inside_the_docs_resolve_from_the_docs_folder() -> None:
    docs = ROOT / "docs"
    assert check_text("[the book](RULES.md#box-7)", "docs", folder=docs) == []
    assert [str(p) for p in check_text("[the book](RULES.md#box-0)", "docs", folder=docs)] == [
        "docs: RULES.md#box-0 (no such anchor)"
    ]


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("box 7", ["box-7"]),
        ("box 5-9", ["box-5", "box-6", "box-7", "box-8", "box-9"]),
        ("box 3, 10, 11; jersey 2", ["box-3", "box-10", "box-11", "jersey-2"]),
        ("jersey 4–5, 7", ["jersey-4", "jersey-5", "jersey-7"]),
    ],
)
def test_section_lists_are_read_as_each_section(text: str, ids: list[str]) -> None:
    assert section_ids(text) == ids


def test_in_python_only_docstrings_and_comments_are_citations() -> None:
    source = '''"""See scorekeeper/rules/nothing.py."""
KEY = "scorekeeper.not_a_module"  # but scorekeeper.rules.nothing is cited
def f() -> None:
    """Nor tests/missing.py."""
    return g("tests/data/served.json")
'''
    assert prose(source).splitlines() == [
        '"""See scorekeeper/rules/nothing.py."""',
        "# but scorekeeper.rules.nothing is cited",
        '"""Nor tests/missing.py."""',
    ]


def test_a_problem_names_its_source() -> None:
    assert str(Problem("a.py", "x.py", "no such file")) == "a.py: x.py (no such file)"
