"""Rematch from the winner screen: the winner in the box (as before), or a fresh cut."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from tests.storage.helpers import append_hand

from ..conftest import StartUi

PLAYERS = ("Ann", "Bob", "Cid")


def finished_game(repository: GameRepository) -> str:
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 30, "gin_bonus": 20})
    game = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)), rules=rules
    )
    append_hand(repository, game.id, HandEntry(Result.GIN, "Bob", {"Ann": 20}))
    return game.id


def test_rematch_offers_the_winner_in_the_box_or_a_new_cut(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = finished_game(repository)
    ui = start_ui(route=f"/game/{game_id}/end")
    assert ui.has_text("Rematch: winner in the box")
    assert ui.has_text("Rematch: cut again")
    ui.click(keys.END_REMATCH_CUT)
    assert ui.route == f"/new?rematch={game_id}"
    field: Any
    for seat, name in enumerate(PLAYERS):
        field = ui.find(keys.player_field(seat))
        assert field.value == name
    assert ui.has_text(
        "Each player cuts a card: highest is in the box and deals, middle captains,"
        " lowest sits out. K high, A low; suits do not count."
    )
    for seat, rank in enumerate(("2", "K", "7")):
        ui.type_text(keys.cut_field(seat), rank)
    assert ui.has_text("Bob is in the box and deals · Cid captains · Ann sits out")
    ui.click(keys.NEW_START)
    new_id = ui.route.removeprefix("/game/")
    assert new_id != game_id
    new, old = repository.load_game(new_id), repository.load_game(game_id)
    assert new.players == old.players and new.variant is old.variant and new.rules == old.rules
    assert new.first_roles == Roles("Bob", "Cid", "Ann")


def test_a_rematch_link_to_a_game_no_longer_stored_opens_an_empty_form(start_ui: StartUi) -> None:
    ui = start_ui(route="/new?rematch=gone")
    assert ui.find_as(keys.player_field(0), ft.TextField).value == ""
