"""The game's own words, one catalogue key each, for every screen that says them.

Why one module: a hand's outcome, a house option's name, "nobody scores" were
each worded by two or three screens under their own keys, and the translations
drifted apart (Dutch "Onderklop" on the table, "Ondergeklopt" in the history).
The catalogue now holds each such word once, under ``word.*``
(``i18n/words/<lang>.json``), and the screens word them through these functions.

Without Flet: the live page shows a game without it, exactly as the table screen
does. A hand's words take anything that translates (``words.t(key, **params)``),
a session's ``Locale`` or the live page's translator; a house option's words take
the ``t`` itself, as the screens that name options hold it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from scorekeeper.rules.hands import Outcome

Translate = Callable[..., str]
"""A session's ``t``: a catalogue key (and parameters) to text in its language."""


class Words(Protocol):
    """Anything that gives the message ``key`` in one language."""

    def t(self, key: str, /, **params: object) -> str: ...


def outcome_label(words: Words, outcome: Outcome) -> str:
    """How a hand ended, in one word: Knock, Undercut, Gin, Draw or Tie."""
    return words.t(f"word.outcome.{outcome.value}")


def option_name(t: Translate, name: str, own: Mapping[str, str]) -> str:
    """A house option's name: its one name (``word.option.<name>``), unless the screen has its own.

    ``own`` maps the options a screen names in a sentence of its own (the table's
    "A winning knock scores", the settings' "Points to win") to that screen's key.
    """
    return t(own.get(name, f"word.option.{name}"))


def option_value(
    t: Translate, name: str, value: object, own: Mapping[tuple[str, str], str]
) -> str:
    """A house option's value: a number as it is, a word-valued choice in words.

    ``value`` is as ``HouseRules.to_options`` gives it. A choice reads as on the
    table (``word.option.<name>.<value>``) unless ``own`` maps ``(name, value)``
    to the screen's own sentence for it.
    """
    if not isinstance(value, str):
        return str(value)
    return t(own.get((name, value), f"word.option.{name}.{value}"))
