"""Every main screen in each language, at 360 × 640 with larger text: its own words, whole.

On the way, the sheet's keys and the new-game form's mode buttons are measured
exactly (``fit.py``): their words must fit the keys they are drawn in.

One walk per language on the shared seeded server. Each screen must show its own
words in that language, taken from the catalogue at run time, and not their English
text (that a catalogue translates every key is a pure test, in ``tests/i18n``;
here, that the screen asks the catalogue in the player's language). Each screen is
photographed (``words-<language>-<screen>`` in the artefacts, for a person to read)
and measured. How: Flutter draws on a canvas, but hands the
browser every text whole in a box the size it was laid out in. The words are
laid out again in the page in the app's own font (``text_fit``) at the smallest
size a screen uses; a word wider than its box even then was broken inside
("Klopfe|n", "Volgen|de") or cut ("Małgor…", "#1" over "3"), and so is a
one-line text wider than its box. This is a lower bound, chosen because it
never accuses a text that fits: a word drawn larger than the smallest size and
broken only at that size is missed (the pad's and the sheet's keys, drawn at
known sizes, are measured exactly in ``test_fit_and_reach``). What each screen
shows is reached by address or by taps and waited for by its keys, never by time.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.cards import Card
from scorekeeper.rules.variants import Variant
from scorekeeper.ui import keys as home_keys
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.referee import keys as referee_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.sharing import IMPORT_ROUTE
from scorekeeper.ui.sharing import keys as sharing_keys
from scorekeeper.ui.stats_view import keys as stats_keys
from tests.launcher import AppServer

from ..browser import ARTIFACTS, FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import OpenApp, go, open_at, press, unfocus
from ..text_fit import set_up, unfit_words
from .fit import mode_button_problems, sheet_key_problems

CATALOG = Catalog.load()

pytestmark = pytest.mark.e2e

SMALL_PHONE = {"width": 360, "height": 640}
SMALLEST_TYPE = 12.0
"""The smallest text drawn with larger text on: the role chips' and the referee's
12 px (a fixed size), below Material's label small at 1.3 × 11 = 14.3 px."""
BUTTON_INSET = 4.0
"""The least padding beside a button's words (the pad's keys)."""
CLEAR = 8.0
"""Pixels from the screen's top and bottom edges a measured box must keep."""


def _at(app: WebApp, identifier: str) -> None:
    app.by_id(identifier).first.wait_for(state="visible", timeout=FIRST_PAINT_TIMEOUT_MS)


Words = tuple[tuple[str, dict[str, object]], ...]
"""Catalogue keys (with their parameters) whose text a screen shows."""


def screens(seeded: AppServer) -> list[tuple[str, Callable[[WebApp], None], Words]]:
    """Each main screen, how to reach it from anywhere, and words it must show."""
    url = seeded.url

    def visit(route: str, key: str) -> Callable[[WebApp], None]:
        def reach(app: WebApp) -> None:
            go(app, url + route)
            _at(app, key)

        return reach

    def sheet_pad(app: WebApp) -> None:
        visit("game/g3", game_keys.TABLE_RECORD)(app)
        press(app, game_keys.TABLE_RECORD)
        _at(app, game_keys.result_choice("knock"))
        press(app, game_keys.result_choice("knock"))
        press(app, game_keys.by_choice(0))
        _at(app, game_keys.pad_digit(1))

    def history_detail(app: WebApp) -> None:
        visit("history", history_keys.game_row("g1"))(app)
        app.click(id=history_keys.game_row("g1"))
        _at(app, history_keys.DETAIL_SUMMARY)

    return [
        ("home", visit("", home_keys.HOME_NEW_GAME), (("home.running", {}), ("word.new_game", {}))),
        ("new-game", visit("new", game_keys.player_field(0)), (("word.new_game", {}),)),
        ("table", visit("game/g3", game_keys.hand_row(3)), (("table.record", {}),)),
        ("sheet-pad", sheet_pad, (("sheet.how", {}), ("word.outcome.knock", {}))),
        ("hand-detail", visit("game/g3/hands/1", game_keys.DETAIL_BACK), ()),
        ("winner", visit("game/g1/end", game_keys.END_TABLE), ()),
        (
            "history",
            visit("history", history_keys.game_row("g1")),
            (("history.title", {}), ("history.count", {"count": 4})),
        ),
        ("history-detail", history_detail, (("history.chart.title", {}),)),
        ("stats", visit("stats", stats_keys.player_card("Ann")), (("stats.title", {}),)),
        (
            "rules",
            visit("rules", rules_keys.variant_card(Variant.BOX)),
            (("word.rules", {}), ("rules.common.title", {})),
        ),
        ("rules-box", visit("rules/box", rules_keys.index_link(Variant.BOX, 1)), ()),
        ("referee", visit("referee", referee_keys.card(Card.parse("AS"))), ()),
        ("import", visit(IMPORT_ROUTE, sharing_keys.IMPORT_PASTE_READ), (("import.title", {}),)),
        ("settings", visit("settings", settings_keys.LARGE_TEXT), (("word.settings", {}),)),
    ]


def missing_words(app: WebApp, language: str, words: Words) -> list[str]:
    """The keys whose text in ``language`` is not on the page, or whose English text is."""
    wrong = []
    for key, params in words:
        text = CATALOG.translate(key, language, **params)
        english = CATALOG.translate(key, "en", **params)
        if not app.by_text(text).count():
            wrong.append(f"{key}: {text!r} not shown")
        elif language != "en" and app.by_text(english).count():
            wrong.append(f"{key}: still in English ({english!r})")
    return wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_screen_speaks_the_language_in_whole_words(
    walk_server: AppServer, open_app: OpenApp, language: str
) -> None:
    app = open_at(open_app, walk_server, "settings", viewport=SMALL_PHONE)
    set_up(app, language, larger=True)
    found: dict[str, list[dict[str, Any]]] = {}
    untranslated: dict[str, list[str]] = {}
    unfit_keys: dict[str, list[str]] = {}
    for name, reach, words in screens(walk_server):
        reach(app)
        wrong = missing_words(app, language, words)
        if wrong:
            untranslated[name] = wrong
        unfocus(app)
        app.screenshot(f"words-{language}-{name}")
        found[name] = unfit_words(
            app,
            smallest=SMALLEST_TYPE,
            inset=BUTTON_INSET,
            top=CLEAR,
            bottom=SMALL_PHONE["height"] - CLEAR,
        )
        if name == "sheet-pad":
            unfit_keys[name] = sheet_key_problems(app, language)
        elif name == "new-game":
            unfit_keys["new-game-modes"] = mode_button_problems(
                app, SMALL_PHONE["width"], SMALL_PHONE["height"]
            )
            app.screenshot(f"words-{language}-new-game-modes")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    report = json.dumps(found, indent=1, ensure_ascii=False)
    (ARTIFACTS / f"words-{language}.json").write_text(report + "\n")
    assert untranslated == {}, json.dumps(untranslated, indent=1, ensure_ascii=False)
    broken = {name: each for name, each in found.items() if each}
    assert broken == {}, json.dumps(broken, indent=1, ensure_ascii=False)
    assert {name: each for name, each in unfit_keys.items() if each} == {}
    assert len(unfit_keys) == 2, f"the keys and mode buttons were not measured: {unfit_keys}"
    assert app.offsite_requests() == []
