"""The languages the app speaks, as plain codes: the one list the texts and the settings share.

Why in the core: the catalogues (``scorekeeper.i18n``) load one file per code,
and the saved settings (``scorekeeper.storage.settings``) accept only these
codes. Both layers sit above the core and neither may import the other, so
the list lives here, below both, and each checks against the same codes.
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final[tuple[str, ...]] = ("en", "nl", "de", "pl", "ms")
"""Supported languages (ISO 639-1), in the order the language menu lists them."""

DEFAULT_LANGUAGE: Final[str] = "en"
"""The reference language: complete by definition, and the run-time fallback."""
