"""Cut cards given as a rank alone: suits never count in a cut (docs/RULES.md box 2, jersey 2)."""

from __future__ import annotations

import pytest

from scorekeeper.rules.cards import Card, Rank
from scorekeeper.rules.cut import first_from_cut, parse_cut
from scorekeeper.rules.errors import DuplicateCardError, InvalidCardError
from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variants import Variant


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("K", Rank.KING),
        (" q ", Rank.QUEEN),
        ("10", Rank.TEN),
        ("t", Rank.TEN),
        ("A", Rank.ACE),
        ("7", Rank.SEVEN),
        ("KH", Card.parse("KH")),
        ("10♦", Card.parse("TD")),
    ],
)
def test_a_cut_is_a_rank_or_a_card(text: str, cut: object) -> None:
    assert parse_cut(text) == cut


@pytest.mark.parametrize("text", ["", "X", "KX", "11", "1"])
def test_anything_else_is_refused_naming_the_text(text: str) -> None:
    with pytest.raises(InvalidCardError):
        parse_cut(text)


def test_ranks_alone_decide_the_roles() -> None:
    result = first_from_cut(Variant.BOX, {"Ann": Rank.SEVEN, "Bob": Rank.KING, "Cid": Rank.TWO})
    assert result.roles == Roles(box="Bob", captain="Ann", sitter="Cid")


def test_ranks_and_cards_mix_and_equal_ranks_draw_again() -> None:
    result = first_from_cut(
        Variant.BOX, {"Ann": Rank.KING, "Bob": Card.parse("KS"), "Cid": Rank.TWO}
    )
    assert result.redraw == ("Ann", "Bob")
    jersey = first_from_cut(Variant.JERSEY, {"Ann": Rank.KING, "Bob": Rank.TWO, "Cid": Rank.TWO})
    assert jersey.dealer == "Ann"


def test_the_same_rank_twice_is_no_error_but_the_same_card_is() -> None:
    first_from_cut(Variant.BOX, {"Ann": Rank.KING, "Bob": Rank.KING, "Cid": Rank.TWO})
    with pytest.raises(DuplicateCardError):
        first_from_cut(
            Variant.BOX, {"Ann": Card.parse("KH"), "Bob": Card.parse("KH"), "Cid": Rank.TWO}
        )
