"""The vocabulary of variants: their ids, the words of their options, the house rules as values.

At the bottom of the rules, so everything can name a variant without knowing
its rules: the variant modules (``variant_box``, ``variant_jersey``) build on
it, and the registry above them (``variant_registry``) finds a variant's rules
by its id. ``HouseRules`` is a plain value: its standard values and checks
come from a variant's table of house options, passed in
(``house_options(variant)`` in the registry, or any variant object's ``options``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from scorekeeper.rules.errors import UnknownVariantError

if TYPE_CHECKING:
    from scorekeeper.rules.house_options import HouseOption


class Variant(enum.Enum):
    """Variant ids as they appear in session files."""

    BOX = "box"
    JERSEY = "jersey"

    @classmethod
    def parse(cls, value: object) -> Variant:
        """The variant named by ``value``; ``UnknownVariantError`` otherwise."""
        for variant in cls:
            if value == variant.value:
                return variant
        raise UnknownVariantError(value=value if isinstance(value, str) else repr(value))


class KnockFormula(enum.Enum):
    """How a winning ``jersey`` knock is scored (docs/RULES.md, jersey 7)."""

    SUM_MINUS_OWN = "sum_minus_own"
    """``(a + b) - k``: the literal reading and the default."""
    EACH_MINUS_OWN = "each_minus_own"
    """``(a - k) + (b - k)``."""


class TieRule(enum.Enum):
    """What a ``jersey`` knock that ties an opponent's deadwood does."""

    UNDERCUT = "undercut"
    """A tie is an undercut: the knocker loses the penalty (default)."""
    NO_SCORE = "no_score"
    """A tie scores nothing for anyone."""


MAX_POINTS_SETTING = 1000
"""Upper bound for bonuses and penalties: generous, but keeps totals sane."""
MAX_TARGET = 10_000
MAX_DEADWOOD = 98
"""A 10-card hand without a meld holds at most 98 (K K Q Q J J 10 10 9 9)."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The options a table may change per game (docs/RULES.md, *House option*).

    A field a variant has no option for keeps its class default; which fields
    are options of which variant, and their standard values, is the variant's
    table (``VariantRules.options``), which the methods below take.
    """

    gin_bonus: int
    """Bonus for gin: 25 (or 20) in ``box``; 50 in ``jersey``."""
    knock_limit: int
    """Highest deadwood a player may knock with: 10 in ``box``, 9 in ``jersey``."""
    target: int
    """Cumulative score that wins the game."""
    undercut_bonus: int = 10
    """``box``: the bonus an undercutting opponent adds to the difference."""
    undercut_penalty: int = 20
    """``jersey``: points an undercut knocker loses."""
    knock_formula: KnockFormula = KnockFormula.SUM_MINUS_OWN
    """``jersey``: how a winning knock is scored."""
    tie: TieRule = TieRule.UNDERCUT
    """``jersey``: what a tie with an opponent does."""

    @classmethod
    def defaults(cls, table: Sequence[HouseOption]) -> HouseRules:
        """The rules of docs/RULES.md with no house option of ``table`` (a variant's) changed."""
        standard = {option.key: option.default for option in table}
        return cls(**standard)  # type: ignore[arg-type]

    @classmethod
    def from_options(
        cls, table: Sequence[HouseOption], options: Mapping[str, object]
    ) -> HouseRules:
        """Defaults of ``table`` (a variant's house options) with ``options`` applied, each checked.

        Keys that are not house options of the table are ignored, as docs/RULES.md
        asks readers to ignore fields they do not know.
        """
        changes = {
            option.key: option.check(options[option.key])
            for option in table
            if option.key in options
        }
        return replace(cls.defaults(table), **changes)  # type: ignore[arg-type]

    def to_options(self, table: Sequence[HouseOption]) -> dict[str, object]:
        """The house options of ``table`` as JSON values (all its keys, in its order)."""
        return {option.key: option.json_value(getattr(self, option.key)) for option in table}
