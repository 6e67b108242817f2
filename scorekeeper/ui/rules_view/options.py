"""House options as players read them: a translated name and value, and the standard.

Shared by the rules screen (which options a section mentions, and this game's
values) and the comparison screen (a house option that differs between two
phones). Values are kept raw (as in ``HouseRules.to_options``) until shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.i18n import words
from scorekeeper.i18n.words import Translate
from scorekeeper.rules.variant_registry import house_options, option_names
from scorekeeper.rules.variants import HouseRules, Variant

OWN_NAMES: Mapping[str, str] = {
    "knock_formula": "rules.option.knock_formula",
    "tie": "rules.option.tie",
}
"""The options the rule book names in its own words; every other one by its one name."""
OWN_VALUES: Mapping[tuple[str, str], str] = {
    ("knock_formula", "sum_minus_own"): "rules.option.knock_formula.sum_minus_own",
    ("tie", "no_score"): "rules.option.tie.no_score",
    ("tie", "undercut"): "rules.option.tie.undercut",
}
"""The choices the rule book words as a sentence of its own; the others read as on the table."""


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
    return words.option_name(t, name, OWN_NAMES)


def option_value(t: Translate, name: str, value: object) -> str:
    """An option's value for reading: numbers as they are, choices in the rule book's words."""
    return words.option_value(t, name, value, OWN_VALUES)
