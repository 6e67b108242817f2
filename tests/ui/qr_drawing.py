"""A QR code drawn as the app's SVG says, square by square, for a real decoder to read.

The screens show codes as SVG (``scorekeeper/sharing/qr.py``, ``matrix_svg``); a test
that reads one back draws exactly the modules of its path, nothing else.
"""

from __future__ import annotations

import io
import re

from PIL import Image

MODULE = re.compile(rb"M(\d+) (\d+)h1v1h-1z")
VIEW_BOX = re.compile(rb'viewBox="0 0 (\d+) (\d+)"')


def drawn(svg: bytes, scale: int = 8) -> Image.Image:
    """The SVG code as a greyscale image, ``scale`` pixels per module."""
    found = VIEW_BOX.search(svg)
    assert found is not None and found.group(1) == found.group(2), "not a square QR drawing"
    size = int(found.group(1))
    image = Image.new("L", (size * scale, size * scale), 255)
    for x, y in ((int(a), int(b)) for a, b in MODULE.findall(svg)):
        image.paste(0, (x * scale, y * scale, (x + 1) * scale, (y + 1) * scale))
    return image


def drawn_png(svg: bytes) -> bytes:
    """:func:`drawn` as PNG file bytes."""
    buffer = io.BytesIO()
    drawn(svg).save(buffer, format="PNG")
    return buffer.getvalue()
