"""The card-level referee: exact best melds, deadwood, best discard, knock verdicts.

This is the public face of the solver; ``meld_search`` and ``meld_tables`` hold
the bitmask machinery, ``layoffs`` the opponent's side of a knock. Everything is
exact (checked against a brute-force oracle in ``tests/referee``) and pure, so the
UI can call it on every tap: a 10-card hand takes a few microseconds.

Why exactness matters here: the referee settles disputes, and the greedy shortcuts
players use (take the longest run, drop the highest loose card) are sometimes
wrong, e.g. when one card could be in a set or a run, or when the best discard
from 11 cards breaks a meld.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.rules.cards import DECK, Card
from scorekeeper.rules.errors import CardCountError
from scorekeeper.rules.layoffs import lay_off
from scorekeeper.rules.meld_search import (
    arrangement,
    best_drop,
    best_of,
    least_deadwood,
    price,
    set_choices,
)
from scorekeeper.rules.meld_tables import deadwood_table, hand_mask
from scorekeeper.rules.meld_types import (
    HAND_AFTER_DISCARD,
    HAND_BEFORE_DISCARD,
    Arrangement,
    DiscardResult,
    KnockVerdict,
    Layoff,
    LayoffResult,
    Meld,
    MeldKind,
    check_hand,
    validate_meld,
)

__all__ = [
    "Arrangement",
    "DiscardResult",
    "KnockVerdict",
    "Layoff",
    "LayoffResult",
    "Meld",
    "MeldKind",
    "all_best_arrangements",
    "best_arrangement",
    "best_discard",
    "check_hand",
    "deadwood",
    "knock_verdict",
    "lay_off",
    "mask_verdict",
    "validate_meld",
]


def _mask(cards: Sequence[Card]) -> int:
    """The hand's bitmask, refusing duplicates and more than 11 cards.

    The limit keeps the set enumeration small (at most three ranks held 3+ times);
    no player ever holds more than 11 cards.
    """
    if len(cards) > HAND_BEFORE_DISCARD:
        raise CardCountError(
            who="a hand", expected=f"at most {HAND_BEFORE_DISCARD}", count=len(cards)
        )
    return hand_mask(cards)


def deadwood(cards: Sequence[Card]) -> int:
    """Least deadwood of ``cards``: ``best_arrangement(cards).deadwood``, cheaper."""
    return least_deadwood(_mask(cards))


def best_arrangement(cards: Sequence[Card]) -> Arrangement:
    """A least-deadwood arrangement of ``cards`` (0 to 11 of them).

    Among equally good arrangements this returns the first the search finds, which
    prefers full sets; ``all_best_arrangements`` lists them all.
    """
    return best_of(_mask(cards))


def all_best_arrangements(cards: Sequence[Card]) -> tuple[Arrangement, ...]:
    """Every least-deadwood arrangement of ``cards``, each a different set of melds.

    The knocker chooses which one to declare, and the choice matters for what the
    opponent can lay off. Runs that touch count as one run (splitting them changes
    nothing), so these are the arrangements that differ in substance.
    """
    mask = _mask(cards)
    choices = set_choices(mask)
    priced = price(mask, choices, deadwood_table())
    least = min(priced)
    return tuple(
        arrangement(mask ^ chosen, chosen, least)
        for chosen, value in zip(choices, priced, strict=True)
        if value == least
    )


def best_discard(cards: Sequence[Card]) -> DiscardResult:
    """The discard from 11 cards that leaves the least deadwood, and the 10 kept.

    Exact: it is not "drop the highest unmatched card of the best 11-card
    arrangement", which is sometimes worse (a discard may break a meld that the
    11-card arrangement needed, and come out ahead).
    """
    if len(cards) != HAND_BEFORE_DISCARD:
        raise CardCountError(who="the hand", expected=HAND_BEFORE_DISCARD, count=len(cards))
    dropped, kept = best_drop(hand_mask(cards))
    return DiscardResult(DECK[dropped.bit_length() - 1], kept)


def knock_verdict(cards: Sequence[Card], knock_limit: int) -> KnockVerdict:
    """May this hand knock under ``knock_limit``, and is it gin?

    ``cards`` is the hand after the discard (10) or before it (11); with 11 the
    verdict is for the best discard, since a player knocks by discarding.
    """
    check_hand(cards)
    return mask_verdict(hand_mask(cards), knock_limit)


def mask_verdict(mask: int, knock_limit: int) -> KnockVerdict:
    """``knock_verdict`` of a hand already checked, given as its bitmask (10 or 11 cards).

    For a caller that checked the hand and has its mask anyway (``parse_hand``):
    the stream of ``melds --jsonl`` judges many thousand hands, and the checks and
    the mask cost as much as the search itself.
    """
    if mask.bit_count() == HAND_AFTER_DISCARD:
        kept, discard = best_of(mask), None
    else:
        dropped, kept = best_drop(mask)
        discard = DECK[dropped.bit_length() - 1]
    return KnockVerdict(
        deadwood=kept.deadwood,
        can_knock=kept.deadwood <= knock_limit,
        is_gin=kept.deadwood == 0,
        arrangement=kept,
        discard=discard,
    )
