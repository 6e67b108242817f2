"""The new-game form's House rules panel stays open while the player edits it.

Typing "150" as target at a normal pace once closed the panel after the first
key, so the game started to 1; picking a choice closed it too. The game that
Start makes is read back from disk after the server stopped.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules.variants import Variant
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import new_game, press, reveal, tap, unfocus

pytestmark = pytest.mark.e2e

KEY_GAP_MS = 250
"""A normal pace: a quarter of a second between two keys."""


def test_house_rules_stay_open_while_typed_and_chosen(
    app_server: AppServer, open_app: Callable[..., WebApp]
) -> None:
    app = open_app()
    app.wait_text("New game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    new_game(app, "jersey", ("Ann", "Bob", "Cid"))
    tap(app, keys.FIRST_MODE_PICK, "Who deals first?")
    tap(app, keys.pick_choice("dealer", 0))
    unfocus(app)
    tap(app, keys.RULES_TILE)
    reveal(app, keys.option_field("target"))
    field = app.by_id(keys.option_field("target")).locator("input").first
    press(app, keys.option_field("target"))
    app.page.wait_for_function(
        "() => document.activeElement && document.activeElement.tagName === 'INPUT'"
    )
    app.select_all()
    for key in "150":
        app.page.keyboard.type(key)
        app.page.wait_for_timeout(KEY_GAP_MS)
    assert field.count() == 1, "the panel closed while the target was typed"
    assert field.input_value() == "150"

    tap(app, keys.option_choice("tie", "no_score"))
    app.page.wait_for_timeout(500)
    assert app.by_id(keys.option_field("target")).count() == 1, "a choice closed the panel"
    assert field.input_value() == "150"
    unfocus(app)
    tap(app, keys.NEW_START, expect="Record hand")

    app_server.stop()
    with open_repository(app_server.data_dir) as store:
        (summary,) = store.list_games()
        game = store.load_game(summary.id)
    assert game.variant is Variant.JERSEY
    assert game.rules.target == 150
    assert str(game.rules.tie.value) == "no_score"
