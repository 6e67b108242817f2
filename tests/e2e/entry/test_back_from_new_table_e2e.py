"""Browser Back from a game just started goes Home, not back into the filled-in form.

After Start, the browser's history still held the New game form: Back from the
table showed it again, ready to start the same game a second time.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import WebApp
from ..steps import pick_box_game, press, tap

pytestmark = pytest.mark.e2e


def test_back_from_a_new_games_table_goes_home(
    app_server: AppServer, open_app: Callable[..., WebApp]
) -> None:
    app = open_app()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")
    app.page.go_back()
    app.wait_text("Game in progress")
    assert not app.by_id(keys.NEW_START).count(), "Back showed the New game form again"
    press(app, "home.new_game", expect="Who starts?")  # an ordinary visit shows the form


SETTLE_MS = 1500
"""Time for a screen shown by Back to show the form, or to go on Home instead."""


def _back_lands_home(app: WebApp) -> None:
    app.page.go_back()
    app.page.wait_for_timeout(SETTLE_MS)
    app.wait_text("Game in progress")
    assert not app.by_id(keys.NEW_START).count(), "Back showed the spent New game form again"


def test_every_back_after_a_new_game_lands_home_not_on_its_form(
    app_server: AppServer, open_app: Callable[..., WebApp]
) -> None:
    """Only the first Back went Home: the form's way Home is pushed after it, so the
    second Back found the form again, ready to start the game a second time."""
    app = open_app()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")
    for _ in range(3):
        _back_lands_home(app)


def test_back_after_leaving_a_new_games_table_by_home_lands_home(
    app_server: AppServer, open_app: Callable[..., WebApp]
) -> None:
    """Home on the table, then Back (the table again), then Back: the form came back."""
    app = open_app()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")
    press(app, keys.TABLE_HOME, expect="Game in progress")
    app.page.go_back()
    app.wait_text("Record hand")
    _back_lands_home(app)
