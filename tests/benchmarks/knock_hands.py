"""The hand the browser benchmarks play next, and the sheet filled in for it, untimed.

Both the save and the live benchmark time only the click on Save; everything
before it (choosing the knock, tapping the sheet until Save has settled) is the
same and lives here once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.ui.game import keys
from tests.e2e.browser import WebApp
from tests.e2e.steps import enter, press

SETTLE_MS = 400
"""Time for the preview to settle once Save shows, so the clock measures only the save."""


@dataclass(frozen=True, slots=True)
class Knock:
    """The box player's knock against the captain, and what the table shows after it."""

    game: Game
    """The game with the hand recorded, as the app will store it."""
    seat: int
    """The knocker's seat (whose tile total changes)."""
    knock: int
    deadwood: int
    total: str
    """The knocker's total after the hand, as the tile shows it."""


def next_knock(game: Game, rng: random.Random, deadwood: tuple[int, int]) -> Knock:
    """A random winning knock by the box player (deadwood of the captain in ``deadwood``)."""
    roles = replay(game).next_roles
    assert roles is not None
    k, d = rng.randint(1, 5), rng.randint(*deadwood)
    played = game.record(HandEntry(Result.KNOCK, roles.box, {roles.box: k, roles.captain: d}))
    seat = game.players.index(roles.box)
    return Knock(played, seat, k, d, str(replay(played).totals[roles.box]))


def fill_sheet(app: WebApp, hand: Knock) -> tuple[float, float]:
    """Open the sheet, enter ``hand``, wait for Save to settle; the centre of Save."""
    press(app, keys.TABLE_RECORD, expect="How did it end?")
    enter(app, "knock", hand.seat, hand.knock, hand.deadwood)
    save = app.by_id(keys.SHEET_SAVE).first
    save.wait_for(state="visible")
    app.page.wait_for_timeout(SETTLE_MS)
    box = save.bounding_box()
    assert box is not None, "Save has no place on the screen"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
