"""The table's tiles show a long name whole: measured in the app's own font.

At 360 px with larger text the tiles cut "Małgorzata" and "Bartłomiej" to "Małgor…" and
"Bartło…": a name on one line at the theme's title size, in a third of the screen. A
tile's room is its third of the row, less the view's and the column's padding, the
spacing between tiles, and its own padding and (the dealer's) border.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE

from ..conftest import StartUi
from ..text_width import widest_word

LONG_NAMES = ("Małgorzata", "Bartłomiej", "Grażyna")
VIEW_PADDING = 10
"""A Flet view's padding, each side."""
COLUMN_PADDING = 4
"""The content column's, each side (``kit.body``)."""
SPACING = 8
"""Between the tiles."""
TILE_PADDING = 10
DEALER_BORDER = 2
TITLE_MEDIUM = 16
"""The theme's title size at standard text, times the text scale."""


def name_room(screen_width: float) -> float:
    """The width a tile leaves a name."""
    row = screen_width - 2 * (VIEW_PADDING + COLUMN_PADDING)
    return (row - 2 * SPACING) / 3 - 2 * (TILE_PADDING + DEALER_BORDER)


@pytest.mark.parametrize(
    ("width", "scale"),
    [(360, 1), (360, LARGE_TEXT_SCALE), (400, 1), (400, LARGE_TEXT_SCALE)],
    ids=["360", "360-larger", "400", "400-larger"],
)
def test_each_long_name_fits_its_tile_whole(
    start_ui: StartUi, repository: GameRepository, width: int, scale: float
) -> None:
    game = GameService(repository).create(
        LONG_NAMES, Variant.BOX, first=Seats.of_box(Roles(*LONG_NAMES))
    )
    ui = start_ui(route="/settings", language="pl", width=width, height=640)
    if scale != 1:
        ui.click(settings_keys.LARGE_TEXT)
    ui.go(f"/game/{game.id}")
    for seat, name in enumerate(LONG_NAMES):
        tile: Any = ui.find(keys.tile(seat))
        shown: Any = tile.content.controls[0].content
        assert shown.value == name
        size = shown.size if shown.size is not None else TITLE_MEDIUM * scale
        needed, room = widest_word(name, size, bold=True), name_room(width)
        assert needed <= room, f"{name} at {size} px needs {needed:.1f} px, has {room:.1f}"
        assert not shown.no_wrap and shown.max_lines == 2, "a name of two words takes two lines"
