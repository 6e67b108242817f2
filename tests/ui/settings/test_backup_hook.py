"""The backup screen's hook through a session: each step's state, as the player meets it."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.storage import backup_to_dict, dumps_json
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.settings import keys
from scorekeeper.ui.sharing import keys as compare_keys

from ..conftest import StartUi
from ..recorded import recorded_games, texts_under


def _file(changed: bool) -> bytes:
    """The recorded games as a backup, the first one hand shorter if ``changed``."""
    games = recorded_games()
    if changed:
        games[0] = replace(games[0], hands=games[0].hands[:-1])
    return dumps_json(backup_to_dict(games)).encode("utf-8")


def test_a_file_sent_without_its_bytes_is_refused_and_the_screen_is_free_again(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/settings/backup")
    ui.respond_to(
        "FilePicker.pick_files",
        lambda args: [{"id": 0, "name": "b.json", "size": 10, "bytes": None}],
    )
    ui.click(keys.BACKUP_RESTORE)
    assert texts_under(ui, keys.BACKUP_ERROR) == [
        "This file cannot be restored. Nothing was changed.",
        "The browser did not hand over the file's contents. Try again.",
    ]
    assert not ui.exists(keys.BACKUP_BUSY)
    assert repository.list_games() == []


def test_a_new_file_drops_the_last_message_and_its_review_takes_the_latest_choice(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/settings/backup")
    ui.respond_to("FilePicker.save_file", lambda args: None)
    ui.click(keys.BACKUP_EXPORT)
    assert ui.exists(keys.BACKUP_RESULT)
    assert not ui.exists(keys.BACKUP_BUSY)
    data = _file(changed=True)
    ui.respond_to(
        "FilePicker.pick_files",
        lambda args: [{"id": 0, "name": "b.json", "size": len(data), "bytes": data}],
    )
    ui.click(keys.BACKUP_RESTORE)
    assert ui.exists(keys.RESTORE_REVIEW)
    assert not ui.exists(keys.BACKUP_RESULT), "the export's message is of no use any more"
    ui.click(keys.restore_all("keep_both"))
    ui.click(keys.restore_compare("g1"))
    ui.click(compare_keys.COMPARE_TAKE_THEIRS)
    assert not ui.exists(compare_keys.COMPARE), "a choice folds the comparison away"
    ui.click(keys.RESTORE_APPLY)
    assert texts_under(ui, keys.BACKUP_RESULT)[1:] == [
        "New games added: 0",
        "Already here, left as they are: 3",
        "Replaced by the file's record, as you chose: 1",
    ]
    assert not ui.exists(keys.RESTORE_REVIEW) and not ui.exists(keys.BACKUP_BUSY)
    assert len(recorded.list_games()) == 4
