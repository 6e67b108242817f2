"""Hypothesis: the solver against the oracle, and invariants, on generated hands.

Hypothesis shrinks a failure to a small hand, which the seeded sweeps cannot.
Strategies draw from the whole deck or from meld-rich pools (a band of four ranks,
or one or two suits).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.cards import Card
from scorekeeper.rules.melds import (
    all_best_arrangements,
    best_arrangement,
    best_discard,
    knock_verdict,
    lay_off,
)

from .checks import check_arrangement, check_layoffs
from .hands import hand_strategy, layoff_case
from .oracle import best_discards, best_layoff_deadwood, best_layouts


@settings(max_examples=400, deadline=None)
@given(hand_strategy(10))
def test_arrangement_matches_oracle(cards: list[Card]) -> None:
    least, layouts = best_layouts(cards)
    result = best_arrangement(cards)
    assert result.deadwood == least
    check_arrangement(cards, result)
    assert {
        frozenset(frozenset(m) for m in a.melds) for a in all_best_arrangements(cards)
    } == layouts


@settings(max_examples=300, deadline=None)
@given(hand_strategy(11))
def test_discard_matches_oracle(cards: list[Card]) -> None:
    least, discards = best_discards(cards)
    result = best_discard(cards)
    assert result.deadwood == least
    assert result.discard in discards


@settings(max_examples=200, deadline=None)
@given(hand_strategy(10), st.randoms(use_true_random=False))
def test_card_order_does_not_matter(cards: list[Card], rng: random.Random) -> None:
    shuffled = list(cards)
    rng.shuffle(shuffled)
    assert best_arrangement(shuffled) == best_arrangement(cards)
    assert all_best_arrangements(shuffled) == all_best_arrangements(cards)


@settings(max_examples=200, deadline=None)
@given(hand_strategy(11), st.integers(0, 30))
def test_eleven_card_verdict_is_the_best_ten(cards: list[Card], limit: int) -> None:
    verdict = knock_verdict(cards, limit)
    tens = [best_arrangement([c for c in cards if c != out]).deadwood for out in cards]
    assert verdict.deadwood == min(tens)
    assert verdict.can_knock == (min(tens) <= limit)


@settings(max_examples=250, deadline=None)
@given(st.randoms(use_true_random=False))
def test_layoffs_match_oracle(rng: random.Random) -> None:
    melds, cards = layoff_case(rng)
    result = lay_off(melds, cards)
    assert result.deadwood == best_layoff_deadwood(melds, cards)
    check_layoffs(melds, cards, result)
    assert result.deadwood <= lay_off(melds, cards, allow_layoffs=False).deadwood
