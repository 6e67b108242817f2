"""How a game screen gets its game: loaded once, replaced after each change, here or elsewhere.

Every change goes through the game service, which returns the changed game
after storing it durably; the screen shows exactly that returned game, so what
is displayed is always what is stored. A change stored by another phone arrives
on the change feed with the stored game, which the screen shows without reading
the file again, and says what happened. A change refused because another phone
changed the game first carries the stored game, which the screen then shows. A
screen opened on another game id (a new route) loads that game. A game deleted
on another phone can still be looked at, so it stays loaded, marked as deleted
until it is restored: a screen must not offer to change it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, GameState, replay
from scorekeeper.services.changes import ChangeKind, GameChanged
from scorekeeper.ui.context import use_services
from scorekeeper.ui.live import use_changes
from scorekeeper.ui.route_state import opened_by_tap


@dataclass(frozen=True, slots=True)
class Loaded:
    """A game with its replayed state, or why it could not be loaded."""

    game: Game | None
    state: GameState | None
    error: ScorekeeperError | None = None
    deleted: bool = False
    """Another phone deleted the game while it was on screen (until it is restored)."""


def _load(load: Callable[[str], Game], game_id: str) -> Loaded:
    try:
        game = load(game_id)
    except ScorekeeperError as error:
        return Loaded(None, None, error)
    return Loaded(game, replay(game))


def use_game(
    game_id: str, on_remote: Callable[[GameChanged], None] | None = None
) -> tuple[Loaded, Callable[[Game], None]]:
    """The game ``game_id`` and a setter for the game a service call returned.

    A change another session stores reloads the game and is passed to
    ``on_remote`` (the screen's notice).
    """
    games = use_services().games
    loaded = ft.use_memo(lambda: _load(games.load, game_id), dependencies=[game_id])
    # The changed game is kept with the load it followed, so a fresh load (another
    # game id) is never hidden behind a change made to an earlier one.
    changed, set_changed = ft.use_state((loaded, loaded))
    base, current = changed
    if base is not loaded:
        current = loaded

    def show(game: Game) -> None:
        set_changed((loaded, Loaded(game, replay(game))))

    def heard(change: GameChanged) -> None:
        stored = change.game
        fresh = _load(games.load, game_id) if stored is None else Loaded(stored, replay(stored))
        gone = change.kind is ChangeKind.DELETED or (
            change.kind is not ChangeKind.RESTORED and current.deleted
        )
        set_changed((loaded, replace(fresh, deleted=gone and fresh.game is not None)))
        if on_remote is not None:
            on_remote(change)

    use_changes(game_id, heard)
    return current, show


JUST_STARTED = "scorekeeper.just_started"
"""The session's store: the id of the game the New game form has just started."""


def mark_just_started(game_id: str) -> None:
    """Note that the form has started ``game_id``.

    Why: after Start the browser's history still holds the form, so Back from the
    new game's table showed it again, ready to start the same game twice. Flet
    can only push addresses, so the form's own way Home adds Home after it, and
    the next Back found the form again. The form, shown by Back after a Start,
    goes Home instead, every time (:func:`came_back_after_start`).
    """
    ft.context.page.session.store.set(JUST_STARTED, game_id)


def came_back_after_start() -> bool:
    """Whether the form is shown by Back (or Forward), not by a link, after it started a
    game in this session: that form is spent, and Back lands on Home instead."""
    return not opened_by_tap() and bool(ft.context.page.session.store.get(JUST_STARTED))
