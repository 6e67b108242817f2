"""A pad key lands only in the field the player saw as active.

The knocker's 5 in ``jersey`` (limit 9) moves the pad on to the next player by
itself. A second tap on 5 that reached the app before the phone showed the
move (a double tap, a finger that bounced) went into the next player's field,
so typing 20 there stored 52. A tap now names the pad the phone showed (one per
field), so that key is not taken and the next field stays as the player saw it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import pad, press

pytestmark = pytest.mark.e2e

DOUBLE_TAP = """key => {
    const node = document.querySelector(`[flt-semantics-identifier="${key}"] [flt-tappable]`);
    node.click();
    node.click();
}"""
"""The same key tapped twice at once: a double tap, a finger that bounced."""


@pytest.fixture
def seeded(server_factory: Callable[..., AppServer], tmp_path: Path) -> tuple[AppServer, str]:
    folder = tmp_path / "phone"
    with open_repository(folder) as store:
        game = GameService(store).create(
            ("Ann", "Bob", "Cid"), Variant.JERSEY, first=Seats.of_jersey("Cid")
        )
    return server_factory(data_dir=folder), game.id


def test_a_key_aimed_at_a_field_that_moved_on_is_not_put_in_the_next(
    seeded: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = seeded
    app = open_app(url=f"{server.url}game/{game_id}", motion=True)
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(app, keys.TABLE_RECORD, expect="Who knocked?")
    press(app, keys.by_choice(0), expect="Ann's deadwood")
    app.by_id(keys.pad_digit(5)).first.wait_for(state="visible")
    # Both taps in one task of the page, so the second surely reaches the app before the
    # phone can show the move (two clicks from outside can straddle it on a busy machine,
    # and then the second is a fair tap on Bob's pad).
    app.page.evaluate(DOUBLE_TAP, keys.pad_digit(5))
    app.wait_text("Bob's deadwood")
    app.page.wait_for_timeout(500)
    bob = app.by_id(keys.deadwood_field(1)).first.text_content() or ""
    assert "5" not in bob.split("\n")[1], f"the second tap went into Bob's field: {bob!r}"
    pad(app, 20)
    app.wait_text("Cid's deadwood")
    bob = app.by_id(keys.deadwood_field(1)).first.text_content() or ""
    assert bob.split("\n")[1] == "20", f"Bob's field shows {bob!r}"
    pad(app, 30)
    app.wait_text("Ann knocked with 5 against 20 and 30: Ann scores (20 + 30) − 5 = 45")
