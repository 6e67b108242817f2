"""Read the cards in a real browser: a picked photo to the deadwood on the hand sheet.

What only a browser proves: that the web file picker hands the photo's bytes to
the app (Flutter's file input, not a harness reply), that the read cards and the
photo come back as tappable nodes, and that the picker fixes a card in place. One
page load: the game's table, then the sheet, the referee and the reader inside it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from scorekeeper.i18n.words import card_label
from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys as sheet_keys
from scorekeeper.ui.referee import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import enter, open_at, press, save, tap, wait_totals

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]

ROW = Path(__file__).parents[2] / "services" / "fixtures" / "cards_row.jpg"
"""Bob's ten cards in an overlapping row; the reader finds nine of them, not 10♥."""
READ = parse_cards("4C 6S 7S 8S 9S JS 7C 8C TC")
ANN = parse_cards("AH 2H 3H 5D 6D 7D KC KD KH 2C")
"""Three melds and the 2 of clubs: Ann knocks with 2."""
HINT = "Spread Bob's cards face up so the corner of each one shows, then take a photo or pick one."


def tap_cards(app: WebApp, cards: Iterable[Card]) -> None:
    """Tap each card in the referee's picker and wait until it has moved to the tray."""
    for card in cards:
        app.click(id=keys.card(card))
        app.by_id(keys.tray_card(card)).first.wait_for(state="visible")


def test_a_picked_photo_is_read_fixed_confirmed_and_counted_on_the_sheet(
    box_game: tuple[AppServer, str], open_app: OpenApp
) -> None:
    server, game_id = box_game
    app = open_at(open_app, server, f"game/{game_id}")
    app.by_id(sheet_keys.TABLE_RECORD).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    press(app, sheet_keys.TABLE_RECORD, expect="How did it end?")
    enter(app, "knock", 0)
    press(app, sheet_keys.SHEET_COUNT_CARDS, expect="Ann knocked: which cards?")
    tap_cards(app, ANN)
    app.click(id=keys.NEXT, expect="Bob's cards")

    app.click(id=keys.READ, expect=HINT)
    with app.page.expect_file_chooser() as chooser:
        app.click(id=keys.READ_PICK)
    chooser.value.set_files(str(ROW))
    app.wait_text("9 cards for Bob. Tap a card to fix it.", timeout_ms=30_000)
    for card in READ:  # in the list, to tap; and named on the photo, where it was found
        assert app.by_id(keys.read_card(card)).count() == 1, card
        on_photo = app.by_text(card_label(card)).or_(app.by_text(f"{card_label(card)} ?"))
        assert on_photo.count() >= 1, card
    app.screenshot("reading-read-light")

    app.click(id=keys.read_card(Card.parse("4C")))
    app.wait_text("Tap the card 4♣ should be.")
    tap(app, keys.card(Card.parse("5C")))  # the reader's 4♣ was a 5♣ (the picker is below)
    app.by_id(keys.read_card(Card.parse("5C"))).first.wait_for(state="visible")
    assert app.by_id(keys.read_card(Card.parse("4C"))).count() == 0
    app.click(id=keys.READ_ADD)
    app.wait_text("Tap the card that is missing.")
    tap(app, keys.card(Card.parse("TH")))
    app.wait_text("10 cards for Bob. Tap a card to fix it.")
    app.click(id=keys.READ_CONFIRM, expect="Bob: all 10 cards in")

    app.click(id=keys.NEXT, expect="Check the deadwood")
    app.click(id=keys.DONE, expect="Cards entered for Ann, Bob")
    # 5♣ 7♣ 8♣ 10♣ J♠ 10♥ beside 6-9♠, none laid off on Ann's melds: 50.
    app.wait_text("Ann knocked with 2 against Bob's 50: Ann scores 50 − 2 = 48")
    app.screenshot("reading-sheet-light")
    save(app)
    wait_totals(app, 48, 0, 0)

    server.stop()
    with open_repository(server.data_dir) as store:
        (hand,) = store.load_game(game_id).hands
    assert dict(hand.deadwood) == {"Ann": 2, "Bob": 50}
    assert hand.cards["Bob"] == tuple(sorted(parse_cards("5C 6S 7S 8S 9S JS 7C 8C TC TH")))
