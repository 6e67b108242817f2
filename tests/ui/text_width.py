"""Widths of words in the app's own font, read from the font file's metrics.

Why: Flutter breaks a word inside when it is wider than the room it is given
("Małgorzat/a"), and where a layout gives a text a fixed room at a fixed size
the fit is arithmetic, proven without a browser: the sum of the glyphs'
advances at the drawn size against the room. Kerning is left out (it only
narrows this font's Latin pairs), and the synthetic bold of a heavier weight
(the font has one) is given its room.
"""

from __future__ import annotations

import functools
from pathlib import Path

from fontTools.ttLib import TTFont

from scorekeeper.ui.settings.appearance import FONTS

FONT = Path(__file__).resolve().parents[2] / "assets" / next(iter(FONTS.values()))
BOLDER = 1.04
"""Room for the synthetic bold of a heavier weight (the app's font has one weight)."""


@functools.cache
def _advances() -> tuple[dict[int, int], float]:
    font = TTFont(FONT)
    metrics = font["hmtx"]
    advances = {code: metrics[glyph][0] for code, glyph in font.getBestCmap().items()}
    return advances, float(font["head"].unitsPerEm)


def word_width(word: str, size: float, *, bold: bool = False) -> float:
    """``word`` drawn at ``size`` px, in px (every character must be in the font)."""
    advances, units = _advances()
    width = sum(advances[ord(character)] for character in word) * size / units
    return width * BOLDER if bold else width


def widest_word(text: str, size: float, *, bold: bool = False) -> float:
    """The widest word of ``text``: what must fit a line for no word to break inside."""
    return max(word_width(word, size, bold=bold) for word in text.split())
