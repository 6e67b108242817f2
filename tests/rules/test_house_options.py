"""The house option tables: which options are numbers and which words, their ranges and words.

The tables are docs/RULES.md's *House option* lines (box 5, 7, 8, 12; jersey 4,
6, 7, 8) and file 2's keys; the checks below are what every reader and editor
of house rules refuses, since they all go through ``HouseOption.check``.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules.errors import HouseRuleError
from scorekeeper.rules.house_options import OptionKind
from scorekeeper.rules.reasons import Reason, alternatives
from scorekeeper.rules.variant_registry import house_options, option_names
from scorekeeper.rules.variants import HouseRules, KnockFormula, TieRule, Variant

from .fake_variant import FAKE_NAMES, FakeRules


def _kinds(variant: Variant) -> dict[str, tuple[OptionKind, object]]:
    return {option.key: (option.kind, option.default) for option in house_options(variant)}


def test_box_has_four_number_options_with_the_rule_book_standards() -> None:
    number = OptionKind.NUMBER
    assert _kinds(Variant.BOX) == {
        "gin_bonus": (number, 25),
        "undercut_bonus": (number, 10),
        "knock_limit": (number, 10),
        "target": (number, 100),
    }


def test_jersey_has_three_numbers_the_penalty_and_two_words() -> None:
    number, word = OptionKind.NUMBER, OptionKind.WORD
    assert _kinds(Variant.JERSEY) == {
        "gin_bonus": (number, 50),
        "knock_limit": (number, 9),
        "target": (number, 200),
        "undercut_penalty": (number, 20),
        "knock_formula": (word, KnockFormula.SUM_MINUS_OWN),
        "tie": (word, TieRule.UNDERCUT),
    }
    words = {o.key: o.words for o in house_options(Variant.JERSEY) if o.kind is word}
    assert words == {
        "knock_formula": ("sum_minus_own", "each_minus_own"),
        "tie": ("undercut", "no_score"),
    }


@pytest.mark.parametrize(
    ("key", "low", "high"),
    [
        ("gin_bonus", 0, 1000),
        ("undercut_bonus", 0, 1000),
        ("knock_limit", 0, 98),
        ("target", 1, 10_000),
    ],
)
def test_a_number_is_refused_just_outside_its_range_and_kept_at_its_ends(
    key: str, low: int, high: int
) -> None:
    for value in (low, high):
        rules = HouseRules.from_options(house_options(Variant.BOX), {key: value})
        assert getattr(rules, key) == value
    for value in (low - 1, high + 1):
        refusal = f"'{key}' cannot be {value}: it must be from {low} to {high}"
        with pytest.raises(HouseRuleError, match=refusal):
            HouseRules.from_options(house_options(Variant.BOX), {key: value})


@pytest.mark.parametrize("value", [True, 2.5, "12", None])
def test_a_number_option_takes_only_a_whole_number(value: object) -> None:
    with pytest.raises(HouseRuleError, match=r"'target' cannot be .*: it must be a whole number"):
        HouseRules.from_options(house_options(Variant.BOX), {"target": value})


def test_a_word_option_takes_only_its_words() -> None:
    rules = HouseRules.from_options(house_options(Variant.JERSEY), {"tie": "no_score"})
    assert rules.tie is TieRule.NO_SCORE
    refusal = "'tie' cannot be 'draw': use 'undercut' or 'no_score'"
    with pytest.raises(HouseRuleError, match=refusal):
        HouseRules.from_options(house_options(Variant.JERSEY), {"tie": "draw"})
    with pytest.raises(HouseRuleError, match="use 'sum_minus_own' or 'each_minus_own'"):
        HouseRules.from_options(house_options(Variant.JERSEY), {"knock_formula": 1})


def test_an_option_of_another_variant_is_ignored_as_an_unknown_field() -> None:
    standard = HouseRules.defaults(house_options(Variant.BOX))
    assert HouseRules.from_options(house_options(Variant.BOX), {"tie": "bogus"}) == standard


def test_what_an_editors_text_stands_for() -> None:
    target, tie = (o for o in house_options(Variant.JERSEY) if o.key in ("target", "tie"))
    assert (target.typed(" 150 "), target.typed("12a"), target.typed("")) == (150, "12a", "")
    assert tie.typed(" no_score") == " no_score", "a word is never trimmed into a match"


def test_defaults_reading_and_writing_follow_the_table_they_are_given() -> None:
    fake = FakeRules()
    assert tuple(option.key for option in fake.options) == FAKE_NAMES
    standard = HouseRules.defaults(fake.options)
    assert (standard.tie, standard.target) == (TieRule.UNDERCUT, 300)
    options = {"tie": "no_score", "knock_formula": "each_minus_own", "undercut_penalty": -1}
    changed = HouseRules.from_options(fake.options, options)
    assert list(changed.to_options(fake.options).items()) == [
        ("tie", "no_score"),
        ("target", 300),
        ("knock_limit", 9),
        ("gin_bonus", 50),
    ]
    assert changed.knock_formula is KnockFormula.SUM_MINUS_OWN, "not an option of this table"
    assert option_names(Variant.JERSEY)[0] == "gin_bonus", "the registry is not touched"


def _refusal(variant: Variant, options: dict[str, object]) -> HouseRuleError:
    with pytest.raises(HouseRuleError) as caught:
        HouseRules.from_options(house_options(variant), options)
    return caught.value


def test_a_refusal_carries_a_reason_code_with_values_not_words() -> None:
    """Each language words the reason (the catalogues), so the core gives a code and values."""
    whole = _refusal(Variant.BOX, {"target": "1o0"})
    assert (whole.reason.code, dict(whole.reason.values)) == (
        "not_whole",
        {"low": 1, "high": 10_000},
    )
    assert whole.entered == "1o0"
    ranged = _refusal(Variant.BOX, {"knock_limit": 99})
    assert (ranged.reason.code, dict(ranged.reason.values)) == (
        "out_of_range",
        {"low": 0, "high": 98},
    )
    assert ranged.entered == 99
    word = _refusal(Variant.JERSEY, {"tie": "draw"})
    assert word.reason.code == "not_a_choice"
    allowed = word.reason.values["allowed"]
    assert isinstance(allowed, Reason) and allowed.code == "alternatives"
    assert dict(allowed.values) == {"others": "'undercut'", "last": "'no_score'"}


@pytest.mark.parametrize(
    ("variant", "options", "line"),
    [
        (
            Variant.BOX,
            {"target": "1o0"},
            "house rule 'target' cannot be '1o0': it must be a whole number",
        ),
        (Variant.BOX, {"target": 0}, "house rule 'target' cannot be 0: it must be from 1 to 10000"),
        (
            Variant.JERSEY,
            {"tie": "draw"},
            "house rule 'tie' cannot be 'draw': use 'undercut' or 'no_score'",
        ),
        (
            Variant.JERSEY,
            {"knock_formula": 1},
            "house rule 'knock_formula' cannot be 1: use 'sum_minus_own' or 'each_minus_own'",
        ),
    ],
)
def test_the_command_lines_english_line_is_unchanged(
    variant: Variant, options: dict[str, object], line: str
) -> None:
    """The reason as a code must not change a byte of what the command line prints."""
    assert str(_refusal(variant, options)) == line


def test_one_allowed_word_needs_no_or() -> None:
    assert alternatives(("'a'",)) == "'a'"
    assert str(alternatives(("'a'", "'b'", "'c'"))) == "'a', 'b' or 'c'"
