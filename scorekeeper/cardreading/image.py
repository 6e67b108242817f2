"""A photo's bytes to the RGB pixels the reader works on, refusing hostile files early.

The byte size, the pixel count and the memory a decode would take are checked
from the header before any pixel is decoded (:mod:`.limits`); a JPEG is decoded
by libjpeg straight at the scale the reader works at (its draft mode), so a
12-megapixel photo never exists in memory at full size. A file cut short, or
one whose decoder fails in any way, is refused as unreadable.
"""

from __future__ import annotations

import io
import math
from typing import Final

import numpy as np
import numpy.typing as npt
from PIL import Image, UnidentifiedImageError

from scorekeeper.cardreading.errors import PhotoTooLargeError, UnreadablePhotoError
from scorekeeper.cardreading.glyphs import WORK_SIDE, working_image
from scorekeeper.cardreading.limits import (
    MAX_DECODED_BYTES,
    MAX_PHOTO_BYTES,
    MAX_PHOTO_PIXELS,
    megabytes,
)

FORMATS: Final = ("JPEG", "PNG", "WEBP", "BMP", "TIFF", "GIF")
"""What cameras, phones and screenshot tools write; nothing else is even parsed."""

_JPEG_FORMATS: Final = ("JPEG", "MPO")
DRAFT_SLACK: Final = 0.75
"""How much smaller than the working size a JPEG may be decoded (see :func:`photo_pixels`)."""
_COEFFICIENT_BYTES_PER_PIXEL: Final = 3
"""libjpeg holds a progressive JPEG's coefficients whole: 2 bytes a sample, 1.5 samples a pixel
(4:2:0) and up to 3 (4:4:4); 3 is the common case's ceiling."""
_DECODED_BYTES_PER_PIXEL: Final = 4 + 3
"""Pillow's RGB pixel (four bytes) and the array copied from it (three)."""


def photo_pixels(data: bytes) -> npt.NDArray[np.uint8]:
    """The photo in ``data`` as RGB, its long side at most :data:`WORK_SIDE` pixels."""
    if len(data) > MAX_PHOTO_BYTES:
        raise PhotoTooLargeError(detail=f"the file is over {megabytes(MAX_PHOTO_BYTES)}")
    try:
        image = Image.open(io.BytesIO(data), formats=FORMATS)
        width, height = image.size
    except UnidentifiedImageError:
        raise UnreadablePhotoError(detail="not an image format the app knows") from None
    except Image.DecompressionBombError:
        raise _too_many_pixels() from None
    except Exception as exc:
        # Pillow's parsers raise many kinds of exception on hostile files
        # (struct.error, EOFError, SyntaxError, ...); all mean "unreadable".
        raise UnreadablePhotoError(detail=type(exc).__name__) from None
    if not 0 < width * height <= MAX_PHOTO_PIXELS:
        raise _too_many_pixels()
    if image.format in _JPEG_FORMATS:
        progressive = image.info.get("progressive") or image.info.get("progression")
        if progressive and width * height * _COEFFICIENT_BYTES_PER_PIXEL > MAX_DECODED_BYTES:
            raise PhotoTooLargeError(detail=f"a progressive JPEG of {width * height:,} pixels")
        # libjpeg scales by 1/2, 1/4 or 1/8 and Pillow takes the smallest scale that
        # keeps the size asked for: asking for a little less than the working size
        # reads a 4000-pixel-wide photo at 2000 rather than at full size.
        shrink = max(1.0, max(width, height) / (WORK_SIDE * DRAFT_SLACK))
        image.draft("RGB", (math.ceil(width / shrink), math.ceil(height / shrink)))
        width, height = image.size
    if width * height * _DECODED_BYTES_PER_PIXEL > MAX_DECODED_BYTES:
        raise PhotoTooLargeError(detail=f"{width} x {height} pixels")
    try:
        image.load()
        rgb = np.asarray(image.convert("RGB"), np.uint8)
    except Image.DecompressionBombError:
        raise _too_many_pixels() from None
    except Exception as exc:
        raise UnreadablePhotoError(detail=f"{type(exc).__name__} while decoding") from None
    return working_image(rgb)


def _too_many_pixels() -> PhotoTooLargeError:
    return PhotoTooLargeError(detail=f"over {MAX_PHOTO_PIXELS:,} pixels")
