"""Reading the cards in a photo of a table: the corner indices, offline, on the phone.

An adapter like :mod:`scorekeeper.sharing` (which reads QR codes in pictures):
bytes of a photo in, the glyphs and suits of the card corners found out, with
OpenCV and numpy only and a small network shipped in the package
(``cards.onnx``, trained by the scripts in ``training/cards/``). Which rank a
corner letter means is the core's business (:mod:`scorekeeper.rules.card_letters`).
"""

from __future__ import annotations

from scorekeeper.cardreading.errors import (
    CardPhotoError,
    PhotoTooLargeError,
    UnreadablePhotoError,
)
from scorekeeper.cardreading.image import photo_pixels
from scorekeeper.cardreading.reader import SURE, GlyphReading, read_glyphs

__all__ = [
    "SURE",
    "CardPhotoError",
    "GlyphReading",
    "PhotoTooLargeError",
    "UnreadablePhotoError",
    "read_photo",
]


def read_photo(data: bytes) -> tuple[GlyphReading, ...]:
    """The card corners in a photo file's bytes, likeliest first; refuses a bad file."""
    return read_glyphs(photo_pixels(data))
