"""How large a player's name is drawn on the table's tiles: whole, on a 360 px phone too.

Why: the three tiles share the screen's width, and a name was drawn at the
theme's title size on one line, cut where it did not fit: at 360 px with larger
text "Małgorzata" and "Bartłomiej" read "Małgor…" and "Bartło…". The name now
gets the theme's size where a long name fits a tile, and a smaller one where it
would not, so it is read whole; a name of several words may take two lines,
breaking between them.
"""

from __future__ import annotations

from typing import Final

TITLE_MEDIUM: Final = 16.0
"""The theme's title size at standard text (what a tile's name is drawn at on a wide tile)."""
SCREEN_EDGES: Final = 2 * 10 + 2 * 4
"""Beside the tiles' row: the view's padding and the content column's."""
TILE_SPACING: Final = 8
"""Between two tiles."""
TILE_EDGES: Final = 2 * 10 + 2 * 2
"""Inside a tile, beside its name: its padding and the dealer's thicker border."""
NAME_EMS: Final = 5.6
"""A long name's width in ems of the app's font: "Małgorzata" is 5.31 em, 5.53 with the
room a heavier weight's synthetic bold takes."""
SMALLEST: Final = 12.0
"""Never smaller than the tile's other small words."""


def tile_name_size(screen_width: float | None, text_scale: float) -> float:
    """The size of the names on a screen ``screen_width`` px wide (None: not known) at
    ``text_scale``: the theme's size if a long name fits its tile, else the size at which it
    does, in half pixels."""
    size = TITLE_MEDIUM * text_scale
    if screen_width is None:
        return size
    room = (screen_width - SCREEN_EDGES - 2 * TILE_SPACING) / 3 - TILE_EDGES
    fits = int(room / NAME_EMS * 2) / 2
    return max(SMALLEST, min(size, fits))
