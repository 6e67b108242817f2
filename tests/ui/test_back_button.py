"""The phone's back button (Android) and back swipe (iOS): one screen back, out only from Home.

Flutter sends ``view_pop`` for the top view when the user goes back, and can only
do so when there is a view below it; on a stack of one, back leaves the app.
These tests look at the stack of views the app sends and dispatch the client's
``view_pop`` event, as the phone does.
"""

from __future__ import annotations

import flet as ft
import pytest

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui import keys
from tests.storage.helpers import append_hand

from .conftest import StartUi
from .harness import UiHarness


def stack(ui: UiHarness) -> list[str]:
    """The routes of the views on the page, bottom first."""
    views = ft.unwrap_component(ui.page.views)
    return [ft.unwrap_component(view).route for view in views]


def back(ui: UiHarness) -> None:
    """What the phone does on back: pop the top view."""
    top = stack(ui)[-1]
    ui.event(ui.page, "view_pop", {"route": top})


def test_on_home_back_leaves_the_app(ui: UiHarness) -> None:
    assert stack(ui) == ["/"]
    assert ui.exists(keys.HOME_NEW_GAME)


@pytest.mark.parametrize(
    ("route", "steps"),
    [
        ("/referee", ["/"]),
        ("/rules/box/3", ["/"]),
        ("/settings/backup", ["/settings", "/"]),
        ("/history", ["/"]),
        ("/new", ["/"]),
        ("/import", ["/"]),
    ],
)
def test_back_goes_one_screen_back_until_home(
    start_ui: StartUi, route: str, steps: list[str]
) -> None:
    ui = start_ui()
    ui.respond_to("Column.scroll_to", lambda args: None)  # the rules screen's section
    ui.go(route)
    assert stack(ui)[0] == "/"
    assert stack(ui)[-1] == route
    for expected in steps:
        back(ui)
        assert ui.route == expected
        assert stack(ui)[-1] == expected
    assert stack(ui) == ["/"]
    assert ui.exists(keys.HOME_NEW_GAME)


def test_back_from_a_hand_goes_to_its_table_then_home(
    start_ui: StartUi, repository: GameRepository
) -> None:
    players = ("Ann", "Bob", "Cid")
    game = GameService(repository).create(players, Variant.BOX, first=Seats.of_box(Roles(*players)))
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    ui = start_ui(route=f"/game/{game.id}/hands/1")
    assert stack(ui) == ["/", f"/game/{game.id}", f"/game/{game.id}/hands/1"]
    back(ui)
    assert ui.route == f"/game/{game.id}"
    back(ui)
    assert ui.route == "/"
    assert stack(ui) == ["/"]
