"""What the card reader answers: plain values, without OpenCV or numpy.

Why a module of their own: the screens and the use case name these types and
thresholds, and importing them must not load OpenCV and numpy (about a fifth of
the app's start), which only reading a photo needs (:mod:`.photo`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

SURE: Final = 0.8
"""A reading at least this likely (glyph times suit) is taken as read."""

UNSURE: Final = 0.3
"""A reading between this and :data:`SURE` is offered to the player to check."""

PICTURE_SIDE: Final = 960
"""The long side of the picture a screen shows with the cards outlined: sharp on a
phone, about a tenth of a 12-megapixel photo's bytes to send to it."""
PICTURE_QUALITY: Final = 80


@dataclass(frozen=True, slots=True)
class GlyphReading:
    """One card's corner as read: its glyph, its suit, how sure, and where it is.

    ``where`` is the centre of the index in the working picture's pixels (as a
    share of its width and height, so a screen can outline it on any size).
    """

    glyph: str
    suit: str
    confidence: float
    where: tuple[float, float]


@dataclass(frozen=True, slots=True)
class PhotoReading:
    """The corners read in a photo, and the photo as read, small, to show them on.

    ``picture`` is a JPEG of the very pixels the reader worked on (turned and
    scaled as the reader saw them), so each corner's ``where`` falls on its card
    whatever the camera wrote in the file's header; ``size`` is its width and height.
    """

    glyphs: tuple[GlyphReading, ...]
    picture: bytes
    size: tuple[int, int]
