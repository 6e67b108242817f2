"""The page's preload links in real Chromium: the engine is fetched once, the first screen comes."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from playwright.sync_api import Browser

from scorekeeper.ui import keys
from scorekeeper.web.preload import SKWASM_ENGINE
from tests.e2e.browser import FIRST_PAINT_TIMEOUT_MS, PHONE
from tests.launcher import AppServer

pytestmark = pytest.mark.e2e


def test_flutters_loader_takes_the_preloaded_engine_instead_of_fetching_it_again(
    browser: Browser, app_server: AppServer
) -> None:
    """The engine is asked for before the loader script, and only once.

    A preload the loader does not match (mode, credentials, address) would
    download the engine's 3 MB twice.

    Counted on the page's own network (the DevTools protocol of its target):
    skwasm's render worker imports ``skwasm.js`` once more in its own scope,
    from the browser's cache.
    """
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    try:
        page = context.new_page()
        console: list[str] = []
        page.on("console", lambda message: console.append(message.text))
        cdp = context.new_cdp_session(page)
        order: list[str] = []

        def sent(event: dict[str, Any]) -> None:
            url = str(event["request"]["url"])
            order.append(url.split("/_client/", 1)[-1].split("/", 1)[-1])

        cdp.on("Network.requestWillBeSent", sent)
        cdp.send("Network.enable")
        page.goto(app_server.url)
        page.wait_for_selector(
            "flt-semantics-placeholder", state="attached", timeout=FIRST_PAINT_TIMEOUT_MS
        )
        page.evaluate("() => document.querySelector('flt-semantics-placeholder').click()")
        page.locator(f'[flt-semantics-identifier="{keys.HOME_NEW_GAME}"]').wait_for(
            state="attached", timeout=FIRST_PAINT_TIMEOUT_MS
        )
        page.wait_for_timeout(3500)  # Chromium warns of an unused preload after 3 s
    finally:
        context.close()
    asked = Counter(order)
    for _, name in SKWASM_ENGINE:
        assert asked[name] == 1, f"{name} requested {asked[name]} times"
        assert order.index(name) < order.index("flutter_bootstrap.js"), order
    assert not [line for line in console if "preload" in line.lower()], console
