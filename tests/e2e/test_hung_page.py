"""A tab that stops answering ends its test within bounds, named as a hung page.

The harness's guards against a stuck renderer, tried on a real one: a page is made
to spin in a loop that never ends (a script that the test injects, standing in for
the engine's own loop), and each guard must notice. The spinning page is a plain
page of its own, not the app: the guards watch Chromium's renderers and answer
scripts, whatever the page draws. Their limits are shortened here (a picture's try,
the watch's minute) so that the self-test costs seconds; the suite runs them at the
lengths in ``browser.py`` and ``stall_probe.py``. These tests are never run again on
a hung page: their tab hangs on purpose.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser
from playwright.sync_api import Error as PlaywrightError

from tests.launcher import AppServer

from .browser import HUNG_STALLS, PHONE, WebApp
from .stall_probe import PageHungError, SpinWatch, chromium_activity, spins
from .steps import OpenApp, open_at

pytestmark = pytest.mark.e2e

SPIN_FOREVER = "() => { setTimeout(() => { for (;;) {} }, 0); }"
"""Returns at once; the page's main thread then runs a loop that never ends."""
PAGE = "data:text/html,<!doctype html><title>spin</title><h1>A page that will spin</h1>"
WATCH_LIMIT_S = 3.0
WATCH_LOOK_S = 1.0
"""The self-tests' look at the renderers (the suite's is ``WATCH_WINDOW_S``)."""
CAPTURE_TRY_MS = 1_500
SPIN_SEEN_WITHIN_S = 15.0


@pytest.fixture
def spinning(browser: Browser) -> Iterator[WebApp]:
    """A tab whose main thread runs flat out, once a renderer is seen doing so."""
    context = browser.new_context(viewport=PHONE)
    app = WebApp(context, None, PAGE)  # type: ignore[arg-type]
    app.page.goto(PAGE)
    app.page.get_by_text("A page that will spin").wait_for()
    app.page.evaluate(SPIN_FOREVER)
    deadline = time.monotonic() + SPIN_SEEN_WITHIN_S
    while not any(
        p["type"] == "renderer" and p["main_thread"] is not None and spins(p["main_thread"])
        for p in chromium_activity(1.0)
    ):
        assert time.monotonic() < deadline, "no renderer's main thread ran flat out"
    yield app
    context.close()


def test_a_picture_of_a_spinning_page_raises_page_hung_within_its_bound(
    spinning: WebApp,
) -> None:
    assert not spinning.answers(1_000), "the page should spin"
    spinning.capture_timeout_ms = CAPTURE_TRY_MS
    started = time.monotonic()
    with pytest.raises(PageHungError, match="answered no script"):
        spinning.capture("hung-page")
    # Each stall: one capture try and one question to the page, one try's time each.
    assert time.monotonic() - started < HUNG_STALLS * 2 * CAPTURE_TRY_MS / 1000 + 10


def test_the_watch_stops_a_renderer_that_spins_and_the_page_then_fails_at_once(
    spinning: WebApp,
) -> None:
    watch = SpinWatch(limit_s=WATCH_LIMIT_S, window_s=WATCH_LOOK_S)
    watch.start()
    started = time.monotonic()
    bound = WATCH_LIMIT_S + 3 * WATCH_LOOK_S
    while not watch.killed and time.monotonic() - started < bound:
        time.sleep(0.5)
    watch.stop()
    assert watch.killed, f"no renderer stopped in {bound} s"
    assert spins(watch.killed[0]["main_thread"])
    # A call without a time limit of its own now fails instead of waiting for ever.
    with pytest.raises(PlaywrightError):
        spinning.page.evaluate("() => 1")


def test_the_app_at_rest_is_left_alone_by_the_watch(
    walk_server: AppServer, open_app: OpenApp
) -> None:
    app = open_at(open_app, walk_server, "rules")
    app.wait_text("Common to both variants", timeout_ms=60_000)
    watch = SpinWatch(limit_s=WATCH_LIMIT_S, window_s=WATCH_LOOK_S)
    watch.start()
    time.sleep(WATCH_LIMIT_S + 2 * WATCH_LOOK_S)
    watch.stop()
    assert watch.killed == []
    assert app.page.evaluate("() => 1 + 1") == 2


def test_every_other_browser_test_is_run_again_only_on_a_hung_page(
    request: pytest.FixtureRequest,
) -> None:
    here = request.node.path
    mine = [item for item in request.session.items if item.path == here]
    assert mine and all(item.get_closest_marker("flaky") is None for item in mine), (
        "a self-test whose tab hangs on purpose is not run again"
    )
    for item in request.session.items:
        if item.path == here or here.parent not in item.path.parents:
            continue
        marker = item.get_closest_marker("flaky")
        assert marker is not None, f"{item.nodeid} is not marked to run again on a hung page"
        assert marker.kwargs["only_rerun"] == [PageHungError.__name__]
