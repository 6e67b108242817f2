"""A Save tapped while the table's server is down is not lost without a word.

The server is stopped with a filled-in sheet open and Save is tapped; once the
server is back, the phone reconnects and must say the hand was not saved, with
the entry still there; after Save it is stored exactly once (checked on disk).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import press, save, typing_field, wait_totals

pytestmark = pytest.mark.e2e

NOT_SAVED = (
    "Hand 1 is not saved yet: the connection to the table was lost. Check it and tap Save hand."
)
RECONNECT_MS = 90_000


def test_a_save_tapped_while_the_server_is_down_says_it_was_not_saved(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    app = open_app(url=f"{server.url}game/{game_id}")
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(app, keys.TABLE_RECORD, expect="Who knocked?")
    press(app, keys.by_choice(0), expect="Ann's deadwood")
    knocker = typing_field(app)
    press(app, keys.pad_digit(3))
    typing_field(app, other_than=knocker)
    for digit in (2, 5):
        press(app, keys.pad_digit(digit))
    app.wait_text("Ann knocked with 3 against Bob's 25: Ann scores 25 − 3 = 22")
    box = app.by_id(keys.SHEET_SAVE).first.bounding_box()
    assert box is not None

    assert server.stop() == 130
    app.page.wait_for_timeout(500)
    app.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    app.page.wait_for_timeout(1000)
    server.start()

    app.wait_text(NOT_SAVED, timeout_ms=RECONNECT_MS)
    for seat, value in ((0, "3"), (1, "25")):
        shown = app.by_id(keys.deadwood_field(seat)).first.text_content() or ""
        assert value in shown.split("\n"), f"the entry was not kept: {shown!r}"
    app.screenshot("sheet-not-saved-after-outage")
    save(app)
    wait_totals(app, 22, 0, 0)

    server.stop()
    with open_repository(server.data_dir) as store:
        assert len(store.load_game(game_id).hands) == 1
