"""The dead-code report: no function or class of the package is called by the tests alone.

A function only a test calls is code the app does not run: it costs reading and
keeps a test green that says nothing about the app. The few kept on purpose are
listed with why; anything else the report finds fails the test, with where it is.
"""

from __future__ import annotations

from tests.dead_code import package_sources, unused

KEPT = {
    "best_arrangement": "the meld search the referee runs (best_of), asked for one hand:"
    " how the oracle tests (tests/referee) check that search card by card",
    "best_discard": "likewise for the discard search the referee runs (best_drop)",
    "plural_choices": "the plural rules' own reading of a template, which the catalogue"
    " tests use to hold every translation to its language's plural categories",
    "integer_categories": "likewise: the categories each language's whole numbers take",
}
"""Definitions only the tests call, kept on purpose, and why."""


def test_the_report_finds_a_function_nothing_calls() -> None:
    sources = [
        ("a.py", "def used() -> int:\n    return 1\n\n\ndef dead() -> int:\n    return 2\n"),
        ("b.py", "from a import used\n\n__all__ = ['dead']\nprint(used(), 'dead')\n"),
    ]
    assert [d.name for d in unused(sources)] == ["dead"]


def test_the_report_counts_attributes_and_skips_dunders() -> None:
    source = (
        "class Box:\n"
        "    def __init__(self) -> None:\n        self.n = 1\n\n"
        "    def opened(self) -> int:\n        return self.n\n\n"
        "    def never(self) -> int:\n        return 0\n\n\n"
        "print(Box().opened())\n"
    )
    assert [d.name for d in unused([("box.py", source)])] == ["never"]


def test_no_function_of_the_package_is_called_by_the_tests_alone() -> None:
    found = unused(package_sources())
    report = [str(d) for d in found if d.name not in KEPT]
    assert report == [], "called by the tests alone (remove, or keep in KEPT with why):\n" + (
        "\n".join(report)
    )
    assert sorted(KEPT) == sorted(d.name for d in found), "KEPT names a definition now in use"
