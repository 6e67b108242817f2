"""The oracle and the checkers are tested too: a wrong oracle would bless a wrong solver."""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import parse_cards
from scorekeeper.rules.melds import Arrangement, Layoff, LayoffResult

from .checks import check_arrangement, check_layoffs
from .oracle import (
    all_melds,
    best_deadwood,
    best_discards,
    best_layoff_deadwood,
    best_layouts,
    canonical,
    is_meld,
)


def test_oracle_lists_every_meld() -> None:
    assert len(all_melds(parse_cards("AS 2S 3S 4S"))) == 3
    assert len(all_melds(parse_cards("7S 7H 7D 7C"))) == 5
    assert len(all_melds(parse_cards("AS 2S 3S 4S 5S 6S"))) == 10
    assert all_melds(parse_cards("QS KS AS")) == []


def test_oracle_meld_rules() -> None:
    assert is_meld(parse_cards("AS 2S 3S"))
    assert not is_meld(parse_cards("QS KS AS"))
    assert not is_meld(parse_cards("2S 3S 4H"))
    assert is_meld(parse_cards("9S 9H 9D 9C"))


def test_oracle_known_values() -> None:
    assert best_deadwood(parse_cards("KS KH QD QC JS JH TD TC 9S 9H")) == 98
    assert best_deadwood(parse_cards("7S 7H 7D 7C 5S 6S 8H 9H KD QC")) == 31
    assert best_discards(parse_cards("2S 4S 5S 6S 3H 4H 5H 6H 2D 6D 5C")) == (
        9,
        set(parse_cards("6D")),
    )
    melds = [parse_cards("2H 3H 4H")]
    assert best_layoff_deadwood(melds, parse_cards("5H 6H KC")) == 10
    assert best_layoff_deadwood(melds, parse_cards("5H 6H KC"), allow_layoffs=False) == 21


def test_oracle_merges_touching_runs_only() -> None:
    low, high = frozenset(parse_cards("2H 3H 4H")), frozenset(parse_cards("5H 6H 7H"))
    assert canonical((low, high)) == {low | high}
    apart = frozenset(parse_cards("6H 7H 8H"))
    assert canonical((low, apart)) == {low, apart}
    assert len(best_layouts(parse_cards("2H 3H 4H 5H 6H 7H"))[1]) == 1


def test_check_arrangement_catches_wrong_results() -> None:
    cards = parse_cards("2H 3H 4H KS")
    check_arrangement(cards, Arrangement((parse_cards("2H 3H 4H"),), parse_cards("KS"), 10))
    with pytest.raises(AssertionError):
        check_arrangement(cards, Arrangement((parse_cards("2H 3H 4H"),), parse_cards("KS"), 9))
    with pytest.raises(AssertionError):
        check_arrangement(cards, Arrangement((parse_cards("2H 3H KS"),), parse_cards("4H"), 4))
    with pytest.raises(AssertionError):
        check_arrangement(cards, Arrangement((), parse_cards("2H 3H 4H"), 9))


def test_check_layoffs_catches_an_unplayable_order() -> None:
    melds = [parse_cards("2H 3H 4H")]
    cards = parse_cards("5H 6H KC")
    good = (Layoff(cards[0], 0), Layoff(cards[1], 0))
    check_layoffs(melds, cards, LayoffResult((), (), good, parse_cards("KC"), 10))
    with pytest.raises(AssertionError):
        check_layoffs(melds, cards, LayoffResult((), (), good[::-1], parse_cards("KC"), 10))
