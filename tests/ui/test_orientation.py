"""The table on a phone held upright and sideways: every player's score, inside the safe area."""

from __future__ import annotations

import flet as ft
import pytest

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from tests.storage.helpers import append_hand

from .conftest import StartUi

PLAYERS = ("Ann", "Bob", "Cid")


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360), (1024, 600)])
def test_the_table_shows_every_player_inside_the_safe_area(
    start_ui: StartUi, repository: GameRepository, width: int, height: int
) -> None:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    ui = start_ui(route=f"/game/{game.id}", width=width, height=height)
    texts = ui.texts()
    for player in PLAYERS:
        assert player in texts
    assert "8" in texts  # Ann's total after her knock
    safe = [c for c in ui.controls() if isinstance(c, ft.SafeArea)]
    assert safe, "the table's content is not inside a SafeArea"
