"""The solver against the brute-force oracle on tens of thousands of seeded hands.

Seeded (not Hypothesis) so that the volume is large yet the run stays fast and a
failure names its seed. Together these check about 24,000 ten-card hands (every
best arrangement, not just the deadwood), 12,000 eleven-card discards, 3,000
layoff situations (with and without layoffs allowed) and 2,400 small hands;
most are meld-rich. The oracle is independent of the solver (see ``oracle``).
"""

from __future__ import annotations

import random

import pytest

from scorekeeper.rules.cards import Card
from scorekeeper.rules.melds import (
    all_best_arrangements,
    best_arrangement,
    best_discard,
    deadwood,
    knock_verdict,
    lay_off,
)

from . import hands
from .checks import check_arrangement, check_layoffs
from .oracle import best_discards, best_layoff_deadwood, best_layouts

CHUNKS = 12


def describe(cards: list[Card]) -> str:
    return " ".join(str(card) for card in cards)


@pytest.mark.parametrize("seed", range(CHUNKS))
def test_ten_card_hands(seed: int) -> None:
    """All best arrangements equal the oracle's, as sets of melds."""
    rng = random.Random(1000 + seed)
    for number in range(2_000):
        generate = hands.uniform if number % 3 == 0 else hands.meld_rich
        cards = generate(rng, 10)
        least, layouts = best_layouts(cards)
        arrangements = all_best_arrangements(cards)
        found = [frozenset(frozenset(meld) for meld in a.melds) for a in arrangements]
        assert set(found) == layouts and len(found) == len(layouts), describe(cards)
        assert {a.deadwood for a in arrangements} == {least}, describe(cards)
        for one in arrangements:
            check_arrangement(cards, one)
        assert best_arrangement(cards) in arrangements
        assert deadwood(cards) == least


@pytest.mark.parametrize("seed", range(CHUNKS))
def test_eleven_card_discards(seed: int) -> None:
    """Least deadwood after the discard equals the oracle's; the discard is one of its."""
    rng = random.Random(2000 + seed)
    for number in range(1_000):
        generate = hands.uniform if number % 3 == 0 else hands.meld_rich
        cards = generate(rng, 11)
        least, discards = best_discards(cards)
        result = best_discard(cards)
        assert result.deadwood == least, describe(cards)
        assert result.discard in discards, describe(cards)
        check_arrangement([card for card in cards if card != result.discard], result.arrangement)
        verdict = knock_verdict(cards, 10)
        assert (verdict.deadwood, verdict.is_gin, verdict.can_knock) == (
            least,
            least == 0,
            least <= 10,
        )


@pytest.mark.parametrize("seed", range(CHUNKS))
def test_layoffs(seed: int) -> None:
    """The opponent's deadwood with and without layoffs equals the oracle's."""
    rng = random.Random(3000 + seed)
    for _ in range(250):
        melds, cards = hands.layoff_case(rng)
        for allowed in (True, False):
            result = lay_off(melds, cards, allow_layoffs=allowed)
            expected = best_layoff_deadwood(melds, cards, allow_layoffs=allowed)
            assert result.deadwood == expected, (melds, describe(cards), allowed)
            check_layoffs(melds, cards, result)
            assert allowed or not result.layoffs


@pytest.mark.parametrize("size", range(10))
def test_small_hands(size: int) -> None:
    """Any size up to 11 works; here 0 to 9 cards."""
    rng = random.Random(4000 + size)
    for number in range(240):
        generate = hands.uniform if number % 2 else hands.meld_rich
        cards = generate(rng, size)
        least, layouts = best_layouts(cards)
        arrangements = all_best_arrangements(cards)
        assert {frozenset(frozenset(m) for m in a.melds) for a in arrangements} == layouts
        assert best_arrangement(cards).deadwood == least
