"""Table mode in real Chromium: a phone joins with the secret, invites, and revokes the others.

The server binds 127.0.0.1 with ``--table``, so nothing leaves the machine.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Browser, BrowserContext

from scorekeeper.storage.join_secret import JOIN_FILE
from scorekeeper.ui import keys
from scorekeeper.ui.invite import keys as invite_keys
from scorekeeper.web.join import cookie_name
from tests.e2e.browser import FIRST_PAINT_TIMEOUT_MS, PHONE, STEP_TIMEOUT_MS, WebApp
from tests.launcher import AppServer, started

pytestmark = pytest.mark.e2e


@pytest.fixture
def table(tmp_path: Path) -> Iterator[AppServer]:
    server = started(tmp_path / "data", tmp_path, table=True)
    yield server
    server.stop()


@pytest.fixture
def phone(browser: Browser) -> Iterator[Callable[[], BrowserContext]]:
    """``phone()``: a fresh phone-sized browser context (its own cookies); closed afterwards."""
    contexts: list[BrowserContext] = []

    def new() -> BrowserContext:
        context = browser.new_context(viewport=PHONE, device_scale_factor=1)
        contexts.append(context)
        return context

    yield new
    for context in contexts:
        context.close()


def scanned(app: WebApp) -> str:
    """What a camera reads from the QR code on the settled screen (a real decoder)."""
    with Image.open(app.screenshot("invite-a-phone")) as image:
        result = zxingcpp.read_barcode(image)
    assert result is not None, "no readable QR code on the invite screen"
    return str(result.text)


def join(context: BrowserContext, table: AppServer, secret: str) -> WebApp:
    app = WebApp(context, table, url=f"{table.origin}/?join={secret}")
    app.open()
    app.by_id(keys.HOME_NEW_GAME).first.wait_for(state="visible", timeout=30_000)
    return app


def test_a_phone_joins_with_the_secret_and_an_invitation_can_be_revoked(
    table: AppServer, phone: Callable[[], BrowserContext]
) -> None:
    assert table.secret is not None
    host = join(phone(), table, table.secret)
    assert "join=" not in host.page.url, "the secret is gone from the address bar"
    [cookie] = [c for c in host.context.cookies() if c["name"] == cookie_name(table.port)]
    assert cookie["httpOnly"] is True
    assert cookie["sameSite"] == "Strict"

    stranger = phone().new_page()
    refused = stranger.goto(table.origin)
    assert refused is not None and refused.status == 401
    assert "Invite a phone" in stranger.content()

    guest = join(phone(), table, table.secret)

    host.click(id=invite_keys.HOME_INVITE)
    host.by_id(invite_keys.INVITE_ADDRESS).first.wait_for(state="attached", timeout=STEP_TIMEOUT_MS)
    assert scanned(host) == f"{table.origin}/live/?join={table.secret}"

    host.click(id=invite_keys.REVOKE)
    # The host joins again by itself with the new secret and is back on the invite screen.
    with host.page.expect_navigation(url=f"{table.origin}/invite", timeout=30_000):
        host.click(id=invite_keys.REVOKE_CONFIRM)
    host.page.wait_for_selector(
        "flt-semantics-placeholder", state="attached", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    host.enable_semantics()
    host.by_id(invite_keys.INVITE_ADDRESS).first.wait_for(state="attached", timeout=30_000)
    shown = scanned(host)
    renewed = json.loads((table.data_dir / JOIN_FILE).read_text())["secret"]
    assert renewed != table.secret
    assert shown == f"{table.origin}/live/?join={renewed}"

    reloaded = guest.page.reload()
    assert reloaded is not None and reloaded.status == 401, "the guest was shut out"
    assert urlsplit(guest.page.url).path == "/"
