"""Flutter's own words follow the player's language: the page's locale, at start and on a change.

Without a browser: the harness runs the real session, so what is checked is the
page the client receives (its ``locale_configuration`` in the messages sent),
from which Flutter picks the language of "Back", "Dismiss", "Dialog" ...
"""

from __future__ import annotations

import itertools
from typing import Any

import flet as ft
import pytest

from scorekeeper.i18n import LANGUAGES
from scorekeeper.ui.flutter_locale import locale_configuration
from scorekeeper.ui.settings import keys

from .conftest import StartUi
from .harness import UiHarness


def _sent_locales(ui: UiHarness) -> list[str]:
    """The current language of every ``locale_configuration`` sent to the client, in order.

    A page patch is a list of ``[operation, index, property, value]`` steps.
    """
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list | tuple):
            for name, inner in itertools.pairwise(value):
                if name == "locale_configuration" and isinstance(inner, dict):
                    found.append(inner["current_locale"]["language_code"])
            for inner in value:
                walk(inner)

    for _, payload in ui.messages:
        walk(payload)
    return found


def _current(ui: UiHarness) -> ft.Locale | None:
    configuration = ui.page.locale_configuration
    return None if configuration is None else configuration.current_locale


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_session_starts_with_flutter_in_the_players_language(
    start_ui: StartUi, language: str
) -> None:
    ui = start_ui(language=language)
    assert ui.page.locale_configuration == locale_configuration(language)
    assert _current(ui) == ft.Locale(language)
    supported = ui.page.locale_configuration.supported_locales
    assert [locale.language_code for locale in supported] == list(LANGUAGES)
    assert _sent_locales(ui)[-1:] == [language], "the locale reaches the client"


def test_choosing_a_language_in_settings_changes_flutters_language(start_ui: StartUi) -> None:
    ui = start_ui(route="/settings", language="en")
    assert _sent_locales(ui) == ["en"]
    ui.click(keys.language("pl"))
    assert _current(ui) == ft.Locale("pl")
    assert _sent_locales(ui) == ["en", "pl"], "the new locale is sent to the client, once"
    ui.click(keys.language("de"))
    assert _current(ui) == ft.Locale("de")
    assert _sent_locales(ui)[-1] == "de"
