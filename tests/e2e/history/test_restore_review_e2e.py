"""Restoring a backup that meets games kept here, in real Chromium: the conflict list.

The phone holds the recorded games; the backup holds two of them one hand
shorter (an older copy). Nothing is added as a second game by itself: both are
listed, "take theirs" for all and then "keep both" for one, and the result
says what each choice did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.storage import backup_to_dict, dumps_json
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.settings import keys as settings_keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import open_at, seed, wait_in

pytestmark = pytest.mark.e2e

OpenApp = Callable[..., WebApp]
ServerFactory = Callable[..., AppServer]
TALL_PHONE = {"width": 400, "height": 1400}
"""Tall enough for the whole review of two games: the app's clicks land where a control is
drawn, and a list below the fold would need scrolling that this test is not about."""


def test_a_backup_meeting_kept_games_lists_them_with_a_choice_each(
    server_factory: ServerFactory, open_app: OpenApp, tmp_path: Path
) -> None:
    folder = seed(tmp_path / "phone")
    with open_repository(folder) as store:
        games = store.export_games()
    older = [replace(g, hands=g.hands[:-1]) if g.id in ("g1", "g2") else g for g in games]
    backup = tmp_path / "older-backup.json"
    backup.write_text(dumps_json(backup_to_dict(older)), encoding="utf-8")
    server = server_factory(data_dir=folder)
    app = open_at(open_app, server, "settings/backup", viewport=TALL_PHONE)
    app.wait_text("Backup and restore", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    with app.page.expect_file_chooser() as chooser:
        app.click(id=settings_keys.BACKUP_RESTORE)
    chooser.value.set_files(str(backup))
    wait_in(app, settings_keys.restore_row("g1"), "1 difference", 20_000)
    wait_in(app, settings_keys.restore_row("g2"), "The file: 5 hands")
    app.screenshot("backup-review-light")
    app.click(id=settings_keys.restore_compare("g1"), expect="Hide the comparison")
    app.screenshot("backup-review-compare-light")
    app.click(id=settings_keys.restore_compare("g1"))
    wait_in(app, settings_keys.restore_compare("g1"), "Compare")
    app.click(id=settings_keys.restore_all("take_theirs"))
    app.click(id=settings_keys.restore_choice("g2", "keep_both"))
    app.click(id=settings_keys.RESTORE_APPLY)
    wait_in(
        app, settings_keys.BACKUP_RESULT, "Replaced by the file's record, as you chose: 1", 20_000
    )
    wait_in(app, settings_keys.BACKUP_RESULT, "Kept as second games, as you chose: 1")
    app.screenshot("backup-review-restored-light")
    server.stop()
    with open_repository(folder) as store:
        sent = {game.id: game for game in older}
        assert store.load_game("g1").hands == sent["g1"].hands
        assert len(store.list_games()) == 5
