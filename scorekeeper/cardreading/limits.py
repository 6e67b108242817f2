"""The caps on a photo of cards: checked before the work they protect is done.

A camera's full-resolution photo is what the reader wants (at the 720p of a QR
scan a corner index is about 13 pixels tall), so the caps are a phone camera's,
not a screenshot's. A JPEG is decoded by libjpeg at a reduced scale (draft mode),
so a 12-megapixel photo costs about 9 MB of pixels; any other format must fit
:data:`MAX_DECODED_BYTES` fully decoded. ``tests/benchmarks/bench_card_reader.py``
measures the peak memory of reading a 12-megapixel photo.
"""

from __future__ import annotations

from typing import Final

MAX_PHOTO_BYTES: Final = 32 * 1024 * 1024
"""A photo file larger than this is refused before it is opened (a 50-megapixel JPEG fits)."""

MAX_PHOTO_PIXELS: Final = 64_000_000
"""The most pixels a photo's header may claim: more than any phone camera takes."""

MAX_DECODED_BYTES: Final = 96 * 1024 * 1024
"""The memory a full decode may take (a progressive JPEG's coefficients, or a PNG's pixels:
a 12-megapixel PNG fits)."""


def megabytes(count: int) -> str:
    """``32 MB``: a byte cap as people say it."""
    return f"{count // (1024 * 1024)} MB"
