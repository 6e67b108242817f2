"""A photo file's bytes in, its card corners out, with the picture to show them on.

The part of the reader that needs OpenCV and numpy; :mod:`scorekeeper.cardreading`
loads it on the first photo, not when the app starts.
"""

from __future__ import annotations

import cv2
import numpy as np
import numpy.typing as npt

from scorekeeper.cardreading.errors import UnreadablePhotoError
from scorekeeper.cardreading.image import photo_pixels
from scorekeeper.cardreading.reader import read_glyphs
from scorekeeper.cardreading.readings import (
    PICTURE_QUALITY,
    PICTURE_SIDE,
    GlyphReading,
    PhotoReading,
)


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
