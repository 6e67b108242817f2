"""A typical knock recorded in six taps, in real Chromium at phone size.

Today's count was nine (Record hand, Knock, who, digit, Next, two digits, Done,
Save). Knock is now chosen already, a field moves on once its number cannot
grow, and Save shows as soon as the entry is complete: Record hand, Ann, 3, 2,
5, Save. Every tap goes through one counter, and the stored hand is checked on
disk after the server has stopped.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules.hands import Result
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import press, wait_totals

pytestmark = pytest.mark.e2e

GOAL = 6
"""Taps for a typical knock (issue 13)."""


def test_a_typical_knock_takes_six_taps(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    app = open_app(url=f"{server.url}game/{game_id}", motion=True)
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    taps: list[str] = []

    def tap(identifier: str, expect: str | None = None) -> None:
        taps.append(identifier)
        press(app, identifier, expect)

    # Ann (in the box) knocks with 3; Bob (captain) has 25.
    tap(keys.TABLE_RECORD, expect="Who knocked?")
    tap(keys.by_choice(0), expect="Ann's deadwood")
    tap(keys.pad_digit(3), expect="Bob's deadwood")
    tap(keys.pad_digit(2))
    tap(keys.pad_digit(5))
    app.wait_text("Ann knocked with 3 against Bob's 25: Ann scores 25 − 3 = 22")
    app.screenshot("sheet-knock-before-save")
    tap(keys.SHEET_SAVE)
    wait_totals(app, 22, 0, 0)
    assert len(taps) <= GOAL, taps

    # A knock entered with 0 turns into gin on screen.
    press(app, keys.TABLE_RECORD, expect="Who knocked?")
    press(app, keys.by_choice(0), expect="Ann's deadwood")
    press(app, keys.pad_digit(0), expect="Who went gin?")
    app.wait_text("A knock with 0 deadwood is gin: this hand is recorded as Gin.")
    app.wait_text("Deadwood")
    app.screenshot("sheet-zero-knock-gin")

    server.stop()  # the store is locked while the app runs
    with open_repository(server.data_dir) as store:
        stored = store.load_game(game_id).hands
    assert len(stored) == 1
    hand = stored[0]
    assert (hand.result, hand.by, dict(hand.deadwood)) == (
        Result.KNOCK,
        "Ann",
        {"Ann": 3, "Bob": 25},
    )
