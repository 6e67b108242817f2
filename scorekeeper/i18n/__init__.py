"""Message catalogues: every user-facing sentence, in every language the app speaks.

Why a home-grown catalogue instead of gettext: the app ships five small JSON files
as package data, the keys are stable identifiers shared with the rules engine
(``ScorekeeperError.key``), and tests can check in one line that every language has
every key with the same ``{placeholders}``. Messages are ``str.format`` templates.

Counted words use a *plural choice* as a placeholder's format spec:
``"{count} {count:one=hand|other=hands}"`` reads "1 hand", "2 hands"; Polish
spells ``one``, ``few`` and ``many`` (``rozdanie|rozdania|rozdań``), Malay only
``other``. The forms follow CLDR's rules (:mod:`scorekeeper.i18n.plurals`).
Why in the template rather than one key per form: the languages need different
numbers of forms, a sentence may count two things, and every existing check
(same keys, same placeholders in every language) keeps working unchanged.

A key missing in one language falls back to English at run time, so a late
translation never breaks a screen; the catalogue tests make sure that does not
happen in a release. A key missing in English too is a programming error and
raises :class:`MissingMessageError`.

Usage::

    catalog = Catalog.load()
    catalog.translate("word.new_game", "nl")          # 'Nieuw spel'
    catalog.translate_error(err, "de")                # a ScorekeeperError, in German
    translate("error.duplicate_card", "pl", card="TD")  # module-level shortcut
"""

from __future__ import annotations

import functools
import json
import string
from collections.abc import Mapping
from importlib import resources
from importlib.resources.abc import Traversable
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from scorekeeper.i18n.plurals import choose, is_choice
from scorekeeper.rules.languages import DEFAULT_LANGUAGE, LANGUAGES
from scorekeeper.rules.reasons import Reason

if TYPE_CHECKING:
    from scorekeeper.rules.errors import ScorekeeperError

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Catalog",
    "CatalogError",
    "MissingMessageError",
    "default_catalog",
    "placeholders",
    "plural_choices",
    "translate",
]


HAND_KEY: Final[str] = "error.in_hand"
"""Wraps an error message that belongs to one hand: ``{hand}`` and ``{message}``."""


class CatalogError(ValueError):
    """A catalogue file that is missing, not JSON, or not a flat string mapping."""


class MissingMessageError(KeyError):
    """A key that is not even in the English catalogue: a typo in the code."""


def placeholders(template: str) -> frozenset[str]:
    """The ``{names}`` a ``str.format`` template expects (``{{`` escapes excluded).

    Names used only inside a plural choice's forms count too.
    """
    names: set[str] = set()
    for _, field, spec, _ in string.Formatter().parse(template):
        if field is not None:
            names.add(field)
            if spec:
                names |= placeholders(spec)
    return frozenset(names)


def plural_choices(template: str) -> list[tuple[str, str]]:
    """Each ``(placeholder, choice spec)`` of ``template`` (for the catalogue tests)."""
    return [
        (field, spec)
        for _, field, spec, _ in string.Formatter().parse(template)
        if field is not None and spec and is_choice(spec)
    ]


class _Formatter(string.Formatter):
    """``str.format`` plus plural choices, for one language."""

    def __init__(self, language: str) -> None:
        self._language = language

    def format_field(self, value: object, format_spec: str) -> str:
        if is_choice(format_spec):
            return choose(format_spec, value, self._language)
        return str(super().format_field(value, format_spec))


class Catalog:
    """All languages' messages, immutable once loaded.

    Build one at start-up (``Catalog.load()``) and pass it down; tests can build
    small ones from dictionaries.
    """

    __slots__ = ("_messages",)

    def __init__(self, messages: Mapping[str, Mapping[str, str]]) -> None:
        if DEFAULT_LANGUAGE not in messages:
            raise CatalogError(f"the {DEFAULT_LANGUAGE!r} catalogue is required")
        self._messages: Mapping[str, Mapping[str, str]] = MappingProxyType(
            {lang: MappingProxyType(dict(table)) for lang, table in messages.items()}
        )

    @classmethod
    def load(cls, languages: tuple[str, ...] = LANGUAGES) -> Catalog:
        """Read ``<lang>.json`` and every ``<area>/<lang>.json`` of this package.

        Why areas: each part of the app (table, referee, history, ...) keeps its
        messages in its own folder, so one screen's texts can change without
        touching another's. A key defined in two files is refused.
        """
        folder = resources.files(__package__)
        areas = sorted(
            (entry for entry in folder.iterdir() if entry.is_dir() and entry.name.isidentifier()),
            key=lambda entry: entry.name,
        )
        messages: dict[str, dict[str, str]] = {}
        for lang in languages:
            table: dict[str, str] = {}
            for source, name in [(folder, f"{lang}.json")] + [
                (area, f"{lang}.json") for area in areas
            ]:
                path = source.joinpath(name)
                if source is not folder and not path.is_file():
                    continue
                for key, value in _read_catalogue(path, f"{source.name}/{name}").items():
                    if key in table:
                        raise CatalogError(f"message key {key!r} is defined twice ({name})")
                    table[key] = value
            messages[lang] = table
        return cls(messages)

    @property
    def languages(self) -> tuple[str, ...]:
        """The loaded languages, in load order."""
        return tuple(self._messages)

    def keys(self, language: str = DEFAULT_LANGUAGE) -> frozenset[str]:
        """Every key one language defines (English holds the full set)."""
        return frozenset(self._table(language))

    def has(self, key: str, language: str) -> bool:
        """Whether ``language`` itself (no fallback) defines ``key``."""
        return key in self._table(language)

    def template(self, key: str, language: str) -> str:
        """The raw template for ``key``, falling back to English."""
        table = self._table(language)
        if key in table:
            return table[key]
        fallback = self._messages[DEFAULT_LANGUAGE]
        if key in fallback:
            return fallback[key]
        raise MissingMessageError(key)

    def translate(self, key: str, language: str, /, **params: object) -> str:
        """The message for ``key`` in ``language``, with ``params`` filled in.

        Plural choices take the form CLDR gives the counted value in ``language``
        (English's rule when the text fell back to English). A parameter that is a
        :class:`Reason` (a refusal's code with values) is worded in ``language`` too.
        """
        rule = language if self.has(key, language) else DEFAULT_LANGUAGE
        worded = {
            name: self.translate(value.key, language, **value.values)
            if isinstance(value, Reason)
            else value
            for name, value in params.items()
        }
        return _Formatter(rule).format(self.template(key, language), **worded)

    def translate_error(self, error: ScorekeeperError, language: str) -> str:
        """A rules error in ``language``, prefixed with its hand number when it has one."""
        message = self.translate(error.key, language, **error.params)
        if error.hand is None:
            return message
        return self.translate(HAND_KEY, language, hand=error.hand, message=message)

    def _table(self, language: str) -> Mapping[str, str]:
        try:
            return self._messages[language]
        except KeyError:
            raise ValueError(
                f"unknown language {language!r} (known: {', '.join(self._messages)})"
            ) from None


def _read_catalogue(path: Traversable, name: str) -> dict[str, str]:
    """One catalogue file: a flat JSON object of strings."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise CatalogError(f"message catalogue {name} is missing") from exc
    except json.JSONDecodeError as exc:
        raise CatalogError(f"message catalogue {name} is not valid JSON: {exc}") from exc
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in data.items()
    ):
        raise CatalogError(f"message catalogue {name} must map keys to strings")
    return data


@functools.cache
def default_catalog() -> Catalog:
    """The packaged catalogues, read on first use (never at import time)."""
    return Catalog.load()


def translate(key: str, language: str, /, **params: object) -> str:
    """Shortcut for ``default_catalog().translate(key, language, **params)``."""
    return default_catalog().translate(key, language, **params)
