"""An Undo that would reopen a finished game asks first: at the table and on the winner screen."""

from __future__ import annotations

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from tests.storage.helpers import append_hand

from ..conftest import StartUi

PLAYERS = ("Ann", "Bob", "Cid")
QUESTION = "Cid won with hand 2. Undoing it takes the win back and the game goes on."


def finished(repository: GameRepository) -> str:
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 40})
    game = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)), rules=rules
    )
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 5}))
    append_hand(repository, game.id, HandEntry(Result.GIN, "Cid", {"Ann": 20}))
    return game.id


def test_the_table_asks_before_undoing_the_winning_hand(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = finished(repository)
    ui = start_ui(route=f"/game/{game_id}")
    ui.click(keys.TABLE_UNDO)
    assert ui.exists(keys.UNDO_CONFIRM) and ui.has_text(QUESTION)
    assert len(repository.load_game(game_id).hands) == 2  # nothing undone yet
    ui.click(keys.UNDO_CONFIRM_KEEP)
    assert not ui.exists(keys.UNDO_CONFIRM)
    assert len(repository.load_game(game_id).hands) == 2
    ui.click(keys.TABLE_UNDO)
    ui.click(keys.UNDO_CONFIRM_YES)
    assert len(repository.load_game(game_id).hands) == 1
    assert ui.exists(keys.TABLE_RECORD)  # the game runs again


def test_a_running_game_undoes_at_once(start_ui: StartUi, repository: GameRepository) -> None:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 5}))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_UNDO)
    assert not ui.exists(keys.UNDO_CONFIRM)
    assert repository.load_game(game.id).hands == ()


def test_the_winner_screen_asks_too_and_returns_to_the_table(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = finished(repository)
    ui = start_ui(route=f"/game/{game_id}/end")
    ui.click(keys.END_UNDO)
    assert ui.has_text(QUESTION)
    ui.click(keys.UNDO_CONFIRM_YES)
    assert len(repository.load_game(game_id).hands) == 1
    assert ui.route == f"/game/{game_id}"
