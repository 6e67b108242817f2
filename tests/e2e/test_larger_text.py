"""The table's role chips at 400 px, and the main screens at 360 × 640 with larger text.

Photographs for a person to check (``larger-*`` in the artefacts): Flutter draws on a
canvas and the role words are part of each tile's spoken sentence, so whether a word
was broken ("CAPTAI/N") shows only in the picture. The tests check that each screen
is really there (its texts, the tile's sentence) before it is photographed. What the
picture cannot prove is measured: every key of the hand sheet's number pad lies
inside the 360 × 640 viewport, with no scrolling.
"""

from __future__ import annotations

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.game.sheet.layout import COMPACT
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.settings import keys as settings_keys
from tests.launcher import AppServer

from .browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from .steps import OpenApp, go, open_at, press, wait_in

pytestmark = pytest.mark.e2e

CATALOG = Catalog.load()
SMALL_PHONE = {"width": 360, "height": 640}
PAD_KEYS = (
    *(game_keys.pad_digit(digit) for digit in range(10)),
    game_keys.PAD_BACK,
    game_keys.PAD_NEXT,
)
"""Every key of the pad while a knock's first deadwood is typed (the last one is Next)."""


def pad_keys_out_of_view(app: WebApp) -> list[str]:
    """The pad keys not wholly inside the viewport (or not on the page at all), with where.

    Flutter hands the browser only what is on screen or nearly, so a key far
    below the fold is missing from the semantics tree altogether, and it clips a
    key's box to what shows: a key cut off by the bottom edge is lower than a key.
    """
    app.by_id(game_keys.pad_digit(1)).first.wait_for(state="visible")
    app.page.wait_for_timeout(400)  # the sheet has slid up (200 ms) and stands still
    outside = []
    for key in PAD_KEYS:
        node = app.by_id(key)
        box = node.first.bounding_box() if node.count() else None
        if box is None:
            outside.append(f"{key}: not on the page")
        elif not (
            box["height"] >= COMPACT.key_height
            and box["x"] >= 0
            and box["y"] >= 0
            and box["x"] + box["width"] <= SMALL_PHONE["width"]
            and box["y"] + box["height"] <= SMALL_PHONE["height"]
        ):
            outside.append(f"{key}: {box}")
    return outside


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_table_at_400_px_is_photographed_with_its_role_chips(
    walk_server: AppServer, open_app: OpenApp, language: str
) -> None:
    app = open_at(open_app, walk_server, "settings")
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    title = CATALOG.translate("word.settings", language)
    app.click(id=settings_keys.language(language), expect=title)
    go(app, walk_server.url + "game/g3")
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible", timeout=FIRST_PAINT_TIMEOUT_MS)
    box = CATALOG.translate("table.tile.a11y.box", language)
    app.page.wait_for_selector(
        f'[flt-semantics-identifier="{game_keys.tile(0)}"][aria-label$="{box}"]'
    )
    app.screenshot(f"larger-chips-400-{language}")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_larger_text_on_a_360_px_phone_keeps_the_pad_in_view_and_is_photographed(
    walk_server: AppServer, open_app: OpenApp, scheme: str
) -> None:
    app = open_at(open_app, walk_server, "settings", color_scheme=scheme, viewport=SMALL_PHONE)
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.click(id=settings_keys.LARGE_TEXT)
    app.screenshot(f"larger-settings-360-{scheme}")
    go(app, walk_server.url + "game/g3")
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible", timeout=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot(f"larger-table-360-{scheme}")
    press(app, game_keys.TABLE_RECORD, expect="How did it end?")
    press(app, game_keys.result_choice("knock"))
    press(app, game_keys.by_choice(0))
    assert pad_keys_out_of_view(app) == [], "the pad needs scrolling on a 360 x 640 phone"
    app.screenshot(f"larger-sheet-360-{scheme}")
    go(app, walk_server.url + "game/g3/hands/1")
    app.wait_text("Rule applied", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot(f"larger-hand-detail-360-{scheme}")
    go(app, walk_server.url + "game/g1/end")
    app.wait_text("Bob wins!", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.page.mouse.move(180, 400)
    app.page.mouse.wheel(0, 400)  # down to the rematch choices
    app.by_id(game_keys.END_REMATCH_CUT).first.wait_for(state="visible")
    app.screenshot(f"larger-winner-360-{scheme}")
    go(app, walk_server.url + "history")
    app.wait_text("History", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot(f"larger-history-360-{scheme}")
    app.click(id=history_keys.game_row("g1"), expect="Running totals")
    wait_in(app, history_keys.DETAIL_SUMMARY, "Bob won")
    app.screenshot(f"larger-history-detail-360-{scheme}")
