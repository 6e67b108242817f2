"""Hand-picked layoff cases: chains, both ends, set or layoff, and the refusals."""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import (
    CardCountError,
    DuplicateCardError,
    InvalidMeldError,
    SharedCardError,
)
from scorekeeper.rules.melds import Layoff, MeldKind, lay_off
from scorekeeper.rules.variant_registry import layoffs_allowed
from scorekeeper.rules.variants import Variant

from .checks import check_layoffs
from .oracle import best_layoff_deadwood


def layoffs(*pairs: tuple[str, int]) -> tuple[Layoff, ...]:
    return tuple(Layoff(Card.parse(card), onto) for card, onto in pairs)


# (knocker melds, opponent, deadwood, layoffs expected (in order) or None, why)
CASES = [
    (
        "2H 3H 4H | KS KD KC",
        "5H 6H KH 9C 9D 2C 3D 4S TS JD",
        47,
        (("5H", 0), ("6H", 0), ("KH", 1)),
        "a chain 5H then 6H, and the 4th king",
    ),
    (
        "5C 6C 7C",
        "4C 3C 8C 9C KD QD JS TS 2H AH",
        43,
        (("4C", 0), ("3C", 0), ("8C", 0), ("9C", 0)),
        "chains at both ends, nearest first",
    ),
    (
        "7S 7H 7D",
        "6C 7C 8C KD QD JS TS 2H AH 3S",
        46,
        (),
        "7C could go on the set but is worth more in the opponent's own run",
    ),
    (
        "4C 5C 6C",
        "7C 7S 7H KD QD JS TS 2H AH 3S",
        46,
        (),
        "7C could extend the run but is worth more in the opponent's own set",
    ),
    (
        "2H 3H 4H | 8H 9H TH",
        "5H 6H 7H KD QD JS TS AC 2C 3S",
        46,
        None,
        "the gap between two runs is filled (own run or layoffs)",
    ),
    (
        "JS QS KS",
        "AS TS 9S 2D 3D 4C 5C 6C 8H 8D",
        22,
        (("TS", 0), ("9S", 0)),
        "king high: nothing above K, the chain goes down",
    ),
    (
        "AD 2D 3D",
        "KD 4D 5D 9S 9H 2C 3C 7S 8H TC",
        58,
        (("4D", 0), ("5D", 0)),
        "ace low: nothing below A, KD does not wrap",
    ),
    (
        "9S 9H 9D 9C",
        "8S TS 8H 8D 2C 3C 4H 5H 6S KD",
        40,
        (),
        "a set of 4 takes nothing (the eights make the opponent's own set)",
    ),
    (
        "5H 5D 5C | 2S 3S 4S",
        "5S 6S 7S KD QD JS TS 2H AH 3C",
        46,
        None,
        "5S fits the set and the run: either way the chain 5S 6S 7S goes",
    ),
]


@pytest.mark.parametrize(("knocker", "hand", "least", "expected", "why"), CASES)
def test_tricky_layoffs(
    knocker: str, hand: str, least: int, expected: tuple[tuple[str, int], ...] | None, why: str
) -> None:
    melds = [parse_cards(part) for part in knocker.split("|")]
    cards = parse_cards(hand)
    result = lay_off(melds, cards)
    assert result.deadwood == least == best_layoff_deadwood(melds, cards), why
    check_layoffs([m.cards for m in result.knocker_melds], cards, result)
    if expected is not None:
        assert result.layoffs == layoffs(*expected), why


def test_no_layoffs_when_not_allowed() -> None:
    melds = [parse_cards("2H 3H 4H"), parse_cards("KS KD KC")]
    cards = parse_cards("5H 6H KH 9C 9D 2C 3D 4S TS JD")
    result = lay_off(melds, cards, allow_layoffs=False)
    assert result.layoffs == ()
    assert result.deadwood == 68 == best_layoff_deadwood(melds, cards, allow_layoffs=False)


def test_own_melds_are_laid_out_too() -> None:
    result = lay_off([parse_cards("2H 3H 4H")], parse_cards("5H 9S 9D 9C QS QD QC 2C 3C 4C"))
    assert result.deadwood == 0
    assert {frozenset(m) for m in result.melds} == {
        frozenset(parse_cards(text)) for text in ("9S 9D 9C", "QS QD QC", "2C 3C 4C")
    }
    assert result.layoffs == layoffs(("5H", 0))


def test_result_keeps_the_declared_melds_checked_and_in_order() -> None:
    result = lay_off([parse_cards("KC KS KD"), parse_cards("4H 2H 3H")], parse_cards("AH"))
    assert [m.kind for m in result.knocker_melds] == [MeldKind.SET, MeldKind.RUN]
    assert result.knocker_melds[1].cards == parse_cards("2H 3H 4H")
    assert result.layoffs == layoffs(("AH", 1))


def test_refusals() -> None:
    hand = parse_cards("5H 6H KH 9C 9D 2C 3D 4S TS JD")
    with pytest.raises(InvalidMeldError, match="2H 3H 5H is not a meld"):
        lay_off([parse_cards("2H 3H 5H")], hand)
    with pytest.raises(SharedCardError, match="KH cannot be in both hands"):
        lay_off([parse_cards("KS KH KC")], hand)
    with pytest.raises(DuplicateCardError, match="4H is given twice"):
        lay_off([parse_cards("2H 3H 4H"), parse_cards("4H 4D 4C")], hand)
    with pytest.raises(CardCountError, match="at most 11"):
        lay_off([parse_cards("2H 3H 4H")], parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"))


def test_layoffs_allowed_by_variant() -> None:
    assert layoffs_allowed(Variant.BOX, knocker_gin=False)
    assert not layoffs_allowed(Variant.BOX, knocker_gin=True)
    assert layoffs_allowed(Variant.JERSEY, knocker_gin=False)
    assert layoffs_allowed(Variant.JERSEY, knocker_gin=True)
