"""Damage is told: what the store moved aside or left out at start shows on Home and on /problems.

Before, a damaged game file was moved to ``damaged/`` and simply vanished from
History; the app said nothing. Real TinyDB data folder with a damaged game
file and a file that is not a game, opened by the app's own store.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.compose.root import create_main
from scorekeeper.config import AppConfig
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.problems import keys

from ..conftest import StartUi
from ..harness import UiHarness


@pytest.fixture
def repository(app_config: AppConfig) -> Iterator[GameRepository]:
    """The app's store, opened on a folder holding a damaged game and a stray file."""
    games = Path(app_config.data_dir) / "games"
    games.mkdir(parents=True)
    (games / "abc123.json").write_bytes(b'{"game": {"1": {"schema": 1, "sess')
    (games / "Notes.json").write_text("{}")
    with open_repository(app_config.data_dir) as store:
        yield store


def test_home_counts_the_problems_and_leads_to_a_list_of_each_file(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui()
    assert ui.exists(keys.HOME_PROBLEMS)
    assert ui.has_text("2 saved files could not be used when the app started")
    ui.click(keys.HOME_PROBLEMS)
    assert ui.route == "/problems"
    assert ui.exists(keys.problem_item(0)) and ui.exists(keys.problem_item(1))
    assert not ui.exists(keys.problem_item(2))
    damaged = sorted((Path(app_config.data_dir) / "damaged").iterdir())
    assert len(damaged) == 1
    assert ui.has_text(f"Moved to: {damaged[0]}")
    assert ui.has_text(f"File: {Path(app_config.data_dir) / 'games' / 'Notes.json'}")
    assert ui.has_text(
        "This file in the games folder is not a Scorekeeper game. It was left alone."
    )


def test_the_notice_and_the_list_speak_the_players_language(start_ui: StartUi) -> None:
    ui = start_ui(language="pl")
    assert ui.has_text("2 zapisanych plików nie udało się użyć przy starcie")
    ui.click(keys.HOME_PROBLEMS)
    assert ui.has_text("Problemy z zapisanymi plikami")


def test_no_notice_when_every_file_was_read(tmp_path: Path) -> None:
    config = AppConfig(data_dir=tmp_path / "clean")
    with (
        open_repository(config.data_dir) as clean,
        UiHarness(create_main(config, repository=clean)).start() as ui,
    ):
        assert not ui.exists(keys.HOME_PROBLEMS)
        ui.go("/problems")
        assert ui.exists(keys.PROBLEMS_NONE)
