"""A tab that stops answering ends its test within a minute, named as a hung page.

The harness's guards against a stuck renderer, tried on a real one: the app's
page is made to spin in a loop that never ends (a script that the test injects,
standing in for the engine's own loop), and each guard must notice.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Error as PlaywrightError

from .conftest import CAPTURE_TIMEOUT_MS, HUNG_STALLS, AppServer, WebApp
from .stall_probe import SPINNING_PCT, PageHungError, SpinWatch, chromium_activity

pytestmark = pytest.mark.e2e

SPIN_FOREVER = "() => { setTimeout(() => { for (;;) {} }, 0); }"
"""Returns at once; the page's main thread then runs a loop that never ends."""
WATCH_LIMIT_S = 10.0


def _spinning(open_app: object, app_server: AppServer) -> WebApp:
    app: WebApp = open_app()  # type: ignore[operator]
    app.wait_text("Scorekeeper", timeout_ms=60_000)
    app.page.evaluate(SPIN_FOREVER)
    return app


def test_a_picture_of_a_spinning_page_raises_page_hung_within_a_minute(
    open_app: object, app_server: AppServer
) -> None:
    app = _spinning(open_app, app_server)
    assert not app.answers(2_000), "the page should spin"
    started = time.monotonic()
    with pytest.raises(PageHungError, match="answered no script"):
        app.capture("hung-page")
    # Each stall: one capture try and one question to the page, CAPTURE_TIMEOUT_MS each.
    assert time.monotonic() - started < HUNG_STALLS * 2 * CAPTURE_TIMEOUT_MS / 1000 + 10


def test_the_watch_stops_a_renderer_that_spins_and_the_page_then_fails_at_once(
    open_app: object, app_server: AppServer
) -> None:
    app = _spinning(open_app, app_server)
    spinning = [
        p
        for p in chromium_activity(2.0)
        if p["type"] == "renderer" and p["main_thread"]["cpu_pct"] >= SPINNING_PCT
    ]
    assert spinning, "a renderer's main thread should run flat out"
    watch = SpinWatch(limit_s=WATCH_LIMIT_S)
    watch.start()
    started = time.monotonic()
    while not watch.killed and time.monotonic() - started < 4 * WATCH_LIMIT_S:
        time.sleep(0.5)
    watch.stop()
    assert watch.killed, f"no renderer stopped in {4 * WATCH_LIMIT_S} s"
    assert watch.killed[0]["main_thread"]["cpu_pct"] >= SPINNING_PCT
    # A call without a time limit of its own now fails instead of waiting for ever.
    with pytest.raises(PlaywrightError):
        app.page.evaluate("() => 1")


def test_a_page_at_rest_is_left_alone_by_the_watch(open_app: object, app_server: AppServer) -> None:
    app: WebApp = open_app()  # type: ignore[operator]
    app.wait_text("Scorekeeper", timeout_ms=60_000)
    watch = SpinWatch(limit_s=WATCH_LIMIT_S)
    watch.start()
    time.sleep(2 * WATCH_LIMIT_S)
    watch.stop()
    assert watch.killed == []
    assert app.page.evaluate("() => 1 + 1") == 2


def test_every_browser_test_is_run_again_only_on_a_hung_page(
    request: pytest.FixtureRequest,
) -> None:
    marker = request.node.get_closest_marker("flaky")
    assert marker is not None, "tests/e2e/conftest.py should mark each browser test"
    assert marker.kwargs["only_rerun"] == [PageHungError.__name__]
