"""The two variants and their house options, as value objects.

A game fixes its ``Variant`` and ``HouseRules`` when it starts. Defaults come from
docs/RULES.md: ``box`` is three-player gin with one player in the box (knock 10 or less,
gin 25, undercut 10, target 100); ``jersey`` is Jersey Gin for three (knock 9 or
less, gin 50, undercut penalty 20, target 200).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace

from scorekeeper.rules.errors import HouseRuleError, UnknownVariantError


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
    """The options a table may change per game (docs/RULES.md, *house option*)."""

    gin_bonus: int
    """Bonus for gin: 25 (or 20) in ``box``; 50 in ``jersey``."""
    undercut_bonus: int
    """``box``: the bonus an undercutting opponent adds to the difference."""
    knock_limit: int
    """Highest deadwood a player may knock with: 10 in ``box``, 9 in ``jersey``."""
    target: int
    """Cumulative score that wins the game."""
    undercut_penalty: int = 20
    """``jersey``: points an undercut knocker loses."""
    knock_formula: KnockFormula = KnockFormula.SUM_MINUS_OWN
    """``jersey``: how a winning knock is scored."""
    tie: TieRule = TieRule.UNDERCUT
    """``jersey``: what a tie with an opponent does."""

    @classmethod
    def defaults(cls, variant: Variant) -> HouseRules:
        """The rules of docs/RULES.md for ``variant`` with no house option changed."""
        if variant is Variant.BOX:
            return cls(gin_bonus=25, undercut_bonus=10, knock_limit=10, target=100)
        return cls(gin_bonus=50, undercut_bonus=10, knock_limit=9, target=200)

    @classmethod
    def from_options(cls, variant: Variant, options: Mapping[str, object]) -> HouseRules:
        """Defaults of ``variant`` with ``options`` applied, each checked.

        Keys that are not house options of this variant are ignored, as docs/RULES.md
        asks readers to ignore fields they do not know.
        """
        rules = cls.defaults(variant)
        changes: dict[str, object] = {}
        for name in option_names(variant):
            if name in options:
                changes[name] = _check_option(name, options[name])
        return replace(rules, **changes)  # type: ignore[arg-type]

    def to_options(self, variant: Variant) -> dict[str, object]:
        """The house options of ``variant`` as JSON values (all keys, in a fixed order)."""
        result: dict[str, object] = {}
        for name in option_names(variant):
            value = getattr(self, name)
            result[name] = value.value if isinstance(value, enum.Enum) else value
        return result


def option_names(variant: Variant) -> tuple[str, ...]:
    """The house options that apply to ``variant``, in file order."""
    if variant is Variant.BOX:
        return ("gin_bonus", "undercut_bonus", "knock_limit", "target")
    return ("gin_bonus", "knock_limit", "target", "undercut_penalty", "knock_formula", "tie")


_INT_RANGES: dict[str, tuple[int, int]] = {
    "gin_bonus": (0, MAX_POINTS_SETTING),
    "undercut_bonus": (0, MAX_POINTS_SETTING),
    "undercut_penalty": (0, MAX_POINTS_SETTING),
    "knock_limit": (0, MAX_DEADWOOD),
    "target": (1, MAX_TARGET),
}


def _check_option(name: str, value: object) -> object:
    """Validate one option value and convert it to its typed form."""
    if name == "knock_formula":
        return _parse_enum(KnockFormula, name, value)
    if name == "tie":
        return _parse_enum(TieRule, name, value)
    low, high = _INT_RANGES[name]
    if isinstance(value, bool) or not isinstance(value, int):
        raise HouseRuleError(name=name, value=repr(value), reason="it must be a whole number")
    if not low <= value <= high:
        raise HouseRuleError(name=name, value=value, reason=f"it must be from {low} to {high}")
    return value


def _parse_enum(enum_type: type[enum.Enum], name: str, value: object) -> enum.Enum:
    for member in enum_type:
        if value == member.value:
            return member
    allowed = " or ".join(repr(m.value) for m in enum_type)
    raise HouseRuleError(name=name, value=repr(value), reason=f"use {allowed}")
