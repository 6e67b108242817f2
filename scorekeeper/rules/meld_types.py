"""The referee's value objects and the checks on what players declare.

Results are frozen, slotted dataclasses holding ``Card`` tuples in a canonical
order (cards by index, sets before runs), so two results compare equal exactly
when they say the same thing, and the UI and the command line can show them as
they are. ``validate_meld`` and ``check_hand`` turn bad entries into the specific
``ScorekeeperError`` the UI shows next to the field.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import NamedTuple

from scorekeeper.rules.cards import Card, format_cards
from scorekeeper.rules.errors import (
    CardCountError,
    DuplicateCardError,
    InvalidMeldError,
    SharedCardError,
)

Cards = tuple[Card, ...]

MIN_MELD = 3
"""Fewest cards in a meld (a set of 3 or a run of 3)."""
HAND_AFTER_DISCARD = 10
"""Cards in a hand after the discard: what deadwood and knocks are judged on."""
HAND_BEFORE_DISCARD = 11
"""Cards in a hand after the draw, before the discard."""


class MeldKind(enum.Enum):
    """The two kinds of meld of docs/RULES.md."""

    SET = "set"
    """3 or 4 cards of one rank."""
    RUN = "run"
    """3 or more consecutive cards of one suit, ace low."""


@dataclass(frozen=True, slots=True)
class Meld:
    """A checked meld, e.g. one a knocker declares."""

    kind: MeldKind
    """Set or run: decides what can be laid off on it."""
    cards: Cards
    """The cards in index order (a run from its lowest rank up)."""

    def __str__(self) -> str:
        return format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A way of laying out a hand: its melds and the deadwood left over."""

    melds: tuple[Cards, ...]
    """Sets by rank, then runs by suit and rank; runs that touch are one run,
    since splitting a run changes neither deadwood nor what can be laid off."""
    unmatched: Cards
    """The cards outside every meld, in index order."""
    deadwood: int
    """Sum of the values of ``unmatched``."""


@dataclass(frozen=True, slots=True)
class DiscardResult:
    """The best discard from 11 cards and how the remaining 10 are laid out."""

    discard: Card
    """A card whose discard leaves the least deadwood (ties: the solver's first)."""
    arrangement: Arrangement
    """The best arrangement of the 10 cards kept."""

    @property
    def deadwood(self) -> int:
        """Deadwood of the 10 cards kept, the figure a knock is judged on."""
        return self.arrangement.deadwood


@dataclass(frozen=True, slots=True)
class KnockVerdict:
    """Whether a hand may knock, and with what deadwood.

    With 11 cards the verdict is for the hand after its best discard, because the
    rules judge a knock after discarding.
    """

    deadwood: int
    """Least deadwood of the (kept) 10 cards."""
    can_knock: bool
    """``deadwood`` is within the knock limit."""
    is_gin: bool
    """``deadwood`` is 0 (a knock with 0 deadwood is scored as gin)."""
    arrangement: Arrangement
    """A best arrangement of the kept cards: what the knocker lays down."""
    discard: Card | None
    """The best discard when 11 cards were given, else ``None``."""


class Layoff(NamedTuple):
    """One card laid off on a knocker's meld.

    A named tuple so that it unpacks as ``(card, onto)``, the pair docs/RULES.md talks of.
    """

    card: Card
    """The opponent's card."""
    onto: int
    """Index of the knocker's meld it goes on, in the order the melds were given."""


@dataclass(frozen=True, slots=True)
class LayoffResult:
    """How the opponent of a knocker best lays out: own melds plus layoffs."""

    knocker_melds: tuple[Meld, ...]
    """The knocker's declared melds, checked, in the order given."""
    melds: tuple[Cards, ...]
    """The opponent's own melds (same canonical order as ``Arrangement.melds``)."""
    layoffs: tuple[Layoff, ...]
    """Cards laid off, by the meld they go on (in declared order), each chain from the
    meld outward, so they can be played in this order."""
    unmatched: Cards
    """The opponent's cards neither melded nor laid off, in index order."""
    deadwood: int
    """Sum of the values of ``unmatched``: the opponent's deadwood for scoring."""


def validate_meld(cards: Sequence[Card]) -> Meld:
    """Check that ``cards`` form one meld; ``InvalidMeldError`` names them if not.

    A card twice raises ``DuplicateCardError``, which says more than "not a meld".
    """
    ordered = tuple(sorted(cards, key=lambda card: card.index))
    for first, second in pairwise(ordered):
        if first == second:
            raise DuplicateCardError(first)
    if len(ordered) >= MIN_MELD:
        if len({card.rank for card in ordered}) == 1:
            return Meld(MeldKind.SET, ordered)
        same_suit = len({card.suit_order for card in ordered}) == 1
        span = ordered[-1].index - ordered[0].index
        if same_suit and span == len(ordered) - 1:
            return Meld(MeldKind.RUN, ordered)
    raise InvalidMeldError(cards=format_cards(cards))


def check_hand(
    cards: Sequence[Card],
    *,
    sizes: Collection[int] = (HAND_AFTER_DISCARD, HAND_BEFORE_DISCARD),
    who: str = "the hand",
    others: Iterable[Card] = (),
) -> None:
    """Refuse a hand the referee cannot judge.

    The size must be one of ``sizes`` (10 after the discard, 11 before), no card
    may be given twice, and no card may also be in ``others`` (another player's
    cards or declared melds), since each physical card exists once.
    """
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise DuplicateCardError(card)
        seen.add(card)
    if len(cards) not in sizes:
        expected = " or ".join(str(size) for size in sorted(sizes))
        raise CardCountError(who=who, expected=expected, count=len(cards))
    for card in others:
        if card in seen:
            raise SharedCardError(card=card)
