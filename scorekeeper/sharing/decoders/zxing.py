"""The zxing-cpp backend: computers (it has no phone build)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import zxingcpp

if TYPE_CHECKING:
    from PIL.Image import Image


class ZxingDecoder:
    """zxing-cpp finds every QR code in the picture at once, rotated or blurred."""

    name = "zxing"

    def read(self, image: Image) -> list[str]:
        """The texts of the QR codes zxing-cpp finds, in reading order."""
        found = zxingcpp.read_barcodes(
            image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
        )
        return [barcode.text for barcode in found]


def create() -> ZxingDecoder:
    """The backend (the import above already failed if zxing-cpp is missing)."""
    return ZxingDecoder()
