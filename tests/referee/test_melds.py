"""Hand-picked cases for the arrangement, discard and knock functions.

Each case is one a shortcut gets wrong: a card that fits a set or a run, a 4-card
set whose 3-card subsets matter, ace-low and king-high ends, runs of 6+, 11-card
gin, and a best discard that is not the highest loose card.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import (
    CardCountError,
    DuplicateCardError,
    InvalidMeldError,
    SharedCardError,
)
from scorekeeper.rules.melds import (
    Meld,
    MeldKind,
    all_best_arrangements,
    best_arrangement,
    best_discard,
    check_hand,
    deadwood,
    knock_verdict,
    validate_meld,
)

from .checks import check_arrangement
from .oracle import best_deadwood, best_discards, best_layouts


def melds_of(text: str) -> set[frozenset[Card]]:
    """Melds written as "7S 7D 7C | 7H 8H 9H"."""
    return {frozenset(parse_cards(part)) for part in text.split("|") if part.strip()}


def laid_out(cards: tuple[Card, ...]) -> set[frozenset[Card]]:
    return {frozenset(meld) for meld in best_arrangement(cards).melds}


# (hand, least deadwood, the best melds, why it is tricky)
ARRANGEMENTS = [
    (
        "7S 7H 7D 7C 8C 9C 2H 3H 4H KD",
        10,
        "7S 7H 7D | 7C 8C 9C | 2H 3H 4H",
        "7C fits the set and the run: both",
    ),
    (
        "7S 7H 7D 7C 5S 6S 8H 9H KD QC",
        31,
        "7S 7D 7C | 7H 8H 9H",
        "which 3 of the 4 sevens: the one left out completes the better run",
    ),
    (
        "3D 4D 5D 6D 7D 8D 9D 6S 6H KC",
        10,
        "6S 6H 6D | 3D 4D 5D | 7D 8D 9D",
        "a set through the middle of a run of 7 leaves two runs",
    ),
    ("AS 2S 3S QS KS 5H 9D 8C 4C 6D", 52, "AS 2S 3S", "ace low: A-2-3 is a run, Q-K-A is not"),
    ("JH QH KH AH 2H 5S 5D 9C TC 3D", 35, "JH QH KH", "king high: no wrap from K to A"),
    (
        "AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
        0,
        "AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
        "a run of 10 is one meld (gin)",
    ),
    ("KS KH QD QC JS JH TD TC 9S 9H", 98, "", "the largest possible deadwood"),
    (
        "2H 3H 4H 5H 6H 7H 5S 5D 5C KC",
        10,
        "2H 3H 4H 5H 6H 7H | 5S 5D 5C",
        "a run of 6 and a set of the same rank without its run card",
    ),
]


@pytest.mark.parametrize(("hand", "least", "melds", "why"), ARRANGEMENTS)
def test_tricky_arrangements(hand: str, least: int, melds: str, why: str) -> None:
    cards = parse_cards(hand)
    result = best_arrangement(cards)
    assert result.deadwood == least == best_deadwood(cards), why
    assert deadwood(cards) == least
    check_arrangement(cards, result)
    assert {frozenset(m) for m in result.melds} == melds_of(melds), why


def test_all_best_arrangements_lists_sets_and_runs_alike() -> None:
    cards = parse_cards("6S 7S 8S 6H 7H 8H 6D 7D 8D KC")
    found = {frozenset(frozenset(m) for m in a.melds) for a in all_best_arrangements(cards)}
    assert found == {
        frozenset(melds_of("6S 7S 8S | 6H 7H 8H | 6D 7D 8D")),
        frozenset(melds_of("6S 6H 6D | 7S 7H 7D | 8S 8H 8D")),
    }
    assert found == best_layouts(cards)[1]


def test_all_best_arrangements_keeps_a_four_set_and_its_three_set_when_equal() -> None:
    cards = parse_cards("7S 7H 7D 7C 8C 9C TC 2H 3H 4H")
    arrangements = all_best_arrangements(cards)
    found = {frozenset(frozenset(m) for m in a.melds) for a in arrangements}
    assert found == {
        frozenset(melds_of("7S 7H 7D 7C | 8C 9C TC | 2H 3H 4H")),
        frozenset(melds_of("7S 7H 7D | 7C 8C 9C TC | 2H 3H 4H")),
    }
    assert [a.deadwood for a in arrangements] == [0, 0]
    assert found == best_layouts(cards)[1]


def test_touching_runs_are_reported_as_one() -> None:
    result = best_arrangement(parse_cards("2H 3H 4H 5H 6H 7H 9C 9D 9S KD"))
    assert (*parse_cards("2H 3H 4H 5H 6H 7H"),) in result.melds


def test_small_and_empty_hands() -> None:
    assert best_arrangement(()).deadwood == 0
    assert best_arrangement(()).melds == ()
    assert best_arrangement(parse_cards("KS")).unmatched == parse_cards("KS")
    assert best_arrangement(parse_cards("5S 5H 5D")).deadwood == 0


# (11 cards, discard, deadwood after it, why)
DISCARDS = [
    (
        "2S 4S 5S 6S 3H 4H 5H 6H 2D 6D 5C",
        "6D",
        9,
        "sets 555+666 tie the runs at 15, but only the runs leave 9",
    ),
    (
        "4S 5S 6S 6H 4D 5D 6D 2C 3C 4C 5C",
        "6H",
        0,
        "the best 11-card layout leaves 5; the right discard breaks a set for gin",
    ),
    (
        "6S 6H 6D 6C 8S 8H 8D 8C 9S 9H 9D",
        None,
        0,
        "all 11 in sets: discard from a set of 4 and still gin",
    ),
    ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS", None, 0, "a run of 11: drop an end"),
]


@pytest.mark.parametrize(("hand", "discard", "least", "why"), DISCARDS)
def test_tricky_discards(hand: str, discard: str | None, least: int, why: str) -> None:
    cards = parse_cards(hand)
    result = best_discard(cards)
    oracle_least, oracle_discards = best_discards(cards)
    assert result.deadwood == least == oracle_least, why
    assert result.discard in oracle_discards
    if discard is not None:
        assert oracle_discards == {Card.parse(discard)}
        assert result.discard == Card.parse(discard)
    check_arrangement([c for c in cards if c != result.discard], result.arrangement)


def test_dropping_the_highest_loose_card_is_not_always_best() -> None:
    cards = parse_cards("4S 5S 6S 6H 4D 5D 6D 2C 3C 4C 5C")
    naive = min(
        a.deadwood - max(card.value for card in a.unmatched) for a in all_best_arrangements(cards)
    )
    assert naive > best_discard(cards).deadwood == 0


def test_knock_verdict_ten_cards() -> None:
    cards = parse_cards("7S 7H 7D 7C 8C 9C 2H 3H 4H KD")
    box, jersey = knock_verdict(cards, 10), knock_verdict(cards, 9)
    assert (box.deadwood, box.can_knock, box.is_gin, box.discard) == (10, True, False, None)
    assert (jersey.can_knock, jersey.is_gin) == (False, False)


def test_knock_verdict_eleven_cards_is_gin_after_the_discard() -> None:
    verdict = knock_verdict(parse_cards("6S 6H 6D 6C 8S 8H 8D 8C 9S 9H 9D"), 10)
    assert verdict.is_gin and verdict.can_knock and verdict.deadwood == 0
    assert verdict.discard is not None and verdict.discard.rank in {6, 8}
    assert len(verdict.arrangement.melds) == 3


def test_knock_verdict_refuses_a_hand_of_the_wrong_size() -> None:
    with pytest.raises(CardCountError, match="10 or 11 cards, not 9"):
        knock_verdict(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S"), 10)


def test_validate_meld_kinds_and_order() -> None:
    assert validate_meld(parse_cards("4H 2H 3H")) == Meld(MeldKind.RUN, parse_cards("2H 3H 4H"))
    assert validate_meld(parse_cards("KC KS KD")).kind is MeldKind.SET
    assert validate_meld(parse_cards("KC KS KD KH")).cards == parse_cards("KS KH KD KC")
    assert str(validate_meld(parse_cards("AS 2S 3S"))) == "AS 2S 3S"


@pytest.mark.parametrize("text", ["QS KS AS", "2H 3H 5H", "2H 3H", "2H 3H 4S", "5S 5H 6S", ""])
def test_validate_meld_refuses_non_melds(text: str) -> None:
    with pytest.raises(InvalidMeldError) as caught:
        validate_meld(parse_cards(text))
    assert "is not a meld" in str(caught.value)


def test_validate_meld_names_a_card_given_twice() -> None:
    card = Card.parse("5H")
    with pytest.raises(DuplicateCardError, match="5H is given twice"):
        validate_meld([card, card, Card.parse("6H")])


def test_check_hand_refusals() -> None:
    ten = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS")
    check_hand(ten)
    check_hand((*ten, Card.parse("JS")))
    with pytest.raises(CardCountError, match="the hand must hold 10 or 11 cards, not 9"):
        check_hand(ten[:9])
    with pytest.raises(CardCountError, match="must hold 10 cards"):
        check_hand((*ten, Card.parse("JS")), sizes=(10,))
    with pytest.raises(DuplicateCardError, match="AS is given twice"):
        check_hand((*ten[:9], ten[0]))
    with pytest.raises(SharedCardError, match="5S cannot be in both hands"):
        check_hand(ten, others=parse_cards("KD 5S"))


def test_solvers_refuse_duplicates_and_oversized_hands() -> None:
    card = Card.parse("9D")
    with pytest.raises(DuplicateCardError, match="9D is given twice"):
        best_arrangement([card, Card.parse("2C"), card])
    with pytest.raises(CardCountError, match="at most 11"):
        best_arrangement(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"))
    with pytest.raises(CardCountError, match="must hold 11 cards, not 10"):
        best_discard(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS"))
