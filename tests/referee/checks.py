"""Structural checks on the solver's results, shared by the tests.

Agreeing with the oracle on the deadwood is not enough: the melds must really be
melds, every card must be accounted for exactly once, and layoffs must be
playable in the order given.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.rules.cards import Card
from scorekeeper.rules.melds import Arrangement, LayoffResult

from .oracle import is_meld, value


def check_arrangement(cards: Sequence[Card], result: Arrangement) -> None:
    """``result`` is a legal, canonical layout of exactly ``cards``."""
    laid = [card for meld in result.melds for card in meld]
    assert sorted(laid + list(result.unmatched)) == sorted(cards)
    assert len(set(laid)) == len(laid)
    for meld in result.melds:
        assert is_meld(meld), meld
    assert list(result.unmatched) == sorted(result.unmatched, key=lambda card: card.index)
    assert result.deadwood == value(result.unmatched)
    runs = [meld for meld in result.melds if len({card.rank for card in meld}) > 1]
    ends = {(run[-1].suit, int(run[-1].rank)) for run in runs}
    for run in runs:
        assert (run[0].suit, int(run[0].rank) - 1) not in ends, "touching runs not merged"


def check_layoffs(
    knocker_melds: Sequence[Sequence[Card]], cards: Sequence[Card], result: LayoffResult
) -> None:
    """``result`` accounts for every card once, and its layoffs can be played in order."""
    own = [card for meld in result.melds for card in meld]
    laid = [layoff.card for layoff in result.layoffs]
    assert sorted(own + laid + list(result.unmatched)) == sorted(cards)
    for meld in result.melds:
        assert is_meld(meld), meld
    grown = [list(meld) for meld in knocker_melds]
    for card, onto in result.layoffs:
        assert is_meld([*grown[onto], card]), (card, grown[onto])
        grown[onto].append(card)
    assert result.deadwood == value(result.unmatched)
