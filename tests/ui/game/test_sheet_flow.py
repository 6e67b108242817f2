"""The hand sheet on screen: what it calls the deadwood, a knock with 0 turning into gin, and
a full disk from the moment Record hand is tapped (issue 35, point 7)."""

from __future__ import annotations

import errno
import os
from typing import Any
from unittest import mock

from scorekeeper.rules.hands import Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage import atomic_storage
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys

from ..conftest import StartUi
from .steps import type_deadwood

PLAYERS = ("Ann", "Bob", "Cid")


def _chosen(ui: Any, key: str) -> bool:
    """A toggle on the sheet is chosen when it is drawn filled with a check mark."""
    return type(ui.find(key)).__name__ == "FilledButton"


def test_gin_in_box_asks_for_plain_deadwood_and_jersey_gin_after_laying_off(
    start_ui: StartUi, repository: GameRepository
) -> None:
    box = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{box.id}")
    ui.click(keys.TABLE_RECORD)
    ui.click(keys.result_choice(Result.GIN.value))
    ui.click(keys.by_choice(0))
    assert ui.has_text("Deadwood") and not ui.has_text("Deadwood (after laying off)")
    ui.close()
    jersey = GameService(repository).create(PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Ann"))
    ui = start_ui(route=f"/game/{jersey.id}")
    ui.click(keys.TABLE_RECORD)
    ui.click(keys.result_choice(Result.GIN.value))
    ui.click(keys.by_choice(0))
    assert ui.has_text("Deadwood (after laying off)")


def test_a_knock_entered_with_zero_visibly_becomes_gin(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    assert _chosen(ui, keys.result_choice(Result.KNOCK.value))  # the usual case, pre-chosen
    ui.click(keys.by_choice(0))
    assert ui.has_text("Who knocked?")
    type_deadwood(ui, 0)
    assert _chosen(ui, keys.result_choice(Result.GIN.value))
    assert not _chosen(ui, keys.result_choice(Result.KNOCK.value))
    assert ui.has_text("Who went gin?")
    assert ui.exists(keys.SHEET_ZERO_KNOCK)
    assert ui.has_text("A knock with 0 deadwood is gin: this hand is recorded as Gin.")
    assert ui.has_text("Bob's deadwood") and not ui.exists(keys.deadwood_field(0))
    type_deadwood(ui, 20)
    assert ui.exists(keys.SHEET_PREVIEW)
    ui.click(keys.SHEET_SAVE)
    stored = repository.load_game(game.id).hands[0]
    assert (stored.result, stored.by, dict(stored.deadwood)) == (Result.GIN, "Ann", {"Bob": 20})


def said_full(ui: Any) -> bool:
    return any(text.endswith(": No space left on device") for text in ui.texts())


def test_a_full_disk_when_record_hand_is_tapped_is_said_on_the_sheet(
    start_ui: StartUi, repository: GameRepository
) -> None:
    """The sheet's copy in the data folder cannot be written: the sheet says so, as a Save does."""

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    with mock.patch.object(atomic_storage.os, "fsync", no_space):
        ui.click(keys.TABLE_RECORD)
        ui.assert_no_crash()
        assert said_full(ui)
        ui.click(keys.by_choice(0))
        type_deadwood(ui, 20)
        ui.click(keys.SHEET_SAVE)
        ui.assert_no_crash()
        assert said_full(ui)
    assert repository.load_game(game.id).hands == ()
