"""Restore refuses a file over the command line's cap before reading it, with a message."""

from __future__ import annotations

from scorekeeper.sharing.limits import MAX_FILE_BYTES
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.settings import keys

from ..conftest import StartUi
from ..recorded import texts_under


def test_a_file_over_the_cap_is_refused_unread(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/settings/backup")
    data = b'{"format": "scorekeeper-backup/1", "games": [' + b" " * MAX_FILE_BYTES + b"]}"
    ui.respond_to(
        "FilePicker.pick_files",
        lambda args: [{"id": 0, "name": "huge.json", "size": len(data), "bytes": data}],
    )
    ui.click(keys.BACKUP_RESTORE)
    lines = texts_under(ui, keys.BACKUP_ERROR)
    assert lines[0] == "This file cannot be restored. Nothing was changed."
    assert lines[1] == (
        "The file is larger than 16 MB, more than any backup of this app;"
        " pick the backup file itself."
    )
    assert repository.list_games() == []
