"""A hand counted from the cards, inside a game, in a real browser.

The hand sheet hands over to the referee panel ("Count from cards"); the
knocker's and the opponent's cards are tapped on the 52-card picker, the
deadwoods come back into the sheet, the preview scores them, and the saved hand
keeps its cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from scorekeeper.rules.cards import Card
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from scorekeeper.ui.referee import keys as referee_keys
from tests.launcher import AppServer
from tests.ui.referee.hands import ANN_KNOCKS, BOB_LAYS_OFF

from ..browser import WebApp
from ..steps import enter, pick_box_game, press, save, tap, wait_totals

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]


def tap_cards(app: WebApp, cards: Iterable[Card]) -> None:
    """Tap each card in the picker and wait until it has moved to the tray."""
    for card in cards:
        app.click(id=referee_keys.card(card))
        app.by_id(referee_keys.tray_card(card)).first.wait_for(state="visible")


def test_a_knock_counted_from_the_cards_is_scored_and_kept(
    app_server: AppServer, open_app: OpenApp
) -> None:
    app = open_app()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")

    press(app, keys.TABLE_RECORD, expect="How did it end?")
    enter(app, "knock", 0)
    press(app, keys.SHEET_COUNT_CARDS, expect="Ann knocked: which cards?")
    tap_cards(app, ANN_KNOCKS)
    app.wait_text("Can knock (4)")
    app.click(id=referee_keys.NEXT, expect="Bob's cards")
    tap_cards(app, BOB_LAYS_OFF)
    app.click(id=referee_keys.NEXT)
    app.screenshot("game-referee-hand-summary")
    app.click(id=referee_keys.DONE, expect="Cards entered for Ann, Bob")
    app.wait_text("Ann knocked with 4 against Bob's 16: Ann scores 16 − 4 = 12")
    app.screenshot("game-referee-hand-preview")
    save(app)
    wait_totals(app, 12, 0, 0)

    assert app_server.stop() == 130
    with open_repository(app_server.data_dir) as store:
        (summary,) = store.list_games()
        (hand,) = store.load_game(summary.id).hands
    assert (hand.by, dict(hand.deadwood)) == ("Ann", {"Ann": 4, "Bob": 16})
    assert set(hand.cards["Ann"]) == set(ANN_KNOCKS)
    assert set(hand.cards["Bob"]) == set(BOB_LAYS_OFF)
