"""A sheet kept across a server restart reopens on its own device only (issue 34, item 10).

Two browsers with one address and one ``User-Agent`` (two phones of one
family behind one router, one browser version) but different device cookies
are two phones: after the restart each comes back to its own sheet, never to
the other's. The first session stays open, as a server killed mid-entry
leaves it: its sheet is kept in the data folder as it was, open.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.config import AppConfig
from scorekeeper.rules.hands import Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.open_sheets import OpenSheets
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.web.devices import DEVICE_COOKIE

from ..conftest import StartUi
from ..harness import Browser, UiHarness
from .steps import type_deadwood

ANN_PHONE = "a" * 32
BOB_PHONE = "b" * 32
ROUTER = "192.168.1.7"
AGENT = "Mozilla/5.0 (Linux; Android 14; SM-A546B) Chrome/126.0 Mobile"

Open = Callable[[str | None, str], UiHarness]


def browser(device: str | None) -> Browser:
    """A phone behind the family's router, with ``device`` as its cookie (None: no cookie)."""
    return Browser(ROUTER, AGENT, f"{DEVICE_COOKIE}={device}" if device else "")


@pytest.fixture
def open_phone(start_ui: StartUi) -> Open:
    """``open_phone(device, route)``: a session of a freshly started server, from that phone."""
    return lambda device, route: start_ui(route=route, browser=browser(device))


def started_hand(open_phone: Open, device: str | None, repository: GameRepository) -> str:
    """A game on which ``device`` has a knock by Ann half entered; its address."""
    game = GameService(repository).create(
        ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    route = f"/game/{game.id}"
    ui = open_phone(device, route)
    ui.click(keys.TABLE_RECORD)
    ui.click(keys.result_choice(Result.KNOCK.value))
    ui.click(keys.by_choice(0))
    type_deadwood(ui, 7)
    return route


def test_another_phone_with_the_same_address_and_browser_does_not_get_the_sheet(
    open_phone: Open, repository: GameRepository
) -> None:
    route = started_hand(open_phone, ANN_PHONE, repository)

    bob = open_phone(BOB_PHONE, route)  # after the restart
    assert not bob.exists(keys.SHEET_BANNER)
    assert not bob.exists(keys.result_choice(Result.KNOCK.value)), "no sheet open at all"

    ann = open_phone(ANN_PHONE, route)
    assert ann.has_text(
        "Hand 1 is not saved yet: the connection to the table was lost. Check it and tap Save hand."
    )
    assert ann.exists(keys.result_choice(Result.KNOCK.value))


def test_a_browser_that_keeps_no_cookie_keeps_no_sheet(
    open_phone: Open, app_config: AppConfig, repository: GameRepository
) -> None:
    route = started_hand(open_phone, None, repository)
    game_id = route.rsplit("/", 1)[-1]
    assert OpenSheets(app_config.data_dir).kept(game_id) is None
    again = open_phone(None, route)
    assert not again.exists(keys.SHEET_BANNER)
