"""A brute-force referee: slow, plainly right, and independent of the solver.

It shares nothing with ``scorekeeper.rules.meld_*`` but the ``Card`` type. It
lists every meld in a hand, then every combination of pairwise disjoint melds
(a *packing*), and takes the least deadwood; for 11 cards it tries every discard;
for layoffs it tries every own packing and then every sequence of single layoffs.
The fast solver must agree with it on every hand the tests throw at both.

Inside, a hand's cards are numbered by position and a meld or packing is an int
with one bit per position; that is only to keep the brute force affordable.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

from scorekeeper.rules.cards import Card

Meld = frozenset[Card]


def value(cards: Sequence[Card] | frozenset[Card]) -> int:
    """Sum of deadwood values (ace 1, two to ten face value, courts 10)."""
    return sum(min(int(card.rank), 10) for card in cards)


def is_meld(cards: Sequence[Card] | frozenset[Card]) -> bool:
    """Set of 3-4 of one rank, or 3+ consecutive of one suit (ace low)."""
    cards = list(cards)
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return False
    if len({card.rank for card in cards}) == 1:
        return True
    ranks = sorted(int(card.rank) for card in cards)
    same_suit = len({card.suit for card in cards}) == 1
    return same_suit and ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def all_melds(cards: Sequence[Card]) -> list[Meld]:
    """Every meld that can be made from ``cards``.

    Sets: every 3- and 4-subset of the cards of one rank. Runs: every stretch of
    3+ ranks in a suit whose cards are all held.
    """
    melds: list[Meld] = []
    by_rank: dict[int, list[Card]] = {}
    held = {(card.suit_order, int(card.rank)): card for card in cards}
    for card in cards:
        by_rank.setdefault(int(card.rank), []).append(card)
    for group in by_rank.values():
        for size in (3, 4):
            melds.extend(frozenset(combo) for combo in combinations(group, size))
    for suit in range(4):
        for low in range(1, 12):
            for high in range(low + 2, 14):
                stretch = [held.get((suit, rank)) for rank in range(low, high + 1)]
                if any(card is None for card in stretch):
                    break
                melds.append(frozenset(card for card in stretch if card is not None))
    return melds


def packings(cards: Sequence[Card]) -> list[tuple[int, tuple[Meld, ...]]]:
    """Every packing of disjoint melds (the empty one included) with its card bits."""
    position = {card: number for number, card in enumerate(cards)}
    melds = [(sum(1 << position[card] for card in meld), meld) for meld in all_melds(cards)]
    found: list[tuple[int, tuple[Meld, ...]]] = []

    def extend(start: int, used: int, chosen: tuple[Meld, ...]) -> None:
        found.append((used, chosen))
        for number in range(start, len(melds)):
            bits, meld = melds[number]
            if not bits & used:
                extend(number + 1, used | bits, (*chosen, meld))

    extend(0, 0, ())
    return found


def _left_value(cards: Sequence[Card], used: int) -> int:
    return value([card for number, card in enumerate(cards) if not used >> number & 1])


def best_deadwood(cards: Sequence[Card]) -> int:
    """Least deadwood over every packing."""
    return min(_left_value(cards, used) for used, _ in packings(cards))


def canonical(packing: tuple[Meld, ...]) -> frozenset[Meld]:
    """The packing with touching runs of one suit merged, as a set of melds.

    Splitting a run (2-7H as 2-4H + 5-7H) is the same layout in substance.
    """
    sets = [meld for meld in packing if len({card.rank for card in meld}) == 1]
    runs = sorted(
        (meld for meld in packing if len({card.rank for card in meld}) > 1),
        key=lambda meld: min(card.index for card in meld),
    )
    merged: list[set[Card]] = []
    for run in runs:
        low = min(run, key=lambda card: card.index)
        if (
            merged
            and max(card.index for card in merged[-1]) + 1 == low.index
            and next(iter(merged[-1])).suit == low.suit
        ):
            merged[-1] |= run
        else:
            merged.append(set(run))
    return frozenset([*sets, *(frozenset(run) for run in merged)])


def best_layouts(cards: Sequence[Card]) -> tuple[int, set[frozenset[Meld]]]:
    """Least deadwood and every distinct (canonical) packing that reaches it."""
    scored = [(_left_value(cards, used), packing) for used, packing in packings(cards)]
    least = min(score for score, _ in scored)
    return least, {canonical(packing) for score, packing in scored if score == least}


def best_discards(cards: Sequence[Card]) -> tuple[int, set[Card]]:
    """Least deadwood after one discard from 11 cards, and every discard reaching it.

    For each discard, the packings of the other 10 cards are exactly the packings
    of all 11 that do not use it, so one enumeration serves all eleven discards.
    """
    every = packings(cards)
    results: dict[Card, int] = {}
    for number, card in enumerate(cards):
        results[card] = min(
            _left_value(cards, used | 1 << number) for used, _ in every if not used >> number & 1
        )
    least = min(results.values())
    return least, {card for card, score in results.items() if score == least}


def least_after_layoffs(knocker_melds: Sequence[Sequence[Card]], remaining: Sequence[Card]) -> int:
    """Least deadwood of ``remaining`` over every sequence of layoffs, by search."""

    @cache
    def search(left: frozenset[Card], melds: tuple[frozenset[Card], ...]) -> int:
        best = value(left)
        for card in left:
            for number, meld in enumerate(melds):
                if is_meld(meld | {card}):
                    grown = (*melds[:number], meld | {card}, *melds[number + 1 :])
                    best = min(best, search(left - {card}, grown))
        return best

    return search(frozenset(remaining), tuple(frozenset(m) for m in knocker_melds))


def best_layoff_deadwood(
    knocker_melds: Sequence[Sequence[Card]], cards: Sequence[Card], allow_layoffs: bool = True
) -> int:
    """The opponent's least deadwood: every own packing, then every layoff sequence."""
    best = value(cards)
    for used, _ in packings(cards):
        rest = [card for number, card in enumerate(cards) if not used >> number & 1]
        score = least_after_layoffs(knocker_melds, rest) if allow_layoffs else value(rest)
        best = min(best, score)
    return best
