"""The app shell without a browser: home screen, language menu, harness checks."""

from __future__ import annotations

from pathlib import Path

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from scorekeeper.config import AppConfig
from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.ui import keys
from scorekeeper.ui.settings.appearance import SEED_COLOR
from scorekeeper.views.fonts import FONT_FAMILY

from .conftest import StartUi
from .harness import UiCrashError, UiHarness

HANDLERS = ("on_click", "on_change", "on_submit", "on_select", "on_tap", "on_long_press")
"""Event fields that make a control something a user acts on."""


def test_home_shows_the_title_and_the_way_into_a_game(ui: UiHarness) -> None:
    assert ui.find_as(keys.APP_TITLE, ft.Text).value == "Scorekeeper"
    assert ui.find_as(keys.HOME_NEW_GAME, ft.Button).content == "New game"
    assert "Gin Rummy for three" in ui.texts()
    assert ui.page.title == "Scorekeeper"
    assert ui.route == "/"


def test_page_follows_the_system_light_or_dark_setting(ui: UiHarness) -> None:
    assert ui.page.theme_mode == ft.ThemeMode.SYSTEM
    standard = ft.Theme(color_scheme_seed=SEED_COLOR, font_family=FONT_FAMILY)
    assert ui.page.theme == standard
    assert ui.page.dark_theme == standard


def test_every_interactive_control_has_a_key_and_a_semantics_identifier(ui: UiHarness) -> None:
    interactive = [
        c
        for c in ui.controls()
        if any(getattr(c, name, None) for name in HANDLERS) and not isinstance(c, ft.Page)
    ]
    assert len(interactive) >= 3
    for control in interactive:
        assert isinstance(control.key, str), f"{type(control).__name__} has no key"
        if isinstance(control, ft.PopupMenuItem):
            continue  # menu entries are found by their key and their text
        parent = control.parent
        assert isinstance(parent, ft.Semantics) and parent.identifier == control.key, (
            f"{control.key} is not wrapped by identified()"
        )


def test_new_game_opens_the_set_up_screen(ui: UiHarness) -> None:
    ui.click(keys.HOME_NEW_GAME)
    assert ui.route == "/new"
    assert ui.has_text("Who starts?")


def test_language_menu_switches_the_whole_screen(ui: UiHarness, catalog: Catalog) -> None:
    for language in (*LANGUAGES[1:], LANGUAGES[0]):
        ui.click(keys.language_item(language))
        new_game = ui.find_as(keys.HOME_NEW_GAME, ft.Button)
        assert new_game.content == catalog.translate("word.new_game", language)
        assert ui.has_text(catalog.translate("home.heading", language))
        checked = [c.key for c in ui.controls() if isinstance(c, ft.PopupMenuItem) and c.checked]
        assert checked == [keys.language_item(language)]
        menu = ui.find_as(keys.LANGUAGE_MENU, ft.PopupMenuButton)
        assert menu.tooltip == catalog.translate("word.language", language)


def test_language_menu_names_each_language_in_itself(ui: UiHarness) -> None:
    names = {
        lang: ui.find_as(keys.language_item(lang), ft.PopupMenuItem).content for lang in LANGUAGES
    }
    assert names == {
        "en": "English",
        "nl": "Nederlands",
        "de": "Deutsch",
        "pl": "Polski",
        "ms": "Bahasa Melayu",
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_visible_text_comes_from_the_catalogue(
    start_ui: StartUi, catalog: Catalog, language: str
) -> None:
    app = start_ui(language=language)
    allowed = {catalog.template(key, language) for key in catalog.keys(language)}
    texts = app.texts()
    assert catalog.translate("home.history", language) in texts
    assert [t for t in texts if t not in allowed] == []


def test_sessions_are_independent(start_ui: StartUi) -> None:
    first, second = start_ui(), start_ui()
    first.click(keys.language_item("de"))
    assert first.has_text("Neues Spiel")
    assert second.has_text("New game")


def test_updates_reach_the_client_as_patches(ui: UiHarness) -> None:
    assert ui.messages[0][0] == MessageAction.REGISTER_CLIENT
    before = len(ui.messages)
    ui.click(keys.language_item("pl"))
    actions = [action for action, _ in ui.messages[before:]]
    assert MessageAction.PATCH_CONTROL in actions


def test_an_unknown_address_leads_back_to_the_start_screen(ui: UiHarness) -> None:
    ui.go("/games/404")
    assert ui.route == "/"
    assert ui.has_text("New game")
    pushed = [body["args"] for action, body in ui.messages if action == MessageAction.INVOKE_METHOD]
    assert pushed == [{"route": "/"}]


# --- the harness itself: it must be able to fail -------------------------------------


def _broken_app(page: ft.Page) -> None:
    def explode() -> None:
        raise RuntimeError("boom in a handler")

    page.add(ft.Button("Break", key="break", on_click=explode))


def test_harness_fails_the_test_when_a_handler_crashes() -> None:
    with UiHarness(_broken_app) as app, pytest.raises(UiCrashError, match="boom in a handler"):
        app.click("break")


def test_harness_names_the_keys_it_can_see_when_one_is_missing(ui: UiHarness) -> None:
    with pytest.raises(AssertionError, match=r"home\.new_game"):
        ui.find("no.such.key")


def test_config_fixture_keeps_data_in_the_test_folder(
    app_config: AppConfig, tmp_path: Path
) -> None:
    assert app_config.data_dir.is_relative_to(tmp_path)


def _form_app(page: ft.Page) -> None:
    echo = ft.Text("", key="echo")

    def changed(e: ft.Event[ft.TextField]) -> None:
        echo.value = f"typed {e.control.value}"

    def submitted(e: ft.Event[ft.TextField]) -> None:
        echo.value = f"submitted {e.control.value}"

    page.add(ft.TextField(key="name", on_change=changed, on_submit=submitted), echo)


def test_harness_types_into_a_field_and_submits_it() -> None:
    with UiHarness(_form_app) as app:
        app.type_text("name", "Ann")
        assert app.find_as("name", ft.TextField).value == "Ann"
        assert app.has_text("typed Ann")
        app.submit("name")
        assert app.has_text("submitted Ann")


def _clipboard_app(page: ft.Page) -> None:
    shown = ft.Text("", key="shown")

    async def paste() -> None:
        shown.value = await ft.Clipboard().get() or ""

    page.add(ft.Button("Paste", key="paste", on_click=paste), shown)


def test_harness_fails_on_a_client_method_it_does_not_emulate() -> None:
    with UiHarness(_clipboard_app) as app, pytest.raises(UiCrashError, match=r"Clipboard\.get"):
        app.click("paste")


def test_harness_answers_client_methods_it_is_told_about() -> None:
    with UiHarness(_clipboard_app) as app:
        app.respond_to("Clipboard.get", lambda args: "K7Q-2MX")
        app.click("paste")
        assert app.find_as("shown", ft.Text).value == "K7Q-2MX"
