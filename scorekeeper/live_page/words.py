"""One language's words for the live page: the catalogues' messages and the language's numbers."""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.formatting import format_int
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant


@dataclass(frozen=True, slots=True)
class PageWords:
    """The messages of ``catalog`` in ``language`` (what ``table_words`` calls ``t``)."""

    catalog: Catalog
    language: str

    def t(self, key: str, /, **params: object) -> str:
        """The message ``key`` in this language."""
        return self.catalog.translate(key, self.language, **params)

    def number(self, value: int) -> str:
        """A whole number as the language writes it (a true minus sign)."""
        return format_int(value, self.language)

    def variant(self, variant: Variant) -> str:
        """The variant's one name, as every screen calls it."""
        return self.t(variant_rules(variant).name_key)
