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

ALIKE_RULES = frozenset({"box.draw", "jersey.draw"})
"""Rule ids every screen words in the same sentence (see :func:`rule_sentence`)."""


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


def option_value(t: Translate, name: str, value: object, own: Mapping[tuple[str, str], str]) -> str:
    """A house option's value: a number as it is, a word-valued choice in words.

    ``value`` is as ``HouseRules.to_options`` gives it. A choice reads as on the
    table (``word.option.<name>.<value>``) unless ``own`` maps ``(name, value)``
    to the screen's own sentence for it.
    """
    if not isinstance(value, str):
        return str(value)
    return t(own.get((name, value), f"word.option.{name}.{value}"))


def rule_sentence(words: Words, rule: str, own_key: str, **values: object) -> str:
    """The sentence of the rule that scored a hand, with its arithmetic.

    A draw has no arithmetic, so the table and the history say it alike, in one
    sentence (``word.rule.<rule id>``); every other rule is the screen's own
    (``own_key``): the history shortens what the table spells out.
    """
    return words.t(f"word.rule.{rule}" if rule in ALIKE_RULES else own_key, **values)


def seats_note(words: Words, corrected: int | None) -> str:
    """Why a hand's seats are not the rotation's: they are the seats it was played with.

    ``corrected`` is the hand whose later correction moved the rotation, if known.
    """
    if corrected is None:
        return words.t("word.seats_as_played_plain")
    return words.t("word.seats_as_played", hand=corrected)
