"""The Rules screen, the rule book and the variants' defaults say the same thing.

Three places state the rules: ``docs/RULES.md`` (the book), the Rules screen
(``scorekeeper/views/rule_book.py`` for its sections, rulings and options, and
the ``rules_text`` catalogues for its words in five languages), and the code's
defaults (``scorekeeper/rules/variants.py``). A ruling added to one, or a
standard value changed in one, must show up in the others.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

import pytest

from scorekeeper.i18n import LANGUAGES
from scorekeeper.rules.variant_registry import RULE_SECTIONS, house_options, option_names
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.views.rule_book import (
    COMMON_ITEMS,
    COMMON_RULING,
    SECTIONS,
    ruling_keys,
    section_key,
)
from tests.docs.references import BOOK, ROOT

_ANCHORED = re.compile(
    r'<a id="(?P<id>[\w-]+)"></a>\n### (?P<title>[^\n]+)\n(?P<body>.*?)(?=<a id=|\n## |\Z)',
    re.S,
)
_OPTION = re.compile(r"\*House option\*\s+`(\w+)`\s+\(standard\s+\*\*(\w+)\*\*\)")
CATALOGUES = ROOT / "scorekeeper" / "i18n" / "rules_text"


@dataclass(frozen=True, slots=True)
class BookSection:
    """One numbered section of the book."""

    chapter: str
    number: int
    rulings: int
    """How many **Ruling:** paragraphs it has."""
    options: dict[str, str]
    """House option name to the standard value the book states."""


def book_sections() -> dict[tuple[str, int], BookSection]:
    text = BOOK.read_text(encoding="utf-8")
    sections = {}
    for match in _ANCHORED.finditer(text):
        chapter, _, number = match["id"].rpartition("-")
        assert match["title"].startswith(f"{chapter} {number}. "), match["title"]
        body = match["body"]
        sections[chapter, int(number)] = BookSection(
            chapter, int(number), body.count("**Ruling"), dict(_OPTION.findall(body))
        )
    return sections


def test_the_book_is_read_in_full() -> None:
    """Every anchor is a parsed section, numbered from 1 without gaps per chapter."""
    sections = book_sections()
    anchors = re.findall(r'<a id="([\w-]+)"></a>', BOOK.read_text(encoding="utf-8"))
    assert len(sections) == len(anchors)
    for chapter in {key[0] for key in sections}:
        numbers = sorted(n for c, n in sections if c == chapter)
        assert numbers == list(range(1, len(numbers) + 1)), chapter


@pytest.mark.parametrize("variant", list(Variant))
def test_the_screen_shows_every_section_of_the_book(variant: Variant) -> None:
    book = {n for c, n in book_sections() if c == variant.value}
    assert {section.number for section in SECTIONS[variant]} == book


@pytest.mark.parametrize("variant", list(Variant))
def test_the_screen_shows_every_ruling_of_the_book_and_no_other(variant: Variant) -> None:
    """Section by section, as many rulings on the screen as in the book."""
    book = {
        s.number: s.rulings
        for s in book_sections().values()
        if s.chapter == variant.value and s.rulings
    }
    assert {s.number: s.rulings for s in SECTIONS[variant] if s.rulings} == book


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", list(Variant))
def test_every_ruling_of_the_screen_has_its_own_text_in_every_language(
    variant: Variant, language: str
) -> None:
    """A ruling added to the book needs its words in each catalogue, not a copy of another's."""
    texts = json.loads((CATALOGUES / f"{language}.json").read_text(encoding="utf-8"))
    for section in SECTIONS[variant]:
        words = [texts.get(key, "") for key in ruling_keys(variant, section)]
        assert all(words), f"{variant.value} {section.number} {language}"
        assert len(set(words)) == len(words), f"{variant.value} {section.number} {language}"


def test_the_screen_shows_the_common_points_and_the_common_ruling() -> None:
    """The common part of the screen: points 1-5 and the ruling of the book's common
    chapter (corrections keep the seats); the book has no other ruling outside a variant."""
    sections = book_sections()
    others = {
        (s.chapter, s.number)
        for s in sections.values()
        if s.rulings and s.chapter not in {v.value for v in Variant}
    }
    assert others == {("common", COMMON_RULING)}
    assert {("common", n) for n in range(1, COMMON_ITEMS + 1)} <= set(sections)
    assert not any(sections["common", n].rulings for n in range(1, COMMON_ITEMS + 1))


@pytest.mark.parametrize("variant", list(Variant))
def test_each_section_names_the_house_options_the_screen_shows_with_it(variant: Variant) -> None:
    book = book_sections()
    for section in SECTIONS[variant]:
        assert set(book[variant.value, section.number].options) == set(section.options), (
            f"{variant.value} {section.number}"
        )


@pytest.mark.parametrize("variant", list(Variant))
def test_the_standard_values_in_the_book_are_the_variant_defaults(variant: Variant) -> None:
    defaults = HouseRules.defaults(house_options(variant)).to_options(house_options(variant))
    stated = {
        name: value
        for section in book_sections().values()
        if section.chapter == variant.value
        for name, value in section.options.items()
    }
    assert stated == {name: str(defaults[name]) for name in option_names(variant)}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", list(Variant))
def test_the_screen_states_the_default_numbers_in_every_language(
    variant: Variant, language: str
) -> None:
    """Each number a section's options stand for appears in that section's words."""
    texts = json.loads((CATALOGUES / f"{language}.json").read_text(encoding="utf-8"))
    defaults = HouseRules.defaults(house_options(variant)).to_options(house_options(variant))
    for section in SECTIONS[variant]:
        keys = (section_key(variant, section.number, "text"), *ruling_keys(variant, section))
        words = " ".join(texts.get(key, "") for key in keys)
        numbers = set(re.findall(r"\d+", words))
        for name in section.options:
            if isinstance(defaults[name], int):
                assert str(defaults[name]) in numbers, f"{variant.value} {section.number} {name}"


def test_every_score_links_to_a_section_of_the_book() -> None:
    sections = book_sections()
    for rule, cited in RULE_SECTIONS.items():
        chapter, _, number = cited.partition(" ")
        assert (chapter, int(number)) in sections, rule


def test_a_changed_default_would_be_caught() -> None:
    """The comparison above is not vacuous: a wrong standard value does not match."""
    table = house_options(Variant.BOX)
    defaults = HouseRules.defaults(table).to_options(table)
    stated = {
        n: v for s in book_sections().values() if s.chapter == "box" for n, v in s.options.items()
    }
    assert stated["knock_limit"] == "10"
    assert stated != {**{n: str(v) for n, v in defaults.items()}, "knock_limit": "9"}
