"""Reading the cards in a photo of a table: the corner indices, offline, on the phone.

An adapter like :mod:`scorekeeper.sharing` (which reads QR codes in pictures):
bytes of a photo in, the glyphs and suits of the card corners found out, with
OpenCV and numpy only and a small network shipped in the package
(``cards.onnx``, trained by the scripts in ``training/cards/``). Which rank a
corner letter means is the core's business (:mod:`scorekeeper.rules.card_letters`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import cv2
import numpy as np
import numpy.typing as npt

from scorekeeper.cardreading.errors import (
    CardPhotoError,
    PhotoTooLargeError,
    UnreadablePhotoError,
)
from scorekeeper.cardreading.image import photo_pixels
from scorekeeper.cardreading.reader import SURE, GlyphReading, read_glyphs

__all__ = [
    "PICTURE_SIDE",
    "SURE",
    "CardPhotoError",
    "GlyphReading",
    "PhotoReading",
    "PhotoTooLargeError",
    "UnreadablePhotoError",
    "read_photo",
    "read_photo_with_picture",
]

PICTURE_SIDE: Final = 960
"""The long side of the picture a screen shows with the cards outlined: sharp on a
phone, about a tenth of a 12-megapixel photo's bytes to send to it."""
PICTURE_QUALITY: Final = 80


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


def read_photo(data: bytes) -> tuple[GlyphReading, ...]:
    """The card corners in a photo file's bytes, likeliest first; refuses a bad file."""
    return read_glyphs(photo_pixels(data))


def read_photo_with_picture(data: bytes) -> PhotoReading:
    """:func:`read_photo`, with the small picture a screen shows the corners on."""
    rgb = photo_pixels(data)
    return PhotoReading(read_glyphs(rgb), *_picture(rgb))


def _picture(rgb: npt.NDArray[np.uint8]) -> tuple[bytes, tuple[int, int]]:
    height, width = rgb.shape[:2]
    scale = min(1.0, PICTURE_SIDE / max(height, width))
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    small = cv2.resize(rgb, size, interpolation=cv2.INTER_AREA) if scale < 1 else rgb
    bgr = cv2.cvtColor(small, cv2.COLOR_RGB2BGR)
    done, jpeg = cv2.imencode(".jpg", bgr, [cv2.IMWRITE_JPEG_QUALITY, PICTURE_QUALITY])
    if not done:
        raise UnreadablePhotoError(detail="the picture could not be made again")
    return jpeg.tobytes(), size
