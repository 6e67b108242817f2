"""One house option as a typed row of its variant's table: kind, range or choices, default.

Why a table: which options are numbers and which are words, their bounds and
their standard values were known in five places (the editors, the printers,
the code reader), each with its own list. Every one of them now reads the
variant's ``options`` (``VariantRules.options``), so a variant with other
options needs no change anywhere else.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scorekeeper.rules.errors import HouseRuleError
from scorekeeper.rules.reasons import Reason, alternatives


class OptionKind(enum.Enum):
    """What a house option's value is."""

    NUMBER = "number"
    """A whole number in ``low``..``high``: edited in a number field."""
    WORD = "word"
    """One of ``choices`` (enum members): offered as one button or chip per choice."""


@dataclass(frozen=True, slots=True)
class HouseOption:
    """A house option of one variant (docs/RULES.md, *House option*)."""

    key: str
    """The ``HouseRules`` field and the key in a session file's ``house_rules``."""
    kind: OptionKind
    default: int | enum.Enum
    """The standard value of this variant (a number, or a member of ``choices``)."""
    low: int = 0
    high: int = 0
    """``NUMBER``: the allowed range, both ends included."""
    choices: tuple[enum.Enum, ...] = ()
    """``WORD``: the allowed values, in the order editors offer them."""

    @property
    def words(self) -> tuple[str, ...]:
        """``WORD``: the choices as written in files and catalogue keys."""
        return tuple(str(choice.value) for choice in self.choices)

    def check(self, value: object) -> int | enum.Enum:
        """``value`` (as read from a file or typed) in its typed form, or ``HouseRuleError``."""
        if self.kind is OptionKind.WORD:
            for choice in self.choices:
                if value == choice.value:
                    return choice
            raise self._refusal(repr(value), value, "not_a_choice")
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._refusal(repr(value), value, "not_whole")
        if not self.low <= value <= self.high:
            raise self._refusal(value, value, "out_of_range")
        return value

    def _refusal(self, shown: object, value: object, code: str) -> HouseRuleError:
        """The refusal of ``value``: a reason code with every value a language may name.

        The range goes with a number's refusals and the choices with a word's, so
        each language can say what to enter instead.
        """
        values: dict[str, object]
        if self.kind is OptionKind.WORD:
            values = {"allowed": alternatives(tuple(repr(word) for word in self.words))}
        else:
            values = {"low": self.low, "high": self.high}
        return HouseRuleError(
            name=self.key, value=shown, entered=value, reason=Reason(code, values)
        )

    def json_value(self, value: object) -> object:
        """A typed value as a session file writes it (a number, or the choice's word)."""
        return value.value if isinstance(value, enum.Enum) else value

    def typed(self, text: str) -> object:
        """What an editor's text stands for: a whole number where the option takes one.

        Anything else is passed on as it is, for ``check`` to refuse with its reason.
        """
        if self.kind is OptionKind.WORD:
            return text
        try:
            return int(text.strip())
        except ValueError:
            return text.strip()
