"""The exact meld search on bitmasks: enumerate set choices, price them by table.

Why this is exact: once it is fixed which cards go into sets, the best runs are
forced (every stretch of 3+ consecutive cards left in a suit, see ``meld_tables``).
So the only real choice is, for each rank held three or four times, which of its
cards form a set: none, all four, or one of the 3-card subsets. With at most 11
cards there are at most three such ranks, so at most 72 choices, each priced with
four table look-ups.

Choices that can never win are pruned without changing the result: a card that
lies in no stretch of 3+ in its suit (``run_cover``) cannot be in a run, so
leaving it out of its set only adds its value. Pruned choices are always strictly
worse, so ``all_best_arrangements`` still sees every optimum. (Not so when a card
is to be discarded: ``best_discard`` turns pruning off.)
"""

from __future__ import annotations

from functools import cache

from scorekeeper.rules.cards import DECK
from scorekeeper.rules.meld_tables import (
    SUIT_MASK,
    SUIT_SHIFTS,
    Cards,
    card_tables,
    deadwood_table,
    drop_tables,
    run_cover,
)
from scorekeeper.rules.meld_types import MIN_MELD, Arrangement

_FULL_SET = 4
_SPREAD = sum(1 << shift for shift in SUIT_SHIFTS)
"""Rank 0 of each suit: ``(mask >> rank) & _SPREAD`` gathers one rank's cards."""


def rank_options(cards: list[int], runnable: list[int]) -> tuple[int, ...]:
    """The set choices worth trying for one rank held 3+ times, as removal masks.

    ``cards`` are the rank's cards (as bits), ``runnable`` those that could be in a
    run; a choice that leaves a card outside the set only pays off if that card can
    be in a run. The full set comes first so that, among equal arrangements, the
    solver reports the one with the set.
    """
    full = sum(cards)
    if len(cards) < _FULL_SET:
        return (full, 0) if runnable else (full,)
    options = [full] + [full ^ card for card in runnable]
    if len(runnable) >= 2:
        options.append(0)
    return tuple(options)


@cache
def option_table() -> tuple[dict[int, tuple[int, ...]], ...]:
    """``rank_options`` for every rank, holding and runnable pattern, built once.

    Indexed by rank, then by ``held | runnable << 1``, where both are the rank's
    bits gathered with ``_SPREAD``: computing options per hand was a third of a
    meld-rich solve.
    """
    tables: list[dict[int, tuple[int, ...]]] = []
    for rank in range(SUIT_MASK.bit_length()):
        table: dict[int, tuple[int, ...]] = {}
        for held in range(16):
            if held.bit_count() < MIN_MELD:
                continue
            for runnable in range(16):
                if runnable & ~held:
                    continue
                bits = [1 << (shift + rank) for shift in SUIT_SHIFTS]
                cards = [bit for order, bit in enumerate(bits) if held >> order & 1]
                able = [bit for order, bit in enumerate(bits) if runnable >> order & 1]
                key = _spread(held) | _spread(runnable) << 1
                table[key] = rank_options(cards, able)
        tables.append(table)
    return tuple(tables)


def _spread(pattern: int) -> int:
    """A 4-bit suit pattern placed at rank 0 of each suit (bit ``s`` -> ``13 * s``)."""
    return sum(1 << shift for order, shift in enumerate(SUIT_SHIFTS) if pattern >> order & 1)


def set_choices(mask: int, virtual: int = 0, *, prune: bool = True) -> list[int]:
    """Every set choice to price, each the mask of the cards put into sets.

    ``virtual`` holds cards that are not the player's but extend runs (a knocker's
    runs, for layoffs); they count when deciding which cards could be in a run.
    ``prune=False`` keeps every choice: the best discard needs them, since leaving a
    card out of its set pays off when that card is the one discarded.
    """
    a = mask & SUIT_MASK
    b = (mask >> 13) & SUIT_MASK
    c = (mask >> 26) & SUIT_MASK
    d = mask >> 39
    ranks = (a & b & (c | d)) | (c & d & (a | b))
    if not ranks:
        return [0]
    capable = run_cover(mask | virtual) if prune else -1
    tables = option_table()
    groups: list[tuple[int, ...]] = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        rank = low.bit_length() - 1
        held = (mask >> rank) & _SPREAD
        groups.append(tables[rank][held | ((capable >> rank) & held) << 1])
    # One comprehension for the product (at most three ranks in 11 cards).
    if len(groups) == 1:
        return list(groups[0])
    if len(groups) == 2:
        first, second = groups
        return [x | y for x in first for y in second]
    choices = [0]
    for options in groups:
        choices = [chosen | option for chosen in choices for option in options]
    return choices


def combine(choices: list[int], options: list[int]) -> list[int]:
    """Every combination of ``choices`` with one of ``options`` (disjoint masks)."""
    return [chosen | option for chosen in choices for option in options]


def price(mask: int, choices: list[int], deadwood: tuple[int, ...]) -> list[int]:
    """Deadwood of ``mask`` for each set choice (sets removed, runs by table)."""
    return [
        deadwood[(rest := mask ^ chosen) & SUIT_MASK]
        + deadwood[(rest >> 13) & SUIT_MASK]
        + deadwood[(rest >> 26) & SUIT_MASK]
        + deadwood[rest >> 39]
        for chosen in choices
    ]


def price_with_drop(
    mask: int, choices: list[int], deadwood: tuple[int, ...], gain: tuple[int, ...]
) -> list[int]:
    """Deadwood of ``mask`` minus its best single discard, for each set choice.

    The discard is a card outside the chosen sets (discarding a set card is the
    same as a smaller choice, which is priced too), so per choice it is the best
    gain over the four suits of what is left.
    """
    priced: list[int] = []
    for chosen in choices:
        rest = mask ^ chosen
        a = rest & SUIT_MASK
        b = (rest >> 13) & SUIT_MASK
        c = (rest >> 26) & SUIT_MASK
        d = rest >> 39
        priced.append(
            deadwood[a]
            + deadwood[b]
            + deadwood[c]
            + deadwood[d]
            + min(gain[a], gain[b], gain[c], gain[d])
        )
    return priced


@cache
def set_table() -> tuple[dict[int, Cards], ...]:
    """Per rank, the cards of each set of it, keyed by its suits gathered with ``_SPREAD``."""
    return tuple(
        {
            _spread(held): tuple(
                DECK[shift + rank] for order, shift in enumerate(SUIT_SHIFTS) if held >> order & 1
            )
            for held in range(16)
            if held.bit_count() >= MIN_MELD
        }
        for rank in range(SUIT_MASK.bit_length())
    )


def set_melds(chosen: int) -> tuple[Cards, ...]:
    """The sets of a set choice, by rank, each in suit order."""
    ranks = (
        (chosen & SUIT_MASK)
        | ((chosen >> 13) & SUIT_MASK)
        | ((chosen >> 26) & SUIT_MASK)
        | (chosen >> 39)
    )
    tables = set_table()
    sets: list[Cards] = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        rank = low.bit_length() - 1
        sets.append(tables[rank][(chosen >> rank) & _SPREAD])
    return tuple(sets)


def best_of(mask: int) -> Arrangement:
    """A least-deadwood arrangement of the hand ``mask``.

    Most real hands hold no rank three times; for them there is nothing to choose,
    and this path (no lists, no search) keeps a solve to a few microseconds.
    """
    a = mask & SUIT_MASK
    b = (mask >> 13) & SUIT_MASK
    c = (mask >> 26) & SUIT_MASK
    d = mask >> 39
    if (a & b & (c | d)) | (c & d & (a | b)):
        choices = set_choices(mask)
        priced = price(mask, choices, deadwood_table())
        least = min(priced)
        chosen = choices[priced.index(least)]
        return arrangement(mask ^ chosen, chosen, least)
    deadwood = deadwood_table()
    tables = card_tables()
    runs, unmatched = tables.runs, tables.unmatched
    return Arrangement(
        runs[0][a] + runs[1][b] + runs[2][c] + runs[3][d],
        unmatched[0][a] + unmatched[1][b] + unmatched[2][c] + unmatched[3][d],
        deadwood[a] + deadwood[b] + deadwood[c] + deadwood[d],
    )


def least_deadwood(mask: int) -> int:
    """The least deadwood of the hand ``mask``, without building an arrangement."""
    a = mask & SUIT_MASK
    b = (mask >> 13) & SUIT_MASK
    c = (mask >> 26) & SUIT_MASK
    d = mask >> 39
    deadwood = deadwood_table()
    if (a & b & (c | d)) | (c & d & (a | b)):
        return min(price(mask, set_choices(mask), deadwood))
    return deadwood[a] + deadwood[b] + deadwood[c] + deadwood[d]


def best_drop(mask: int) -> tuple[int, Arrangement]:
    """The best single discard from the hand ``mask``: its bit, and the cards kept.

    Every set choice is priced (no pruning) with its best discard outside the sets;
    the winning suit's drop table names the card.
    """
    deadwood = deadwood_table()
    drops = drop_tables()
    choices = set_choices(mask, prune=False)
    priced = price_with_drop(mask, choices, deadwood, drops.gain)
    least = min(priced)
    chosen = choices[priced.index(least)]
    rest = mask ^ chosen
    suits = [(rest >> shift) & SUIT_MASK for shift in SUIT_SHIFTS]
    gains = [drops.gain[suit] for suit in suits]
    best_suit = gains.index(min(gains))
    dropped = drops.rank_bit[suits[best_suit]] << SUIT_SHIFTS[best_suit]
    return dropped, arrangement(rest ^ dropped, chosen, least)


def arrangement(rest: int, chosen: int, deadwood: int) -> Arrangement:
    """The ``Arrangement`` of sets ``chosen`` and the cards ``rest`` left for runs."""
    tables = card_tables()
    runs, unmatched = tables.runs, tables.unmatched
    a = rest & SUIT_MASK
    b = (rest >> 13) & SUIT_MASK
    c = (rest >> 26) & SUIT_MASK
    d = rest >> 39
    melds = runs[0][a] + runs[1][b] + runs[2][c] + runs[3][d]
    if chosen:
        melds = set_melds(chosen) + melds
    return Arrangement(
        melds, unmatched[0][a] + unmatched[1][b] + unmatched[2][c] + unmatched[3][d], deadwood
    )
