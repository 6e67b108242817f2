"""The opponent's side of a knock: own melds and layoffs, chosen together.

Why jointly: a card the opponent could lay off might serve better in their own
meld, and the reverse, so the two are one optimisation (docs/RULES.md: the opponent
lays off unmatched cards and lays out their own melds, to least deadwood).

How: the knocker's declared runs are added to the opponent's suits as *virtual*
cards. Any opponent card in a stretch of 3+ consecutive cards that touches a
virtual run can be laid off on it, card by card from the run outward (a chain such
as 5H then 6H onto 2H 3H 4H), and the deadwood tables already price that: virtual
cards always sit in a stretch of 3+. The fourth card of a declared 3-card set is
one more yes/no choice (lay it off, or keep it for a run), enumerated like a set.
The search then is the same exact one as for a plain hand (``meld_search``).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.rules.cards import DECK, Card
from scorekeeper.rules.errors import CardCountError, DuplicateCardError, SharedCardError
from scorekeeper.rules.meld_search import combine, set_choices, set_melds
from scorekeeper.rules.meld_tables import (
    SUIT_MASK,
    SUIT_SHIFTS,
    SUIT_WIDTH,
    Cards,
    deadwood_table,
    hand_mask,
    mask_cards,
    run_cover,
)
from scorekeeper.rules.meld_types import (
    HAND_BEFORE_DISCARD,
    MIN_MELD,
    Layoff,
    LayoffResult,
    Meld,
    MeldKind,
    validate_meld,
)

_TOP_RANK_BIT = SUIT_WIDTH - 1


def declared_melds(knocker_melds: Sequence[Sequence[Card]]) -> tuple[tuple[Meld, ...], int]:
    """Check the knocker's declared melds; return them and the mask of their cards.

    Each must be a meld and no card may be in two of them.
    """
    melds = tuple(validate_meld(cards) for cards in knocker_melds)
    mask = 0
    for meld in melds:
        for card in meld.cards:
            bit = 1 << card.index
            if mask & bit:
                raise DuplicateCardError(card)
            mask |= bit
    return melds, mask


def lay_off(
    knocker_melds: Sequence[Sequence[Card]],
    opponent_cards: Sequence[Card],
    allow_layoffs: bool = True,
) -> LayoffResult:
    """The opponent's least deadwood against a knocker's declared melds.

    ``allow_layoffs`` is false where the rules forbid laying off (gin in ``box``);
    the opponent then only lays out their own melds.
    """
    melds, declared = declared_melds(knocker_melds)
    if len(opponent_cards) > HAND_BEFORE_DISCARD:
        raise CardCountError(
            who="the opponent's hand",
            expected=f"at most {HAND_BEFORE_DISCARD}",
            count=len(opponent_cards),
        )
    mask = hand_mask(opponent_cards)
    if mask & declared:
        shared = mask & declared
        raise SharedCardError(card=DECK[(shared & -shared).bit_length() - 1])
    virtual, owners, fourths = _targets(melds, mask) if allow_layoffs else (0, {}, {})
    choices = set_choices(mask, virtual)
    for bit in fourths:
        choices = combine(choices, [bit, 0])
    priced = _price(mask, choices, virtual)
    least = min(priced)
    chosen = choices[priced.index(least)]
    fourth_bits = sum(fourths)
    layoffs = [Layoff(DECK[bit.bit_length() - 1], fourths[bit]) for bit in fourths if chosen & bit]
    runs: list[Cards] = []
    unmatched: list[Card] = []
    rest = mask ^ chosen
    for shift in SUIT_SHIFTS:
        _lay_out_suit(
            (rest >> shift) & SUIT_MASK,
            (virtual >> shift) & SUIT_MASK,
            shift,
            owners,
            (runs, layoffs, unmatched),
        )
    return LayoffResult(
        knocker_melds=melds,
        melds=set_melds(chosen & ~fourth_bits) + tuple(runs),
        layoffs=tuple(sorted(layoffs, key=lambda layoff: layoff.onto)),
        unmatched=tuple(unmatched),
        deadwood=least,
    )


def _targets(melds: tuple[Meld, ...], mask: int) -> tuple[int, dict[int, int], dict[int, int]]:
    """What the opponent may lay off on: virtual run cards, and 4th cards of sets.

    Returns the virtual mask, the owning meld of each virtual card (by index), and
    for each 4th card the opponent holds, its bit and the set's meld index.
    """
    virtual = 0
    owners: dict[int, int] = {}
    fourths: dict[int, int] = {}
    for number, meld in enumerate(melds):
        if meld.kind is MeldKind.RUN:
            for card in meld.cards:
                virtual |= 1 << card.index
                owners[card.index] = number
        elif len(meld.cards) == MIN_MELD:
            rank_bit = 1 << (int(meld.cards[0].rank) - 1)
            held = {card.suit_order for card in meld.cards}
            for order, shift in enumerate(SUIT_SHIFTS):
                if order not in held and mask & (rank_bit << shift):
                    fourths[rank_bit << shift] = number
    return virtual, owners, fourths


def _price(mask: int, choices: list[int], virtual: int) -> list[int]:
    """Deadwood of the opponent for each choice, the knocker's runs added virtually."""
    deadwood = deadwood_table()
    v0, v1, v2, v3 = ((virtual >> shift) & SUIT_MASK for shift in SUIT_SHIFTS)
    return [
        deadwood[((rest := mask ^ chosen) & SUIT_MASK) | v0]
        + deadwood[((rest >> 13) & SUIT_MASK) | v1]
        + deadwood[((rest >> 26) & SUIT_MASK) | v2]
        + deadwood[(rest >> 39) | v3]
        for chosen in choices
    ]


def _lay_out_suit(
    own: int,
    virtual: int,
    shift: int,
    owners: dict[int, int],
    out: tuple[list[Cards], list[Layoff], list[Card]],
) -> None:
    """Split one suit's remaining cards into own runs, layoffs and unmatched cards.

    Each block of consecutive opponent cards inside a stretch of 3+ is an own run
    when it is 3+ long (own melds first), otherwise it touches a knocker's run and
    is laid off on it, nearest card first so the chain can be played.
    """
    runs, layoffs, unmatched = out
    covered = own & run_cover(own | virtual)
    unmatched.extend(mask_cards((own & ~covered) << shift))
    while covered:
        low = covered & -covered
        block = covered & ~(covered + low)
        covered ^= block
        cards = mask_cards(block << shift)
        if len(cards) >= MIN_MELD:
            runs.append(cards)
            continue
        above = block.bit_length()
        if above <= _TOP_RANK_BIT and virtual & (1 << above):
            onto = owners[shift + above]
            layoffs.extend(Layoff(card, onto) for card in reversed(cards))
        else:
            onto = owners[shift + low.bit_length() - 2]
            layoffs.extend(Layoff(card, onto) for card in cards)
