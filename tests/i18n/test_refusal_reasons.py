"""A refusal's reason is worded in the player's language, not left in the engine's English.

The engine gives a reason code with values (``Reason``); the catalogues word it
(``error.reason.<code>``) and a house option's number field has its own advice
(``option.refusal.<code>``). The command line keeps its English line.
"""

from __future__ import annotations

import pytest

from scorekeeper.i18n import DEFAULT_LANGUAGE, LANGUAGES, Catalog
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.refusals import option_refusal
from scorekeeper.rules.errors import HouseRuleError, KnockLimitError
from scorekeeper.rules.reasons import REASONS
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant

CATALOG = Catalog.load()


def _refusal(variant: Variant, options: dict[str, object]) -> HouseRuleError:
    with pytest.raises(HouseRuleError) as caught:
        HouseRules.from_options(house_options(variant), options)
    return caught.value


def _locale(language: str) -> Locale:
    return Locale(CATALOG, language, lambda _: None)


@pytest.mark.parametrize("code", sorted(REASONS))
def test_the_english_reasons_are_the_command_lines(code: str) -> None:
    assert CATALOG.template(f"error.reason.{code}", DEFAULT_LANGUAGE) == REASONS[code]


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize(
    ("variant", "options"),
    [
        (Variant.BOX, {"target": "1o0"}),
        (Variant.BOX, {"knock_limit": 99}),
        (Variant.JERSEY, {"tie": "draw"}),
    ],
)
def test_no_english_reason_is_left_in_another_language(
    language: str, variant: Variant, options: dict[str, object]
) -> None:
    error = _refusal(variant, options)
    text = CATALOG.translate_error(error, language)
    assert str(error.reason) not in text
    assert " or " not in text and "must" not in text
    assert CATALOG.translate(error.reason.key, language, **error.reason.values) in text


def test_the_reported_refusal_in_polish_and_the_word_choices_in_german() -> None:
    assert CATALOG.translate_error(_refusal(Variant.BOX, {"target": "1o0"}), "pl") == (
        "reguła domowa 'target' nie może mieć wartości '1o0': musi to być liczba całkowita"
    )
    assert CATALOG.translate_error(_refusal(Variant.JERSEY, {"tie": "draw"}), "de") == (
        "die Hausregel 'tie' kann nicht 'draw' sein: erlaubt ist 'undercut' oder 'no_score'"
    )


def test_english_through_the_catalogue_is_the_command_lines_line() -> None:
    for variant, options in ((Variant.BOX, {"target": "1o0"}), (Variant.JERSEY, {"tie": "x"})):
        error = _refusal(variant, options)
        assert CATALOG.translate_error(error, DEFAULT_LANGUAGE) == str(error)


@pytest.mark.parametrize(
    ("language", "options", "advice"),
    [
        ("en", {"target": "1o0"}, "Enter a whole number from 1 to 10,000."),
        ("en", {"target": 0}, "Enter a number from 1 to 10,000, not 0."),
        ("pl", {"target": "1o0"}, "Wpisz liczbę całkowitą od 1 do 10\u00a0000."),
        ("pl", {"knock_limit": -5}, "Wpisz liczbę od 0 do 98, a nie \u22125."),
        ("de", {"gin_bonus": 1001}, "Gib eine Zahl von 0 bis 1.000 ein, nicht 1.001."),
        ("nl", {"target": ""}, "Vul een heel getal in van 1 tot en met 10.000."),
        ("ms", {"undercut_bonus": 5000}, "Masukkan nombor dari 0 hingga 1,000, bukan 5,000."),
    ],
)
def test_a_number_field_says_what_to_enter(
    language: str, options: dict[str, object], advice: str
) -> None:
    """Under its field the option is named by its label already: the field says what to enter."""
    assert option_refusal(_locale(language), _refusal(Variant.BOX, options)) == advice


def test_a_field_words_any_other_refusal_as_the_engine_does() -> None:
    word = _refusal(Variant.JERSEY, {"tie": "draw"})
    assert option_refusal(_locale("nl"), word) == CATALOG.translate_error(word, "nl")
    other = KnockLimitError(player="Ann", value=12, limit=10)
    assert option_refusal(_locale("en"), other) == str(other)
