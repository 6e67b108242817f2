"""Which plural form a whole number takes in each of the app's languages (CLDR's rules).

Why written out rather than read from Babel: the app counts only whole numbers
(hands, games, codes, points) in five languages, and CLDR's rules for those fit
in a few lines each. Babel stays a test dependency: ``tests/i18n`` checks these
rules against Babel's for 0–200, so a typo here cannot hide.

CLDR's integer rules (``v = 0``), by language:

=====  =======================================================  =========
lang   rule                                                     example
=====  =======================================================  =========
en     one: n = 1; other                                         1 hand, 2 hands
nl     one: n = 1; other                                         1 ronde, 0 rondes
de     one: n = 1; other                                         1 Runde, 5 Runden
pl     one: n = 1; few: n % 10 = 2..4 and n % 100 ≠ 12..14;     1 rozdanie, 3 rozdania,
       many: every other whole number                            5 rozdań, 22 rozdania
ms     other (Malay does not inflect nouns for number)          1 pusingan, 5 pusingan
=====  =======================================================  =========

Polish also has ``other``, but only for fractions, which the app never counts:
a Polish choice therefore names ``one``, ``few`` and ``many``.

How a catalogue uses it: a placeholder with a *plural choice* as its format
spec, ``{count:one=hand|other=hands}``, is replaced by the form that fits the
value of ``count`` (see :func:`scorekeeper.i18n.Catalog.translate`). A form may
itself hold placeholders: ``{count:one=the code|other=all {count} codes}``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

__all__ = [
    "CATEGORIES",
    "ChoiceError",
    "category",
    "choose",
    "count_of",
    "integer_categories",
    "is_choice",
    "parse_choice",
]

CATEGORIES: Final = ("zero", "one", "two", "few", "many", "other")
"""CLDR's plural category names, in CLDR's order."""

_CHOICE: Final = re.compile(r"^(?:zero|one|two|few|many|other)=")


class ChoiceError(ValueError):
    """A plural choice that names an unknown form, names one twice, or counts no number."""


def _one_other(n: int) -> str:
    return "one" if n == 1 else "other"


def _polish(n: int) -> str:
    if n == 1:
        return "one"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "few"
    return "many"


def _malay(n: int) -> str:
    """Every number takes the same form."""
    return "other"


_RULES: Final[Mapping[str, Callable[[int], str]]] = {
    "en": _one_other,
    "nl": _one_other,
    "de": _one_other,
    "pl": _polish,
    "ms": _malay,
}

_INTEGER_CATEGORIES: Final[Mapping[str, frozenset[str]]] = {
    "en": frozenset({"one", "other"}),
    "nl": frozenset({"one", "other"}),
    "de": frozenset({"one", "other"}),
    "pl": frozenset({"one", "few", "many"}),
    "ms": frozenset({"other"}),
}


def category(n: int, language: str) -> str:
    """The CLDR plural category of the whole number ``n`` (its absolute value) in ``language``."""
    try:
        rule = _RULES[language]
    except KeyError:
        raise ValueError(f"no plural rule for language {language!r}") from None
    return rule(abs(n))


def integer_categories(language: str) -> frozenset[str]:
    """The categories whole numbers can take in ``language``: what a choice must spell out."""
    try:
        return _INTEGER_CATEGORIES[language]
    except KeyError:
        raise ValueError(f"no plural rule for language {language!r}") from None


def is_choice(spec: str) -> bool:
    """Whether a placeholder's format spec is a plural choice (``one=...|other=...``)."""
    return _CHOICE.match(spec) is not None


def parse_choice(spec: str) -> dict[str, str]:
    """``"one=hand|other=hands"`` -> ``{"one": "hand", "other": "hands"}``."""
    forms: dict[str, str] = {}
    for part in spec.split("|"):
        name, sep, text = part.partition("=")
        if not sep or name not in CATEGORIES:
            raise ChoiceError(f"plural choice {spec!r}: {part!r} is not 'category=text'")
        if name in forms:
            raise ChoiceError(f"plural choice {spec!r} names {name!r} twice")
        forms[name] = text
    return forms


def count_of(value: object) -> int:
    """The whole number a choice counts: an int, or a number as ``format_int`` wrote it.

    Why text is accepted: some screens pass counts already grouped for the
    language (``12 345`` in Polish), and the form must still agree with them.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        digits = re.sub(r"[\s,.\u00a0]", "", value).lstrip("-+\u2212")
        if digits.isdigit():
            return int(digits)
    raise ChoiceError(f"a plural choice needs a whole number, not {value!r}")


def choose(spec: str, value: object, language: str) -> str:
    """The form of the choice ``spec`` that fits ``value`` in ``language``.

    A form the choice does not name falls back to ``other`` (a late
    translation must not break a screen); the catalogue tests make sure every
    choice names exactly the forms its language needs.
    """
    forms = parse_choice(spec)
    wanted = category(count_of(value), language)
    if wanted in forms:
        return forms[wanted]
    if "other" in forms:
        return forms["other"]
    return next(reversed(forms.values()))
