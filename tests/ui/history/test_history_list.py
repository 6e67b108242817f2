"""The games list: newest first, what each row says, search by player, paging."""

from __future__ import annotations

from dataclasses import replace

import flet as ft
import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.records import GameSummary
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.history import keys
from scorekeeper.ui.history.model import PAGE_SIZE

from ..conftest import StartUi
from ..harness import UiHarness
from ..recorded import keys_on, text_of, texts_under


def rows(ui: UiHarness) -> list[str]:
    """The game ids of the rows on screen, top to bottom."""
    return [k.removeprefix("history.game.") for k in keys_on(ui) if k.startswith("history.game.")]


def test_every_game_newest_first_with_date_variant_hands_and_result(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history")
    assert rows(ui) == ["g4", "g2", "g1", "g3"]
    assert texts_under(ui, keys.game_row("g1")) == [
        "Ann · Bob · Cid",
        "1 Jan 2024 · Gin with a box · Hands: 8",
        "Bob won",
    ]
    assert texts_under(ui, keys.game_row("g2")) == [
        "Ann · Bob · Cid",
        "2 Jan 2024 · Jersey Gin · Hands: 6",
        "Ann won",
    ]
    assert texts_under(ui, keys.game_row("g3"))[-1] == "Unfinished"
    assert text_of(ui, keys.HISTORY_COUNT) == "Games: 4"


def test_the_list_is_in_the_chosen_language_and_date_format(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history", language="de")
    assert texts_under(ui, keys.game_row("g2")) == [
        "Ann · Bob · Cid",
        "02.01.2024 · Jersey-Gin · Runden: 6",
        "Ann hat gewonnen",
    ]
    assert ui.has_text("Verlauf")


def test_search_by_player_ignores_case_and_spaces(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    ui = start_ui(route="/history")
    ui.type_text(keys.HISTORY_SEARCH, "  DEE ")
    assert rows(ui) == ["g3"]
    assert text_of(ui, keys.HISTORY_COUNT) == "Games: 1"
    ui.type_text(keys.HISTORY_SEARCH, "ann")
    assert rows(ui) == ["g4", "g2", "g1", "g3"], "' ann ' in G3 is Ann too"
    ui.type_text(keys.HISTORY_SEARCH, "ci")
    assert rows(ui) == ["g4", "g2", "g1"]


def test_a_search_that_finds_nothing_says_so(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/history")
    ui.type_text(keys.HISTORY_SEARCH, "Zoë")
    assert rows(ui) == []
    assert "No game with a player called “Zoë”." in texts_under(ui, keys.HISTORY_EMPTY)


def test_no_games_yet(start_ui: StartUi) -> None:
    ui = start_ui(route="/history")
    assert texts_under(ui, keys.HISTORY_EMPTY) == [
        "No games yet. Every game you start is kept here, finished or not."
    ]


def _many(repository: GameRepository, count: int) -> None:
    players = ("Ann", "Bob", "Cid")
    base = Game.start(players, Variant.BOX, first=Seats.of_box(Roles(*players)))
    GameService(repository).import_games(
        [
            replace(base, id=f"m{n:04d}", created=f"2025-01-01T10:{n // 60:02d}:{n % 60:02d}+00:00")
            for n in range(count)
        ]
    )


def test_only_the_first_page_is_sent_and_more_comes_on_request(
    start_ui: StartUi, repository: GameRepository
) -> None:
    _many(repository, 2 * PAGE_SIZE + 5)
    ui = start_ui(route="/history")
    assert len(rows(ui)) == PAGE_SIZE
    assert rows(ui)[0] == f"m{2 * PAGE_SIZE + 4:04d}", "newest first"
    more = ui.find(keys.HISTORY_MORE)
    assert isinstance(more, ft.OutlinedButton)
    assert more.content == f"Show more (still hidden: {PAGE_SIZE + 5})"
    ui.click(keys.HISTORY_MORE)
    assert len(rows(ui)) == 2 * PAGE_SIZE
    ui.click(keys.HISTORY_MORE)
    assert len(rows(ui)) == 2 * PAGE_SIZE + 5
    assert not ui.exists(keys.HISTORY_MORE)


def test_a_new_search_starts_again_at_the_first_page(
    start_ui: StartUi, repository: GameRepository
) -> None:
    _many(repository, 2 * PAGE_SIZE)
    ui = start_ui(route="/history")
    ui.click(keys.HISTORY_MORE)
    ui.type_text(keys.HISTORY_SEARCH, "bob")
    assert len(rows(ui)) == PAGE_SIZE


def test_a_row_opens_the_game_and_back_returns(start_ui: StartUi, recorded: GameRepository) -> None:
    ui = start_ui(route="/history")
    ui.click(keys.game_row("g2"))
    assert ui.route == "/history/g2"
    assert ui.exists(keys.DETAIL_VIEW)
    ui.go("/history")
    assert ui.exists(keys.HISTORY_VIEW)


def test_back_goes_to_the_start_screen(start_ui: StartUi) -> None:
    ui = start_ui(route="/history")
    ui.click(keys.HISTORY_BACK)
    assert ui.route == "/"


def test_the_chart_icon_opens_the_statistics(start_ui: StartUi) -> None:
    ui = start_ui(route="/history")
    ui.click(keys.HISTORY_STATS)
    assert ui.route == "/stats?back=%2Fhistory"  # its back arrow returns here


def test_typing_a_search_or_showing_more_reads_the_list_once(
    start_ui: StartUi, repository: GameRepository, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The list is read when the screen opens and when a game changes, not on every key."""
    _many(repository, 2 * PAGE_SIZE)
    listed = repository.list_games
    reads: list[int] = []

    def counted() -> list[GameSummary]:
        reads.append(1)
        return listed()

    monkeypatch.setattr(repository, "list_games", counted)
    ui = start_ui(route="/history")
    opened = len(reads)
    assert opened >= 1
    ui.click(keys.HISTORY_MORE)
    ui.type_text(keys.HISTORY_SEARCH, "b")
    ui.type_text(keys.HISTORY_SEARCH, "bo")
    assert len(rows(ui)) == PAGE_SIZE
    assert len(reads) == opened, "the games were listed again for a search or a page"
