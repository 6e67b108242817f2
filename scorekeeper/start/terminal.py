"""What the terminal shows once the web server listens: where the app is, and how a phone joins.

In table mode both addresses carry the table's secret, and the one for the
other phones is drawn as a QR code; after "Revoke every phone" the new one is
shown in place of the old.
"""

from __future__ import annotations

from typing import TextIO

from scorekeeper.config import AppConfig
from scorekeeper.services.addresses import ANY_ADDRESS, join_address, live_address, served_urls

__all__ = ["announce", "announce_revoked", "print_qr"]


def print_qr(text: str, out: TextIO) -> None:
    """Draw ``text`` as a QR code with block characters, light on dark."""
    import qrcode  # noqa: PLC0415  (only ``--host 0.0.0.0`` needs it)

    code = qrcode.QRCode(border=2, error_correction=qrcode.constants.ERROR_CORRECT_M)
    code.add_data(text)
    code.make(fit=True)
    is_tty = bool(getattr(out, "isatty", lambda: False)())
    try:
        # A terminal gets explicit black/white colours, so the code scans whatever
        # its theme; plain output assumes the usual dark background.
        code.print_ascii(out=out, tty=is_tty, invert=True)
    except UnicodeEncodeError:
        out.write("(this terminal cannot draw the QR code)\n")


def announce(config: AppConfig, out: TextIO, lan: str | None, secret: str | None = None) -> None:
    """Tell the user where the app is, and how a phone can open it.

    In table mode (``secret`` given) both addresses carry the table's secret:
    without it nobody gets in, this computer's browser included. This
    computer's opens the full app; the one for the other phones opens the
    live page first (``/live/``), whose button opens the full app.
    """
    local, shared = served_urls(config, lan)
    if secret is not None:
        local = join_address(local, secret)
        shared = live_address(shared, secret) if shared else None
    out.write(f"Scorekeeper is running at {local}\n")
    if shared:
        out.write(f"On your network: {shared}  (scan to open it on a phone)\n")
        print_qr(shared, out)
    elif config.host in ANY_ADDRESS:
        out.write("No network address found: only this computer can open the app.\n")
    if secret is not None:
        out.write("Table mode: only browsers that open this address once get in.\n")
    out.write(f"Games are kept in {config.data_dir}\nPress Ctrl+C to stop.\n")
    out.flush()


def announce_revoked(config: AppConfig, out: TextIO, lan: str | None, secret: str) -> None:
    """After "Revoke every phone": the new join address and its QR code, in place of the old."""
    local, shared = served_urls(config, lan)
    out.write("Every phone was revoked. The new join address:\n")
    out.write(f"{join_address(local, secret)}\n")
    if shared:
        out.write(f"On your network: {live_address(shared, secret)}\n")
        print_qr(live_address(shared, secret), out)
    out.flush()
