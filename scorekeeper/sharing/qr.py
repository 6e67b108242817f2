"""Rendering code text as a QR code (PNG bytes), and how big a code will be.

Codes are always made at error-correction level M in alphanumeric mode: M
survives a smudged screen or a slightly blurred photo, and alphanumeric mode
stores base45 text at 5.5 bits per character. ``qrcode`` is imported inside the
functions so that commands that never draw a code start fast.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

MAX_VERSION = 40


@lru_cache(maxsize=MAX_VERSION)
def capacity(version: int) -> int:
    """How many alphanumeric characters fit a code of ``version`` at level M."""
    from qrcode import constants, util  # noqa: PLC0415 - only when making codes

    if not 1 <= version <= MAX_VERSION:
        raise ValueError(f"QR version {version} does not exist")
    bits: int = util.BIT_LIMIT_TABLE[constants.ERROR_CORRECT_M][version]
    bits -= 4 + util.length_in_bits(util.MODE_ALPHA_NUM, version)
    return bits // 11 * 2 + (1 if bits % 11 >= 6 else 0)


def version_for(text: str) -> int:
    """The smallest QR version that holds ``text`` at level M (``ValueError`` if none)."""
    for version in range(1, MAX_VERSION + 1):
        if len(text) <= capacity(version):
            return version
    raise ValueError(f"{len(text)} characters do not fit any QR code")


def render_png(text: str, *, box_size: int = 8, border: int = 4) -> bytes:
    """PNG bytes of the QR code for ``text`` (alphanumeric mode, level M, smallest version).

    ``border`` is the quiet zone in modules; 4 is what the standard asks, and what
    lets a camera find the code next to other things on a screen.
    """
    image = _game_code(text, box_size=box_size, border=border).make_image()
    buffer = io.BytesIO()
    image.save(buffer)
    return buffer.getvalue()


def render_svg(text: str, *, border: int = 4) -> bytes:
    """The same code as :func:`render_png`, as an SVG document (see :func:`matrix_svg`)."""
    return matrix_svg(_game_code(text, box_size=1, border=border).get_matrix())


def matrix_svg(matrix: Sequence[Sequence[bool]]) -> bytes:
    """An SVG document of a QR code's modules (quiet zone included), one unit per module.

    Why not the PNG on screen: a phone that opens the app over plain http on the
    LAN is not a secure context, and there the browser's image decoding that
    Flutter uses for a PNG left the code a blank white square. A vector drawing
    needs no image decoding; the PNG stays for saving the code as a file.
    """
    size = len(matrix)
    path = "".join(
        f"M{x} {y}h1v1h-1z" for y, row in enumerate(matrix) for x, dark in enumerate(row) if dark
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" '
        f'width="{size}" height="{size}" shape-rendering="crispEdges">'
        f'<rect width="{size}" height="{size}" fill="#ffffff"/>'
        f'<path d="{path}" fill="#000000"/></svg>'
    ).encode()


def _game_code(text: str, *, box_size: int, border: int) -> Any:
    """The QR code of a game code text, made (alphanumeric mode, level M, fixed version)."""
    import qrcode  # noqa: PLC0415 - only when making codes
    from qrcode import constants, util  # noqa: PLC0415

    code = qrcode.QRCode(
        version=version_for(text),
        error_correction=constants.ERROR_CORRECT_M,
        box_size=box_size,
        border=border,
    )
    code.add_data(util.QRData(text.encode("ascii"), mode=util.MODE_ALPHA_NUM))
    code.make(fit=False)
    return code
