"""An open sheet is told at once when another phone changes its game.

Phone B corrects hand 1 while phone A undoes it. B's screen used to drop the
sheet mid-typing onto "There is no hand 1" with nothing said; now the screen
stays on the hand, the sheet says at once that the game changed, and Save says
what happened.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys

from ..conftest import FIRST_PAINT_TIMEOUT_MS, AppServer, WebApp
from ..game.table_driver import enter, press, record, save, wait_totals

pytestmark = pytest.mark.e2e

TOLD = (
    "Another phone changed this game since this sheet opened: saving it will be refused."
    " Close the sheet to see the game as it is now."
)


def test_a_sheet_correcting_a_hand_undone_elsewhere_says_so_at_once(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    a = open_app(url=f"{server.url}game/{game_id}")
    b = open_app(url=f"{server.url}game/{game_id}")
    for app in (a, b):
        app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    record(a, "knock", 0, 3, 25)
    save(a)
    wait_totals(b, 22, 0, 0)

    press(b, keys.hand_row(1), expect="Edit hand")
    press(b, keys.DETAIL_EDIT, expect="How did it end?")
    enter(b, "draw")
    press(a, keys.TABLE_UNDO, expect="Hand 1 undone")
    b.wait_text(TOLD)
    b.screenshot("sheet-told-hand-undone-elsewhere")
    press(b, keys.SHEET_SAVE)
    b.wait_text("hand 1 was undone on another phone; here is the table now")
