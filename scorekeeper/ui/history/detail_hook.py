"""The game one past game's screen shows (``/history/{id}``), kept in step with the change feed.

Why from the feed: a change to this game arrives with the game as stored, so the
screen draws that game and reads no file; a change to any other game leaves it as
it is. Only a change without a game (this one deleted) is looked up again, for
the screen to say so.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, GameState, replay
from scorekeeper.services.changes import GameChanged
from scorekeeper.services.games import GameService
from scorekeeper.services.records import StorageError
from scorekeeper.ui.live import use_changes
from scorekeeper.ui.session_games import use_session_games

Record = tuple[Game, GameState] | str
"""The game and its replay, or the message key saying why it cannot be shown."""


def load_record(games: GameService, game_id: str) -> Record:
    """The stored game ``game_id`` and its replay, or why it cannot be shown."""
    try:
        game = games.load(game_id)
    except StorageError:
        return "history.detail.missing"
    if games.is_deleted(game_id):
        return "history.detail.deleted"
    return replayed(game)


def replayed(game: Game) -> Record:
    """``game`` and its replay, or the key of a game the rules cannot replay."""
    try:
        return game, replay(game)
    except ScorekeeperError:
        return "history.detail.unreadable"


def use_record(game_id: str) -> Record:
    """The record of ``game_id``: read once, then drawn from each change to it."""
    games = use_session_games()
    first = ft.use_memo(lambda: load_record(games, game_id), dependencies=[game_id])
    nothing: tuple[str, Record] | None = None
    heard, set_heard = ft.use_state(nothing)

    def changed(change: GameChanged) -> None:
        fresh = load_record(games, game_id) if change.game is None else replayed(change.game)
        set_heard((change.game_id, fresh))

    use_changes(game_id, changed, own=True)
    return heard[1] if heard is not None and heard[0] == game_id else first
