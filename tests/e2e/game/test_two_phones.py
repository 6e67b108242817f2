"""Two phones on one game, in two real Chromium contexts on one server.

What a table with several phones meets: a hand saved on one shows on the
other without a reload; a save, an edit or a hand entered on a phone that had
not seen the other's change yet is refused with what happened, and that phone
then shows the stored game; an Undo removes the hand it names and no other.
Every check is on the painted screen, and at the end on the stored file.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.ui.game import keys
from scorekeeper.ui.history import keys as history_keys
from tests.launcher import REPO, AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import enter, press, record, save, wait_totals

pytestmark = pytest.mark.e2e

GAME_ID = "twophones01"
SESSION = {
    "format": "scorekeeper-session/1",
    "id": GAME_ID,
    "variant": "box",
    "players": ["Ann", "Bob", "Cid"],
    "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
    "hands": [],
}


def stored_hands(data_dir: Path) -> list[dict[str, object]]:
    """The hands of the game as the data folder holds them (read by the real command)."""
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "export", GAME_ID, "--data-dir", str(data_dir)],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    hands: list[dict[str, object]] = json.loads(done.stdout)["hands"]
    return hands


@pytest.fixture
def table(tmp_path: Path, server_factory: Callable[..., AppServer]) -> tuple[AppServer, Path]:
    """A server whose data folder already holds a fresh box game (stored by the real command)."""
    data_dir = tmp_path / "table-data"
    session = tmp_path / "session.json"
    session.write_text(json.dumps(SESSION))
    subprocess.run(
        [sys.executable, "-m", "scorekeeper", "import", str(session), "--data-dir", str(data_dir)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    return server_factory(data_dir=data_dir), data_dir


def phone(open_app: Callable[..., WebApp], server: AppServer) -> WebApp:
    app = open_app(server=server, url=f"{server.url}game/{GAME_ID}")
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    return app


def test_a_hand_saved_on_one_phone_shows_on_the_other_and_a_stale_save_is_refused(
    table: tuple[AppServer, Path], open_app: Callable[..., WebApp]
) -> None:
    server, data_dir = table
    a, b = phone(open_app, server), phone(open_app, server)

    record(a, "knock", 0, 3, 11)  # Ann knocks with 3 against Bob's 11: Ann 8
    save(a)
    wait_totals(a, 8, 0, 0)
    wait_totals(b, 8, 0, 0)  # painted on B without a reload
    b.wait_text("Hand 1 was recorded on another phone.")
    b.screenshot("two-phones-live")

    # B starts entering hand 2 while A records it first (a draw).
    record(b, "knock", 0, 5, 20)
    record(a, "draw")
    save(a)
    press(b, keys.SHEET_SAVE)
    b.wait_text("hand 2 was recorded on another phone; here is the table now")
    b.screenshot("two-phones-stale-refused")
    wait_totals(b, 8, 0, 0)  # B's knock was not stored: A's draw stands
    b.wait_text("Hand 3")  # the title: two hands stored, the third to come

    # B's Undo names its hand and removes that one only.
    b.by_label("Undo hand 2").first.wait_for(state="visible")
    press(b, keys.TABLE_UNDO)
    b.wait_text("Hand 2 undone")
    a.wait_text("Hand 2 was undone on another phone.")
    wait_totals(a, 8, 0, 0)
    server.stop()
    assert [hand["result"] for hand in stored_hands(data_dir)] == ["knock"]


def test_an_edit_made_before_an_undo_and_a_hand_for_a_deleted_game_are_refused(
    table: tuple[AppServer, Path], open_app: Callable[..., WebApp]
) -> None:
    server, data_dir = table
    a, b = phone(open_app, server), phone(open_app, server)
    record(a, "knock", 0, 3, 11)
    save(a)
    wait_totals(b, 8, 0, 0)

    record(a, "draw")
    save(a)
    b.wait_text("Hand 3")

    # B opens hand 1 to correct it; meanwhile A undoes hand 2 and records another one.
    press(b, keys.hand_row(1), expect="Edit hand")
    press(b, keys.DETAIL_EDIT, expect="How did it end?")
    enter(b, "draw")
    press(a, keys.TABLE_UNDO, expect="Hand 2 undone")
    record(a, "knock", 0, 2, 9)  # Ann knocks again, against Cid now: Ann 15
    save(a)
    wait_totals(a, 15, 0, 0)
    press(b, keys.SHEET_SAVE)
    b.wait_text("hand 2 was undone on another phone; here is the table now")
    b.screenshot("two-phones-edit-refused")

    # B enters hand 3 while A deletes the game: B's sheet is told at once, keeps the
    # entry and offers Home instead of Save; nothing is stored for the deleted game.
    press(b, keys.DETAIL_BACK, expect="Record hand")
    record(b, "draw")
    a.url = f"{server.url}history/{GAME_ID}"
    a.open()
    a.by_id(history_keys.DETAIL_DELETE).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    press(a, history_keys.DETAIL_DELETE)
    a.wait_text("History")
    b.wait_text(
        "This game was deleted on another phone, so this hand cannot be saved."
        " What you typed stays here to read; Home leads back to your games."
    )
    b.by_id(keys.SHEET_HOME).first.wait_for(state="visible")
    assert b.by_id(keys.SHEET_SAVE).count() == 0, "a sheet on a deleted game still offers Save"
    server.stop()
    # Hand 1 as first recorded (B's edit refused), A's new hand 2, no hand 3.
    assert [(h["result"], h.get("by")) for h in stored_hands(data_dir)] == [
        ("knock", "Ann"),
        ("knock", "Ann"),
    ]
