"""QR readers behind one small interface, chosen when the app runs.

Why more than one: zxing-cpp is the best reader (fast, robust on blurred and
rotated photos) but has no build for phones; Flet's mobile index has pyzbar with
libzbar instead. Each backend module imports its library when it is loaded and
raises ``ImportError`` or ``OSError`` when the library (or libzbar) is missing, so
:func:`available` lists exactly the readers that work on this installation, and
:func:`preferred` is the best of them, or None: then the import screen says so and
offers paste, and :func:`scorekeeper.sharing.decode.read_code_texts` refuses with
``NoDecoderError``.
"""

from __future__ import annotations

import functools
import importlib
from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    from PIL.Image import Image

__all__ = ["BACKENDS", "QrDecoder", "available", "load", "preferred"]

BACKENDS: Final = ("zxing", "zbar")
"""Backend module names, best first."""


class QrDecoder(Protocol):
    """Reads the QR codes in a picture."""

    name: str
    """The backend's name, one of :data:`BACKENDS`."""

    def read(self, image: Image) -> list[str]:
        """The text of every QR code in a grey (mode ``L``) image; none found: empty."""
        ...


def load(name: str) -> QrDecoder | None:
    """The backend ``name``, or None when its library is not installed here."""
    if name not in BACKENDS:
        raise ValueError(f"unknown QR decoder {name!r} (known: {', '.join(BACKENDS)})")
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except (ImportError, OSError):
        return None
    decoder: QrDecoder = module.create()
    return decoder


@functools.cache
def available() -> tuple[QrDecoder, ...]:
    """Every backend that works on this installation, best first (probed once)."""
    return tuple(d for d in (load(name) for name in BACKENDS) if d is not None)


def preferred() -> QrDecoder | None:
    """The best working backend, or None when this installation cannot read QR codes."""
    found = available()
    return found[0] if found else None
