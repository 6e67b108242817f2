"""House options as players read them: a translated name and value, and the standard.

Shared by the rules screen (which options a section mentions, and this game's
values) and the comparison screen (a house option that differs between two
phones). Values are kept raw (as in ``HouseRules.to_options``) until shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scorekeeper.rules.variant_registry import house_options, option_names
from scorekeeper.rules.variants import HouseRules, Variant

Translate = Callable[..., str]
"""``Locale.t``: a catalogue key (and parameters) to text in the session's language."""


@dataclass(frozen=True, slots=True)
class OptionLine:
    """One house option: its value in the game shown and the variant's standard value."""

    name: str
    """The ``HouseRules`` field, e.g. ``knock_limit``."""
    value: object
    """JSON value as in ``HouseRules.to_options`` (a number or an enum's value)."""
    standard: object

    @property
    def changed(self) -> bool:
        """Whether the table changed this option from the standard."""
        return self.value != self.standard


def option_lines(variant: Variant, rules: HouseRules | None = None) -> tuple[OptionLine, ...]:
    """Every house option of ``variant``: ``rules``' values (the standard ones if None)."""
    table = house_options(variant)
    standard = HouseRules.defaults(table).to_options(table)
    current = (rules or HouseRules.defaults(table)).to_options(table)
    return tuple(OptionLine(name, current[name], standard[name]) for name in option_names(variant))


def option_label(t: Translate, name: str) -> str:
    """The option's name in the session's language, e.g. "Knock limit"."""
    return t(f"rules.option.{name}")


def option_value(t: Translate, name: str, value: object) -> str:
    """An option's value for reading: numbers as they are, choices in words."""
    if isinstance(value, str):
        return t(f"rules.option.{name}.{value}")
    return str(value)
