"""What the hand sheet says when it refuses an entry: to the players, with what to do.

Why not ``Locale.error``: the engine's messages name the hand ("hand 3: Ann
cannot knock with 12 ...") because they also serve files and the command line.
On the sheet of that very hand the number is noise, and a refusal is more
useful as advice ("A knock needs 10 or less, not 12. Check Ann's count — or
did Ann go gin?"). Refusals with such advice have their own sheet text; any
other refusal of this hand is the engine's message without the hand prefix.
A refusal about another hand (an edit that breaks a later one) keeps its number.
"""

from __future__ import annotations

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.ui.context import Locale

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
