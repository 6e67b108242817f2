"""Per-suit lookup tables and bitmask helpers behind the meld solver.

Why tables: a run lives in one suit, and once the sets are chosen the cards left in
a suit form runs exactly where they make a stretch of three or more consecutive
ranks (taking a whole stretch is never worse than taking part of it, since every
card is worth at least 1). So the run-deadwood of a suit depends only on its
13-bit mask, and 8,192 precomputed entries per question turn the solver's inner
loop into four list look-ups. Tables are built on first use (``functools.cache``),
never at import time, and are immutable tuples.

A hand is an int with bit ``Card.index`` set for each card (suit-major, 13 bits
per suit, ace at the low bit), so suit ``s`` is ``(mask >> 13 * s) & SUIT_MASK``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from scorekeeper.rules.cards import DECK, Card
from scorekeeper.rules.errors import DuplicateCardError

SUIT_WIDTH = 13
"""Bits per suit in a hand mask (one per rank)."""
SUIT_MASK = (1 << SUIT_WIDTH) - 1
"""The 13 rank bits of one suit."""
SUIT_SHIFTS = (0, 13, 26, 39)
"""Shift of each suit's 13 bits inside a 52-bit hand mask, in ``Suit`` order."""
RUN_STARTS = sum(((1 << 11) - 1) << shift for shift in SUIT_SHIFTS)
"""Bits where a run of three may start without leaving its suit (ranks A..J)."""
NO_DROP = 1_000
"""Drop gain of an empty suit: larger than any deadwood, so it is never chosen."""

Cards = tuple[Card, ...]


def run_cover(mask: int) -> int:
    """The bits of ``mask`` inside a stretch of 3+ consecutive ranks of one suit.

    Works on one suit or on a whole hand at once: ``RUN_STARTS`` keeps a stretch
    from wrapping from the king of one suit to the ace of the next.
    """
    starts = mask & (mask >> 1) & (mask >> 2) & RUN_STARTS
    return starts | (starts << 1) | (starts << 2)


def hand_mask(cards: Sequence[Card]) -> int:
    """The bitmask of ``cards``; ``DuplicateCardError`` if a card is given twice.

    Uses ``suit_order`` and ``rank`` directly (one shift, no property call) because
    this runs once per solve and the whole solve costs a few microseconds.
    """
    mask = 0
    for card in cards:
        mask |= 1 << (card.suit_order * SUIT_WIDTH + card.rank)
    mask >>= 1
    if mask.bit_count() != len(cards):
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise DuplicateCardError(card)
            seen.add(card)
    return mask


def mask_cards(mask: int) -> Cards:
    """The cards of ``mask`` in index order (suit, then rank)."""
    cards: list[Card] = []
    while mask:
        low = mask & -mask
        cards.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)


def _rank_value(bit: int) -> int:
    """Deadwood value of the rank at ``bit`` (0 = ace): ace 1, … ten 10, courts 10."""
    return min(bit + 1, 10)


@cache
def value_table() -> tuple[int, ...]:
    """``value_table()[m]``: the summed deadwood value of the ranks in 13-bit ``m``."""
    values = [0] * (1 << SUIT_WIDTH)
    for mask in range(1, 1 << SUIT_WIDTH):
        low = mask & -mask
        values[mask] = values[mask ^ low] + _rank_value(low.bit_length() - 1)
    return tuple(values)


@cache
def deadwood_table() -> tuple[int, ...]:
    """``deadwood_table()[m]``: deadwood of one suit's cards ``m`` once runs are laid.

    Also right for a suit holding a knocker's run as extra (virtual) cards: those sit
    in a stretch of 3+ and so never count.
    """
    values = value_table()
    return tuple(values[mask & ~run_cover(mask)] for mask in range(1 << SUIT_WIDTH))


@dataclass(frozen=True, slots=True)
class DropTables:
    """What discarding one card of a suit can gain, for the 11-card best discard.

    Why: the best discard is the best over set choices of "deadwood of the rest minus
    the most one card of some suit can save", and what a card saves depends only on
    its suit's mask. One look-up per suit replaces eleven full solves.
    """

    gain: tuple[int, ...]
    """``gain[m]``: least deadwood of ``m`` minus one card, minus the deadwood of ``m``
    (``NO_DROP`` for an empty suit)."""
    rank_bit: tuple[int, ...]
    """``rank_bit[m]``: the bit of a card whose discard reaches ``gain[m]``."""


@cache
def drop_tables() -> DropTables:
    """Build the ``DropTables`` (once; about 50k look-ups)."""
    deadwood = deadwood_table()
    gain = [NO_DROP] * (1 << SUIT_WIDTH)
    rank_bit = [0] * (1 << SUIT_WIDTH)
    for mask in range(1, 1 << SUIT_WIDTH):
        best, best_bit, rest = NO_DROP, 0, mask
        while rest:
            high = 1 << (rest.bit_length() - 1)
            rest ^= high
            after = deadwood[mask ^ high]
            if after < best:
                best, best_bit = after, high
        gain[mask] = best - deadwood[mask]
        rank_bit[mask] = best_bit
    return DropTables(tuple(gain), tuple(rank_bit))


@dataclass(frozen=True, slots=True)
class CardTables:
    """Per suit and 13-bit mask, the runs and the unmatched cards as ``Card`` tuples.

    Why: building the result objects is a large share of a solve; with these tables
    it is a few tuple concatenations.
    """

    runs: tuple[tuple[tuple[Cards, ...], ...], ...]
    """``runs[suit][m]``: the maximal runs of ``m``, lowest first."""
    unmatched: tuple[tuple[Cards, ...], ...]
    """``unmatched[suit][m]``: the cards of ``m`` outside runs, lowest first."""


def _run_stretches() -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Per 13-bit mask: its maximal runs as masks (lowest first), and the mask left over.

    The same for every suit, so it is worked out once and the suits only turn
    masks into cards.
    """
    size = 1 << SUIT_WIDTH
    stretches_of: list[tuple[int, ...]] = [()] * size
    rest: list[int] = [0] * size
    for mask in range(size):
        covered = run_cover(mask)
        rest[mask] = mask & ~covered
        stretches: list[int] = []
        while covered:
            low = covered & -covered
            stretch = covered & ~(covered + low)
            stretches.append(stretch)
            covered ^= stretch
        if stretches:
            stretches_of[mask] = tuple(stretches)
    return tuple(stretches_of), tuple(rest)


def _suit_tables(
    shift: int, stretches_of: tuple[tuple[int, ...], ...], rest: tuple[int, ...]
) -> tuple[tuple[tuple[Cards, ...], ...], tuple[Cards, ...]]:
    """Runs and unmatched cards of every 13-bit mask of the suit at ``shift``.

    ``cards_of`` doubles once per rank (the masks with that rank's bit are the
    ones without it plus that card), so the 8k tuples cost one concatenation each.
    """
    cards_of: list[Cards] = [()]
    for bit in range(SUIT_WIDTH):
        card = (DECK[shift + bit],)
        cards_of += [cards + card for cards in cards_of]
    runs = tuple([tuple([cards_of[s] for s in st]) if st else () for st in stretches_of])
    return runs, tuple([cards_of[left] for left in rest])


@cache
def card_tables() -> CardTables:
    """Build the ``CardTables`` (once; about 65k small tuples)."""
    stretches_of, rest = _run_stretches()
    per_suit = [_suit_tables(shift, stretches_of, rest) for shift in SUIT_SHIFTS]
    runs = tuple(suit_runs for suit_runs, _ in per_suit)
    unmatched = tuple(suit_unmatched for _, suit_unmatched in per_suit)
    return CardTables(runs, unmatched)
