"""The "Host this table" switch in a real app session of a built app (no client, no browser).

Settings and the invite screen offer it where no web server serves the app; on,
the table server answers at the address the screen shows (here on loopback: the
network-address run is ``tests/packaging/test_phone_host.py``); off, or the
app's session closing, stops it. In a browser it is not offered.
"""

from __future__ import annotations

import http.client
import socket
from pathlib import Path

import flet as ft
import pytest

from scorekeeper.config import AppConfig
from scorekeeper.ui.invite import keys
from tests.ui.conftest import StartUi
from tests.ui.harness import UiHarness

LAN = "127.0.0.1"


@pytest.fixture
def app_config(tmp_path: Path) -> AppConfig:
    """A free port: the switch's server listens on it."""
    with socket.socket() as probe:
        probe.bind((LAN, 0))
        port = int(probe.getsockname()[1])
    return AppConfig(data_dir=tmp_path / "data", port=port)


@pytest.fixture(autouse=True)
def loopback_as_wifi(monkeypatch: pytest.MonkeyPatch) -> None:
    """This machine's loopback stands in for the phone's Wi-Fi address."""
    monkeypatch.setattr("scorekeeper.ui.invite.host_hook.lan_address", lambda: LAN)


def flip(ui: UiHarness, on: bool) -> None:
    ui.toggle(keys.HOST_SWITCH, on)


def answers(config: AppConfig) -> int | None:
    """The status of the live page without the secret (the join page), or None: refused."""
    connection = http.client.HTTPConnection(LAN, config.port, timeout=5)
    try:
        connection.request("GET", "/live/")
        return connection.getresponse().status
    except ConnectionRefusedError:
        return None
    finally:
        connection.close()


def test_settings_switch_hosts_the_table_and_off_stops_it(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui(route="/settings", web=False)
    assert not ui.exists(keys.HOST_ADDRESS)
    flip(ui, True)
    address = ui.find_as(keys.HOST_ADDRESS, ft.Text).value
    assert address.startswith(f"http://{LAN}:{app_config.port}/live/?join=")
    assert ui.exists(keys.HOST_QR)
    assert answers(app_config) == 401
    flip(ui, False)
    assert not ui.exists(keys.HOST_ADDRESS)
    assert answers(app_config) is None


def test_the_invite_screen_shows_what_settings_switched_on(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui(route="/settings", web=False)
    flip(ui, True)
    address = ui.find_as(keys.HOST_ADDRESS, ft.Text).value
    ui.go("/invite")
    assert ui.find_as(keys.HOST_ADDRESS, ft.Text).value == address
    assert ui.find_as(keys.HOST_SWITCH, ft.Switch).value is True
    flip(ui, False)
    ui.go("/settings")
    assert ui.find_as(keys.HOST_SWITCH, ft.Switch).value is False
    assert answers(app_config) is None


def test_the_app_closing_closes_the_table(start_ui: StartUi, app_config: AppConfig) -> None:
    ui = start_ui(route="/invite", web=False)
    flip(ui, True)
    assert answers(app_config) == 401
    ui.event(ui.page, "close")
    assert answers(app_config) is None


def test_a_busy_port_leaves_the_switch_off_with_the_reason(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    with socket.create_server((LAN, app_config.port)):
        ui = start_ui(route="/settings", web=False)
        flip(ui, True)
        assert ui.exists(keys.HOST_PROBLEM)
        assert ui.find_as(keys.HOST_SWITCH, ft.Switch).value is False


def test_in_a_browser_the_switch_is_not_offered(start_ui: StartUi) -> None:
    for route in ("/settings", "/invite"):
        assert not start_ui(route=route).exists(keys.HOST_SWITCH)
