"""The variant ids and the house rules, as value objects, and where each variant's rules are.

A game fixes its ``Variant`` and ``HouseRules`` when it starts. What a variant's
options are and their standard values (docs/RULES.md) is that variant's table,
in its own module (``variant_box``, ``variant_jersey``); ``variant_rules`` finds
the object that holds it and the rest of the variant's rules.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from scorekeeper.rules.errors import UnknownVariantError

if TYPE_CHECKING:
    from scorekeeper.rules.house_options import HouseOption
    from scorekeeper.rules.variant_protocol import VariantRules


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
    table (``variant_rules(variant).options``).
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
    def defaults(cls, variant: Variant) -> HouseRules:
        """The rules of docs/RULES.md for ``variant`` with no house option changed."""
        standard = {option.key: option.default for option in house_options(variant)}
        return cls(**standard)  # type: ignore[arg-type]

    @classmethod
    def from_options(cls, variant: Variant, options: Mapping[str, object]) -> HouseRules:
        """Defaults of ``variant`` with ``options`` applied, each checked.

        Keys that are not house options of this variant are ignored, as docs/RULES.md
        asks readers to ignore fields they do not know.
        """
        changes = {
            option.key: option.check(options[option.key])
            for option in house_options(variant)
            if option.key in options
        }
        return replace(cls.defaults(variant), **changes)  # type: ignore[arg-type]

    def to_options(self, variant: Variant) -> dict[str, object]:
        """The house options of ``variant`` as JSON values (all keys, in a fixed order)."""
        return {
            option.key: option.json_value(getattr(self, option.key))
            for option in house_options(variant)
        }


def house_options(variant: Variant) -> tuple[HouseOption, ...]:
    """The house options of ``variant``, in file order (its table)."""
    return variant_rules(variant).options


def option_names(variant: Variant) -> tuple[str, ...]:
    """The keys of the house options that apply to ``variant``, in file order."""
    return tuple(option.key for option in house_options(variant))


def variant_rules(variant: Variant) -> VariantRules:
    """The object that knows ``variant``'s rules (see ``variant_protocol``)."""
    return _registry()[variant]


_Entry = TypeVar("_Entry")


def look_up_in_variants(table: Callable[[VariantRules], Mapping[str, _Entry]], key: str) -> _Entry:
    """``key``'s entry in the first variant whose ``table`` has it (rule ids and
    announcement keys are unique across variants); ``KeyError`` if none has it."""
    for variant in Variant:
        found = table(variant_rules(variant)).get(key)
        if found is not None:
            return found
    raise KeyError(key)


@functools.cache
def _registry() -> Mapping[Variant, VariantRules]:
    """The registry, imported on first use: the variant modules build on this one
    (``HouseRules``, ``KnockFormula``), so the registry that holds them comes later."""
    from scorekeeper.rules.variant_registry import REGISTRY  # noqa: PLC0415

    return REGISTRY
