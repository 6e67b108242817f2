"""The table's role chips at 400 px, and the main screens at 360 × 640 with larger text.

Photographs for a person to check (``larger-*`` in the artefacts): Flutter draws on a
canvas and the role words are part of each tile's spoken sentence, so whether a word
was broken ("CAPTAI/N") shows only in the picture. The tests check that each screen
is really there (its texts, the tile's sentence) before it is photographed.
"""

from __future__ import annotations

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.settings import keys as settings_keys

from .conftest import FIRST_PAINT_TIMEOUT_MS, AppServer
from .game.table_driver import press
from .history.test_history_e2e import OpenApp, go, open_at, seeded

__all__ = ["seeded"]  # a fixture: imported so that the tests here can ask for it

pytestmark = pytest.mark.e2e

CATALOG = Catalog.load()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_table_at_400_px_is_photographed_with_its_role_chips(
    seeded: AppServer, open_app: OpenApp, language: str
) -> None:
    app = open_at(open_app, seeded, "settings")
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    title = CATALOG.translate("settings.title", language)
    app.click(id=settings_keys.language(language), expect=title)
    go(app, seeded.url + "game/g3")
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible", timeout=FIRST_PAINT_TIMEOUT_MS)
    box = CATALOG.translate("table.tile.a11y.box", language)
    app.page.wait_for_selector(
        f'[flt-semantics-identifier="{game_keys.tile(0)}"][aria-label$="{box}"]'
    )
    app.screenshot(f"larger-chips-400-{language}")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_larger_text_on_a_360_px_phone_is_photographed(
    seeded: AppServer, open_app: OpenApp, scheme: str
) -> None:
    app = open_app(
        server=seeded,
        url=seeded.url + "settings",
        color_scheme=scheme,
        viewport={"width": 360, "height": 640},
    )
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.click(id=settings_keys.LARGE_TEXT)
    app.screenshot(f"larger-settings-360-{scheme}")
    go(app, seeded.url + "game/g3")
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible", timeout=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot(f"larger-table-360-{scheme}")
    press(app, game_keys.TABLE_RECORD, expect="How did it end?")
    press(app, game_keys.result_choice("knock"))
    press(app, game_keys.by_choice(0))
    app.screenshot(f"larger-sheet-360-{scheme}")
    go(app, seeded.url + "history")
    app.wait_text("History", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.screenshot(f"larger-history-360-{scheme}")
