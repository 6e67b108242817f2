"""The import preview says, before Store, whether this phone already holds the game."""

from __future__ import annotations

import pytest

from scorekeeper.services.games import GameService
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.sharing import IMPORT_ROUTE, keys
from scorekeeper.ui.sharing.model import Holding, holding_of

from ..conftest import StartUi
from ..harness import UiHarness
from .games import box_game, changed_copy

GAME = box_game()


@pytest.fixture
def ui(start_ui: StartUi) -> UiHarness:
    return start_ui(route=IMPORT_ROUTE)


def _paste(ui: UiHarness, text: str) -> None:
    ui.type_text(keys.IMPORT_PASTE_FIELD, text)
    ui.click(keys.IMPORT_PASTE_READ)


def test_the_holding_is_decided_by_the_record_code() -> None:
    assert holding_of(None, GAME).holding is Holding.NEW
    assert holding_of(GAME, GAME).holding is Holding.SAME
    other = changed_copy(GAME)
    note = holding_of(other, GAME)
    assert note.holding is Holding.DIFFERENT
    assert (note.here, note.there) == (fingerprint(other), fingerprint(GAME))


def test_a_new_game_gets_no_note(ui: UiHarness) -> None:
    _paste(ui, game_to_codes(GAME)[0])
    assert ui.exists(keys.IMPORT_STORE) and not ui.exists(keys.IMPORT_HOLDING)


def test_a_different_copy_is_named_before_store(ui: UiHarness, repository: GameRepository) -> None:
    mine = changed_copy(GAME)
    GameService(repository).import_games([mine])
    _paste(ui, game_to_codes(GAME)[0])
    assert ui.exists(keys.IMPORT_STORE)
    assert ui.has_text(
        f"This phone already holds a different copy of this game (record code {fingerprint(mine)}"
        f" here, {fingerprint(GAME)} in the code). Store compares the two first, and you choose"
        " which to keep."
    )
    assert fingerprint(repository.load_game(GAME.id)) == fingerprint(mine)  # reading stores nothing


def test_the_same_copy_is_named_too(ui: UiHarness, repository: GameRepository) -> None:
    GameService(repository).import_games([GAME])
    _paste(ui, game_to_codes(GAME)[0])
    assert ui.has_text(
        "This phone already has this game, exactly as in the code: storing it changes nothing."
    )
