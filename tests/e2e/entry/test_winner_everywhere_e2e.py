"""Every phone at the table sees the winner screen, not only the one that saved the hand.

Two phones on one game; the first enters the hand that ends it (Ann's gin
against Bob's 98 passes 100). The second phone must open the winner screen too.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import enter, press, save

pytestmark = pytest.mark.e2e


def test_the_other_phone_opens_the_winner_screen_too(
    box_game: tuple[AppServer, str], open_app: Callable[..., WebApp]
) -> None:
    server, game_id = box_game
    entering = open_app(url=f"{server.url}game/{game_id}")
    watching = open_app(url=f"{server.url}game/{game_id}")
    for app in (entering, watching):
        app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    press(entering, keys.TABLE_RECORD, expect="How did it end?")
    enter(entering, "gin", 0, 98)
    save(entering)
    entering.wait_text("Ann wins!")
    watching.wait_text("Ann wins!")
    watching.screenshot("winner-on-the-other-phone")
