"""Small builders shared by the storage tests: a fake clock, ids, valid hands, played games.

A game is played through the games service over the store under test, as the
app plays it: the store only gets and puts, the service makes each change.
"""

from __future__ import annotations

import itertools
import threading
from datetime import UTC, datetime, timedelta

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.storage.repository import GameRepository

PLAYERS = ("Ann", "Bob", "Cid")
FIRST = Seats.of_box(Roles("Ann", "Bob", "Cid"))


class FakeClock:
    """A clock that moves one second per reading, so every timestamp differs."""

    def __init__(self, start: datetime = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)) -> None:
        self.now = start
        self._lock = threading.Lock()

    def __call__(self) -> datetime:
        with self._lock:
            self.now += timedelta(seconds=1)
            return self.now


class SequentialIds:
    """``g0001``, ``g0002``, ...: readable ids in test failures."""

    def __init__(self, prefix: str = "g") -> None:
        self._counter = itertools.count(1)
        self._prefix = prefix
        self._lock = threading.Lock()

    def __call__(self) -> str:
        with self._lock:
            return f"{self._prefix}{next(self._counter):04d}"


def box_knock(game: Game, captain_deadwood: int = 5) -> HandEntry:
    """A valid next ``box`` hand: the box player knocks with 2 and wins ``d - 2``."""
    roles = replay(game).next_roles
    assert roles is not None, "the game is over"
    return HandEntry(Result.KNOCK, roles.box, {roles.box: 2, roles.captain: captain_deadwood})


def sitter_knock(game: Game) -> HandEntry:
    """An invalid next ``box`` hand: the sitter knocks."""
    roles = replay(game).next_roles
    assert roles is not None
    return HandEntry(Result.KNOCK, roles.sitter, {roles.box: 20, roles.sitter: 3})


DRAW = HandEntry(Result.DRAW)


def new_box_game(repo: GameRepository, players: tuple[str, str, str] = PLAYERS) -> Game:
    """A fresh ``box`` game with the first player in the box."""
    return GameService(repo).create(players, Variant.BOX, first=Seats.of_box(Roles(*players)))


def append_hand(repo: GameRepository, game_id: str, entry: HandEntry) -> Game:
    """Record ``entry`` as the next hand of the stored game, through the games service."""
    games = GameService(repo)
    return games.record(game_id, entry, based_on=revision(games.load(game_id)))


def undo_last_hand(repo: GameRepository, game_id: str) -> Game:
    """Undo the last hand of the stored game, through the games service."""
    games = GameService(repo)
    game = games.load(game_id)
    return games.undo(game_id, len(game.hands), based_on=revision(game))


def edit_hand(repo: GameRepository, game_id: str, number: int, entry: HandEntry) -> Game:
    """Correct hand ``number`` of the stored game, through the games service."""
    games = GameService(repo)
    return games.edit(game_id, number, entry, based_on=revision(games.load(game_id)))


def redo_hand(repo: GameRepository, game_id: str, number: int, entry: HandEntry) -> Game:
    """Put the undone hand ``number`` back into the stored game, through the games service."""
    games = GameService(repo)
    return games.redo(game_id, number, entry, based_on=revision(games.load(game_id)))


def change_rules(repo: GameRepository, game_id: str, rules: HouseRules) -> Game:
    """Re-score the stored game under ``rules``, through the games service."""
    games = GameService(repo)
    return games.change_rules(game_id, rules, based_on=revision(games.load(game_id)))


def play(repo: GameRepository, game: Game, hands: int, captain_deadwood: int = 5) -> Game:
    """Record ``hands`` box knocks, returning the latest game."""
    for _ in range(hands):
        game = append_hand(repo, game.id, box_knock(game, captain_deadwood))
    return game


def finish(repo: GameRepository, game: Game) -> Game:
    """Record gins by the box player until the game is won."""
    while not replay(game).finished:
        roles = replay(game).next_roles
        assert roles is not None
        game = append_hand(repo, game.id, HandEntry(Result.GIN, roles.box, {roles.captain: 40}))
    return game
