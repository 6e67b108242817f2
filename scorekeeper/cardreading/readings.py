"""What the card reader answers: plain values, without OpenCV or numpy.

Why a module of their own: the screens and the use case name these types and
thresholds, and importing them must not load OpenCV and numpy (about a fifth of
the app's start), which only reading a photo needs (:mod:`.photo`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from typing import Final

SURE: Final = 0.8
"""A reading at least this likely (glyph times suit) is taken as read."""

UNSURE: Final = 0.3
"""A reading between this and :data:`SURE` is offered to the player to check."""

PICTURE_SIDE: Final = 960
"""The long side of the picture a screen shows with the cards outlined: sharp on a
phone, about a tenth of a 12-megapixel photo's bytes to send to it."""
PICTURE_QUALITY: Final = 80


NOTHING: Final = ""
"""The glyph of :attr:`GlyphReading.odds` that stands for "not an index at all"."""


@dataclass(frozen=True, slots=True)
class GlyphReading:
    """One card's corner as read: its glyph, its suit, how sure, and where it is.

    ``where`` is the centre of the index in the working picture's pixels (as a
    share of its width and height, so a screen can outline it on any size).
    ``odds`` are the network's probabilities of the glyphs it weighed at this
    place (those of at least :data:`ODDS_FLOOR`, :data:`NOTHING` among them), so
    the reading can be decided again among one deck's glyphs (:func:`among`);
    empty where nothing but ``glyph`` is known.
    """

    glyph: str
    suit: str
    confidence: float
    where: tuple[float, float]
    odds: tuple[tuple[str, float], ...] = ()


ODDS_FLOOR: Final = 0.005
"""The least probability a glyph needs to be kept among a reading's odds."""


def among(reading: GlyphReading, glyphs: Collection[str]) -> GlyphReading | None:
    """``reading`` decided again among ``glyphs`` alone (one deck's); None if none fits.

    Why: the network knows the glyphs of all five decks, and on a drawing it never
    saw it spreads its belief over look-alikes a deck cannot have (a Q that might
    be a D or an O-shaped B on an English deck). Once the deck's letters are known,
    the look-alikes it lacks are out, and the belief they held goes to the glyphs
    left and to "nothing" in proportion: the odds are renormalised over the
    deck's glyphs and :data:`NOTHING`, so a place that is likelier nothing than any
    of them stays doubtful. The suit's probability is kept as it was.
    """
    odds = dict(reading.odds)
    if reading.glyph not in odds:
        return reading if reading.glyph in glyphs else None
    fitting = {g: p for g, p in odds.items() if g in glyphs}
    if not fitting:
        return None
    glyph = max(fitting, key=fitting.__getitem__)
    suit = reading.confidence / odds[reading.glyph]
    share = fitting[glyph] / (sum(fitting.values()) + odds.get(NOTHING, 0.0))
    return replace(reading, glyph=glyph, confidence=min(1.0, share * suit))


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
