"""First roles and first dealer from the three cut cards (docs/RULES.md box 2, jersey 2)."""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import Card
from scorekeeper.rules.cut import CutResult, first_from_cut
from scorekeeper.rules.errors import DuplicateCardError
from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variants import Variant


def _cut(variant: Variant, ann: str, bob: str, cid: str) -> CutResult:
    cards = {"Ann": Card.parse(ann), "Bob": Card.parse(bob), "Cid": Card.parse(cid)}
    return first_from_cut(variant, cards)


def test_highest_is_box_middle_captain_lowest_sitter() -> None:
    result = _cut(Variant.BOX, "7S", "KD", "AC")
    assert result.decided
    assert (result.roles, result.dealer) == (Roles("Bob", "Ann", "Cid"), "Bob")


def test_king_is_high_and_ace_low() -> None:
    assert _cut(Variant.BOX, "AS", "2D", "KC").roles == Roles("Cid", "Bob", "Ann")


def test_suits_do_not_break_ties_tied_players_draw_again() -> None:
    result = _cut(Variant.BOX, "9S", "9H", "3C")
    assert (result.decided, result.redraw, result.roles) == (False, ("Ann", "Bob"), None)


def test_a_tie_for_lowest_also_needs_a_redraw_in_box() -> None:
    assert _cut(Variant.BOX, "KS", "4H", "4C").redraw == ("Bob", "Cid")


def test_three_way_tie() -> None:
    assert _cut(Variant.BOX, "5S", "5H", "5C").redraw == ("Ann", "Bob", "Cid")


def test_jersey_highest_deals_and_low_ties_do_not_matter() -> None:
    result = _cut(Variant.JERSEY, "QS", "4H", "4C")
    assert (result.dealer, result.roles, result.decided) == ("Ann", None, True)


def test_jersey_tie_for_highest_redraws() -> None:
    assert _cut(Variant.JERSEY, "QS", "QH", "4C").redraw == ("Ann", "Bob")


def test_the_same_card_cannot_be_cut_twice() -> None:
    with pytest.raises(DuplicateCardError):
        _cut(Variant.BOX, "QS", "QS", "4C")
