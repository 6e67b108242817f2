"""Cards read the same on every screen: ``A♠ 10♦ K♣``, never the files' ``AS TD KC``."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.hand_words import cards_texts
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import card_label, cards_label, rank_label
from scorekeeper.rules.cards import Rank, parse_cards
from tests.rules.helpers import knock


def test_a_ten_is_printed_as_on_the_card() -> None:
    assert [rank_label(rank) for rank in (Rank.ACE, Rank.TEN, Rank.KING)] == ["A", "10", "K"]
    assert card_label(parse_cards("TH")[0]) == "10♥"


def test_cards_keep_their_order() -> None:
    assert cards_label(parse_cards("AS TD KC")) == "A♠ 10♦ K♣"


def test_the_history_lists_entered_cards_as_players_read_them() -> None:
    entry = replace(knock("Ann", Ann=5, Bob=20), cards={"Ann": parse_cards("AS TD KC")})
    [line] = cards_texts(Locale(Catalog.load(), "en", lambda _: None), entry)
    assert "A♠ 10♦ K♣" in line
    assert "AS" not in line
