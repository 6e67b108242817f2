"""The game store the rest of the app talks to, whatever keeps the bytes.

Everything is expressed in the immutable ``Game`` of the rules core. The app
never sees files, documents or storage ids, so the in-memory store used by fast
tests and the TinyDB store on disk are interchangeable and pass the same
contract tests.

A change is the service's use case, not the store's: the service loads the
game once (``load_version``), asks the core for the changed game and puts it
back (``save_game``), which refuses if the stored game moved on meanwhile. A new
game or an import is decided in the service too (``Game.start``, which arriving
game is new, the same record or a copy) and put with ``put_games``. The store
only gets and puts, as TinyDB's ``Storage`` only reads and writes.

``GameRepository`` holds the behaviour once; a backend supplies seven small
primitives (``_fetch``, ``_token``, ``_store``, ``_store_many``, ``_summaries``,
``_taken``, ``_close``), so both stores cannot drift apart in what they allow.
All public methods take one re-entrant lock, because Flet runs event handlers
in worker threads.
"""

from __future__ import annotations

import abc
import functools
import threading
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Concatenate, ParamSpec, TypeVar

from scorekeeper.rules.game import Game
from scorekeeper.storage.clock import Clock, IdFactory, is_valid_game_id, timestamp
from scorekeeper.storage.errors import (
    GameChangedError,
    GameDeletedError,
    ImportChangedError,
    RepositoryClosedError,
    StorageError,
)
from scorekeeper.storage.model import GameSummary, GameVersion, StorageProblem, StoredGame

_Repo = TypeVar("_Repo", bound="GameRepository")
_P = ParamSpec("_P")
_T = TypeVar("_T")


def _locked(
    method: Callable[Concatenate[_Repo, _P], _T],
) -> Callable[Concatenate[_Repo, _P], _T]:
    """Run ``method`` under the store's lock, refusing calls after ``close()``."""

    @functools.wraps(method)
    def wrapper(self: _Repo, /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        with self._lock:
            if self._closed:
                raise RepositoryClosedError(folder=self.location)
            return method(self, *args, **kwargs)

    return wrapper


_MAX_ID_ATTEMPTS = 100


class GameRepository(abc.ABC):
    """Get and put games: load, save, list, delete, restore, export."""

    location: str = "memory"
    """Where the games are kept, for messages."""

    def __init__(self, *, clock: Clock, new_id: IdFactory) -> None:
        self._clock = clock
        self._new_id = new_id
        self._lock = threading.RLock()
        self._closed = False
        self._problems: list[StorageProblem] = []

    # --- games -------------------------------------------------------------------------

    @_locked
    def put_games(
        self, games: Sequence[Game], *, updated: str, in_place_of: Mapping[str, Game] | None = None
    ) -> None:
        """Store games that the service made or let in, durably and all or nothing.

        Each goes under its own id where no game is kept, or in place of the
        stored game that ``in_place_of`` names, which must still be that game.
        The check is made here, under the store's lock, so a game stored or
        changed since the service decided is never overwritten: then
        ``ImportChangedError`` and nothing is stored. ``updated`` is the time of
        the change, from this store's clock (``now``).
        """
        replacing = in_place_of or {}
        for game in games:
            if game.id in replacing:
                if self.readable(game.id) != replacing[game.id]:
                    raise ImportChangedError(game.id)
            elif self._taken(game.id):
                raise ImportChangedError(game.id)
        self._store_many([StoredGame(game, updated) for game in games])

    @_locked
    def load_game(self, game_id: str) -> Game:
        """The stored game ``game_id`` (also a deleted one, so it can be looked at)."""
        return self._fetch(game_id).game

    @_locked
    def load_version(self, game_id: str) -> GameVersion:
        """The stored game ``game_id`` as a change starts from it (see ``save_game``)."""
        stored = self._fetch(game_id)
        return GameVersion(stored.game, stored.deleted is not None, self._token(game_id))

    @_locked
    def save_game(self, game: Game, *, expected: GameVersion, updated: str) -> None:
        """Store ``game`` in place of ``expected``, durably, if that is still what is stored.

        The check and the write happen under the store's one lock, and the
        check reads no file (it compares the store's token of the stored
        state), so a write made since ``load_version`` is never overwritten:
        ``GameChangedError`` then, and nothing is stored. ``updated`` is the
        time the change was made, from this store's clock (``now``).
        """
        if self._token(game.id) != expected.token:
            raise GameChangedError(game.id)
        if expected.deleted:
            raise GameDeletedError(game.id)
        self._store(StoredGame(game, updated))

    @_locked
    def delete_game(self, game_id: str) -> None:
        """Move the game to the deleted list; ``restore_game`` brings it back."""
        stored = self._fetch(game_id)
        if stored.deleted is None:
            self._store(replace(stored, deleted=self.now()))

    @_locked
    def restore_game(self, game_id: str) -> Game:
        """Bring a deleted game back into the games list."""
        stored = self._fetch(game_id)
        if stored.deleted is not None:
            self._store(replace(stored, deleted=None))
        return stored.game

    # --- lists -------------------------------------------------------------------------

    @_locked
    def list_games(self) -> list[GameSummary]:
        """The games list, most recently played first; no game is loaded for it."""
        live = [s for s in self._summaries() if s.deleted is None]
        return sorted(live, key=lambda s: (s.updated, s.id), reverse=True)

    @_locked
    def list_deleted_games(self) -> list[GameSummary]:
        """Deleted games, most recently deleted first."""
        gone = [s for s in self._summaries() if s.deleted is not None]
        return sorted(gone, key=lambda s: (s.deleted or "", s.id), reverse=True)

    @_locked
    def problems(self) -> tuple[StorageProblem, ...]:
        """Everything found wrong with the stored files so far, oldest first."""
        return tuple(self._problems)

    @_locked
    def export_games(self, game_ids: Sequence[str] | None = None) -> list[Game]:
        """The named games, or every game in the list (oldest first) when none are named."""
        if game_ids is None:
            live = sorted(
                (s for s in self._summaries() if s.deleted is None),
                key=lambda s: (s.created, s.id),
            )
            game_ids = [s.id for s in live]
        return [self._fetch(game_id).game for game_id in game_ids]

    # --- life cycle --------------------------------------------------------------------

    def close(self) -> None:
        """Finish pending work and let go of the data folder; later calls are refused."""
        with self._lock:
            if not self._closed:
                self._closed = True
                self._close()

    def __enter__(self: _Repo) -> _Repo:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- helpers -----------------------------------------------------------------------

    def now(self) -> str:
        """The store's clock as ISO text: the time stamp of a correction made elsewhere."""
        return timestamp(self._clock)

    @_locked
    def readable(self, game_id: str) -> Game | None:
        """The stored game ``game_id``, or None if there is none or its file cannot be read."""
        try:
            return self._fetch(game_id).game
        except StorageError:
            return None

    @_locked
    def is_taken(self, game_id: str) -> bool:
        """Whether ``game_id`` is in use, by a listed game or by a file this store cannot read."""
        return self._taken(game_id)

    @_locked
    def fresh_id(self, reserved: Collection[str] = ()) -> str:
        """A new id from the factory that names no stored game and none in ``reserved``."""
        for _ in range(_MAX_ID_ATTEMPTS):
            candidate = self._new_id()
            if not is_valid_game_id(candidate):
                raise StorageError(detail=f"the id factory made an unusable game id {candidate!r}")
            if candidate not in reserved and not self._taken(candidate):
                return candidate
        raise StorageError(detail=f"no free game id after {_MAX_ID_ATTEMPTS} attempts")

    # --- what a backend provides -------------------------------------------------------

    @abc.abstractmethod
    def _fetch(self, game_id: str) -> StoredGame:
        """The stored game; ``GameNotFoundError`` if there is none."""

    @abc.abstractmethod
    def _token(self, game_id: str) -> str:
        """A cheap name of the stored state of ``game_id`` that every write changes; no read."""

    @abc.abstractmethod
    def _store(self, stored: StoredGame) -> None:
        """Save one game durably (new or replacing the one with its id)."""

    @abc.abstractmethod
    def _store_many(self, stored: Sequence[StoredGame]) -> None:
        """Save several games durably, all or none (import); ``StorageIOError`` if none."""

    @abc.abstractmethod
    def _summaries(self) -> Iterable[GameSummary]:
        """Summaries of all games, deleted ones included, without loading them."""

    @abc.abstractmethod
    def _taken(self, game_id: str) -> bool:
        """Whether ``game_id`` is in use (by a listed game or an unreadable file)."""

    @abc.abstractmethod
    def _close(self) -> None:
        """Backend clean-up on ``close()``."""
