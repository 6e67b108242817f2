"""History, statistics, settings and backup in real Chromium, on a phone-sized screen.

Each test starts the real app on a data folder seeded with the recorded games
of ``tests/stats/recorded.py`` (written through the store, then closed, so the
app can take the folder's lock). Every screen in each theme is photographed by the
walk in ``a11y/test_screens.py``; here, what happens across restarts and files.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from scorekeeper.storage.settings import SettingsStore, ThemeChoice
from scorekeeper.storage.stats_cache import STATS_CACHE_FILE
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.stats_view import keys as stats_keys
from tests.launcher import AppServer

from ..browser import FIRST_PAINT_TIMEOUT_MS, mean_brightness
from ..steps import OpenApp, ServerFactory, go, open_at, reveal, wait_in

pytestmark = pytest.mark.e2e

LANGUAGE_NAMES = {
    "en": "English",
    "nl": "Nederlands",
    "de": "Deutsch",
    "pl": "Polski",
    "ms": "Bahasa Melayu",
}


def test_a_language_tapped_in_the_settings_holds_on_every_screen_and_after_a_restart(
    seeded: AppServer, open_app: OpenApp
) -> None:
    """Each language's button and every screen in each language: the session tests
    (``tests/ui/settings``) and the walk per language (``a11y/test_languages.py``)."""
    app = open_at(open_app, seeded, "settings")
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.click(id=settings_keys.language("pl"), expect="Ustawienia")
    app.screenshot("settings-pl-light")

    go(app, f"{seeded.url}history")
    app.wait_text("Historia", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    wait_in(app, history_keys.game_row("g1"), "Wygrywa Bob")
    app.screenshot("history-pl-light")
    app.click(id=history_keys.game_row("g1"), expect="Przebieg punktacji")
    wait_in(app, history_keys.hand_line(1), "Ann puka z 3, Bob ma 10")
    app.screenshot("history-detail-pl-light")

    assert seeded.stop() == 130
    seeded.start()
    again = open_at(open_app, seeded, "stats")
    again.wait_text("Statystyki", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    wait_in(again, stats_keys.player_card("Ann"), "Rozegrane gry 4")
    again.screenshot("stats-pl-after-restart")
    assert again.offsite_requests() == []


def test_statistics_are_saved_at_start_and_follow_changes_made_while_stopped(
    seeded: AppServer, open_app: OpenApp
) -> None:
    saved = seeded.data_dir / STATS_CACHE_FILE
    deadline = time.monotonic() + 60
    while not saved.exists():  # counted and saved in the background, no visit needed
        assert time.monotonic() < deadline, "the app saved no statistics after its start"
        time.sleep(0.2)
    assert sorted(json.loads(saved.read_text("utf-8"))["games"]) == ["g1", "g2", "g3", "g4"]

    assert seeded.stop() == 130
    with open_repository(seeded.data_dir) as store:
        store.delete_game("g2")  # Ann, Bob and Cid's jersey game
    seeded.start()
    app = open_at(open_app, seeded, "stats")
    wait_in(app, stats_keys.player_card("Ann"), "Games played 3", FIRST_PAINT_TIMEOUT_MS)
    reveal(app, stats_keys.player_card("Cid"))  # below Ann's and Bob's cards: scroll to it
    wait_in(app, stats_keys.player_card("Cid"), "Games played 2")
    deadline = time.monotonic() + 60
    while sorted(json.loads(saved.read_text("utf-8"))["games"]) != ["g1", "g3", "g4"]:
        assert time.monotonic() < deadline, "the saved statistics kept a deleted game"
        time.sleep(0.2)


def test_backup_and_restore_round_trip_through_the_file_picker(
    seeded: AppServer, server_factory: ServerFactory, open_app: OpenApp, tmp_path: Path
) -> None:
    app = open_at(open_app, seeded, "settings/backup")
    app.wait_text("Backup and restore", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    with app.page.expect_download() as download_info:
        app.click(id=settings_keys.BACKUP_EXPORT)
    download = download_info.value
    assert download.suggested_filename.startswith("scorekeeper-backup-")
    backup = tmp_path / download.suggested_filename
    download.save_as(backup)
    document = json.loads(backup.read_text("utf-8"))
    assert sorted(game["id"] for game in document["games"]) == ["g1", "g2", "g3", "g4"]
    wait_in(app, settings_keys.BACKUP_RESULT, "Backup exported. Games in it: 4")
    app.screenshot("backup-exported-light")

    with app.page.expect_download() as csv_info:
        app.click(id=settings_keys.BACKUP_CSV)
    hands = tmp_path / "hands.csv"
    csv_info.value.save_as(hands)
    assert len(hands.read_text("utf-8-sig").strip().splitlines()) == 1 + 8 + 6 + 3 + 1

    empty = server_factory(data_dir=tmp_path / "other-phone")
    other = open_at(open_app, empty, "settings/backup", color_scheme="dark")
    other.wait_text("Backup and restore", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    with other.page.expect_file_chooser() as chooser_info:
        other.click(id=settings_keys.BACKUP_RESTORE)
    chooser_info.value.set_files(str(backup))
    wait_in(other, settings_keys.BACKUP_RESULT, f"Restored from {backup.name}", 20_000)
    wait_in(other, settings_keys.BACKUP_RESULT, "New games added: 4")
    other.screenshot("backup-restored-dark")

    with other.page.expect_file_chooser() as again_info:
        other.click(id=settings_keys.BACKUP_RESTORE)
    again_info.value.set_files(str(backup))
    wait_in(other, settings_keys.BACKUP_RESULT, "Already here, left as they are: 4", 20_000)

    bad = tmp_path / "not-a-backup.json"
    bad.write_text('{"format": "something-else/9"}', encoding="utf-8")
    with other.page.expect_file_chooser() as bad_info:
        other.click(id=settings_keys.BACKUP_RESTORE)
    bad_info.value.set_files(str(bad))
    wait_in(other, settings_keys.BACKUP_ERROR, "This file cannot be restored.", 20_000)
    wait_in(other, settings_keys.BACKUP_ERROR, "unsupported format 'something-else/9'")
    other.screenshot("backup-refused-dark")

    go(other, f"{empty.url}history")
    other.wait_text("Games: 4", timeout_ms=FIRST_PAINT_TIMEOUT_MS)


def test_delete_with_undo(seeded: AppServer, open_app: OpenApp) -> None:
    app = open_at(open_app, seeded, "history")
    app.wait_text("Games: 4", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.click(id=history_keys.game_row("g1"), expect="Running totals")
    app.click(id=history_keys.DETAIL_DELETE, expect="Game of Ann · Bob · Cid deleted")
    app.wait_text("Games: 3")
    app.screenshot("history-deleted-snackbar-light")
    app.click("Undo", expect="Games: 4")
    assert app.by_id(history_keys.game_row("g1")).count() == 1


def test_theme_and_larger_text_from_the_settings(seeded: AppServer, open_app: OpenApp) -> None:
    app = open_at(open_app, seeded, "settings")
    app.wait_text("Language", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.click(id=settings_keys.theme("dark"))
    dark = app.screenshot("settings-theme-dark-chosen")
    assert mean_brightness(dark) < 100, "dark although the system is light"
    app.click(id=settings_keys.LARGE_TEXT)
    # Flutter web keeps redrawing for a while right after the font size changes, so
    # no screenshot is taken here; a fresh load shows the screens with larger text.
    go(app, f"{seeded.url}settings")
    wait_in(app, settings_keys.LARGE_TEXT, "Larger text", FIRST_PAINT_TIMEOUT_MS)
    go(app, f"{seeded.url}history/g1")
    app.wait_text("Running totals", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    assert seeded.stop() == 130
    saved = SettingsStore.open(seeded.data_dir).current()
    assert (saved.theme, saved.large_text) == (ThemeChoice.DARK, True)
