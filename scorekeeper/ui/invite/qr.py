"""The join address as a QR code image, for a phone's camera app.

Not :func:`scorekeeper.sharing.qr.render_png`: that one packs game codes in
the QR alphanumeric mode, which has no lower-case letters; an address with its
secret needs byte mode. At about 60 characters it is a version 4 code, which
any camera reads from across the table.
"""

from __future__ import annotations

from scorekeeper.services.sharing import matrix_svg


def address_svg(address: str, *, border: int = 4) -> bytes:
    """The QR code for ``address`` (byte mode, level M, smallest version) as an SVG document.

    A drawing, not a PNG: on a phone joined over plain http (not a secure
    context) a PNG showed as a blank white square (see ``matrix_svg``).
    """
    import qrcode  # noqa: PLC0415 - only when the screen is shown
    from qrcode import constants  # noqa: PLC0415

    code = qrcode.QRCode(error_correction=constants.ERROR_CORRECT_M, box_size=1, border=border)
    code.add_data(address.encode("utf-8"))
    code.make(fit=True)
    return matrix_svg(code.get_matrix())
