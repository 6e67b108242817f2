"""A change another phone makes is told on a phone whose hand sheet is open.

The notice came as a snack bar, which the open sheet covered: the player typing
a hand never saw that another phone had recorded one. Now the sheet shows it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys

from ..conftest import FIRST_PAINT_TIMEOUT_MS, AppServer, WebApp
from ..game.table_driver import press, record, save, wait_totals

pytestmark = pytest.mark.e2e

HEARD = "Hand 1 was recorded on another phone."


def test_a_notice_from_another_phone_shows_while_a_sheet_is_open(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    a = open_app(url=f"{server.url}game/{game_id}")
    b = open_app(url=f"{server.url}game/{game_id}")
    for app in (a, b):
        app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(a, keys.TABLE_RECORD, expect="Who knocked?")

    record(b, "knock", 0, 3, 25)
    save(b)
    wait_totals(b, 22, 0, 0)

    a.wait_text(HEARD)
    assert a.by_id(keys.SHEET_CLOSE).count(), "the sheet is still open"
    a.screenshot("notice-over-open-sheet")


def test_a_notice_from_another_phone_shows_in_the_hand_details_sheet(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    """The hand detail's Edit opens the same sheet, but told nothing while it was open."""
    server, game_id = box_game
    b = open_app(url=f"{server.url}game/{game_id}")
    b.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    record(b, "knock", 0, 3, 25)
    save(b)
    wait_totals(b, 22, 0, 0)
    a = open_app(url=f"{server.url}game/{game_id}/hands/1")
    a.by_id(keys.DETAIL_EDIT).first.wait_for(state="visible", timeout=FIRST_PAINT_TIMEOUT_MS)
    press(a, keys.DETAIL_EDIT, expect="Who knocked?")

    record(b, "draw")
    save(b)

    a.wait_text("Hand 2 was recorded on another phone.")
    assert a.by_id(keys.SHEET_CLOSE).count(), "the sheet is still open"
    a.screenshot("notice-over-hand-detail-sheet")
