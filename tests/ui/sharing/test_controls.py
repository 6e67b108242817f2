"""Every control a player can act on, on every step of sharing and importing, has a key
that is also its semantics identifier (what screen readers and browser tests find)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.services.games import GameService
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.sharing import IMPORT_ROUTE, keys, share_route

from ..conftest import StartUi
from ..harness import UiHarness
from .checks import assert_identified
from .games import big_game, box_game, changed_copy

GAME = box_game()


def _share(ui: UiHarness, repository: GameRepository) -> None:
    GameService(repository).import_games([big_game()])
    ui.go(share_route(big_game().id))


def _camera(ui: UiHarness, repository: GameRepository) -> None:
    ui.respond_to("Camera.get_available_cameras", lambda args: [])
    ui.click(keys.IMPORT_SCAN)


def _partial(ui: UiHarness, repository: GameRepository) -> None:
    ui.type_text(keys.IMPORT_PASTE_FIELD, game_to_codes(big_game())[0])
    ui.click(keys.IMPORT_PASTE_READ)


def _preview(ui: UiHarness, repository: GameRepository) -> None:
    ui.type_text(keys.IMPORT_PASTE_FIELD, game_to_codes(GAME)[0])
    ui.click(keys.IMPORT_PASTE_READ)


def _compare(ui: UiHarness, repository: GameRepository) -> None:
    GameService(repository).import_games([changed_copy(GAME)])
    _preview(ui, repository)
    ui.click(keys.IMPORT_STORE)


def _kept_both(ui: UiHarness, repository: GameRepository) -> None:
    _compare(ui, repository)
    ui.click(keys.COMPARE_KEEP_BOTH)


@pytest.mark.parametrize(
    ("step", "at_least"),
    [(_share, 5), (_camera, 5), (_partial, 5), (_preview, 3), (_compare, 4), (_kept_both, 4)],
    ids=["share", "camera", "partial", "preview", "compare", "kept-both"],
)
def test_every_interactive_control_is_identified(
    start_ui: StartUi,
    repository: GameRepository,
    step: Callable[[UiHarness, GameRepository], None],
    at_least: int,
) -> None:
    ui = start_ui(route=IMPORT_ROUTE)
    step(ui, repository)
    assert assert_identified(ui) >= at_least
