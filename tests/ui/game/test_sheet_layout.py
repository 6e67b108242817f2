"""Which hand sheet a screen gets: roomy at 400 × 800, compact when short or with larger text."""

from __future__ import annotations

import pytest

from scorekeeper.ui.game.sheet.layout import COMPACT, ROOMY, sheet_layout
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE


@pytest.mark.parametrize(
    ("height", "scale", "layout"),
    [
        (800, 1, ROOMY),  # the phone the sheet was drawn for: as it was
        (None, 1, ROOMY),  # height not known
        (640, LARGE_TEXT_SCALE, COMPACT),  # the phone: the pad must fit
        (640, 1, COMPACT),  # short screen
        (800, LARGE_TEXT_SCALE, COMPACT),  # larger text needs more room
        (1000, LARGE_TEXT_SCALE, ROOMY),  # a tall screen holds even larger text
    ],
)
def test_the_layout_follows_the_height_in_text_sized_units(
    height: float | None, scale: float, layout: object
) -> None:
    assert sheet_layout(height, scale) == layout


def test_the_compact_sheet_is_smaller_but_keeps_the_touch_target() -> None:
    assert COMPACT.compact and not ROOMY.compact
    assert 48 <= COMPACT.key_height < ROOMY.key_height
    assert COMPACT.spacing < ROOMY.spacing
