"""A phone hosts the table, read in real Chromium: the switch on, the printed address, off.

The host is the phone app started as a built Android app
(:mod:`tests.packaging.hosting_phone`); the other phone is Chromium on this
machine's network address (not loopback: a joined phone is not a secure
context, as at a real table). It joins by the address the switch shows and
reads the live page; a stranger's browser without the secret gets the join
page; switched off, the open page's stream ends, the address refuses and the
open page says the table was closed (not that the phone was revoked); switched
on again, the page offers to rejoin, and does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext
from playwright.sync_api import Error as PlaywrightError

from scorekeeper.i18n import Catalog
from tests.e2e.browser import PHONE
from tests.packaging.hosting_phone import HostingPhone, start_hosting_phone, stop

pytestmark = pytest.mark.e2e

CATALOG = Catalog.load()
STREAM_END_MS = 10_000
"""The stream ends within a second of the switch; the bound keeps a busy machine from failing."""
REOPENED_MS = 20_000
"""The page asks 2, 6 and 14 s after the close; the switch is back on within a few seconds."""
FOLLOW_STREAM = """url => new Promise(opened => {
  fetch(url).then(async answer => {
    const reader = answer.body.getReader();
    opened(answer.status);
    while (!(await reader.read()).done) {}
    window.streamEnded = "closed";
  }).catch(() => { window.streamEnded = "cut"; });
})"""
"""Opens the page's events in the page itself; ``streamEnded`` says when the stream ends."""


@pytest.fixture
def phone(tmp_path: Path) -> Iterator[HostingPhone]:
    started = start_hosting_phone(tmp_path)
    yield started
    output = stop(started)
    assert "Traceback" not in output, output


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    opened = browser.new_context(viewport=PHONE, device_scale_factor=1, locale="nl-NL")
    yield opened
    opened.close()


def test_chromium_reads_the_hosted_table_and_the_switch_off_closes_it(
    phone: HostingPhone, browser: Browser, context: BrowserContext
) -> None:
    address = phone.host()

    stranger = browser.new_context(viewport=PHONE)
    try:
        refused = stranger.new_page()
        answer = refused.goto(phone.base + "live/")
        assert answer is not None and answer.status == 401
        assert refused.get_by_text(CATALOG.translate("web.join.not_joined", "en")).is_visible()
    finally:
        stranger.close()

    page = context.new_page()
    page.goto(address)
    assert page.url == phone.base + "live/"
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == CATALOG.translate("live_page.title", "nl")
    page.get_by_text(CATALOG.translate("live_page.host_records", "nl")).wait_for()
    page.get_by_text(CATALOG.translate("live_page.no_game.host", "nl")).wait_for()
    assert page.get_by_role("link", name=CATALOG.translate("live_page.open_app", "nl")).count() == 0
    assert page.evaluate(FOLLOW_STREAM, "/live/events") == 200
    assert page.evaluate("window.streamEnded") is None

    phone.stop_hosting()
    page.wait_for_function("window.streamEnded !== undefined", timeout=STREAM_END_MS)
    closed = page.get_by_text(CATALOG.translate("live_page.closed", "nl"))
    closed.wait_for(timeout=STREAM_END_MS)
    assert not page.get_by_text(CATALOG.translate("live_page.gone", "nl")).is_visible()
    assert page.evaluate("document.body.dataset.state") == "closed", "the scores marked as old"
    rejoin = page.get_by_role("button", name=CATALOG.translate("live_page.rejoin", "nl"))
    assert not rejoin.is_visible()
    other = context.new_page()
    with pytest.raises(PlaywrightError, match="ERR_CONNECTION_REFUSED"):
        other.goto(phone.base + "live/")

    phone.host()
    rejoin.wait_for(timeout=REOPENED_MS)
    rejoin.click()
    page.get_by_text(CATALOG.translate("live_page.no_game.host", "nl")).wait_for()
    assert not closed.is_visible()
