"""Going to another game's address with a sheet open leaves that sheet behind.

The table screen stayed the same component for the new address, and its open
sheet (about the first game) stayed on top, though the address named the other
game. Now the sheet shown is only ever about the game at the address; the
first game's entry waits for its own table.
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
from ..steps import press

pytestmark = pytest.mark.e2e

GO = """(path) => {
  history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', {state: history.state}));
}"""
"""What the browser does when the address changes within the app (a link, history)."""


@pytest.fixture
def seeded(server_factory: Callable[..., AppServer], tmp_path: Path) -> tuple[AppServer, str, str]:
    folder = tmp_path / "phone"
    with open_repository(folder) as store:
        first = GameService(store).create(
            ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
        )
        other = GameService(store).create(
            ("Dan", "Eve", "Fay"), Variant.JERSEY, first=Seats.of_jersey("Dan")
        )
    return server_factory(data_dir=folder), first.id, other.id


def test_another_games_address_does_not_keep_the_first_games_sheet(
    seeded: tuple[AppServer, str, str], open_app: Callable[..., WebApp]
) -> None:
    server, first, other = seeded
    app = open_app(url=f"{server.url}game/{first}")
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(app, keys.TABLE_RECORD, expect="Who knocked?")
    press(app, keys.by_choice(0), expect="Ann's deadwood")
    app.page.evaluate(GO, f"/game/{other}")
    app.wait_gone("Ann's deadwood")  # the first game's sheet stayed on the other game
    app.wait_text("Record hand")
    app.page.wait_for_function(
        "() => [...document.querySelectorAll('flt-semantics')].some("
        "n => (n.textContent + ' ' + (n.getAttribute('aria-label') || '')).includes('Dan'))"
    )
    assert not app.shows("Who knocked?")
