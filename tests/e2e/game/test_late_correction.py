"""A late correction in a real browser: hand 1 fixed after hand 5, the later hands as played.

Five hands of a box game are played by taps; then hand 1 is corrected so that
its winner changes. Hand 2 was played with Ann in the box (she had won hand 1
as first entered): it keeps those seats, the table says why, and the totals
move by exactly the difference hand 1 makes. The game file on disk says the same.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import Roles
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.ui.game import keys
from tests.launcher import AppServer

from ..browser import WebApp
from ..steps import pad, pick_box_game, press, record, reveal, save, tap, wait_totals

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]
NOTE = "Seats as played: hand 1 was corrected later"


def test_correcting_hand_1_after_five_hands_keeps_every_later_hand_as_played(
    app_server: AppServer, open_app: OpenApp
) -> None:
    app = open_app()
    pick_box_game(app)
    tap(app, keys.NEW_START, expect="Record hand")

    # 1: Ann (box) knocks 2 against Bob's 9: Ann +7; Ann stays, Cid captains, Bob out.
    record(app, "knock", 0, 2, 9)
    save(app)
    wait_totals(app, 7, 0, 0)
    # 2: Cid (captain) knocks 3 against Ann's 10: Cid +7; Cid into the box, Ann out.
    record(app, "knock", 2, 3, 10)
    save(app)
    wait_totals(app, 7, 0, 7)
    # 3: Bob (captain) knocks 4 against Cid's 12: Bob +8; Bob into the box, Cid out.
    record(app, "knock", 1, 4, 12)
    save(app)
    wait_totals(app, 7, 8, 7)
    # 4: a draw; 5: Bob (box) knocks 1 against Ann's 11: Bob +10.
    record(app, "draw")
    save(app)
    record(app, "knock", 1, 1, 11)
    save(app)
    wait_totals(app, 7, 18, 7)

    # Hand 1 was really Bob's knock (2 against Ann's 9): Bob +7 instead of Ann +7.
    tap(app, keys.hand_row(1), expect="Rule applied")
    tap(app, keys.DETAIL_EDIT, expect="Edit hand 1")
    press(app, keys.by_choice(1))  # the typed numbers stay
    pad(app, 2)  # replaces Bob's 9
    press(app, keys.deadwood_field(0))
    pad(app, 9)  # replaces Ann's 2
    app.wait_text("Bob knocked with 2 against Ann's 9: Bob scores 9 − 2 = 7")
    save(app)
    app.wait_text("Hand 1 changed. Totals now: Ann 0 · Bob 25 · Cid 7")
    press(app, keys.DETAIL_BACK, expect="Record hand")
    wait_totals(app, 0, 25, 7)  # Ann −7, Bob +7: hand 1's difference, nothing else

    # Hand 2 keeps Ann in the box and Bob out, and the list says why; hand 3 is as before.
    lines = {n: row_lines(app, keys.hand_row(n)) for n in (1, 2, 3)}
    assert lines[2][-2:] == ["Ann box · Cid captain · Bob out", NOTE]
    assert NOTE not in lines[1] and NOTE not in lines[3], "only hand 2 is off the rotation"
    assert "Cid box · Bob captain · Ann out" in lines[3]
    app.screenshot("late-correction-table")
    tap(app, keys.hand_row(2), expect="Rule applied")
    app.wait_text(NOTE)  # the detail says it too, as a line of its own

    path = next((app_server.data_dir / "games").glob("*.json"))
    stored = GameFile(path).read(_only_id(app_server))
    assert stored is not None
    state = replay(stored.game)
    assert [r.roles for r in state.hands] == [
        Roles("Ann", "Bob", "Cid"),
        Roles("Ann", "Cid", "Bob"),
        Roles("Cid", "Bob", "Ann"),
        Roles("Bob", "Ann", "Cid"),
        Roles("Bob", "Ann", "Cid"),
    ]
    assert [r.off_rotation for r in state.hands] == [False, True, False, False, False]
    assert dict(state.totals) == {"Ann": 0, "Bob": 25, "Cid": 7}


ROW_TEXT = """(id) => {
  const node = document.querySelector(`[flt-semantics-identifier="${id}"]`);
  return node === null ? null : node.textContent;
}"""


def row_lines(app: WebApp, identifier: str) -> list[str]:
    """The lines of text a control shows (a tappable row reads as one node)."""
    reveal(app, identifier)
    text = app.page.evaluate(ROW_TEXT, identifier)
    assert isinstance(text, str), f"nothing on screen has the identifier {identifier}"
    return [line.strip() for line in text.splitlines() if line.strip()]


def _only_id(server: AppServer) -> str:
    (path,) = (server.data_dir / "games").glob("*.json")
    return path.stem
