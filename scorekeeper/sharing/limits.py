"""The size caps on what a user hands the app: one place for the command line and the app.

Why here: a backup, a session file or a picture of a code may come from anywhere
(a file picker, a download, another phone), and the command line and the app must
refuse the same files with the same limits. Each cap is checked before the work
it protects is done: the byte size before a file is parsed, an image's pixel count
from its header before a pixel is decoded.

The image caps keep the memory of reading one image under about 100 MB whatever
the picture (``tests/benchmarks/bench_image_memory.py`` measures it): a JPEG
photo is decoded at a reduced scale (libjpeg's draft mode) straight to grey, any
other format must fit :data:`MAX_DECODED_BYTES` when fully decoded, and the QR
reader gets at most :data:`READ_PIXELS` pixels.
"""

from __future__ import annotations

from typing import Final

MAX_FILE_BYTES: Final = 16 * 1024 * 1024
"""A backup, session or code-text file larger than this is refused before it is read."""

MAX_IMAGE_BYTES: Final = MAX_FILE_BYTES
"""An image file larger than this is refused before it is opened (the command line's cap)."""

MAX_IMAGE_PIXELS: Final = 50_000_000
"""The most pixels an image's header may claim: more than any phone camera frame needs."""

MAX_DECODED_BYTES: Final = 48 * 1024 * 1024
"""The pixel memory a full decode (plus its grey copy) may take; JPEGs are decoded smaller."""

READ_PIXELS: Final = 8_000_000
"""Pictures are scaled down to at most this many pixels for the QR reader.

Eight megapixels leave a version-40 code filling a quarter of a 12-megapixel
photo at about four pixels per module, more than the readers need.
"""


def megabytes(count: int) -> str:
    """``16 MB``: a byte cap as people say it."""
    return f"{count // (1024 * 1024)} MB"
