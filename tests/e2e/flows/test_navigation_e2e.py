"""Getting around in real Chromium at phone size: back goes where the player came from.

One walk through the app: a fresh tab on the rules goes home (not into the
unfinished game); the rules opened from a game return to it; a hand's rule
opens that rule and returns to the hand; statistics opened from History return
to History; a finished game is shared and reopened from Past games; Undo on it
asks first; its winner screen offers both rematches. Screenshots of each.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from scorekeeper.ui.sharing import keys as sharing_keys
from scorekeeper.ui.stats_view import keys as stats_keys
from tests.launcher import AppServer
from tests.storage.helpers import append_hand

from ..browser import FIRST_PAINT_TIMEOUT_MS, STEP_TIMEOUT_MS, WebApp
from ..steps import press, press_text

pytestmark = pytest.mark.e2e

PLAYERS = ("Ann", "Bob", "Cid")


@pytest.fixture
def seeded(server_factory: Callable[..., AppServer], tmp_path: Path) -> tuple[AppServer, str, str]:
    folder = tmp_path / "phone"
    with open_repository(folder) as store:
        done = GameService(store).create(
            PLAYERS,
            Variant.BOX,
            first=Seats.of_box(Roles(*PLAYERS)),
            rules=HouseRules.from_options(house_options(Variant.BOX), {"target": 30}),
        )
        append_hand(store, done.id, HandEntry(Result.GIN, "Ann", {"Bob": 20}))
        running = GameService(store).create(
            PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS))
        )
        append_hand(store, running.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    return server_factory(data_dir=folder), running.id, done.id


def url_is(app: WebApp, path: str) -> None:
    """Wait until the address is ``path`` (query included), nothing more."""
    app.page.wait_for_function(
        "(path) => location.pathname + location.search === path", arg=path, timeout=STEP_TIMEOUT_MS
    )


def path_is(app: WebApp, path: str) -> None:
    """Wait until the address's path is ``path``, whatever its query."""
    app.page.wait_for_function(
        "(path) => location.pathname === path", arg=path, timeout=STEP_TIMEOUT_MS
    )


def test_back_goes_where_the_player_came_from(
    seeded: tuple[AppServer, str, str], open_app: Callable[..., WebApp]
) -> None:
    server, running, done = seeded
    app = open_app(url=f"{server.url}rules")
    app.wait_text("Common to both variants", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(app, rules_keys.BACK, expect="Game in progress")
    url_is(app, "/")  # home, with Continue: not the unfinished game's table
    app.screenshot("nav-fresh-rules-back-home")

    press(app, game_keys.HOME_CONTINUE, expect="Record hand")
    path_is(app, f"/game/{running}")
    press(app, game_keys.TABLE_MENU)
    press_text(app, "Rules")  # a menu item reaches the browser by its text
    path_is(app, "/rules/box")
    app.wait_text("House options of this game")
    app.screenshot("nav-rules-from-a-game")
    press(app, rules_keys.BACK, expect="Record hand")
    url_is(app, f"/game/{running}")

    press(app, game_keys.hand_row(1), expect="Rule applied")
    press(app, game_keys.DETAIL_RULE_LINK)
    path_is(app, "/rules/box/7")
    app.wait_text("The rule behind the hand")
    app.screenshot("nav-rule-of-a-hand")
    press(app, rules_keys.BACK, expect="Rule applied")
    url_is(app, f"/game/{running}/hands/1")

    press(app, game_keys.DETAIL_BACK, expect="Record hand")
    press(app, game_keys.TABLE_HOME, expect="Game in progress")
    press(app, game_keys.HOME_HISTORY)
    path_is(app, "/history")
    press(app, history_keys.HISTORY_STATS)
    path_is(app, "/stats")
    press(app, stats_keys.STATS_BACK)
    url_is(app, "/history")

    press(app, history_keys.game_row(done))
    path_is(app, f"/history/{done}")
    app.by_id(history_keys.DETAIL_SHARE).first.wait_for(state="visible")
    app.screenshot("history-detail-finished-share-open")
    press(app, history_keys.DETAIL_SHARE)
    path_is(app, f"/game/{done}/share")
    app.by_id(sharing_keys.SHARE_BACK).first.wait_for(state="visible")
    press(app, sharing_keys.SHARE_BACK)
    url_is(app, f"/history/{done}")
    press(app, history_keys.DETAIL_OPEN)
    url_is(app, f"/game/{done}")

    press(app, game_keys.TABLE_UNDO, expect="Reopen the finished game?")
    app.screenshot("undo-confirm-finished-game")
    press(app, game_keys.UNDO_CONFIRM_KEEP)
    app.wait_gone("Reopen the finished game?")
    press(app, game_keys.TABLE_SEE_RESULT, expect="Rematch: cut again")
    app.wait_text("Rematch: winner in the box")
    app.screenshot("winner-rematch-options")
