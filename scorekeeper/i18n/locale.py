"""A session's language: the catalogue, the language code and how to switch it.

Beside the catalogue, not in the screens, so the words a screen and the live
page share (:mod:`scorekeeper.i18n.words` and its neighbours) take the same
``Locale`` without Flet. The screens reach theirs through ``use_locale``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scorekeeper.i18n import Catalog
from scorekeeper.rules.errors import ScorekeeperError


@dataclass(frozen=True, slots=True)
class Locale:
    """The session's language and how to change it."""

    catalog: Catalog
    """Where the messages come from."""
    language: str
    """Current language code, one of :data:`scorekeeper.i18n.LANGUAGES`."""
    choose: Callable[[str], None]
    """Switch the whole session to another language."""

    def t(self, key: str, /, **params: object) -> str:
        """The message ``key`` in the current language."""
        return self.catalog.translate(key, self.language, **params)

    def error(self, error: ScorekeeperError) -> str:
        """A rules error in the current language (with its hand number, if any)."""
        return self.catalog.translate_error(error, self.language)
