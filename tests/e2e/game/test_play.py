"""Whole games in a real browser, by taps: box to 100 and jersey to 200.

Each game has an undercut, a gin and a draw, an undo, an edit, a refused bad
entry and a server restart in the middle; the game comes back from disk.
Screenshots of every screen at phone size go to ``tests/e2e/artifacts/``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp, mean_brightness, record_timing
from ..steps import (
    enter,
    fill,
    new_game,
    pad,
    press,
    press_text,
    record,
    save,
    see,
    tap,
    unfocus,
    wait_totals,
)

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]


def restart_and_resume(
    app_server: AppServer, app: WebApp, open_app: OpenApp, *totals: int, shot: str
) -> WebApp:
    """Stop the server mid-game, start it again: the open tab and a new one show the game."""
    assert app_server.stop() == 130
    app_server.start()
    wait_totals(app, *totals)  # the tab reconnects to the same address, reloaded from disk
    fresh = open_app()  # a new start at "/" opens the unfinished game directly
    fresh.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    wait_totals(fresh, *totals)
    press(fresh, keys.TABLE_HOME, expect="Game in progress")  # home now offers Continue
    fresh.screenshot(shot)
    press(fresh, keys.HOME_CONTINUE, expect="Record hand")
    fresh.page.close()
    return app


def test_a_box_game_to_100_by_taps(app_server: AppServer, open_app: OpenApp) -> None:
    started = time.monotonic()
    app = open_app(motion=True)  # taps as the app's transitions and ripples play
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot("game-home-empty")
    new_game(app, "box", ("Ann", "Bob", "Cid"))
    tap(app, keys.FIRST_MODE_PICK, "Who is in the box (and deals)?")
    tap(app, keys.pick_choice("box", 0), expect="Who captains?")
    tap(app, keys.pick_choice("captain", 1))
    see(app, "Ann is in the box and deals · Bob captains · Cid sits out")
    unfocus(app)
    app.screenshot("game-new-box")
    tap(app, keys.NEW_START, expect="Record hand")
    app.wait_text("No hands yet. After the first hand, tap Record hand.")
    app.screenshot("game-table-start")

    # Hand 1: Bob knocks with 6, Ann has 4: undercut, Ann scores 10 + 2.
    press(app, keys.TABLE_RECORD, expect="How did it end?")
    press(app, keys.result_choice("knock"), expect="Cid sits out this hand")
    press(app, keys.by_choice(1), expect="Bob's deadwood")
    app.screenshot("game-sheet-pad")
    pad(app, 6)  # 60 would be over 10: on to Ann by itself
    app.wait_text("Ann's deadwood")
    pad(app, 4)  # the preview and Save show at once, the pad still open
    app.wait_text("Undercut! Ann 4 – Bob 6: Ann scores 10 + (6 − 4) = 12")
    app.wait_text("Next: Ann stays in the box; Cid and Bob swap.")
    app.screenshot("game-sheet-preview")
    save(app)
    wait_totals(app, 12, 0, 0)
    app.wait_text("Ann stays in the box; Cid and Bob swap")
    app.screenshot("game-table-snackbar")

    # Hand 2: a refused bad entry first (knock with 12), then Ann knocks with 2 against 60.
    press(app, keys.TABLE_RECORD, expect="How did it end?")
    enter(app, "knock", 0)
    pad(app, 12)
    refusal = "A knock needs 10 or less, not 12. Check Ann's count — or did Ann go gin?"
    app.wait_text(refusal)
    app.screenshot("game-sheet-refused")
    press(app, keys.PAD_BACK)
    press(app, keys.PAD_BACK)
    pad(app, 2)
    app.wait_gone(refusal)
    app.wait_text("Cid's deadwood")
    pad(app, 60)
    app.wait_text("Ann knocked with 2 against Cid's 60: Ann scores 60 − 2 = 58")
    save(app)
    wait_totals(app, 70, 0, 0)

    # Hand 3: a draw, taken back with Undo in the snack bar.
    record(app, "draw")
    app.wait_text("Draw: nobody scores; Ann stays in the box and deals again")
    save(app)
    app.wait_text("Ann stays in the box and deals again")
    press_text(app, "Undo hand 3", expect="Hand 3 undone")
    app.wait_gone("#3")

    # Hand 3 again: Bob (captain) goes gin against Ann's 40.
    record(app, "gin", 1, 40)
    app.wait_text("Gin! Bob scores 25 + Ann's 40 = 65")
    save(app)
    wait_totals(app, 70, 65, 0)
    app.wait_text("Bob goes into the box, Cid captains, Ann sits out")

    # Edit hand 1: Ann had 5, not 4; the undercut is now 10 + 1 and later hands are replayed.
    tap(app, keys.hand_row(1), expect="Rule applied")
    app.screenshot("game-hand-detail")
    tap(app, keys.DETAIL_EDIT, expect="Edit hand 1")
    press(app, keys.deadwood_field(0))  # the entry is complete: the pad opens under its score
    app.by_id(keys.pad_digit(5)).first.wait_for(state="visible")
    pad(app, 5)
    app.wait_text("Undercut! Ann 5 – Bob 6: Ann scores 10 + (6 − 5) = 11")
    save(app)
    app.wait_text("Hand 1 changed. Totals now: Ann 69 · Bob 65 · Cid 0")
    app.screenshot("game-hand-detail-edited")
    press(app, keys.DETAIL_BACK, expect="Record hand")
    wait_totals(app, 69, 65, 0)

    app = restart_and_resume(app_server, app, open_app, 69, 65, 0, shot="game-home-continue")

    # Hand 4: Bob in the box goes gin against Cid's 20: 65 + 45 = 110, Bob wins.
    record(app, "gin", 1, 20)
    save(app)
    app.wait_text("Bob wins!")
    app.wait_text("110 points after 4 hands")
    app.screenshot("game-winner")
    tap(app, keys.END_REMATCH, expect="Record hand")
    wait_totals(app, 0, 0, 0)
    app.wait_text("No hands yet. After the first hand, tap Record hand.")
    record_timing("box game to 100 by taps", time.monotonic() - started)


def test_a_jersey_game_to_200_by_taps(app_server: AppServer, open_app: OpenApp) -> None:
    started = time.monotonic()
    app = open_app()
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    new_game(app, "jersey", ("Ann", "Bob", "Cid"))
    see(app, "Each player cuts a card: highest deals first. K high, A low.")
    fill(app, keys.cut_field(0), "KH")
    fill(app, keys.cut_field(1), "KS")
    fill(app, keys.cut_field(2), "5D")
    see(app, "Ann and Bob tied: draw again and enter the new cards")
    fill(app, keys.cut_field(1), "2C")
    see(app, "Ann deals first")
    unfocus(app)
    app.screenshot("game-new-jersey-cut")
    tap(app, keys.NEW_START, expect="Record hand")
    # The tile is heard as one sentence ("Ann, 0 points, 200 to go, deals").
    dealer_tile = f'[flt-semantics-identifier="{keys.tile(0)}"][aria-label$=", deals"]'
    app.page.wait_for_selector(dealer_tile)

    # Hand 1: Cid goes gin; Ann 60 and Bob 60 after laying off: 50 + 120.
    record(app, "gin", 2, 60, 60)
    app.wait_text("Gin! Cid scores 50 + 60 + 60 = 170")
    save(app)
    wait_totals(app, 0, 0, 170)
    app.wait_text("Bob deals next")

    # Hand 2: Ann knocks 9 and ties Bob: an undercut; first a refused 99 for Bob.
    press(app, keys.TABLE_RECORD, expect="How did it end?")
    enter(app, "knock", 0)
    pad(app, 9)  # 90 would be over the knock limit of 9: on to Bob by itself
    app.wait_text("Bob's deadwood")
    pad(app, 99)
    app.wait_text("Bob cannot have 99: ten cards hold at most 98. Count again.")
    press(app, keys.PAD_BACK)
    press(app, keys.PAD_NEXT, expect="Cid's deadwood")
    pad(app, 50)
    app.wait_text("Undercut! Ann knocked with 9 against 9 and 50: Ann loses 20")
    save(app)
    wait_totals(app, -20, 0, 170)

    # Hand 3: a draw, then Undo in the app bar and the draw again.
    record(app, "draw")
    save(app)
    wait_totals(app, -20, 0, 170)
    app.click(label="Undo hand 3", expect="Hand 3 undone")
    record(app, "draw")
    save(app)
    app.wait_text("Cid deals again")
    app.screenshot("game-jersey-table")

    app = restart_and_resume(
        app_server, app, open_app, -20, 0, 170, shot="game-home-continue-jersey"
    )

    # Edit hand 2: Bob had 19, not 9: Ann's knock wins (19 + 50) − 9 = 60.
    tap(app, keys.hand_row(2), expect="Rule applied")
    tap(app, keys.DETAIL_EDIT, expect="Edit hand 2")
    press(app, keys.deadwood_field(1))  # the entry is complete: the pad opens under its score
    app.by_id(keys.pad_digit(1)).first.wait_for(state="visible")
    pad(app, 19)  # done, and Cid's 50 is already there: the pad closes
    app.wait_text("Ann knocked with 9 against 19 and 50: Ann scores (19 + 50) − 9 = 60")
    save(app)
    app.wait_text("Hand 2 changed. Totals now: Ann 60 · Bob 0 · Cid 170")
    press(app, keys.DETAIL_BACK, expect="Record hand")
    wait_totals(app, 60, 0, 170)

    # Hand 4: Cid knocks with 2 against 30 and 40: 68 more, 238: Cid wins.
    record(app, "knock", 2, 2, 30, 40, knock_limit=9)
    save(app)
    app.wait_text("Cid wins!")
    app.wait_text("238 points after 4 hands")
    app.screenshot("game-jersey-winner")
    record_timing("jersey game to 200 by taps", time.monotonic() - started)


def test_the_screens_in_the_dark(app_server: AppServer, open_app: OpenApp) -> None:
    app = open_app(color_scheme="dark")
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    new_game(app, "box", ("Ann", "Bob", "Cid"))
    tap(app, keys.FIRST_MODE_RANDOM)
    tap(app, keys.FIRST_RANDOM_AGAIN, expect="Draw again")
    unfocus(app)
    shot = app.screenshot("game-new-dark")
    assert mean_brightness(shot) < 100
    tap(app, keys.RULES_TILE)
    see(app, "Knock limit")
    app.screenshot("game-new-rules-dark")
    tap(app, keys.NEW_START, expect="Record hand")
    press(app, keys.TABLE_RECORD, expect="How did it end?")
    press(app, keys.result_choice("draw"))
    app.by_id(keys.SHEET_SAVE).first.wait_for(state="visible")
    app.screenshot("game-sheet-dark")
    save(app)
    shot = app.screenshot("game-table-dark")
    assert mean_brightness(shot) < 100
