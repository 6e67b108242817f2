"""A game deleted on one phone is left on the other: it goes Home.

The other phone stayed on the deleted game (Edit still offered on its hands).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys
from scorekeeper.ui.history import keys as history_keys

from ..conftest import FIRST_PAINT_TIMEOUT_MS, AppServer, WebApp
from ..game.table_driver import press, record

pytestmark = pytest.mark.e2e


def test_the_other_phone_leaves_a_game_deleted_elsewhere(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    watching = open_app(url=f"{server.url}game/{game_id}")
    watching.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    deleting = open_app(url=f"{server.url}history/{game_id}")
    deleting.by_id(history_keys.DETAIL_DELETE).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    press(deleting, history_keys.DETAIL_DELETE)
    deleting.wait_text("History")
    watching.by_id(keys.TABLE_RECORD).first.wait_for(state="detached", timeout=10_000)
    watching.wait_text("New game")
    watching.screenshot("deleted-elsewhere-left-for-home")


DELETED_BANNER = (
    "This game was deleted on another phone, so this hand cannot be saved. What you typed"
    " stays here to read; Home leads back to your games."
)


def test_an_open_sheet_is_told_at_once_that_its_game_was_deleted_and_keeps_the_entry(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    """The phone typing a hand stayed on the deleted game until its Save was refused,
    and the refusal closed the sheet with the entry in it."""
    server, game_id = box_game
    typing = open_app(url=f"{server.url}game/{game_id}")
    typing.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    record(typing, "knock", 0, 3, 25)
    deleting = open_app(url=f"{server.url}history/{game_id}")
    deleting.by_id(history_keys.DETAIL_DELETE).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    press(deleting, history_keys.DETAIL_DELETE)
    deleting.wait_text("History")

    typing.wait_text(DELETED_BANNER)
    for seat, value in ((0, "3"), (1, "25")):
        shown = typing.by_id(keys.deadwood_field(seat)).first.text_content() or ""
        assert value in shown.split("\n"), f"the entry was not kept: {shown!r}"
    assert not typing.by_id(keys.SHEET_SAVE).count(), "Save is still offered on a deleted game"
    typing.screenshot("sheet-told-game-deleted")
    press(typing, keys.SHEET_HOME, expect="New game")
