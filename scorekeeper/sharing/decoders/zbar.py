"""The ZBar backend (pyzbar over libzbar): what phones have, from Flet's mobile index.

pyzbar is pure Python; importing it loads libzbar and raises ``ImportError``
when the library is missing. ZBar hands back bytes: our codes are base45 in QR's
alphanumeric mode, plain ASCII, so nothing is lost in the decoding; anything
else becomes text that the code reader then refuses as not a game code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import ImageFilter
from pyzbar import pyzbar

if TYPE_CHECKING:
    from PIL.Image import Image


class ZbarDecoder:
    """ZBar reads every QR code in a grey picture; a noisy photo gets a second look.

    ZBar's binariser is thrown by sensor noise that zxing-cpp shrugs off: when it
    finds nothing, a 3 x 3 median filter (which keeps the modules' edges) is tried.
    """

    name = "zbar"

    def read(self, image: Image) -> list[str]:
        """The texts of the QR codes ZBar finds."""
        return _read(image) or _read(image.filter(ImageFilter.MedianFilter(3)))


def _read(image: Image) -> list[str]:
    found = pyzbar.decode(image, symbols=[pyzbar.ZBarSymbol.QRCODE])
    return [symbol.data.decode("utf-8", "replace") for symbol in found]


def create() -> ZbarDecoder:
    """The backend (the import above already failed if libzbar is missing)."""
    return ZbarDecoder()
