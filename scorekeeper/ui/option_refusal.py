"""What a house-option field says when it refuses a value: to the players, what to enter.

Why not ``Locale.error``: the engine's message names the option by its file key
and quotes the value as the command line does ("house rule 'target' cannot be
'1o0': it must be a whole number"), which suits a session file. Under the field
the option is already named by its label and the value is in sight, so the
field says what to enter instead ("Enter a whole number from 1 to 10000."),
as the hand sheet's refusals do. Any other refusal keeps the engine's message.
"""

from __future__ import annotations

from typing import Final

from scorekeeper.i18n.formatting import format_int
from scorekeeper.rules.errors import HouseRuleError, ScorekeeperError
from scorekeeper.ui.context import Locale

FIELD_REASONS: Final = ("not_whole", "out_of_range")
"""Reason codes a number field words itself (``option.refusal.<code>``)."""


def option_refusal(locale: Locale, error: ScorekeeperError) -> str:
    """The refusal of a house option's value as its field shows it."""
    if not isinstance(error, HouseRuleError) or error.reason.code not in FIELD_REASONS:
        return locale.error(error)
    values = {"entered": error.entered, **error.reason.values}
    shown = {
        name: format_int(value, locale.language) if isinstance(value, int) else value
        for name, value in values.items()
    }
    return locale.t(f"option.refusal.{error.reason.code}", **shown)
