"""The README's lists of test folders and benchmarks are the tree's.

Why: a list in prose goes stale without anyone noticing (the README's listed
twelve benchmarks of seventeen, and three test folders were missing from its
tree). Each list is read from the README as a reader sees it and compared with
the folders and scripts that exist.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
TESTS = ROOT / "tests"


def section(text: str, start: str, end: str) -> str:
    """The text from ``start`` to the next ``end`` after it."""
    first = text.index(start)
    return text[first : text.index(end, first)]


def listed_test_folders(readme: str) -> set[str]:
    """The folders the tree in "How it is built" lists under ``tests/`` (``e2e/a11y`` too)."""
    tree = section(readme, "## How it is built", "Rules of the house")
    tests = tree[tree.index("\ntests/") :]
    paths = re.findall(r"(?:^|\s)((?:[a-z0-9_]+/)+)", tests)
    return {path.removeprefix("tests/").rstrip("/") for path in paths} - {"tests", ""}


def listed_benchmarks(readme: str) -> set[str]:
    """The names in the paragraph that lists the benchmarks (``bench_<name>.py``)."""
    paragraph = section(readme, "Benchmarks (run any of them as", "To show that a change")
    return set(re.findall(r"`([a-z_]+)`", paragraph))


def folders_with_tests() -> set[str]:
    """Every folder of ``tests/`` with a test in it, and the benchmarks' folder."""
    return {
        folder.name
        for folder in TESTS.iterdir()
        if folder.is_dir() and (any(folder.rglob("test_*.py")) or folder.name == "benchmarks")
    }


def test_the_readme_lists_every_test_folder_and_no_other() -> None:
    listed = listed_test_folders(README.read_text(encoding="utf-8"))
    assert {path.split("/")[0] for path in listed} == folders_with_tests()
    assert [path for path in listed if not (TESTS / path).is_dir()] == []


def test_the_readme_lists_every_benchmark_and_no_other() -> None:
    scripts = {
        path.stem.removeprefix("bench_") for path in (TESTS / "benchmarks").glob("bench_*.py")
    }
    assert listed_benchmarks(README.read_text(encoding="utf-8")) == scripts


def test_a_stale_list_is_caught() -> None:
    """The readers see a folder or a benchmark gone from the lists."""
    readme = README.read_text(encoding="utf-8")
    assert "web" in listed_test_folders(readme)
    assert "web" not in listed_test_folders(readme.replace(" web/", " "))
    assert "reconnect" in listed_benchmarks(readme)
    assert "reconnect" not in listed_benchmarks(readme.replace("`reconnect`", "reconnect"))


DESIGN = ROOT / "docs" / "DESIGN.md"


def design_hooks(design: str) -> set[str]:
    """The hook column of DESIGN's table of screens (paths under ``scorekeeper/``)."""
    table = section(design, "| screen | model | hook | view |", "\n\n")
    rows = [line.split("|") for line in table.splitlines()[2:]]
    return {path for row in rows for path in re.findall(r"`([a-z_/]+\.py)`", row[3])}


def test_designs_table_of_screens_names_every_hook() -> None:
    """Each hook of ``ui/`` is a row of DESIGN's screens, and each row's hook exists."""
    package = ROOT / "scorekeeper"
    hooks = {path.relative_to(package).as_posix() for path in (package / "ui").rglob("*hook*.py")}
    assert design_hooks(DESIGN.read_text(encoding="utf-8")) == hooks
