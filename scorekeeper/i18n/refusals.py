"""What a field says when it refuses an entry: to the players, what to enter instead.

Two fields word their refusals themselves: a house option's and the hand sheet's.

A house option. Why not ``Locale.error``: the engine's message names the option by its file key
and quotes the value as the command line does ("house rule 'target' cannot be
'1o0': it must be a whole number"), which suits a session file. Under the field
the option is already named by its label and the value is in sight, so the
field says what to enter instead ("Enter a whole number from 1 to 10000."),
as the hand sheet's refusals do. Any other refusal keeps the engine's message.

The hand sheet. Why not ``Locale.error``: the engine's messages name the hand
("hand 3: Ann cannot knock with 12 ...") because they also serve files and the
command line. On the sheet of that very hand the number is noise, and a refusal
is more useful as advice ("A knock needs 10 or less, not 12. Check Ann's count,
or did Ann go gin?"). Refusals with such advice have their own sheet text; any
other refusal of this hand is the engine's message without the hand prefix. A
refusal about another hand (an edit that breaks a later one) keeps its number.
"""

from __future__ import annotations

from typing import Final

from scorekeeper.i18n.formatting import format_int
from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import HouseRuleError, ScorekeeperError

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


ADVICE = {
    "error.knock_limit": "sheet.refusal.knock_limit",
    "error.deadwood_too_large": "sheet.refusal.too_large",
}
"""Engine refusal key -> the sheet's own text for it (same parameters)."""


def refusal_text(locale: Locale, error: ScorekeeperError, number: int) -> str:
    """The refusal of ``error`` as the sheet of hand ``number`` shows it."""
    if error.hand is not None and error.hand != number:
        return locale.error(error)
    advice = ADVICE.get(error.key)
    if advice is not None:
        return locale.t(advice, **error.params)
    text = locale.catalog.translate(error.key, locale.language, **error.params)
    return text[:1].upper() + text[1:]
