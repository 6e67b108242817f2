"""Counted words take CLDR's plural forms in every language, checked against Babel's rules."""

from __future__ import annotations

import re

import pytest
from babel import Locale

from scorekeeper.i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    Catalog,
    placeholders,
    plural_choices,
)
from scorekeeper.i18n.plurals import (
    ChoiceError,
    category,
    choose,
    count_of,
    integer_categories,
    parse_choice,
)

CATALOG = Catalog.load()
NUMBERS = range(201)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_agree_with_babel_from_0_to_200(language: str) -> None:
    babel = Locale.parse(language).plural_form
    assert [category(n, language) for n in NUMBERS] == [babel(n) for n in NUMBERS]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_forms_a_choice_needs_are_the_ones_whole_numbers_take(language: str) -> None:
    babel = Locale.parse(language).plural_form
    assert integer_categories(language) == {babel(n) for n in range(1001)}


def test_polish_counts_one_few_and_many() -> None:
    forms = "one=rozdanie|few=rozdania|many=rozdań"
    assert [choose(forms, n, "pl") for n in (1, 2, 4, 5, 12, 14, 21, 22, 25, 102, 112)] == [
        "rozdanie", "rozdania", "rozdania", "rozdań", "rozdań", "rozdań",
        "rozdań", "rozdania", "rozdań", "rozdania", "rozdań",
    ]  # fmt: skip


def test_a_count_already_written_for_the_language_still_chooses() -> None:
    assert count_of("12\u00a0345") == 12345
    assert count_of("1.002") == 1002
    assert choose("one=punkt|few=punkty|many=punktów", "12\u00a0342", "pl") == "punkty"
    with pytest.raises(ChoiceError):
        count_of("many")


def test_a_malformed_choice_is_refused() -> None:
    with pytest.raises(ChoiceError, match="twice"):
        parse_choice("one=a|one=b")
    with pytest.raises(ChoiceError, match="category=text"):
        parse_choice("one=a|lots=b")


def test_translate_picks_the_form_and_fills_placeholders_inside_it() -> None:
    catalog = Catalog(
        {
            "en": {
                "k": "{count:one=the code|other=all {count} codes}",
                "only_en": "{n:one=x|other=y}",
            },
            "pl": {"k": "{count:one={count} kod|few={count} kody|many={count} kodów}"},
        }
    )
    assert catalog.translate("k", "en", count=1) == "the code"
    assert catalog.translate("k", "en", count=3) == "all 3 codes"
    assert catalog.translate("k", "pl", count=3) == "3 kody"
    assert catalog.translate("k", "pl", count=5) == "5 kodów"
    # an English fallback is chosen by English's rule, not Polish's
    assert catalog.translate("only_en", "pl", n=5) == "y"
    assert placeholders(catalog.template("k", "pl")) == {"count"}


def test_packaged_messages_count_in_each_language() -> None:
    def after(language: str, points: int, hands: int) -> str:
        return CATALOG.translate("end.after", language, points=points, count=hands)

    assert after("en", 101, 1) == "101 points after 1 hand"
    assert after("en", 1, 7) == "1 point after 7 hands"
    assert after("de", 100, 1) == "100 Punkte nach 1 Runde"
    assert after("nl", 100, 2) == "100 punten na 2 rondes"
    assert after("pl", 100, 1) == "100 pkt po 1 rozdaniu"
    assert CATALOG.translate("share.several", "pl", total=3).startswith("Ta gra potrzebuje 3 kodów")
    assert (
        CATALOG.translate("table.rescored", "en", count=1)
        == "House rules changed; 1 hand re-scored"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_choice_spells_out_exactly_the_forms_of_its_language(language: str) -> None:
    wrong = {}
    for key in CATALOG.keys(language):
        for field, spec in plural_choices(CATALOG.template(key, language)):
            named = set(parse_choice(spec))
            if named != integer_categories(language):
                wrong[key] = (field, sorted(named))
    assert wrong == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_choice_formats_for_every_number(language: str) -> None:
    for key in CATALOG.keys(language):
        template = CATALOG.template(key, language)
        counted = {field for field, _ in plural_choices(template)}
        if not counted:
            continue
        others = dict.fromkeys(placeholders(template) - counted, "X")
        for n in (0, 1, 2, 5, 12, 22, 101):
            text = CATALOG.translate(key, language, **others, **dict.fromkeys(counted, n))
            assert "{" not in text and "|" not in text and "=" not in text, (key, n)


COUNTED_NOUN = re.compile(
    r"\{(\w+)\} (?:[a-z]+ )?(?:hands|points|codes|cards|games|ways|players)\b"
)
"""An English number straight before a plural noun: "{count} hands" reads "1 hands"."""

FIXED_ENGLISH = ("error.",)
"""Rules errors: English is also the command line's ``str.format`` text, which has no choices,
and their counts are never 1 (a hand holds 10 cards; a missing code means two or more)."""


def test_no_english_message_puts_a_bare_number_before_a_plural_noun() -> None:
    bare = []
    for key in CATALOG.keys(DEFAULT_LANGUAGE):
        if key.startswith(FIXED_ENGLISH):
            continue
        template = CATALOG.template(key, DEFAULT_LANGUAGE)
        counted = {field for field, _ in plural_choices(template)}
        bare += [
            (key, m.group(0)) for m in COUNTED_NOUN.finditer(template) if m.group(1) not in counted
        ]
    assert bare == []
