"""The house options in the new-game form line up: the tie option is built like its siblings.

The form shows the options in an expansion tile, which centres each block it
holds; a block that does not span the tile (the jersey tie option: a short
explanation and two short buttons) was set in from the left. So every block
must stretch to the tile's width and start with the same label-and-explanation
column.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.rules.variant_registry import option_names
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game import keys

from ..conftest import StartUi


def words_of(block: ft.Column) -> ft.Column:
    """The block's label and explanation: its first row, or the start of that row."""
    first = block.controls[0]
    words = first.controls[0] if isinstance(first, ft.Row) else first
    assert isinstance(words, ft.Column), f"an option starts with {type(words).__name__}"
    return words


def test_every_jersey_option_block_stretches_and_starts_alike(start_ui: StartUi) -> None:
    ui = start_ui(route="/new")
    ui.click(keys.variant_card("jersey"))
    ui.find(keys.option_choice("tie", "no_score"))  # the tie option is on the form
    tile = next(c for c in ui.controls() if isinstance(c, ft.ExpansionTile))
    blocks = [c for c in tile.controls if isinstance(c, ft.Column)]
    assert len(blocks) == len(option_names(Variant.JERSEY))
    shapes = {
        (
            block.horizontal_alignment,
            block.spacing,
            words_of(block).spacing,
            tuple(type(c).__name__ for c in words_of(block).controls),
        )
        for block in blocks
    }
    assert shapes == {(ft.CrossAxisAlignment.STRETCH, 4, 2, ("Text", "Text"))}
