"""Back or ✕ with a filled-in sheet keeps the entry, and the table says so.

Browser Back went Home and dropped what was typed; ✕ did the same without a
word. The entry is now set aside: the table's main button reads "Continue
hand 1" and reopens the sheet as it was, also after going Home and back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import pad, press

pytestmark = pytest.mark.e2e


@pytest.fixture
def seeded(server_factory: Callable[..., AppServer], tmp_path: Path) -> AppServer:
    folder = tmp_path / "phone"
    with open_repository(folder) as store:
        GameService(store).create(
            ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
        )
    return server_factory(data_dir=folder)


def test_back_and_close_keep_a_filled_in_sheet(
    seeded: AppServer, open_app: Callable[..., WebApp]
) -> None:
    app = open_app(server=seeded)
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(app, keys.TABLE_HOME, expect="Game in progress")
    press(app, keys.HOME_CONTINUE, expect="Record hand")
    press(app, keys.TABLE_RECORD, expect="Who knocked?")
    press(app, keys.by_choice(0), expect="Ann's deadwood")
    press(app, keys.pad_digit(3), expect="Bob's deadwood")

    app.page.go_back()
    app.wait_text("Game in progress")
    press(app, keys.HOME_CONTINUE, expect="Continue hand 1")
    press(app, keys.TABLE_RECORD, expect="Bob's deadwood")
    ann = app.by_id(keys.deadwood_field(0)).first.text_content() or ""
    assert "3" in ann.split("\n"), f"the entry was dropped: {ann!r}"

    press(app, keys.SHEET_CLOSE, expect="Continue hand 1")
    press(app, keys.TABLE_RECORD, expect="Bob's deadwood")
    pad(app, 25)
    app.wait_text("Ann knocked with 3 against Bob's 25: Ann scores 25 − 3 = 22")
