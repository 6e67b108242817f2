"""Names the whole app shares, so each thing is called the same on every screen.

Why one place: the ``box`` variant was "In the box" on the table, "Gin with a
box" in the history and "Three-player gin (box)" in the rule book. Every screen
now asks here, and the catalogues hold one name per variant (its ``name_key``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from scorekeeper.i18n.formatting import format_int
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.context import Locale

__all__ = ["SEPARATOR", "names", "number", "totals_line", "variant_name"]

SEPARATOR = " · "
"""Between names or short facts on one line; punctuation, not words."""


def number(locale: Locale, value: int) -> str:
    """A whole number in the session's format."""
    return format_int(value, locale.language)


def names(players: Iterable[str]) -> str:
    """Player names on one line, in the order given."""
    return SEPARATOR.join(players)


def variant_name(words: Locale | Callable[..., str], variant: Variant | str) -> str:
    """The variant's one name in the session's language (``variant`` may be its id, ``"box"``).

    ``words`` is the session's :class:`Locale` or its ``t``: screens hold either.
    The catalogue key is the variant's own (``VariantRules.name_key``).
    """
    known = Variant.parse(variant) if isinstance(variant, str) else variant
    t = words.t if isinstance(words, Locale) else words
    return t(variant_rules(known).name_key)


def totals_line(locale: Locale, players: Iterable[str], totals: Mapping[str, int]) -> str:
    """Every player's total in seat order, ``Ann 13 · Bob 0 · Cid −1`` (a true minus sign)."""
    return SEPARATOR.join(f"{p} {number(locale, totals[p])}" for p in players)
