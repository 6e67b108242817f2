"""Backup and restore through the file picker, as the browser client would answer it."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace
from datetime import datetime
from typing import Any

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.session import session_to_dict
from scorekeeper.storage import BACKUP_FORMAT, backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.settings import keys

from ..conftest import StartUi
from ..harness import UiHarness
from ..recorded import invoked, recorded_games, texts_under


def picked(name: str, data: bytes) -> Any:
    """What the web client answers to ``pick_files(with_data=True)`` for one file."""
    return lambda args: [{"id": 0, "name": name, "size": len(data), "bytes": data}]


def exported(ui: UiHarness, key: str) -> bytes:
    """Tap an export button, answer the save dialog, and return the bytes offered."""
    ui.respond_to("FilePicker.save_file", lambda args: None)
    ui.click(key)
    (args,) = invoked(ui, "save_file")[-1:]
    data = args["src_bytes"]
    assert isinstance(data, bytes)
    return data


def test_backup_holds_every_game_and_restores_them(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/settings/backup")
    data = exported(ui, keys.BACKUP_EXPORT)
    args = invoked(ui, "save_file")[-1]
    today = datetime.now().astimezone().strftime("%Y-%m-%d")
    assert args["file_name"] == f"scorekeeper-backup-{today}.json"
    document = json.loads(data)
    assert document["format"] == BACKUP_FORMAT
    assert sorted(session["id"] for session in document["games"]) == ["g1", "g2", "g3", "g4"]
    assert [session_to_dict(g) for g in loads_games(data)] == [
        session_to_dict(g) for g in recorded.export_games()
    ]
    assert texts_under(ui, keys.BACKUP_RESULT) == ["Backup exported. Games in it: 4"]


def test_csv_has_a_row_per_hand(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/settings/backup")
    data = exported(ui, keys.BACKUP_CSV)
    assert invoked(ui, "save_file")[-1]["file_name"].endswith(".csv")
    assert data.startswith(b"\xef\xbb\xbf"), "a byte-order mark, so spreadsheets read UTF-8"
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert rows[0][:4] == ["game_id", "game_created", "variant", "hand"]
    assert len(rows) - 1 == 8 + 6 + 3 + 1
    assert texts_under(ui, keys.BACKUP_RESULT) == ["The CSV of hands was exported."]


def test_restoring_into_an_empty_store_adds_every_game(
    start_ui: StartUi, repository: GameRepository
) -> None:
    data = dumps_json(backup_to_dict(recorded_games())).encode("utf-8")
    ui = start_ui(route="/settings/backup")
    ui.respond_to("FilePicker.pick_files", picked("old-phone.json", data))
    ui.click(keys.BACKUP_RESTORE)
    assert texts_under(ui, keys.BACKUP_RESULT) == [
        "Restored from old-phone.json",
        "New games added: 4",
        "Already here, left as they are: 0",
    ]
    assert sorted(s.id for s in repository.list_games()) == ["g1", "g2", "g3", "g4"]
    (args,) = invoked(ui, "pick_files")
    assert args["with_data"] is True
    assert args["allowed_extensions"] == ["json"]


def _restore_changed(start_ui: StartUi, *changed: int) -> tuple[UiHarness, list[Game]]:
    """Restore the recorded games with the last hand of each of ``changed`` left out."""
    games = recorded_games()
    sent = [replace(g, hands=g.hands[:-1]) if n in changed else g for n, g in enumerate(games)]
    data = dumps_json(backup_to_dict(sent)).encode("utf-8")
    ui = start_ui(route="/settings/backup")
    ui.respond_to("FilePicker.pick_files", picked("backup.json", data))
    ui.click(keys.BACKUP_RESTORE)
    return ui, sent


def test_a_differing_copy_is_listed_and_nothing_is_stored_before_the_choice(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui, _ = _restore_changed(start_ui, 0)
    assert ui.exists(keys.RESTORE_REVIEW) and ui.exists(keys.restore_row("g1"))
    assert not ui.exists(keys.restore_row("g2"))
    assert texts_under(ui, keys.restore_row("g1")) == [
        "Ann, Bob, Cid",
        "This phone: 8 hands (Ann 14 · Bob 60 · Cid 48)",
        "The file: 7 hands (Ann 14 · Bob 41 · Cid 48)",
        "1 difference",
    ]
    assert ui.has_text("Also in the file: new games 0, already here 3")
    ui.click(keys.restore_compare("g1"))
    assert ui.has_text("Hide the comparison")
    ui.click(keys.RESTORE_APPLY)
    assert texts_under(ui, keys.BACKUP_RESULT)[1:] == [
        "New games added: 0",
        "Already here, left as they are: 3",
        "Different in the file, kept as they are here: 1",
    ]
    assert not ui.exists(keys.RESTORE_REVIEW)
    assert len(recorded.list_games()) == 4
    assert recorded.load_game("g1") == recorded_games()[0], "the stored game is never overwritten"


def test_each_game_gets_its_own_choice_and_for_all_sets_every_one(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui, sent = _restore_changed(start_ui, 0, 1)
    ui.click(keys.restore_all("take_theirs"))
    ui.click(keys.restore_choice("g2", "keep_both"))
    ui.click(keys.RESTORE_APPLY)
    assert texts_under(ui, keys.BACKUP_RESULT)[1:] == [
        "New games added: 0",
        "Already here, left as they are: 2",
        "Replaced by the file's record, as you chose: 1",
        "Kept as second games, as you chose: 1",
    ]
    assert recorded.load_game("g1").hands == sent[0].hands
    assert recorded.load_game("g2") == recorded_games()[1]
    copies = [s for s in recorded.list_games() if s.id not in ("g1", "g2", "g3", "g4")]
    assert len(copies) == 1 and copies[0].hands == len(sent[1].hands)


def test_cancelling_the_review_stores_nothing(start_ui: StartUi, recorded: GameRepository) -> None:
    ui, _ = _restore_changed(start_ui, 0)
    ui.click(keys.RESTORE_CANCEL)
    assert texts_under(ui, keys.BACKUP_RESULT) == ["Nothing was restored."]
    stored = sorted(recorded.export_games(), key=lambda g: g.id)
    assert stored == sorted(recorded_games(), key=lambda g: g.id)


def test_restored_games_appear_in_the_history(
    start_ui: StartUi, repository: GameRepository
) -> None:
    data = dumps_json(backup_to_dict(recorded_games())).encode("utf-8")
    ui = start_ui(route="/history")
    assert not ui.exists("history.game.g1")
    ui.go("/settings/backup")
    ui.respond_to("FilePicker.pick_files", picked("b.json", data))
    ui.click(keys.BACKUP_RESTORE)
    ui.go("/history")
    assert ui.exists("history.game.g1")


def test_a_bad_file_gets_one_clear_message_and_stores_nothing(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/settings/backup")
    ui.respond_to("FilePicker.pick_files", picked("photo.json", b"\x89PNG\r\n\x1a\n..."))
    ui.click(keys.BACKUP_RESTORE)
    lines = texts_under(ui, keys.BACKUP_ERROR)
    assert lines[0] == "This file cannot be restored. Nothing was changed."
    assert "not UTF-8" in lines[1]
    assert len(lines) == 2
    assert repository.list_games() == []


def test_a_backup_with_one_broken_game_stores_none_of_it(
    start_ui: StartUi, repository: GameRepository
) -> None:
    document = backup_to_dict(recorded_games())
    document["games"][2]["hands"][0]["deadwood"] = {"ann": 40, "Dee": 9}  # knock with 40
    ui = start_ui(route="/settings/backup", language="de")
    ui.respond_to("FilePicker.pick_files", picked("x.json", dumps_json(document).encode("utf-8")))
    ui.click(keys.BACKUP_RESTORE)
    lines = texts_under(ui, keys.BACKUP_ERROR)
    assert lines[0] == "Diese Datei lässt sich nicht wiederherstellen. Es wurde nichts geändert."
    assert "game 3" in lines[1]
    assert repository.list_games() == []


def test_cancelling_the_file_dialog_changes_nothing(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/settings/backup")
    ui.respond_to("FilePicker.pick_files", lambda args: [])
    ui.click(keys.BACKUP_RESTORE)
    assert not ui.exists(keys.BACKUP_RESULT)
    assert not ui.exists(keys.BACKUP_ERROR)


@pytest.mark.parametrize("button", [keys.BACKUP_EXPORT, keys.BACKUP_CSV])
def test_a_browser_that_refuses_the_download_is_named_and_nothing_changes(
    start_ui: StartUi, recorded: GameRepository, button: str
) -> None:
    def refuse(args: object) -> None:
        raise RuntimeError("NotAllowedError: downloads are blocked")

    ui = start_ui(route="/settings/backup")
    ui.respond_to("FilePicker.save_file", refuse)
    ui.click(button)
    assert texts_under(ui, keys.BACKUP_ERROR) == [
        "This browser did not save the file. Your games are all still here; "
        "try again, or use another browser."
    ]
    assert not ui.exists(keys.BACKUP_RESULT)
    assert sorted(s.id for s in recorded.list_games()) == ["g1", "g2", "g3", "g4"]
