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
from scorekeeper.cardreading.readings import (
    PICTURE_SIDE,
    SURE,
    GlyphReading,
    PhotoReading,
    among,
)

__all__ = [
    "PICTURE_SIDE",
    "SURE",
    "CardPhotoError",
    "GlyphReading",
    "PhotoReading",
    "PhotoTooLargeError",
    "UnreadablePhotoError",
    "among",
    "read_photo",
    "read_photo_with_picture",
]


def read_photo(data: bytes) -> tuple[GlyphReading, ...]:
    """The card corners in a photo file's bytes, likeliest first; refuses a bad file.

    OpenCV and numpy are loaded here, on the first photo: an app that reads no
    card starts without them.
    """
    from scorekeeper.cardreading import photo  # noqa: PLC0415 - OpenCV on the first photo

    return photo.read_photo(data)


def read_photo_with_picture(data: bytes) -> PhotoReading:
    """:func:`read_photo`, with the small picture a screen shows the corners on."""
    from scorekeeper.cardreading import photo  # noqa: PLC0415 - OpenCV on the first photo

    return photo.read_photo_with_picture(data)
