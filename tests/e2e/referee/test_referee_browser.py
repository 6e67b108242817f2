"""The card referee in a real browser: the ``/referee`` demo route, box and jersey.

What only a browser shows: that 13 cards fit a 400 px row and take taps where
they are painted, that the suits render offline, that a laid-off card's group
is announced with the meld it extends, and how it all looks in light and dark.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable

import pytest
from PIL import Image

from scorekeeper.rules.cards import Card
from scorekeeper.ui.referee import keys
from tests.launcher import AppServer
from tests.ui.referee.hands import (
    ANN_KNOCKS,
    BOB_JERSEY,
    BOB_LAYS_OFF,
    CID_JERSEY,
)

from ..browser import FIRST_PAINT_TIMEOUT_MS, PHONE, WebApp, mean_brightness, record_timing

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]


def open_referee(open_app: OpenApp, server: AppServer, query: str = "", **options: str) -> WebApp:
    app = open_app(server=server, url=f"{server.url}referee{query}", **options)
    app.by_id(keys.card(Card.parse("AS"))).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    return app


def tap(app: WebApp, hand: Iterable[Card]) -> None:
    """Tap each card in the picker and wait until it has moved to the tray."""
    for card in hand:
        app.click(id=keys.card(card))
        app.by_id(keys.tray_card(card)).first.wait_for(state="visible")


def meld_label(meld: str, laid_off: str, player: str) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(f'{meld}, with {laid_off} laid off by {player}')}")


def test_box_knock_layoffs_and_deadwoods_light(walk_server: AppServer, open_app: OpenApp) -> None:
    app = open_referee(open_app, walk_server)
    started = time.monotonic()
    app.wait_text("Ann knocked: which cards?")
    # A suit in two rows of seven thumb-sized cards (A to 7, then 8 to K) across the phone.
    row = [app.by_id(keys.card(Card.parse(c))).first.bounding_box() for c in ("AS", "7S", "8S")]
    assert row[0] is not None and row[1] is not None and row[2] is not None
    assert row[1]["y"] == row[0]["y"] and row[2]["y"] > row[0]["y"], row
    assert row[1]["x"] + row[1]["width"] - row[0]["x"] > 0.9 * (PHONE["width"] - 16)
    assert row[0]["width"] >= 44 and row[0]["height"] >= 44  # a thumb's target

    tap(app, ANN_KNOCKS)
    app.wait_text("Can knock (4)")
    assert app.shows("Ann: all 10 cards in")
    shot = app.screenshot("referee-box-knocker-light-400x800")
    with Image.open(shot) as image:
        assert image.size == (400, 800)
    assert mean_brightness(shot) > 150

    app.click(id=keys.NEXT, expect="Bob's cards")
    assert app.shows("5♥, in Ann's hand")
    app.click(id=keys.card(Card.parse("5H")))  # Ann's: nothing happens
    tap(app, BOB_LAYS_OFF)
    assert app.by_id(keys.tray_card(Card.parse("5H"))).count() == 0
    app.wait_text("Deadwood: 16")
    app.page.get_by_label(meld_label("5♥ 6♥ 7♥", "8♥", "Bob")).wait_for(state="visible")
    app.page.get_by_label(meld_label("9♠ 9♦ 9♣", "9♥", "Bob")).wait_for(state="visible")
    app.screenshot("referee-box-layoffs-light-400x800")

    app.click(id=keys.NEXT, expect="Check the deadwood")
    app.screenshot("referee-box-summary-light-400x800")
    app.click(id=keys.DONE, expect="Ann: deadwood 4 (9S 5H 6H 7H 4D 9D AC 2C 3C 9C)")
    assert app.shows("Bob: deadwood 16 (2S 3S 4S KS 8H 9H KH 6D KD QC)")
    record_timing("referee box hand, first tap to outcome", time.monotonic() - started)
    assert app.offsite_requests() == []


def test_jersey_two_opponents_dark(walk_server: AppServer, open_app: OpenApp) -> None:
    app = open_referee(open_app, walk_server, "?variant=jersey", color_scheme="dark")
    app.wait_text("Ann knocked: which cards?")
    tap(app, ANN_KNOCKS)
    app.wait_text("Can knock (4)")
    shot = app.screenshot("referee-jersey-knocker-dark-400x800")
    assert mean_brightness(shot) < 110

    app.click(id=keys.NEXT, expect="Bob's cards")
    tap(app, BOB_JERSEY)
    app.wait_text("Deadwood: 26")
    app.click(id=keys.NEXT, expect="Cid's cards")
    assert app.shows("5♥, in Ann's hand") and app.shows("8♥, in Bob's hand")
    tap(app, CID_JERSEY)
    app.wait_text("Deadwood: 10")
    app.page.get_by_label(meld_label("5♥ 6♥ 7♥", "4♥", "Cid")).wait_for(state="visible")
    shot = app.screenshot("referee-jersey-layoffs-dark-400x800")
    assert mean_brightness(shot) < 110

    app.click(id=keys.NEXT, expect="Check the deadwood")
    app.screenshot("referee-jersey-summary-dark-400x800")
    app.click(id=keys.DONE, expect="Cid: deadwood 10 (5S 6S 7S 4H 9H 2D TD JD QD 8C)")
    assert app.shows("Ann: deadwood 4 (9S 5H 6H 7H 4D 9D AC 2C 3C 9C)")
    assert app.shows("Bob: deadwood 26 (2S 3S 4S KS 8H KH 6D JC QC KC)")
    app.screenshot("referee-jersey-done-dark-400x800")
