"""The hand sheet's words fit the room they are drawn in: measured in the app's own font.

The issue's names (Małgorzata, Bartłomiej, Grażyna) on the who buttons: at 400 × 800
the chosen one carried a check mark beside the name, which left "Małgorzat/a" broken
inside the word. A button's room is its third of the sheet's row, less its padding
and any icon; its words are drawn at a fixed size or the theme's label size.
"""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.rules.hands import Result, Roles, Seats
from scorekeeper.rules.languages import LANGUAGES
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE

from ..conftest import StartUi
from ..text_width import widest_word

CATALOG = Catalog.load()
LONG_NAMES = ("Małgorzata", "Bartłomiej", "Grażyna")
SHEET_PADDING = 16
"""Each side of the sheet's column (``sheet_content``)."""
ROW_SPACING = 8
"""Between the who buttons."""
BUTTON_PADDING = 8
"""Each side of a who button's words (``_choice``)."""
ICON = 18 + 8
"""A Material button's icon and the gap beside it."""
LABEL_LARGE = 14
"""A Material button's words: the theme's label size, times the text scale."""


def label_room(button: Any, screen_width: float) -> float:
    """The width a who button leaves its words."""
    third = (screen_width - 2 * SHEET_PADDING - 2 * ROW_SPACING) / 3
    return third - 2 * BUTTON_PADDING - (ICON if button.icon is not None else 0)


def label_size(button: Any, scale: float) -> float:
    """The size a who button draws its words at: a fixed size, else the theme's."""
    content = button.content
    if isinstance(content, str) or content.size is None:
        return LABEL_LARGE * scale
    return float(content.size)


@pytest.mark.parametrize(
    ("width", "height", "scale"),
    [(400, 800, 1), (360, 640, 1), (360, 640, LARGE_TEXT_SCALE)],
    ids=["400x800", "360x640", "360x640-larger"],
)
def test_the_chosen_players_name_fits_its_who_button_unbroken(
    start_ui: StartUi, repository: GameRepository, width: int, height: int, scale: float
) -> None:
    game = GameService(repository).create(
        LONG_NAMES, Variant.BOX, first=Seats.of_box(Roles(*LONG_NAMES))
    )
    ui = start_ui(route="/settings", language="pl", width=width, height=height)
    if scale != 1:
        ui.click(settings_keys.LARGE_TEXT)
    ui.go(f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    ui.click(keys.result_choice(Result.KNOCK.value))
    for chosen in (0, 1):  # the box, then the captain: each one carries the chosen look
        ui.click(keys.by_choice(chosen))
        for seat, name in enumerate(LONG_NAMES):
            button: Any = ui.find(keys.by_choice(seat))
            needed = widest_word(name, label_size(button, scale), bold=True)
            room = label_room(button, width)
            assert needed <= room, f"{name} needs {needed:.1f} px, has {room:.1f} (chosen {chosen})"


SHEET_ROOM = 400 - 2 * SHEET_PADDING
"""The sheet's column at 400 px."""
TITLE_SMALL = 14
"""The theme's size for a form's heading (``kit.heading``)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deadwood_heading_keeps_its_words_whole_beside_its_buttons(
    start_ui: StartUi, repository: GameRepository, language: str
) -> None:
    """At 400 × 800 (the roomy sheet) "Read the cards" and "Count from cards" took most of the
    heading's row and squeezed it to a column: "Dead/woo/d (after/la/ying/off)". The row now
    wraps: the heading is laid out at its own width, the buttons beside it where they fit,
    else below, and each of its words fits the sheet's width."""
    game = GameService(repository).create(
        LONG_NAMES, Variant.BOX, first=Seats.of_box(Roles(*LONG_NAMES))
    )
    ui = start_ui(route=f"/game/{game.id}", language=language, width=400, height=800)
    ui.click(keys.TABLE_RECORD)
    ui.click(keys.result_choice(Result.KNOCK.value))
    ui.click(keys.by_choice(0))
    title = CATALOG.translate("sheet.deadwood", language)
    text = ui.find_text(title)
    assert isinstance(text, ft.Text)
    [row] = [c for c in ui.controls() if isinstance(c, ft.Row) and text in (c.controls or [])]
    assert row.wrap and not text.expand
    assert ui.exists(keys.SHEET_READ_CARDS) and ui.exists(keys.SHEET_COUNT_CARDS)
    assert widest_word(title, TITLE_SMALL) <= SHEET_ROOM
