"""A game between phones: its codes, their QR images, reading them back, comparing copies.

Why a service: the share and import screens, the game's table and the
commands (``share``, ``import-code``) all show a game's fingerprint, make and
read its codes and compare a copy with the stored game, and they must do it
one way. Everything here is a computation on values (a game in, texts,
PNG bytes or a comparison out; picture bytes in, code texts out), with no
file and no store behind it, so the adapter's functions and types are handed
on as they are, as this layer's public API. Storing what was read is
:mod:`scorekeeper.services.imports`' job.

The fingerprint and the comparison stay in ``scorekeeper.sharing`` rather than
the core: they exist to tell two copies of a game apart when it travels, and
only this layer and the import use case ask for them.
"""

from __future__ import annotations

from scorekeeper.sharing import decoders
from scorekeeper.sharing.codes import (
    FORMAT,
    SINGLE_MAX_VERSION,
    Scan,
    game_from_codes,
    game_to_codes,
    split_pasted_text,
)
from scorekeeper.sharing.compare import Comparison, HandRow, HandStatus, HandView, Resolution
from scorekeeper.sharing.decode import read_code_texts_in_file
from scorekeeper.sharing.errors import UnreadableImageError
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.sharing.qr import MAX_VERSION, matrix_svg, render_png, render_svg, version_for

__all__ = [
    "FORMAT",
    "MAX_VERSION",
    "SINGLE_MAX_VERSION",
    "Comparison",
    "HandRow",
    "HandStatus",
    "HandView",
    "Resolution",
    "Scan",
    "UnreadableImageError",
    "can_read_qr",
    "fingerprint",
    "game_from_codes",
    "game_to_codes",
    "matrix_svg",
    "read_code_texts_in_file",
    "render_png",
    "render_svg",
    "split_pasted_text",
    "version_for",
]


def can_read_qr() -> bool:
    """Whether this installation has a QR reader (probed once); without one, paste is offered."""
    return decoders.preferred() is not None
