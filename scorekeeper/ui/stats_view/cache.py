"""Replayed games kept between visits to the statistics screen.

Why: statistics need every game replayed, about a third of a millisecond per
game plus reading its file; with thousands of games that is seconds, while a
finished game never changes. The cache keeps each game's ``PlayedGame`` under
what its summary in the games list says about it (id, last change, hands,
totals, winner), so the next visit reloads and replays only the games that
changed since, and the statistics themselves are counted from memory.

The summary is the key because it comes from the store's in-memory index, at
no cost. Its time stamp has one-second resolution; a change that leaves the
hands, the totals and the winner all as they were within the same second (say,
entered cards corrected without changing any deadwood) is picked up on the
next change of that game, and it changes no statistic anyway.

One cache per process (the composition root builds it), shared by every
session, locked because Flet runs handlers in threads.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import TypeVar, cast

from scorekeeper.stats import PlayedGame
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.model import GameSummary
from scorekeeper.storage.repository import GameRepository

T = TypeVar("T")


def summary_key(summary: GameSummary) -> Hashable:
    """What identifies one version of a game in the games list."""
    return (
        summary.id,
        summary.updated,
        summary.hands,
        summary.winner,
        tuple(summary.totals.items()),
    )


class PlayedGames:
    """The live games of a store, replayed, brought up to date on each request."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._played: dict[str, tuple[Hashable, PlayedGame]] = {}
        self._counted: tuple[Hashable, object] | None = None

    def games(self, repository: GameRepository) -> tuple[list[PlayedGame], int]:
        """Every live game of ``repository`` replayed, and how many could not be read.

        A game whose file is damaged, or that no longer replays, is left out
        and counted, so one bad file does not hide everybody's statistics.
        """
        played, unreadable, _version = self._refresh(repository)
        return played, unreadable

    def counted(
        self,
        repository: GameRepository,
        count: Callable[[list[PlayedGame], int], T],
    ) -> T:
        """``count(played, unreadable)`` over the live games, kept until a game changes.

        Counting thousands of replayed games still takes a tenth of a second or
        more; when no game changed since the last visit, the last result (for
        the same ``count``) is handed out again.
        """
        played, unreadable, version = self._refresh(repository)
        key = (count, version)
        with self._lock:
            if self._counted is not None and self._counted[0] == key:
                return cast(T, self._counted[1])
        result = count(played, unreadable)
        with self._lock:
            self._counted = (key, result)
        return result

    def _refresh(self, repository: GameRepository) -> tuple[list[PlayedGame], int, Hashable]:
        """Replay what changed; return the games, the unreadable count and a version."""
        summaries = repository.list_games()
        with self._lock:
            cached = dict(self._played)
        fresh: dict[str, tuple[Hashable, PlayedGame]] = {}
        failed: list[Hashable] = []
        for summary in summaries:
            key = summary_key(summary)
            known = cached.get(summary.id)
            if known is not None and known[0] == key:
                fresh[summary.id] = known
                continue
            try:
                fresh[summary.id] = (key, PlayedGame.of(repository.load_game(summary.id)))
            except (StorageError, ValueError):
                failed.append(key)
        with self._lock:
            self._played = fresh
        version = frozenset([*(key for key, _ in fresh.values()), *failed])
        return [played for _, played in fresh.values()], len(failed), version
