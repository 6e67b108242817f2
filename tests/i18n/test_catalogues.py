"""The five catalogues stay complete and consistent with each other and with the code."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
from importlib import resources

import pytest

import scorekeeper.cardreading
import scorekeeper.rules
import scorekeeper.services
import scorekeeper.sharing
import scorekeeper.storage
from scorekeeper.i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    Catalog,
    CatalogError,
    MissingMessageError,
    placeholders,
    plural_choices,
    translate,
)
from scorekeeper.rules import errors
from scorekeeper.rules.announcement import GAME_OVER, GAME_OVER_ENGLISH
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant

CATALOG = Catalog.load()
ERROR_PACKAGES = (
    scorekeeper.rules,
    scorekeeper.storage,
    scorekeeper.sharing,
    scorekeeper.cardreading,
    scorekeeper.services,
)
"""Where refusals the UI shows through ``Locale.error`` are defined."""


def _all_error_classes() -> list[type[ScorekeeperError]]:
    """Every ScorekeeperError subclass in those packages, whatever the test order."""
    for package in ERROR_PACKAGES:
        for module in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            importlib.import_module(module.name)

    def subclasses(cls: type[ScorekeeperError]) -> set[type[ScorekeeperError]]:
        return {sub for direct in cls.__subclasses__() for sub in {direct, *subclasses(direct)}}

    # By key, then by name: classes may share a key, and every xdist worker must
    # collect the same order.
    return sorted(
        {ScorekeeperError, *subclasses(ScorekeeperError)},
        key=lambda cls: (cls.key, cls.__module__, cls.__qualname__),
    )


ERROR_CLASSES = _all_error_classes()

SAME_IN_EVERY_LANGUAGE = {
    "app.title",  # the product name
    "error.generic",  # "{detail}": the detail comes from code
    "error.first_roles",
    "error.session_format",
    "error.storage",
    "error.storage.backup_format",
    "error.sharing",
    "error.cards",
    "word.outcome.gin",  # "Gin" is the game's name in every language
}
"""Keys whose text may equal English; any other equal text is an untranslated copy."""


def test_all_languages_load_from_package_data() -> None:
    assert CATALOG.languages == LANGUAGES == ("en", "nl", "de", "pl", "ms")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_file_is_a_flat_sorted_mapping_of_strings(language: str) -> None:
    raw = resources.files("scorekeeper.i18n").joinpath(f"{language}.json").read_text("utf-8")
    data = json.loads(raw)
    assert all(isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in data.items())
    assert list(data) == sorted(data), "keep keys sorted: diffs stay readable"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_language_has_exactly_the_english_keys(language: str) -> None:
    english = CATALOG.keys(DEFAULT_LANGUAGE)
    assert sorted(english - CATALOG.keys(language)) == [], "missing translations"
    assert sorted(CATALOG.keys(language) - english) == [], "keys unknown in English"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_translation_uses_the_same_placeholders(language: str) -> None:
    mismatched = {
        key: (
            sorted(placeholders(CATALOG.template(key, DEFAULT_LANGUAGE))),
            sorted(placeholders(CATALOG.template(key, language))),
        )
        for key in CATALOG.keys(language)
        if placeholders(CATALOG.template(key, DEFAULT_LANGUAGE))
        != placeholders(CATALOG.template(key, language))
    }
    assert mismatched == {}


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_no_translation_is_an_english_copy(language: str) -> None:
    copies = [
        key
        for key in CATALOG.keys(language)
        if key not in SAME_IN_EVERY_LANGUAGE
        and CATALOG.template(key, language) == CATALOG.template(key, DEFAULT_LANGUAGE)
    ]
    assert copies == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_formats(language: str) -> None:
    for key in CATALOG.keys(language):
        template = CATALOG.template(key, language)
        counted = {field for field, _ in plural_choices(template)}
        params: dict[str, object] = dict.fromkeys(placeholders(template) - counted, "X")
        text = CATALOG.translate(key, language, **params, **dict.fromkeys(counted, 2))
        assert "{" not in text and "}" not in text, key


@pytest.mark.parametrize("cls", ERROR_CLASSES, ids=lambda cls: cls.__name__)
def test_every_error_class_is_translated_with_its_parameters(cls: type[ScorekeeperError]) -> None:
    for language in LANGUAGES:
        assert CATALOG.has(cls.key, language), f"{cls.key} missing in {language}"
        assert placeholders(CATALOG.template(cls.key, language)) == placeholders(cls.template)


def test_error_classes_of_every_layer_are_checked() -> None:
    layers = {cls.__module__.split(".")[1] for cls in ERROR_CLASSES}
    assert layers == {"rules", "storage", "sharing", "cardreading", "services"}


ENGLISH_ANNOUNCEMENTS = {GAME_OVER: GAME_OVER_ENGLISH} | {
    key: words for variant in Variant for key, words in variant_rules(variant).announcements.items()
}
ANNOUNCEMENTS = sorted(ENGLISH_ANNOUNCEMENTS)
"""Every key an announcement can have: the end of the game and each variant's own."""


@pytest.mark.parametrize("key", ANNOUNCEMENTS)
def test_every_rotation_announcement_is_translated(key: str) -> None:
    english = ENGLISH_ANNOUNCEMENTS[key]
    assert CATALOG.template(key, DEFAULT_LANGUAGE) == english
    for language in LANGUAGES:
        assert placeholders(CATALOG.template(key, language)) == placeholders(english)


def test_english_error_texts_match_the_command_line_templates() -> None:
    for cls in ERROR_CLASSES:
        assert CATALOG.template(cls.key, DEFAULT_LANGUAGE) == cls.template, cls.__name__


def test_an_error_is_translated_with_its_hand_number() -> None:
    error = errors.KnockLimitError(hand=3, player="Ann", value=14, limit=10)
    assert CATALOG.translate_error(error, "en") == str(error)
    assert CATALOG.translate_error(error, "nl") == (
        "ronde 3: Ann kan niet kloppen met 14: kloppen mag met 10 of minder"
    )
    no_hand = errors.DuplicateCardError("TD")
    assert CATALOG.translate_error(no_hand, "de") == "TD ist doppelt angegeben"


def test_a_missing_translation_falls_back_to_english_at_run_time() -> None:
    partial = Catalog({"en": {"greet": "Hello {name}"}, "nl": {}})
    assert partial.translate("greet", "nl", name="Ann") == "Hello Ann"
    assert not partial.has("greet", "nl")


def test_a_key_unknown_even_in_english_is_an_error() -> None:
    with pytest.raises(MissingMessageError):
        CATALOG.translate("no.such.key", "pl")


def test_an_unknown_language_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        CATALOG.translate("word.new_game", "fr")


def test_a_catalogue_without_english_is_refused() -> None:
    with pytest.raises(CatalogError):
        Catalog({"nl": {}})


def test_module_level_translate_uses_the_packaged_catalogues() -> None:
    assert translate("word.new_game", "pl") == "Nowa gra"
    assert translate("error.duplicate_card", "ms", card="TD") == "TD diberi dua kali"


def test_placeholders_ignore_escaped_braces() -> None:
    assert placeholders("{{literal}} and {name} and {count:d}") == {"name", "count"}


def test_keys_are_dotted_lowercase_identifiers() -> None:
    pattern = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
    every_key = {key for code in CATALOG.languages for key in CATALOG.keys(code)}
    assert [k for k in every_key if not pattern.match(k)] == []


def test_no_two_keys_say_the_same_thing_in_every_language() -> None:
    """Two keys with the same words in all five languages are one text kept twice: a change to
    one would miss the other. They are one key (``word.*`` for the words screens share)."""
    by_words: dict[tuple[str, ...], set[str]] = {}
    every_key = CATALOG.keys()
    for key in every_key:
        words = tuple(str(CATALOG.template(key, language)) for language in sorted(LANGUAGES))
        by_words.setdefault(words, set()).add(key)
    alike = {frozenset(keys) for keys in by_words.values() if len(keys) > 1}
    assert alike == set()
