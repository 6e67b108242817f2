"""The preview of a late correction says the later hands keep their seats.

Correcting hand 1 after hand 2 so that its winner changes: the sheet said
"Next: Bob goes into the box…" (hand 2's seats as they would rotate now), which
read like a wrong rotation, since hand 2 keeps the seats it was played with.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import WebApp
from ..steps import pad, pick_box_game, press, record, save, tap, wait_totals

pytestmark = pytest.mark.e2e


def test_a_late_correction_says_the_later_hands_keep_their_seats(
    app_server: AppServer, open_app: Callable[..., WebApp]
) -> None:
    app = open_app()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")
    record(app, "knock", 0, 2, 9)  # Ann (box) knocks 2 against Bob's 9: Ann +7
    save(app)
    record(app, "knock", 2, 3, 10)  # Cid (captain) knocks 3 against Ann's 10: Cid +7
    save(app)
    wait_totals(app, 7, 0, 7)

    tap(app, keys.hand_row(1), expect="Rule applied")
    tap(app, keys.DETAIL_EDIT, expect="Edit hand 1")
    press(app, keys.by_choice(1))  # hand 1 was Bob's knock
    pad(app, 2)
    press(app, keys.deadwood_field(0))
    pad(app, 9)
    app.wait_text("Bob knocked with 2 against Ann's 9: Bob scores 9 − 2 = 7")
    app.wait_text("Hand 2 and later keep the seats they were played with.")
    app.screenshot("late-correction-preview")
