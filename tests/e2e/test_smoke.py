"""Smoke test in a real browser: the app starts, paints, stays offline, and restarts."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest
from PIL import Image
from playwright.sync_api import Browser

from scorekeeper.ui import keys
from tests.launcher import AppServer

from .browser import FIRST_PAINT_TIMEOUT_MS, PHONE, WebApp, mean_brightness, record_timing

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]


def test_home_screen_paints_offline_and_survives_a_restart(
    app_server: AppServer, open_app: OpenApp
) -> None:
    app = open_app()
    app.wait_text("Scorekeeper", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    record_timing("server start to title on screen", time.monotonic() - app_server.started_at)
    shot = app.screenshot("home-light-400x800")
    record_timing("server start to settled screenshot", time.monotonic() - app_server.started_at)
    record_timing("server start to listening", app_server.ready_after)
    with Image.open(shot) as image:
        assert image.size == (400, 800)
    assert mean_brightness(shot) > 150, "light system setting, light screen"
    assert app.page.title() == "Scorekeeper"
    assert app.shows("Gin Rummy for three")

    app.click(id=keys.HOME_NEW_GAME, expect="Who starts?")
    app.page.go_back()
    app.wait_text("Gin Rummy for three")

    app.click(label="Language", expect="Nederlands")
    app.click("Nederlands", expect="Nieuw spel")
    app.screenshot("home-nl")

    assert any(url.startswith(f"ws://127.0.0.1:{app_server.port}/") for url in app.requests)
    assert app.offsite_requests() == [], "the app must not touch the internet"

    status = app_server.stop()
    assert status == 130, app_server.output()  # Ctrl+C: graceful stop, conventional status
    assert "Traceback" not in app_server.output()
    assert app_server.data_dir.is_dir()

    app_server.start()
    # The tab left open reconnects by itself and gets a fresh session, still in
    # Dutch: the language chosen is remembered across restarts.
    app.wait_text("Nieuw spel", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    again = open_app()
    again.wait_text("Scorekeeper", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    again.screenshot("home-after-restart")
    assert again.offsite_requests() == []


def test_dark_setting_and_a_stale_link_give_the_dark_start_screen(
    app_server: AppServer, open_app: OpenApp
) -> None:
    app = open_app(color_scheme="dark", url=f"{app_server.url}games/404")
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.page.wait_for_url(app_server.url)
    shot = app.screenshot("home-dark-400x800")
    assert mean_brightness(shot) < 100


def test_shared_on_the_network_a_phone_can_open_the_printed_address(
    server_factory: Callable[..., AppServer], browser: Browser
) -> None:
    """The printed network address opens the live page (plain HTML), and its link the app.

    Both over the network address, which the browser does not count as a secure
    context, as on a phone; neither loads anything from outside the machine.
    """
    server = server_factory(host="0.0.0.0")
    printed = server.output()
    assert f"Scorekeeper is running at http://127.0.0.1:{server.port}/" in printed
    found = re.search(r"On your network: (http://\S+)", printed)
    assert found, f"no network address printed:\n{printed}"
    origin = found.group(1).split("/live/", 1)[0]
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    try:
        live = WebApp(context, server, found.group(1))
        live.page.goto(live.url)
        live.page.get_by_role("heading", name="Live at the table").wait_for()
        assert live.page.evaluate("window.isSecureContext") is False
        with live.page.expect_navigation(url=f"{origin}/"):
            live.page.get_by_role("link", name="Open the full app").click()
        app = WebApp(context, server, f"{origin}/")
        app.open()
        app.wait_text("Scorekeeper", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
        app.screenshot("home-over-lan")
        assert live.offsite_requests() == []
        assert app.offsite_requests() == []
    finally:
        context.close()
