"""The settings screen: every choice applies at once and is there again after a restart."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import flet as ft
import pytest

from scorekeeper.compose.root import create_main
from scorekeeper.config import AppConfig
from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, KnockFormula, Variant
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.settings import SETTINGS_FILE, SettingsStore, ThemeChoice
from scorekeeper.ui import keys as home_keys
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE, SEED_COLOR, text_theme
from scorekeeper.views.fonts import FONT_FAMILY

from ..conftest import StartUi
from ..harness import UiHarness
from ..recorded import texts_under

Restart = Callable[[str], UiHarness]


def refusal(ui: UiHarness, name: str) -> str:
    """The words of the refusal shown under house option ``name``."""
    return " ".join(texts_under(ui, game_keys.option_error(name)))


@pytest.fixture
def restart(
    app_config: AppConfig, catalog: Catalog, repository: GameRepository
) -> Iterator[Restart]:
    """``restart(route)``: a session of a freshly started app (settings read from disk)."""
    started: list[UiHarness] = []

    def start(route: str = "/settings") -> UiHarness:
        main = create_main(
            app_config,
            catalog=catalog,
            repository=repository,
            settings=SettingsStore.open(app_config.data_dir),
        )
        ui = UiHarness(main, route=route).start()
        started.append(ui)
        return ui

    yield start
    for ui in started:
        ui.close()


def mode(ui: UiHarness) -> ft.ThemeMode | None:
    """The page's light/dark mode (read fresh each time)."""
    return ui.page.theme_mode


def saved(config: AppConfig) -> SettingsStore:
    """The settings as the next start of the app will read them."""
    return SettingsStore.open(config.data_dir)


def test_choosing_a_language_translates_at_once_and_is_remembered(
    start_ui: StartUi, app_config: AppConfig, restart: Restart
) -> None:
    ui = start_ui(route="/settings")
    ui.click(keys.language("nl"))
    assert ui.has_text("Instellingen")
    assert ui.has_text("Grotere tekst")
    assert ui.find_as(keys.language("nl"), ft.ListTile).selected
    assert not ui.find_as(keys.language("en"), ft.ListTile).selected
    assert saved(app_config).current().language == "nl"

    again = restart("/settings")
    assert again.has_text("Instellingen")
    assert again.page.title == "Scorekeeper"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_translates_the_whole_screen(
    start_ui: StartUi, catalog: Catalog, language: str
) -> None:
    ui = start_ui(route="/settings", language=language)
    own = {catalog.translate("language.name", code) for code in LANGUAGES}
    texts = [t for t in ui.texts() if t not in own]
    allowed = {catalog.template(key, language) for key in catalog.keys(language)}
    assert [t for t in texts if t not in allowed] == []
    if language != "en":
        english_only = {
            catalog.template(key, "en")
            for key in catalog.keys("en")
            if catalog.template(key, "en") != catalog.template(key, language)
        }
        assert [t for t in texts if t in english_only] == []


def test_the_start_screen_language_menu_is_remembered_too(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui()
    ui.click(home_keys.language_item("de"))
    assert saved(app_config).current().language == "de"


def test_theme_applies_to_the_page_and_survives_a_restart(
    start_ui: StartUi, app_config: AppConfig, restart: Restart
) -> None:
    ui = start_ui(route="/settings")
    assert mode(ui) == ft.ThemeMode.SYSTEM
    ui.click(keys.theme("dark"))
    assert mode(ui) == ft.ThemeMode.DARK
    assert ui.find_as(keys.theme("dark"), ft.ListTile).selected
    ui.click(keys.theme("light"))
    assert mode(ui) == ft.ThemeMode.LIGHT
    assert saved(app_config).current().theme is ThemeChoice.LIGHT

    again = restart("/")
    assert mode(again) == ft.ThemeMode.LIGHT


def test_larger_text_scales_every_text_style(
    start_ui: StartUi, app_config: AppConfig, restart: Restart
) -> None:
    ui = start_ui(route="/settings")
    standard = ft.Theme(color_scheme_seed=SEED_COLOR, font_family=FONT_FAMILY)
    assert ui.page.theme == standard
    ui.click(keys.LARGE_TEXT)
    large = ft.Theme(
        color_scheme_seed=SEED_COLOR,
        font_family=FONT_FAMILY,
        text_theme=text_theme(LARGE_TEXT_SCALE),
    )
    assert ui.page.theme == large and ui.page.dark_theme == large
    assert ui.page.theme is not None and ui.page.theme.text_theme is not None
    assert ui.page.theme.text_theme.body_medium == ft.TextStyle(
        size=18.2, color=ft.Colors.ON_SURFACE
    )
    assert ui.find_as(keys.LARGE_TEXT_SWITCH, ft.Switch).value is True
    assert saved(app_config).current().large_text is True

    again = restart("/")
    assert again.page.theme == large

    ui.click(keys.LARGE_TEXT)
    assert ui.page.theme == standard


def test_the_switch_itself_also_toggles(start_ui: StartUi, app_config: AppConfig) -> None:
    ui = start_ui(route="/settings")
    ui.toggle(keys.LARGE_TEXT_SWITCH, True)
    assert saved(app_config).current().large_text is True


def test_default_variant_and_its_house_options(start_ui: StartUi, app_config: AppConfig) -> None:
    ui = start_ui(route="/settings")
    assert ui.exists(game_keys.option_field("undercut_bonus"))
    ui.click(keys.variant("jersey"))
    assert saved(app_config).current().variant is Variant.JERSEY
    assert not ui.exists(game_keys.option_field("undercut_bonus"))
    assert ui.find_as(game_keys.option_field("undercut_penalty"), ft.TextField).value == "20"
    assert ui.find_as(game_keys.option_field("target"), ft.TextField).value == "200"
    ui.click(game_keys.option_choice("knock_formula", "each_minus_own"))
    current = saved(app_config).current()
    assert current.rules_for(Variant.JERSEY).knock_formula is KnockFormula.EACH_MINUS_OWN
    assert current.rules_for(Variant.BOX) == HouseRules.defaults(house_options(Variant.BOX))


def test_a_house_option_is_checked_as_it_is_typed(start_ui: StartUi, app_config: AppConfig) -> None:
    ui = start_ui(route="/settings")
    ui.type_text(game_keys.option_field("target"), "150")
    assert saved(app_config).current().rules_for(Variant.BOX).target == 150

    ui.type_text(game_keys.option_field("target"), "0")
    field = ui.find_as(game_keys.option_field("target"), ft.TextField)
    assert refusal(ui, "target") == "Enter a number from 1 to 10,000, not 0."
    assert field.value == "0", "what was typed stays, to be corrected"
    kept = saved(app_config).current().rules_for(Variant.BOX)
    assert kept.target == 150, "a refused value is not saved"

    ui.type_text(game_keys.option_field("target"), "12a")
    assert refusal(ui, "target") == "Enter a whole number from 1 to 10,000."

    ui.type_text(game_keys.option_field("target"), "120")
    assert not ui.exists(game_keys.option_error("target"))
    assert saved(app_config).current().rules_for(Variant.BOX).target == 120


def test_a_refused_option_holds_back_no_other(start_ui: StartUi, app_config: AppConfig) -> None:
    ui = start_ui(route="/settings")
    ui.type_text(game_keys.option_field("gin_bonus"), "-3")
    ui.type_text(game_keys.option_field("target"), "150")
    kept = saved(app_config).current().rules_for(Variant.BOX)
    assert (kept.target, kept.gin_bonus) == (150, 25)
    assert refusal(ui, "gin_bonus").startswith("Enter a number from 0 to 1,000")
    assert not ui.find_as(keys.RULES_RESET, ft.TextButton).disabled


def test_house_option_errors_are_in_the_players_language(start_ui: StartUi) -> None:
    ui = start_ui(route="/settings", language="nl")
    ui.type_text(game_keys.option_field("gin_bonus"), "-3")
    assert refusal(ui, "gin_bonus") == "Vul een getal in van 0 tot en met 1.000, niet \u22123."


def test_back_to_the_standard_rules(start_ui: StartUi, app_config: AppConfig) -> None:
    ui = start_ui(route="/settings")
    assert ui.find_as(keys.RULES_RESET, ft.TextButton).disabled
    ui.type_text(game_keys.option_field("gin_bonus"), "20")
    ui.click(keys.RULES_RESET)
    standard = HouseRules.defaults(house_options(Variant.BOX))
    assert saved(app_config).current().rules_for(Variant.BOX) == standard
    assert ui.find_as(game_keys.option_field("gin_bonus"), ft.TextField).value == "25"


def test_a_damaged_settings_file_is_reported_not_fatal(
    app_config: AppConfig, restart: Restart
) -> None:
    Path(app_config.data_dir).mkdir(parents=True, exist_ok=True)
    (Path(app_config.data_dir) / SETTINGS_FILE).write_text("{ garbage", encoding="utf-8")
    ui = restart("/settings")
    lines = texts_under(ui, keys.SETTINGS_PROBLEMS)
    assert lines[0] == "The settings file could not be read, so the standard settings are used."
    assert "not valid JSON" in lines[1]
    assert ui.find_as(keys.language("en"), ft.ListTile).selected


def test_the_backup_screen_is_one_tap_away(start_ui: StartUi) -> None:
    ui = start_ui(route="/settings")
    ui.click(keys.OPEN_BACKUP)
    assert ui.route == "/settings/backup"
    assert ui.exists(keys.BACKUP_VIEW)
    ui.go("/settings")
    ui.click(keys.SETTINGS_BACK)
    assert ui.route == "/"
