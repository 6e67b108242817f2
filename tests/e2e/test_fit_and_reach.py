"""A refusal is read whole above the number pad, and a picker card is a thumb's target.

(That the sheet's keys hold their words in each language is measured on the language
walk, ``a11y/test_languages.py`` with ``a11y/fit.py``.)

Flutter draws on a canvas, and a text cut by the box it sits in is still handed
to the browser whole (its semantics label), in a box as tall as what shows. So
whether a text is cut is measured by rendering it: the app's own font file
(``assets/fonts``) is loaded into the page and the same words are laid out in a
plain element as wide as the text's box, at the text's size and line height.
The lines they need must fit the box Flutter gave the text. The browser's line
breaking and Flutter's differ at most by a word near the end of a line, which
the tolerance of one line's fraction does not hide: a cut refusal lacks a whole
line. Measured, not timed: each check waits for its state, then reads boxes.
"""

from __future__ import annotations

import re

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.rules.cards import Card, Rank, Suit
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.referee import keys as referee_keys
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE
from tests.launcher import AppServer

from .browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from .steps import OpenApp, go, open_at, press
from .text_fit import needed_height, set_up

pytestmark = pytest.mark.e2e

SMALL_PHONE = {"width": 360, "height": 640}
PHONE = {"width": 400, "height": 800}
BODY_SIZE = 14.0
BODY_LINE = 20.0
"""Material 3's body text (what a refusal is drawn in): 14 px on 20 px lines."""
CATALOG = Catalog.load()
BOLDER = 1.04
"""Room for the synthetic bold of the keys' words (the app's font has one weight)."""
CHOICE_PADDING = 8
"""Beside a result button's words (``hand_sheet._choice``)."""
THUMB = 44.0
"""The smallest touch target WCAG 2.5.5 and Apple ask for (Material asks 48)."""


def knock_pad_open(
    server: AppServer, open_app: OpenApp, language: str, viewport: dict[str, int], *, larger: bool
) -> WebApp:
    """A tab on the seeded game g3 in ``language``, its sheet open on a knock by the first
    player, the pad showing for the knocker's deadwood."""
    app = open_at(open_app, server, "settings", viewport=viewport)
    set_up(app, language, larger=larger)
    go(app, server.url + "game/g3")
    app.by_id(game_keys.TABLE_RECORD).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    press(app, game_keys.TABLE_RECORD)
    app.by_id(game_keys.result_choice("knock")).first.wait_for(state="visible")
    press(app, game_keys.result_choice("knock"))
    press(app, game_keys.by_choice(0))
    app.by_id(game_keys.pad_digit(1)).first.wait_for(state="visible")
    return app


@pytest.mark.parametrize(
    ("language", "viewport", "larger"),
    [
        ("pl", PHONE, False),
        ("pl", SMALL_PHONE, True),
        ("de", SMALL_PHONE, True),
        ("nl", SMALL_PHONE, True),
    ],
    ids=["pl-400", "pl-360-larger", "de-360-larger", "nl-360-larger"],
)
def test_a_knock_refusal_is_whole_above_the_whole_pad(
    walk_server: AppServer, open_app: OpenApp, language: str, viewport: dict[str, int], larger: bool
) -> None:
    app = knock_pad_open(walk_server, open_app, language, viewport, larger=larger)
    press(app, game_keys.pad_digit(1))
    press(app, game_keys.pad_digit(5))  # 15: more than any knock may have
    if app.by_id(game_keys.PAD_NEXT).count():
        press(app, game_keys.PAD_NEXT)
    refusal = app.page.get_by_text(re.compile(r"[gG]in\?$")).first
    refusal.wait_for(state="visible")
    # Measured at rest: a fixed pause measured a sheet still growing on a busy machine.
    box = app.resting_box(refusal, "the refusal")
    pad = app.resting_box(app.by_id(game_keys.pad_digit(1)).first, "the pad")
    app.screenshot(f"fit-refusal-{language}-{viewport['width']}")
    text = refusal.text_content() or ""
    assert box is not None and pad is not None
    scale = LARGE_TEXT_SCALE if larger else 1.0
    needed = needed_height(app, text, box["width"], BODY_SIZE * scale, BODY_LINE * scale)
    line = BODY_LINE * scale
    assert box["height"] >= needed - line / 2, (
        f"the refusal needs {needed:.0f} px and has {box['height']:.0f}: {text!r}"
    )
    assert box["y"] >= 0 and box["y"] + box["height"] <= pad["y"] + 1, (
        f"the refusal {box} is not above the pad {pad}"
    )
    # The pad's bottom row (back, 0, Next) stays whole on the screen under the refusal:
    # the player fixes the entry with those keys. (A key's box is clipped where the
    # sheet's scrolling part ends, so a key cut by the screen's edge is shorter than 1.)
    bottom = {
        name: app.resting_box(app.by_id(key).first, name)
        for name, key in (("back", game_keys.PAD_BACK), ("0", game_keys.pad_digit(0)))
    }
    cut = {
        name: b
        for name, b in bottom.items()
        if b["height"] < pad["height"] - 1 or b["y"] + b["height"] > viewport["height"] + 1
    }
    assert cut == {}, f"keys cut at the foot of a {viewport['height']} px screen: {cut}"
    # The title names the hand whole (a compact sheet draws it as a title of 16 px on 24).
    title = app.page.get_by_text(re.compile(r"\d+ · ")).first
    title_box = app.resting_box(title, "the title")
    title_text = title.text_content() or ""
    size, height = (16.0, 24.0) if larger else (22.0, 28.0)
    title_needs = needed_height(app, title_text, title_box["width"], size * scale, height * scale)
    assert title_box["height"] >= title_needs - height * scale / 2, (
        f"the title needs {title_needs:.0f} px and has {title_box['height']:.0f}: {title_text!r}"
    )


def test_every_picker_card_is_a_thumb_target_on_a_360_px_phone(
    walk_server: AppServer, open_app: OpenApp
) -> None:
    app = open_at(open_app, walk_server, "referee", viewport=SMALL_PHONE)
    app.by_id(referee_keys.card(Card.parse("AS"))).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    app.page.wait_for_timeout(400)  # the route's slide-in has ended
    app.screenshot("fit-picker-360")
    measured: dict[str, dict[str, float]] = {}
    for suit in (Suit.SPADES, Suit.HEARTS):  # the suits in view without scrolling
        for rank in Rank:
            card = Card.of(rank, suit)
            box = app.by_id(referee_keys.card(card)).first.bounding_box()
            assert box is not None, f"{card} is not on the page"
            measured[str(card)] = box
    small = {
        card: f"{box['width']:.0f} x {box['height']:.0f}"
        for card, box in measured.items()
        if box["width"] < THUMB or box["height"] < THUMB
    }
    assert small == {}, f"picker cards under {THUMB:.0f} px: {small}"
    inside = [card for card, box in measured.items() if box["x"] + box["width"] > 360]
    assert inside == [], f"past the screen's edge: {inside}"
