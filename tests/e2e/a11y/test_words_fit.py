"""No word is broken inside on the new-game form's mode buttons, in any language.

At 360 × 640 with larger text (the settings' switch) the three buttons that
say how the first roles are found (Cut, Pick, Random) once shared a row in
thirds, and "Przełożenie" and "Random" were broken inside the word. Flutter
draws on a canvas, so the break is measured from the semantics tree: a button
whose label takes two lines is taller than one whose label takes one, and the
buttons of one row are not stretched to each other's height. Every mode button
must be as tall as the shortest one, and inside the screen.
"""

from __future__ import annotations

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.settings import keys as settings_keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import OpenApp, fill, go, open_at, press, reveal, unfocus

pytestmark = pytest.mark.e2e

CATALOG = Catalog.load()
SMALL_PHONE = {"width": 360, "height": 640}
MODES = (game_keys.FIRST_MODE_CUT, game_keys.FIRST_MODE_PICK, game_keys.FIRST_MODE_RANDOM)
ONE_PIXEL = 1.0
CLEAR_OF_EDGE = 120
"""Pixels between the last mode button and the screen's bottom edge when measured."""


def boxes(app: WebApp, identifiers: tuple[str, ...]) -> dict[str, dict[str, float]]:
    found = {}
    for identifier in identifiers:
        box = app.by_id(identifier).first.bounding_box()
        assert box is not None, f"{identifier} has no box"
        found[identifier] = box
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_mode_buttons_hold_their_words_at_360_px_with_larger_text(
    seeded: AppServer, open_app: OpenApp, language: str
) -> None:
    app = open_at(open_app, seeded, "settings", viewport=SMALL_PHONE)
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    title = CATALOG.translate("settings.title", language)
    app.click(id=settings_keys.language(language), expect=title)
    press(app, settings_keys.LARGE_TEXT)
    app.page.wait_for_selector(
        f'[flt-semantics-identifier="{settings_keys.LARGE_TEXT}"] [aria-checked="true"],'
        f' [flt-semantics-identifier="{settings_keys.LARGE_TEXT}"][aria-checked="true"]'
    )
    go(app, seeded.url + "new")
    app.by_id(game_keys.player_field(0)).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    for seat, name in enumerate(("Małgorzata", "Bartłomiej", "Grażyna")):
        fill(app, game_keys.player_field(seat), name)
    unfocus(app)
    reveal(app, game_keys.FIRST_MODE_RANDOM)  # the last of them, wherever the row wraps
    for _ in range(8):  # away from the bottom edge, which clips a box to what shows
        box = app.by_id(game_keys.FIRST_MODE_RANDOM).first.bounding_box()
        if box is not None and box["y"] + box["height"] < SMALL_PHONE["height"] - CLEAR_OF_EDGE:
            break
        app.page.mouse.wheel(0, 120)
        app.page.wait_for_timeout(200)
    app.page.wait_for_timeout(400)  # the form has laid itself out again
    app.screenshot(f"words-fit-modes-360-larger-{language}")
    found = boxes(app, MODES)
    lowest = min(box["height"] for box in found.values())
    taller = {key: box for key, box in found.items() if box["height"] > lowest + ONE_PIXEL}
    assert taller == {}, f"a word wraps in {list(taller)}: {found}"
    outside = [key for key, box in found.items() if box["x"] + box["width"] > SMALL_PHONE["width"]]
    assert outside == [], f"past the screen's edge: {outside}"
