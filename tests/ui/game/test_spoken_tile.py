"""A player tile is heard as one sentence, in each language, with its role."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.hands import Role
from scorekeeper.ui.game.table.tiles import spoken_tile
from scorekeeper.views.table import PlayerTile

CATALOG = Catalog.load()


def tile(role: Role | None, *, deals: bool, total: int = 12, to_go: int = 88) -> PlayerTile:
    return PlayerTile("Ann", total, total / 100, role, deals, 0, to_go)


def locale(language: str) -> Locale:
    return Locale(CATALOG, language, lambda _: None)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Ann, 12 points, 88 to go, in the box, deals"),
        ("nl", "Ann, 12 punten, nog 88, in de box, deelt"),
        ("de", "Ann, 12 Punkte, noch 88, in der Box, gibt"),
        ("pl", "Ann, 12 punktów, brakuje 88, w boksie, rozdaje"),
        ("ms", "Ann, 12 mata, 88 lagi, dalam kotak, membahagi"),
    ],
)
def test_the_box_player_is_heard_with_points_to_go_and_role(language: str, expected: str) -> None:
    assert spoken_tile(locale(language), tile(Role.BOX, deals=True)) == expected


def test_every_role_and_the_jersey_dealer_are_said() -> None:
    en = locale("en")
    assert spoken_tile(en, tile(Role.CAPTAIN, deals=False)).endswith(", captain")
    assert spoken_tile(en, tile(Role.SITTER, deals=False)).endswith(", sits out")
    assert spoken_tile(en, tile(None, deals=True)) == "Ann, 12 points, 88 to go, deals"
    assert spoken_tile(en, tile(None, deals=False, total=1, to_go=199)) == (
        "Ann, 1 point, 199 to go"
    )


@pytest.mark.parametrize(
    ("total", "spoken"),
    [
        (1, "1 punkt"),
        (62, "62 punkty"),
        (12, "12 punktów"),
        (25, "25 punktów"),
        (104, "104 punkty"),
    ],
)
def test_polish_points_are_a_whole_word_with_their_plural(total: int, spoken: str) -> None:
    """A screen reader spells "pkt" out letter by letter: the tile says the word."""
    said = spoken_tile(locale("pl"), tile(None, deals=False, total=total, to_go=38))
    assert said == f"Ann, {spoken}, brakuje 38"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Ann, 104 points, won the game"),
        ("nl", "Ann, 104 punten, heeft het spel gewonnen"),
        ("de", "Ann, 104 Punkte, hat das Spiel gewonnen"),
        ("pl", "Ann, 104 punkty, wygrywa grę"),
        ("ms", "Ann, 104 mata, memenangi permainan"),
    ],
)
def test_the_winners_tile_says_they_won_not_zero_to_go(language: str, expected: str) -> None:
    assert spoken_tile(locale(language), tile(None, deals=False, total=104, to_go=0)) == expected
