"""A game store in a dict: the same contract as the TinyDB store, for fast tests.

It keeps the summary next to each game, as the TinyDB store's index does, so
listing never replays games here either; tests written against this store
exercise exactly the behaviour of ``GameRepository``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scorekeeper.storage.clock import Clock, IdFactory, random_id, system_clock
from scorekeeper.storage.errors import GameNotFoundError
from scorekeeper.storage.model import GameSummary, StoredGame, summarize
from scorekeeper.storage.repository import GameRepository


class MemoryRepository(GameRepository):
    """Games kept in this process only; gone when it ends."""

    def __init__(self, *, clock: Clock = system_clock, new_id: IdFactory = random_id) -> None:
        super().__init__(clock=clock, new_id=new_id)
        self._games: dict[str, tuple[StoredGame, GameSummary]] = {}
        self._writes: dict[str, int] = {}

    def _fetch(self, game_id: str) -> StoredGame:
        try:
            return self._games[game_id][0]
        except KeyError:
            raise GameNotFoundError(game_id) from None

    def _token(self, game_id: str) -> str:
        """How many times the game was written: every write counts."""
        if game_id not in self._games:
            raise GameNotFoundError(game_id)
        return str(self._writes[game_id])

    def _store(self, stored: StoredGame) -> None:
        self._store_many([stored])

    def _store_many(self, stored: Sequence[StoredGame]) -> None:
        """All or nothing: the summaries are made first, and a dict update cannot fail."""
        self._games.update({one.game.id: (one, summarize(one)) for one in stored})
        for one in stored:
            self._writes[one.game.id] = self._writes.get(one.game.id, 0) + 1

    def _summaries(self) -> Iterable[GameSummary]:
        return [summary for _, summary in self._games.values()]

    def _taken(self, game_id: str) -> bool:
        return game_id in self._games

    def _close(self) -> None:
        """Nothing to release: the games simply stay in memory until dropped."""
