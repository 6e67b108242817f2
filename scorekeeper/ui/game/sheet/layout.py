"""How roomy the hand sheet is drawn: a short screen (or larger text) gets a compact sheet.

Why: with the pad open the sheet is a tall column (result, who, the fields, the
pad). A 400 × 800 phone holds it with room to spare, but a 360 × 640 phone with
larger text would push the pad below the fold, and a thumb would have to scroll
for every digit. Text grows with the text scale while the keys do not, so the
screen height is measured in text-sized units: height divided by the scale.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Sizes of the sheet's parts."""

    compact: bool
    """Whether the sheet saves room: no drag handle, Count from cards as an icon,
    each field's number beside its limit."""
    spacing: int
    """Between the sheet's rows."""
    button_height: int
    """The result and who buttons."""
    key_height: int
    """The pad's keys."""
    key_spacing: int
    """Between the pad's keys."""


ROOMY = SheetLayout(compact=False, spacing=8, button_height=52, key_height=52, key_spacing=8)
COMPACT = SheetLayout(compact=True, spacing=4, button_height=44, key_height=48, key_spacing=4)
"""The pad's keys keep Material's 48 px touch target; the result and who buttons stay
above a Material button's standard 40 px."""

ROOMY_HEIGHT = 760
"""Screen height, at standard text, that the roomy sheet needs with its pad open
(its last row of keys ends at about 735 px on a 400 × 800 phone)."""


def sheet_layout(screen_height: float | None, text_scale: float) -> SheetLayout:
    """The layout for a screen ``screen_height`` px tall (None: not known, roomy)."""
    if screen_height is None or screen_height / text_scale >= ROOMY_HEIGHT:
        return ROOMY
    return COMPACT
