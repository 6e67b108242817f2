"""Language, theme and text size belong to the device; the host's are the default (issue 34, 3).

Each session here comes over the web server's websocket from a browser (a
phone on the LAN) with its device cookie, as the real server hands it to Flet;
a session without one is the host's own window. A "reload" is a new session
of the same browser in the same process; a "restart" opens the files again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import flet as ft
import pytest

from scorekeeper.compose.root import create_main, create_services
from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.variants import Variant
from scorekeeper.storage.device_settings import DEVICES_FILE
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.settings import SettingsStore, ThemeChoice
from scorekeeper.ui.context import Services
from scorekeeper.ui.settings import keys
from scorekeeper.web.devices import DEVICE_COOKIE

from ..harness import Browser, UiHarness

GRANDMOTHER = "a" * 32
GRANDSON = "b" * 32
COUSIN = "c" * 32

Open = Callable[..., UiHarness]


def phone(device: str | None, address: str = "192.168.1.20") -> Browser:
    """A browser on the LAN with ``device`` as its device cookie (None: it keeps no cookie)."""
    cookie = f"{DEVICE_COOKIE}={device}; scorekeeper-table-8550=x" if device else ""
    return Browser(address=address, cookie=cookie)


@pytest.fixture
def app_open(
    app_config: AppConfig, catalog: Catalog, repository: GameRepository
) -> Iterator[Callable[[bool], Open]]:
    """``app_open(restart)(browser, route)``: a session of the running app, or of a restarted one.

    Sessions of one app share its services, as the tabs and phones of one
    server do; a restarted app reads the settings files again.
    """
    started: list[UiHarness] = []
    running: list[Services] = []

    def app(restart: bool) -> Open:
        if restart or not running:
            running.append(create_services(app_config, catalog=catalog, repository=repository))
        services = running[-1]

        def open_session(browser: Browser | None = None, route: str = "/settings") -> UiHarness:
            main = create_main(app_config, services=services)
            ui = UiHarness(main, route=route, browser=browser).start()
            started.append(ui)
            return ui

        return open_session

    yield app
    try:
        for ui in started:
            ui.assert_no_crash()
    finally:
        for ui in started:
            ui.close()


def language_of(ui: UiHarness) -> str:
    """The language the session speaks, as it tells Flutter."""
    configuration = ui.page.locale_configuration
    assert configuration is not None and configuration.current_locale is not None
    return str(configuration.current_locale.language_code)


def host(config: AppConfig) -> SettingsStore:
    """The host's settings as the next start reads them."""
    return SettingsStore.open(config.data_dir)


def test_a_phone_that_picks_polish_leaves_the_other_phone_in_english(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    opened = app_open(False)
    grandmother = opened(phone(GRANDMOTHER))
    grandson = opened(phone(GRANDSON))
    grandmother.click(keys.language("pl"))
    assert grandmother.has_text("Ustawienia") and language_of(grandmother) == "pl"

    again = opened(phone(GRANDSON))  # the grandson's reload
    assert again.has_text("Settings") and language_of(again) == "en"
    assert language_of(grandson) == "en"
    assert language_of(opened(phone(GRANDMOTHER))) == "pl", "her own reload stays Polish"
    assert host(app_config).current().language == "en", "the table's default is untouched"
    assert language_of(opened(None)) == "en", "the host's own window"


def test_two_phones_behind_one_router_with_one_browser_are_still_two(
    app_open: Callable[[bool], Open],
) -> None:
    opened = app_open(False)
    opened(phone(GRANDMOTHER, "192.168.1.7")).click(keys.theme("dark"))
    assert opened(phone(GRANDSON, "192.168.1.7")).page.theme_mode == ft.ThemeMode.SYSTEM
    assert opened(phone(GRANDMOTHER, "192.168.1.9")).page.theme_mode == ft.ThemeMode.DARK


def test_every_choice_of_a_phone_survives_a_restart_and_stays_its_own(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    grandmother = app_open(False)(phone(GRANDMOTHER))
    grandmother.click(keys.language("pl"))
    grandmother.click(keys.theme("dark"))
    grandmother.click(keys.LARGE_TEXT)

    restarted = app_open(True)
    again = restarted(phone(GRANDMOTHER))
    assert language_of(again) == "pl"
    assert again.page.theme_mode == ft.ThemeMode.DARK
    assert again.find_as(keys.LARGE_TEXT_SWITCH, ft.Switch).value is True
    other = restarted(phone(GRANDSON))
    assert (language_of(other), other.page.theme_mode) == ("en", ft.ThemeMode.SYSTEM)
    assert other.find_as(keys.LARGE_TEXT_SWITCH, ft.Switch).value is False
    saved = host(app_config).current()
    assert (saved.language, saved.theme, saved.large_text) == ("en", ThemeChoice.SYSTEM, False)


def test_the_hosts_choice_is_the_default_of_every_phone_that_did_not_choose(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    opened = app_open(False)
    opened(phone(GRANDSON)).click(keys.language("en"))  # what it shows already: no choice
    opened(phone(GRANDMOTHER)).click(keys.language("pl"))
    window = opened(None)
    window.click(keys.language("nl"))
    window.click(keys.theme("dark"))
    assert host(app_config).current().language == "nl"

    grandson, grandmother = opened(phone(GRANDSON)), opened(phone(GRANDMOTHER))
    assert (language_of(grandson), grandson.page.theme_mode) == ("nl", ft.ThemeMode.DARK)
    assert language_of(grandmother) == "pl", "her own choice wins over the host's"
    assert grandmother.page.theme_mode == ft.ThemeMode.DARK, "what she did not choose follows"
    assert language_of(opened(phone(COUSIN))) == "nl", "a phone never seen before"


def test_the_browser_on_the_hosts_own_computer_is_the_host(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    opened = app_open(False)
    opened(phone(COUSIN, "127.0.0.1")).click(keys.language("de"))
    assert host(app_config).current().language == "de"
    assert language_of(opened(phone(GRANDSON))) == "de"


def test_a_browser_without_a_device_id_changes_only_its_own_session(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    opened = app_open(False)
    cookieless = opened(phone(None))
    cookieless.click(keys.language("pl"))
    assert language_of(cookieless) == "pl"
    assert host(app_config).current().language == "en"
    assert language_of(opened(phone(None))) == "en"
    assert not (app_config.data_dir / DEVICES_FILE).exists()


def test_new_game_defaults_are_the_tables_whoever_changes_them(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    opened = app_open(False)
    opened(phone(GRANDMOTHER)).click(keys.variant("jersey"))
    assert host(app_config).current().variant is Variant.JERSEY
    other = opened(phone(GRANDSON))
    assert other.find_as(keys.variant("jersey"), ft.ListTile).selected


def test_the_letters_on_the_cards_are_the_tables_whoever_changes_them(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    """One deck lies on the table: a phone that names its letters names them for all."""
    opened = app_open(False)
    opened(phone(GRANDMOTHER)).click(keys.card_letters(LetterSet.NL))
    assert host(app_config).current().card_letters is LetterSet.NL
    other = opened(phone(GRANDSON))
    assert other.find_as(keys.card_letters(LetterSet.NL), ft.ListTile).selected


def test_a_damaged_devices_file_is_reported_and_every_phone_follows_the_host(
    app_open: Callable[[bool], Open], app_config: AppConfig
) -> None:
    app_config.data_dir.mkdir(parents=True, exist_ok=True)
    (app_config.data_dir / DEVICES_FILE).write_text('{"devices": {"' + GRANDMOTHER + '": ', "utf-8")
    grandmother = app_open(False)(phone(GRANDMOTHER))
    assert language_of(grandmother) == "en"
    assert grandmother.exists(keys.SETTINGS_PROBLEMS)
    assert any(text.endswith("every device follows the host") for text in grandmother.texts())
    grandmother.click(keys.language("pl"))
    saved = json.loads(Path(app_config.data_dir / DEVICES_FILE).read_text("utf-8"))
    assert saved["devices"] == {GRANDMOTHER: {"language": "pl"}}
