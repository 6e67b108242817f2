"""How a game screen gets its game: loaded once from the store, replaced after each change.

Every change goes through the repository, which returns the changed game
after storing it durably; the screen shows exactly that returned game, so
what is displayed is always what is stored. A screen opened on another game
id (a new route) loads that game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, GameState, replay
from scorekeeper.ui.context import use_services

STARTED_FLAG = "scorekeeper.session_started"
"""Session-store key: set once a session has shown its first screen (see ``mark_started``)."""


@dataclass(frozen=True, slots=True)
class Loaded:
    """A game with its replayed state, or why it could not be loaded."""

    game: Game | None
    state: GameState | None
    error: ScorekeeperError | None = None


def _load(load: Callable[[str], Game], game_id: str) -> Loaded:
    try:
        game = load(game_id)
    except ScorekeeperError as error:
        return Loaded(None, None, error)
    return Loaded(game, replay(game))


def use_game(game_id: str) -> tuple[Loaded, Callable[[Game], None]]:
    """The game ``game_id`` and a setter for the game a repository call returned."""
    repository = use_services().repository
    loaded = ft.use_memo(lambda: _load(repository.load_game, game_id), dependencies=[game_id])
    # The changed game is kept with the load it followed, so a fresh load (another
    # game id) is never hidden behind a change made to an earlier one.
    changed, set_changed = ft.use_state((loaded, loaded))
    base, current = changed
    if base is not loaded:
        current = loaded

    def show(game: Game) -> None:
        set_changed((loaded, Loaded(game, replay(game))))

    return current, show


def mark_started() -> bool:
    """Note that this session has shown a screen; True only the first time.

    The home screen opens the unfinished game directly only on a session's
    first screen, not when a player comes back to it later.
    """
    store = ft.context.page.session.store
    if store.get(STARTED_FLAG):
        return False
    store.set(STARTED_FLAG, True)
    return True
