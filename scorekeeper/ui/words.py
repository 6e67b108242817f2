"""The game's own words, one catalogue key each, for every screen that says them.

Why one module: a hand's outcome, a house option's name, "nobody scores" were
each worded by two or three screens under their own keys, and the translations
drifted apart (Dutch "Onderklop" on the table, "Ondergeklopt" in the history).
The catalogue now holds each such word once, under ``word.*``
(``i18n/words/<lang>.json``), and the screens word them through these functions.

Without Flet, and taking anything that translates (``words.t(key, **params)``):
a session's ``Locale`` as well as the live page's translator for one language,
which shows a game without Flet exactly as the table screen does.
"""

from __future__ import annotations

from typing import Protocol

from scorekeeper.rules.hands import Outcome


class Words(Protocol):
    """Anything that gives the message ``key`` in one language."""

    def t(self, key: str, /, **params: object) -> str: ...


def outcome_label(words: Words, outcome: Outcome) -> str:
    """How a hand ended, in one word: Knock, Undercut, Gin, Draw or Tie."""
    return words.t(f"word.outcome.{outcome.value}")
