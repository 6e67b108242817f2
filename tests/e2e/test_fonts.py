"""The app's own font reaches the browser from the app itself, and card suits show as signs.

Why these checks: Flutter draws text on a canvas, so the browser cannot say whether a
"♠" came out as a sign or as an empty box. What it can say is where the glyphs came
from. With a font that lacks a character, Flutter's web engine asks a CDN for a
fallback font (the app's content policy blocks it, and an offline phone cannot reach
it): the "2▯ 8▯" of the issue. So the tests require that the font file is fetched
from the app's own server, that it is the file in ``assets/fonts``, and that no
request leaves the machine or is blocked while cards and suit signs are on screen.
The screenshots (``fonts-*``) show the same screens to a person.
"""

from __future__ import annotations

import urllib.request
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.i18n.words import cards_label
from scorekeeper.rules.cards import parse_cards
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.views.fonts import FONTS
from tests.launcher import REPO, AppServer
from tests.ui.sharing.games import box_game, knock

from .browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from .steps import fill, new_game, press, unfocus

pytestmark = pytest.mark.e2e

ServerFactory = Callable[..., AppServer]
OpenApp = Callable[..., WebApp]

KNOCK_7 = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D 7C")
"""Ann's ten cards: three melds and the 7♣ as deadwood."""
GAME = box_game(
    (replace(knock("Ann", Ann=7, Bob=20), cards={"Ann": KNOCK_7}),), game_id="f0a7c4d5e6b7"
)
FONT_FILE = next(iter(FONTS.values()))


def _font_requests(app: WebApp) -> list[str]:
    return [url for url in app.requests if url.endswith("/" + FONT_FILE)]


def wait_until_requested(app: WebApp) -> None:
    """Wait until the tab has asked for the app's font (it loads while the first screen shows).

    Why wait: until the font has arrived Flutter draws with its own, and a card
    shown in that moment sends Flutter looking for a fallback. The tests check the
    app as it runs once started, so they open a card screen after this.
    """
    for _ in range(100):
        if _font_requests(app):
            app.page.wait_for_timeout(500)
            return
        app.page.wait_for_timeout(100)
    raise AssertionError("the app's font was never requested")


FLUTTER_FONTS = ("MaterialIcons-Regular.otf", "roboto.woff2", "CupertinoIcons.ttf")
"""Fonts Flutter's web client loads whatever the page shows."""


def _fallback_requests(app: WebApp) -> list[str]:
    """Fallback fonts the tab looked for: Flutter does so for a character our font lacks.

    With the app served offline (``no_cdn``) Flutter asks the app's own server for
    them, under ``assets/fonts/<family>/``, and the server does not have them.
    """
    return [
        url for url in app.requests if "/assets/fonts/" in url and not url.endswith(FLUTTER_FONTS)
    ]


def _assert_fonts_local(app: WebApp) -> None:
    missing = _fallback_requests(app)
    assert missing == [], "Flutter looked for a fallback font: a character is not in ours"
    requested = _font_requests(app)
    assert requested, "the app's font was never requested"
    assert all(url.startswith(app.server.url) for url in requested), requested
    with urllib.request.urlopen(requested[0], timeout=10) as response:
        served = response.read()
    assert served == (REPO / "assets" / FONT_FILE).read_bytes()
    assert app.offsite_requests() == []
    blocked_fonts = [url for url in app.blocked_requests() if "font" in url]
    assert blocked_fonts == [], "a fallback font was asked for off-site"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_cards_in_the_hand_detail_show_their_suits_in_the_apps_font(
    server_factory: ServerFactory, open_app: OpenApp, tmp_path: Path, scheme: str
) -> None:
    with open_repository(tmp_path / "cards") as store:
        GameService(store).import_games([GAME])
    server = server_factory(data_dir=tmp_path / "cards")
    app = open_app(server=server, url=f"{server.url}game/{GAME.id}", color_scheme=scheme)
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    wait_until_requested(app)
    press(app, game_keys.hand_row(1), expect="Rule applied")
    shown = f"Ann: {cards_label(KNOCK_7)}"
    assert shown == "Ann: A♠ 2♠ 3♠ 4♥ 5♥ 6♥ 7♦ 8♦ 9♦ 7♣"
    app.wait_text(shown, timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot(f"fonts-hand-detail-{scheme}")
    _assert_fonts_local(app)


def test_a_suit_typed_into_a_cut_field_is_drawn_with_the_apps_font(
    app_server: AppServer, open_app: OpenApp
) -> None:
    app = open_app()
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    new_game(app, "box", ("Ann", "Bob", "Cid"))
    fill(app, game_keys.cut_field(0), "K♠")
    value = app.by_id(game_keys.cut_field(0)).locator("input").first.input_value()
    assert value == "K♠"
    unfocus(app)
    app.screenshot("fonts-cut-field")
    _assert_fonts_local(app)
