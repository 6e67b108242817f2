"""The join address as a QR code image, for a phone's camera app.

Not :func:`scorekeeper.sharing.qr.render_png`: that one packs game codes in
the QR alphanumeric mode, which has no lower-case letters; an address with its
secret needs byte mode. At about 60 characters it is a version 4 code, which
any camera reads from across the table.
"""

from __future__ import annotations

import io


def address_png(address: str, *, box_size: int = 8, border: int = 4) -> bytes:
    """PNG bytes of the QR code for ``address`` (byte mode, level M, smallest version)."""
    import qrcode  # noqa: PLC0415 - only when the screen is shown
    from qrcode import constants  # noqa: PLC0415

    code = qrcode.QRCode(
        error_correction=constants.ERROR_CORRECT_M, box_size=box_size, border=border
    )
    code.add_data(address.encode("utf-8"))
    code.make(fit=True)
    buffer = io.BytesIO()
    code.make_image().save(buffer)
    return buffer.getvalue()
