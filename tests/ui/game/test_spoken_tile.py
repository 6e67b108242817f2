"""A player tile is heard as one sentence, in each language, with its role."""

from __future__ import annotations

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.rules.hands import Role
from scorekeeper.ui.context import Locale
from scorekeeper.ui.game.table_model import PlayerTile
from scorekeeper.ui.game.tiles import spoken_tile

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
        ("pl", "Ann, 12 pkt, brakuje 88, w boksie, rozdaje"),
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
