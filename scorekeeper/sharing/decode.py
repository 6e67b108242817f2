"""Reading codes from pictures: a camera frame, a photo, a screenshot, a PNG file.

Pure functions from an image (or its file bytes) to the code texts in it, so the
camera plumbing of the UI stays a thin shell and tests can feed made-up photos.
zxing-cpp finds every QR code in the picture at once (a screen showing all
parts of a big game can be read in one shot); ``codes`` then checks the text.

Image files are hostile input too: their byte size and pixel count are checked
from the header before any pixel is decoded (a tiny PNG can claim a gigapixel).
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from scorekeeper.rules.game import Game
from scorekeeper.sharing.codes import game_from_codes
from scorekeeper.sharing.errors import CodeTooLargeError, NoCodeFoundError, UnreadableImageError

if TYPE_CHECKING:
    from PIL.Image import Image

MAX_IMAGE_BYTES = 32 * 1024 * 1024
MAX_IMAGE_PIXELS = 50_000_000
"""A 50-megapixel photo is bigger than any phone camera frame needs to be."""


def open_image(data: bytes) -> Image:
    """A Pillow image of file bytes (PNG, JPEG, ...), checked for size before decoding."""
    from PIL import Image as PILImage  # noqa: PLC0415 - heavy, only when reading images
    from PIL import UnidentifiedImageError  # noqa: PLC0415

    if len(data) > MAX_IMAGE_BYTES:
        raise CodeTooLargeError(what="the image file", limit=f"{MAX_IMAGE_BYTES} bytes")
    try:
        image = PILImage.open(io.BytesIO(data))
        size = image.size
    except UnidentifiedImageError:
        raise UnreadableImageError(detail="not an image format the app knows") from None
    except PILImage.DecompressionBombError:
        raise CodeTooLargeError(what="the image", limit=f"{MAX_IMAGE_PIXELS} pixels") from None
    except Exception as exc:
        # Pillow's parsers raise many kinds of exception on hostile files
        # (struct.error, EOFError, SyntaxError, ...); all mean "unreadable".
        raise UnreadableImageError(detail=type(exc).__name__) from None
    if size[0] * size[1] > MAX_IMAGE_PIXELS:
        raise CodeTooLargeError(what="the image", limit=f"{MAX_IMAGE_PIXELS} pixels")
    try:
        image.load()
    except PILImage.DecompressionBombError:
        raise CodeTooLargeError(what="the image", limit=f"{MAX_IMAGE_PIXELS} pixels") from None
    except Exception as exc:
        raise UnreadableImageError(detail=f"{type(exc).__name__} while decoding") from None
    return image


def read_code_texts(image: Image) -> list[str]:
    """The text of every QR code zxing-cpp finds in ``image``, in reading order, no repeats."""
    import zxingcpp  # noqa: PLC0415 - heavy, only when reading images

    if image.width * image.height > MAX_IMAGE_PIXELS:
        raise CodeTooLargeError(what="the image", limit=f"{MAX_IMAGE_PIXELS} pixels")
    if image.mode not in ("L", "RGB", "RGBA"):
        image = image.convert("RGB")
    found = zxingcpp.read_barcodes(
        image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    )
    texts: list[str] = []
    for barcode in found:
        if barcode.text not in texts:
            texts.append(barcode.text)
    if not texts:
        raise NoCodeFoundError()
    return texts


def read_code_texts_in_file(data: bytes) -> list[str]:
    """The QR code texts in an image file's bytes (a photo, a screenshot, a PNG)."""
    return read_code_texts(open_image(data))


def game_from_image(image: Image) -> Game:
    """The game shown by the code(s) in ``image`` (a camera frame, say)."""
    return game_from_codes(read_code_texts(image))


def game_from_image_file(data: bytes) -> Game:
    """The game shown by the code(s) in an image file's bytes."""
    return game_from_codes(read_code_texts_in_file(data))
