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

The names every screen shares are here too: a variant's one name (``box`` was
"In the box" on the table, "Gin with a box" in the history and "Three-player gin
(box)" in the rule book before every screen asked here), names and totals on one
line, a number in the session's format.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from scorekeeper.i18n.formatting import format_int, format_signed
from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.cards import Card, Rank
from scorekeeper.rules.hands import Outcome
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant

Translate = Callable[..., str]
"""A session's ``t``: a catalogue key (and parameters) to text in its language."""

ALIKE_RULES = frozenset({"box.draw", "jersey.draw"})
"""Rule ids worded by ``word.rule.<rule id>``: a draw has no arithmetic, and other
texts than the rule's sentence name it too (see :func:`explanation_text`)."""

EXPLAIN_PREFIX = "explain."
"""``explain.<rule id>``: one sentence per rule id of ``scoring`` (but a draw's,
:data:`ALIKE_RULES`), with the explanation's values as its placeholders."""


class Words(Protocol):
    """Anything that gives the message ``key`` in one language."""

    @property
    def language(self) -> str:
        """The language's code, for numbers in its format."""
        ...

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


def explanation_text(words: Words, explanation: Explanation) -> str:
    """The rule that scored a hand and its arithmetic, in the player's language.

    One sentence per rule, whatever the screen: the table, the sheet's preview,
    a hand's detail, the live page and the history all say it alike (the history
    used to shorten it under keys of its own, and the two drifted apart). Numbers
    are in the language's format.
    """
    rule = explanation.rule
    values = {
        name: format_int(value, words.language) if isinstance(value, int) else value
        for name, value in explanation.values.items()
    }
    return words.t(f"word.rule.{rule}" if rule in ALIKE_RULES else EXPLAIN_PREFIX + rule, **values)


def points_text(words: Words, scorer: str | None, points: int) -> str:
    """Who scored how much in a hand, ``Bob +12`` or ``Ann −20``, or that nobody scores.

    One wording for the table's rows, a hand's detail, the live page and the
    history's hand cards (two wordings had drifted: "nobody scores" and
    "Nobody scores", ``+1234`` and ``+1,234``).
    """
    if scorer is None:
        return words.t("word.nobody_scores")
    return words.t("table.scored", player=scorer, points=format_signed(points, words.language))


def seats_note(words: Words, corrected: int | None) -> str:
    """Why a hand's seats are not the rotation's: they are the seats it was played with.

    ``corrected`` is the hand whose later correction moved the rotation, if known.
    """
    if corrected is None:
        return words.t("word.seats_as_played_plain")
    return words.t("word.seats_as_played", hand=corrected)


SEPARATOR = " · "
"""Between names or short facts on one line; punctuation, not words."""


def number(locale: Locale, value: int) -> str:
    """A whole number in the session's format."""
    return format_int(value, locale.language)


def names(players: Iterable[str]) -> str:
    """Player names on one line, in the order given."""
    return SEPARATOR.join(players)


def names_in_a_sentence(words: Words, players: Sequence[str]) -> str:
    """Names as a sentence lists them: ``Ben and Cleo``, ``Ann, Ben and Cleo``.

    For a sentence about the players together ("… tied"), where a comma alone
    ("Ben, Cleo tied") reads as a list cut short.
    """
    if len(players) < 2:  # one name needs no joining word
        return "".join(players)
    return words.t("word.names", rest=", ".join(players[:-1]), last=players[-1])


def variant_name(words: Locale | Callable[..., str], variant: Variant | str) -> str:
    """The variant's one name in the session's language (``variant`` may be its id, ``"box"``).

    ``words`` is the session's :class:`Locale` or its ``t``: screens hold either.
    The catalogue key is the variant's own (``VariantRules.name_key``).
    """
    known = Variant.parse(variant) if isinstance(variant, str) else variant
    t = words.t if isinstance(words, Locale) else words
    return t(variant_rules(known).name_key)


LETTER_NAMES: Mapping[LetterSet, str] = {
    LetterSet.EN: "letters.en",
    LetterSet.DE: "letters.de",
    LetterSet.NL: "letters.nl",
    LetterSet.FR: "letters.fr",
    LetterSet.PL: "letters.pl",
}
"""Each deck's letters by their catalogue key (the language and the letters it prints)."""


def letters_name(words: Locale | Callable[..., str], letters: LetterSet | None) -> str:
    """A deck's letters as a player recognises them, ``Dutch: H V B``; None: automatic."""
    t = words.t if isinstance(words, Locale) else words
    return t("letters.auto") if letters is None else t(LETTER_NAMES[letters])


def totals_line(locale: Locale, players: Iterable[str], totals: Mapping[str, int]) -> str:
    """Every player's total in seat order, ``Ann 13 · Bob 0 · Cid −1`` (a true minus sign)."""
    return SEPARATOR.join(f"{p} {number(locale, totals[p])}" for p in players)


def rank_label(rank: Rank) -> str:
    """A rank as printed on cards: ``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
    return "10" if rank is Rank.TEN else rank.symbol


def card_label(card: Card) -> str:
    """A card as players read it, seen or heard: ``10♥`` (files write ``TH``)."""
    return rank_label(card.rank) + card.suit.symbol


def cards_label(cards: Iterable[Card]) -> str:
    """Cards as players read them, in the order given: ``A♠ 10♦ K♣``."""
    return " ".join(card_label(card) for card in cards)
