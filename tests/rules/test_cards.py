"""Card notation: every accepted spelling, canonical output, and clear refusals."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules.cards import DECK, Card, Rank, Suit, format_cards, parse_cards
from scorekeeper.rules.errors import DuplicateCardError, InvalidCardError


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("TD", Rank.TEN, Suit.DIAMONDS),
        ("10♦", Rank.TEN, Suit.DIAMONDS),
        ("10d", Rank.TEN, Suit.DIAMONDS),
        ("AS", Rank.ACE, Suit.SPADES),
        ("as", Rank.ACE, Suit.SPADES),
        ("K♣", Rank.KING, Suit.CLUBS),
        ("q♥", Rank.QUEEN, Suit.HEARTS),
        (" 7h ", Rank.SEVEN, Suit.HEARTS),
        ("J♠\ufe0f", Rank.JACK, Suit.SPADES),
    ],
)
def test_parse_accepts_every_documented_spelling(text: str, rank: Rank, suit: Suit) -> None:
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)


@pytest.mark.parametrize("text", ["", "1S", "11H", "TX", "ZZ", "S", "10", "AAS", "♠A"])
def test_parse_refuses_what_is_not_a_card_and_quotes_it(text: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        Card.parse(text)
    assert f"'{text}' is not a card" in str(info.value)


def test_values_are_ace_one_faces_ten() -> None:
    assert [Card.parse(t).value for t in ["AS", "2S", "9S", "TS", "JS", "QS", "KS"]] == [
        1,
        2,
        9,
        10,
        10,
        10,
        10,
    ]


def test_deck_has_52_distinct_cards_with_dense_indexes() -> None:
    assert len(set(DECK)) == 52
    assert [c.index for c in DECK] == list(range(52))
    assert all(Card.from_index(c.index) == c for c in DECK)


@given(st.lists(st.sampled_from(DECK), unique=True, max_size=11))
def test_format_then_parse_round_trips(cards: list[Card]) -> None:
    assert parse_cards(format_cards(cards)) == tuple(cards)


def test_parse_cards_refuses_a_card_twice() -> None:
    with pytest.raises(DuplicateCardError, match="TD is given twice"):
        parse_cards("TD 2S 10♦")


def test_parse_cards_takes_lists_and_commas() -> None:
    assert parse_cards(["AS", "2h"]) == parse_cards("AS, 2H")
