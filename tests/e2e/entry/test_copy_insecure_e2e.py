"""Copying works, by hand, on a phone joined over plain http on the LAN.

Chromium keeps the clipboard from pages that are not a secure context, and
``http://<this machine's LAN address>`` is not one (127.0.0.1 is). There "Copy
the address" and "Copy as text" used to do nothing useful; now they show the
text selected in a read-only field with a hint to long-press and copy it. The
phone joins at this machine's own non-loopback address (never another machine).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.invite import keys as invite_keys
from scorekeeper.ui.sharing import keys as share_keys
from scorekeeper.ui.sharing.model import share_codes

from ..conftest import PHONE, STEP_TIMEOUT_MS, WebApp
from ..game.table_driver import reveal
from .test_qr_insecure_e2e import LanTable

pytestmark = pytest.mark.e2e

BY_HAND = (
    "This browser does not let the app copy here: the text is selected below."
    " Long-press it (or right-click it) and choose Copy."
)


@pytest.fixture
def table_with_game(tmp_path: Path) -> Iterator[tuple[LanTable, str, str]]:
    """The LAN table on a folder holding one box game; its id and its code as text."""
    with open_repository(tmp_path / "data") as store:
        game = store.create_game(
            ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
        )
    server = LanTable(tmp_path / "data", tmp_path / "server.log")
    yield server, game.id, share_codes(game).clipboard_text()
    server.stop()


def field_value(app: WebApp, key: str) -> str:
    """The text of the field with ``key`` once it holds one.

    Why wait for the value and not only the field: Flutter creates the field's
    DOM input first and fills it on a later frame, which on a busy machine came
    after a look that only waited for the element (and read "").
    """
    reveal(app, key)  # below the code on a phone: Flutter fills a field in view
    field = app.by_id(key).locator("input, textarea").first
    field.wait_for(state="attached", timeout=STEP_TIMEOUT_MS)
    try:
        app.page.wait_for_function(
            "(key) => { const f = document.querySelector("
            '`[flt-semantics-identifier="${key}"] input,'
            ' [flt-semantics-identifier="${key}"] textarea`);'
            " return f !== null && f.value !== ''; }",
            arg=key,
            timeout=STEP_TIMEOUT_MS,
        )
    except PlaywrightTimeoutError:
        pytest.fail(f"the field {key} stayed empty; {app.evidence(key)}")
    return str(field.input_value())


def test_copy_over_plain_http_shows_the_text_selected_to_copy_by_hand(
    table_with_game: tuple[LanTable, str, str], browser: Browser
) -> None:
    table, game_id, code_text = table_with_game
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)  # type: ignore[arg-type]
    try:
        app = WebApp(context, table, url=f"{table.origin}/invite?join={table.secret}")  # type: ignore[arg-type]
        app.open()
        assert app.page.evaluate("() => window.isSecureContext") is False
        app.by_id(invite_keys.INVITE_ADDRESS).first.wait_for(state="attached", timeout=30_000)
        app.click(id=invite_keys.INVITE_COPY, expect=BY_HAND)
        assert field_value(app, invite_keys.INVITE_COPY_FIELD).startswith(table.origin)
        app.screenshot("copy-address-by-hand")

        app.page.goto(f"{table.origin}/game/{game_id}/share")
        app.page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=30_000)
        app.enable_semantics()
        app.click(id=share_keys.SHARE_COPY, expect=BY_HAND)
        assert field_value(app, share_keys.SHARE_COPY_FIELD) == code_text
        app.screenshot("copy-code-by-hand")
    finally:
        context.close()
