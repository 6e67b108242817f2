"""Reading codes from pictures: a camera frame, a photo, a screenshot, a PNG file.

Pure functions from an image (or its file bytes) to the code texts in it, so the
camera plumbing of the UI stays a thin shell and tests can feed made-up photos.
The QR reader is whichever backend this installation has (:mod:`.decoders`:
zxing-cpp on computers, ZBar on phones); it finds every code in the picture at
once (a screen showing all parts of a big game can be read in one shot), and
``codes`` then checks the text.

Image files are hostile input too (a 200 KB PNG can claim 50 megapixels): the
byte size, the pixel count and the memory a decode would take are checked from
the header before any pixel is decoded, with the caps of :mod:`.limits`. A JPEG
is decoded at a reduced scale straight to grey, and every picture reaches the
reader in grey and at most :data:`~.limits.READ_PIXELS` large.
"""

from __future__ import annotations

import io
import math
from typing import TYPE_CHECKING, Final

from scorekeeper.sharing import decoders
from scorekeeper.sharing.errors import (
    ImageTooLargeError,
    NoCodeFoundError,
    NoDecoderError,
    UnreadableImageError,
)
from scorekeeper.sharing.limits import (
    MAX_DECODED_BYTES,
    MAX_IMAGE_BYTES,
    MAX_IMAGE_PIXELS,
    READ_PIXELS,
    megabytes,
)

if TYPE_CHECKING:
    from PIL.Image import Image

    from scorekeeper.sharing.decoders import QrDecoder

FORMATS: Final = ("PNG", "JPEG", "GIF", "BMP", "WEBP", "TIFF")
"""What phones, cameras and screenshot tools write; nothing else is even parsed.

A phone photo with a depth map or a preview (MPO) is opened by the JPEG reader."""

_JPEG_FORMATS: Final = ("JPEG", "MPO")
_ONE_BYTE_MODES: Final = ("1", "L", "P")
"""Pillow keeps these in one byte a pixel, every other mode in four."""
_COEFFICIENT_BYTES: Final = 2


def open_image(data: bytes) -> Image:
    """A Pillow image of file bytes, checked for size before decoding, decoded small.

    A JPEG comes back in grey and scaled down by libjpeg; anything else fully
    decoded, once its decode is known to fit :data:`MAX_DECODED_BYTES`.
    """
    from PIL import Image as PILImage  # noqa: PLC0415 - heavy, only when reading images
    from PIL import UnidentifiedImageError  # noqa: PLC0415

    if len(data) > MAX_IMAGE_BYTES:
        raise ImageTooLargeError(detail=f"the file is over {megabytes(MAX_IMAGE_BYTES)}")
    try:
        image = PILImage.open(io.BytesIO(data), formats=FORMATS)
        width, height = image.size
    except UnidentifiedImageError:
        raise UnreadableImageError(detail="not an image format the app knows") from None
    except PILImage.DecompressionBombError:
        raise _too_many_pixels() from None
    except Exception as exc:
        # Pillow's parsers raise many kinds of exception on hostile files
        # (struct.error, EOFError, SyntaxError, ...); all mean "unreadable".
        raise UnreadableImageError(detail=type(exc).__name__) from None
    _check_decode_size(image, width, height)
    try:
        image.load()
    except PILImage.DecompressionBombError:
        raise _too_many_pixels() from None
    except Exception as exc:
        raise UnreadableImageError(detail=f"{type(exc).__name__} while decoding") from None
    return image


def _check_decode_size(image: Image, width: int, height: int) -> None:
    """Refuse what would take too much memory to decode; ask libjpeg for a small grey JPEG."""
    pixels = width * height
    if pixels > MAX_IMAGE_PIXELS or pixels <= 0:
        raise _too_many_pixels()
    if image.format in _JPEG_FORMATS:
        progressive = image.info.get("progressive") or image.info.get("progression")
        if progressive and pixels * _coefficient_bytes(image) > MAX_DECODED_BYTES:
            raise ImageTooLargeError(detail=f"a progressive JPEG of {pixels:,} pixels")
        shrink = max(1.0, math.sqrt(pixels / READ_PIXELS))
        image.draft("L", (max(1, math.ceil(width / shrink)), max(1, math.ceil(height / shrink))))
        width, height = image.size
    per_pixel = 1 if image.mode in _ONE_BYTE_MODES else 4
    grey_copy = 0 if image.mode == "L" else 1
    if width * height * (per_pixel + grey_copy) > MAX_DECODED_BYTES:
        raise ImageTooLargeError(
            detail=f"{width} x {height} pixels in colour; the most is "
            f"{MAX_DECODED_BYTES // (per_pixel + grey_copy):,} pixels"
        )


def _coefficient_bytes(image: Image) -> float:
    """Bytes a pixel that libjpeg holds for a progressive JPEG, at any output scale.

    A progressive JPEG is decoded from all its DCT coefficients at once: two bytes
    for each sample of each component (colour components are often subsampled).
    """
    layers = getattr(image, "layer", None) or [("Y", 1, 1, 0)] * 3
    h_max = max(layer[1] for layer in layers)
    v_max = max(layer[2] for layer in layers)
    samples = sum(layer[1] * layer[2] for layer in layers) / (h_max * v_max)
    return float(samples * _COEFFICIENT_BYTES)


def _too_many_pixels() -> ImageTooLargeError:
    return ImageTooLargeError(detail=f"over {MAX_IMAGE_PIXELS:,} pixels")


def for_reading(image: Image) -> Image:
    """``image`` in grey and at most :data:`READ_PIXELS` large: what every reader gets."""
    if image.width * image.height > MAX_IMAGE_PIXELS:
        raise _too_many_pixels()
    if image.mode != "L":
        image = image.convert("L")
    factor = math.ceil(math.sqrt(image.width * image.height / READ_PIXELS))
    return image.reduce(factor) if factor > 1 else image


def read_code_texts(image: Image, decoder: QrDecoder | None = None) -> list[str]:
    """The text of every QR code in ``image``, in reading order, no repeats.

    ``decoder`` defaults to the best one installed (:func:`decoders.preferred`);
    with none installed this raises ``NoDecoderError``.
    """
    reader = decoder or decoders.preferred()
    if reader is None:
        raise NoDecoderError()
    texts: list[str] = []
    for text in reader.read(for_reading(image)):
        if text not in texts:
            texts.append(text)
    if not texts:
        raise NoCodeFoundError()
    return texts


def read_code_texts_in_file(data: bytes, decoder: QrDecoder | None = None) -> list[str]:
    """The QR code texts in an image file's bytes (a photo, a screenshot, a PNG)."""
    return read_code_texts(open_image(data), decoder)
