"""Hand generators for the referee tests and the benchmark.

Uniform random hands rarely hold a meld, so they exercise the fast path only.
The meld-rich generators draw from a narrow band of ranks (sets and runs
everywhere, cards usable both ways) or from one or two suits (long runs, runs of
6+, ace-low and king-high ends), which is where a solver goes wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from hypothesis import strategies as st

from scorekeeper.rules.cards import DECK, Card

Generator = Callable[[random.Random, int], list[Card]]


def uniform(rng: random.Random, size: int) -> list[Card]:
    """Any ``size`` cards of the deck."""
    return rng.sample(DECK, size)


def rank_band(rng: random.Random, size: int) -> list[Card]:
    """``size`` cards from 3 to 5 consecutive ranks in all suits (set- and run-rich)."""
    width = rng.randint(3, 5)
    low = rng.randint(1, 14 - width)
    pool = [card for card in DECK if low <= int(card.rank) < low + width]
    return rng.sample(pool, size)


def few_suits(rng: random.Random, size: int) -> list[Card]:
    """``size`` cards from one or two suits (long runs, ace-low and king-high ends)."""
    suits = rng.sample(range(4), rng.randint(1, 2))
    pool = [card for card in DECK if card.suit_order in suits]
    return rng.sample(pool, size)


def band_and_suit(rng: random.Random, size: int) -> list[Card]:
    """Half from a band of ranks, half from one suit: sets crossing runs."""
    half = size // 2
    first = rank_band(rng, half)
    suit = rng.randrange(4)
    pool = [card for card in DECK if card.suit_order == suit and card not in first]
    second = rng.sample(pool, min(size - half, len(pool)))
    rest = [card for card in DECK if card not in first and card not in second]
    return first + second + rng.sample(rest, size - len(first) - len(second))


MELD_RICH: tuple[Generator, ...] = (rank_band, few_suits, band_and_suit)


def meld_rich(rng: random.Random, size: int) -> list[Card]:
    """A hand from one of the meld-rich generators, chosen at random."""
    return rng.choice(MELD_RICH)(rng, size)


def random_meld(rng: random.Random, free: set[Card]) -> list[Card] | None:
    """A random set or run made only of ``free`` cards, or ``None`` if this try fails."""
    if rng.random() < 0.5:
        rank = rng.randint(1, 13)
        cards = [card for card in free if int(card.rank) == rank]
        size = rng.choice((3, 3, 4))
        return rng.sample(cards, size) if len(cards) >= size else None
    suit = rng.randrange(4)
    length = rng.choice((3, 3, 4, 5, 6))
    low = rng.randint(1, 14 - length)
    cards = [
        card for card in free if card.suit_order == suit and low <= int(card.rank) < low + length
    ]
    return cards if len(cards) == length else None


def layoff_case(rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Knocker melds (1-3, at most 10 cards) and a 10-card opponent hand near them.

    The opponent's cards come mostly from the ranks and suits around the knocker's
    melds, so that layoffs, chains and the meld-or-layoff choice actually occur.
    """
    free = set(DECK)
    melds: list[list[Card]] = []
    wanted = rng.randint(1, 3)
    while not melds or (len(melds) < wanted and sum(map(len, melds)) <= 7):
        meld = random_meld(rng, free)
        if meld is not None and sum(map(len, melds)) + len(meld) <= 10:
            melds.append(meld)
            free -= set(meld)
    near = sorted(
        {
            card
            for card in free
            for meld in melds
            for other in meld
            if (card.suit == other.suit and abs(card.rank - other.rank) <= 3)
            or abs(card.rank - other.rank) <= 1
        },
        key=lambda card: card.index,
    )
    take = min(len(near), rng.randint(4, 10))
    hand = rng.sample(near, take)
    rest = sorted(free - set(hand), key=lambda card: card.index)
    hand += rng.sample(rest, 10 - take)
    return melds, hand


def hand_strategy(size: int) -> st.SearchStrategy[list[Card]]:
    """Hypothesis hands of ``size`` cards, from the whole deck or a meld-rich pool."""
    pools: Sequence[st.SearchStrategy[list[Card]]] = (
        st.just(list(DECK)),
        st.integers(1, 10).map(
            lambda low: [card for card in DECK if low <= int(card.rank) < low + 4]
        ),
        st.lists(st.integers(0, 3), min_size=1, max_size=2, unique=True).map(
            lambda suits: [card for card in DECK if card.suit_order in suits]
        ),
    )
    return st.one_of(*pools).flatmap(
        lambda pool: st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True)
    )
