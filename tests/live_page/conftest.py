"""Games for the live page's tests: a real service over a real (in-memory) store."""

from __future__ import annotations

import pytest

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.storage.memory import MemoryRepository

PLAYERS = ("Ann", "Bob", "Cid")
KNOCK = HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11})
"""Ann (box) knocks with 3 against the captain Bob's 11: Ann scores 8 and stays in the box."""


@pytest.fixture
def games() -> GameService:
    return GameService(MemoryRepository())


def box_game(games: GameService, *hands: HandEntry) -> str:
    game = games.create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    for hand in hands:
        game = games.record(game.id, hand, based_on=_revision(games, game.id))
    return game.id


def jersey_game(games: GameService, *hands: HandEntry) -> str:
    game = games.create(PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Ann"))
    for hand in hands:
        game = games.record(game.id, hand, based_on=_revision(games, game.id))
    return game.id


def _revision(games: GameService, game_id: str) -> str:
    return revision(games.load(game_id))
