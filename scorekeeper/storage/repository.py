"""The game store the rest of the app talks to, whatever keeps the bytes.

Everything is expressed in the immutable ``Game`` of the rules core. The app
never sees files, documents or storage ids, so the in-memory store used by fast
tests and the TinyDB store on disk are interchangeable and pass the same
contract tests.

A change is the service's use case, not the store's: the service loads the
game once (``load_version``), asks the core for the changed game and puts it
back (``save_game``), which refuses if the stored game moved on meanwhile. The
store only gets and puts, as TinyDB's ``Storage`` only reads and writes.

``GameRepository`` holds the behaviour once; a backend supplies seven small
primitives (``_fetch``, ``_token``, ``_store``, ``_store_many``, ``_summaries``,
``_taken``, ``_close``), so both stores cannot drift apart in what they allow.
All public methods take one re-entrant lock, because Flet runs event handlers
in worker threads.
"""

from __future__ import annotations

import abc
import functools
import hashlib
import json
import threading
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from types import TracebackType
from typing import Concatenate, ParamSpec, TypeVar

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.session import session_to_dict
from scorekeeper.rules.validation import name_key
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.storage.clock import Clock, IdFactory, is_valid_game_id, timestamp
from scorekeeper.storage.errors import (
    GameChangedError,
    GameDeletedError,
    ImportChangedError,
    ImportNotStoredError,
    RepositoryClosedError,
    StorageError,
    StorageIOError,
)
from scorekeeper.storage.model import (
    STORED_ACTIONS,
    GameSummary,
    GameVersion,
    ImportAction,
    ImportOutcome,
    StorageProblem,
    StoredGame,
)

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
    """Create, change, list, delete, restore, export and import games."""

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
    def create_game(
        self,
        players: Sequence[str],
        variant: Variant,
        *,
        first: Seats,
        rules: HouseRules | None = None,
    ) -> Game:
        """Start and store a new game (players and the first hand's seats are checked)."""
        now = self._now()
        game = Game.start(
            list(players), variant, first=first, rules=rules, game_id=self._fresh_id(), created=now
        )
        self._store(StoredGame(game, now))
        return game

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
            self._store(replace(stored, deleted=self._now()))

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
    def known_players(self) -> list[str]:
        """Every player name in the games list, most recently played first.

        Names that docs/RULES.md counts as the same (case, surrounding spaces) appear
        once, spelled as in the most recent game, so the new-game form can offer
        them without near-duplicates.
        """
        names: dict[str, str] = {}
        for summary in self.list_games():
            for player in summary.players:
                names.setdefault(name_key(player), player)
        return list(names.values())

    @_locked
    def problems(self) -> tuple[StorageProblem, ...]:
        """Everything found wrong with the stored files so far, oldest first."""
        return tuple(self._problems)

    # --- export and import -------------------------------------------------------------

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

    @_locked
    def import_games(
        self,
        games: Sequence[Game],
        *,
        take: Mapping[str, tuple[Game, Game]] | None = None,
        copies: Collection[str] = (),
    ) -> tuple[ImportOutcome, ...]:
        """Store already validated games, all or nothing, never over a different stored game.

        A game keeps its id, so an arriving copy of a stored game is compared:
        the same record is skipped; a different one is a ``CONFLICT`` and not
        stored, unless the caller resolved it: ``take[id] = (seen, record)``
        stores ``record`` in place of the stored game, which must still be
        ``seen`` (else ``ImportChangedError``, nothing stored); an id in
        ``copies`` stores the arriving game as a second game with a new id.
        A game without a usable id gets a new one. If a write fails, every game
        this call wrote is removed again and ``ImportNotStoredError`` says so.
        """
        now = self._now()
        taking = take or {}
        planned: dict[str, Game] = {}
        outcomes: list[ImportOutcome] = []
        for game in games:
            action = self._import_action(game, planned)
            stored_as = game
            here = self._readable(game.id) if action is ImportAction.CONFLICT else None
            if here is not None and game.id in taking and game.id not in planned:
                seen, stored_as = taking[game.id]
                if here != seen or stored_as.id != game.id:
                    raise ImportChangedError(game.id)
                stored_as = replace(stored_as, created=stored_as.created or here.created)
                action = ImportAction.REPLACED
            elif action is ImportAction.CONFLICT and game.id in copies:
                action, stored_as = self._copy(game, planned)
            if action is ImportAction.NEW_ID:
                stored_as = replace(stored_as, id=self._fresh_id(reserved=planned))
            if action in STORED_ACTIONS:
                if not stored_as.created:
                    stored_as = replace(stored_as, created=now)
                planned[stored_as.id] = stored_as
            outcomes.append(ImportOutcome(action, stored_as.id, game.id, game.players))
        if planned:
            try:
                self._store_many([StoredGame(game, now) for game in planned.values()])
            except StorageIOError as exc:
                raise ImportNotStoredError(exc) from exc
        return tuple(outcomes)

    def _copy(self, game: Game, planned: Mapping[str, Game]) -> tuple[ImportAction, Game]:
        """Keep both: ``game`` as a second game, under an id derived from it.

        The id comes from the game's id and record, so importing the same file
        again meets the copy it made the first time and skips it, rather than
        making a third game. Only if that id names another game is a fresh one used.
        """
        copy = replace(game, id=_copy_id(game))
        if copy.id in planned or self._taken(copy.id):
            known = planned.get(copy.id) or self._readable(copy.id)
            if _match(known, copy) is ImportAction.SKIPPED:
                return ImportAction.SKIPPED, copy
            copy = replace(copy, id=self._fresh_id(reserved=planned))
        return ImportAction.COPIED, copy

    def _import_action(self, game: Game, planned: Mapping[str, Game]) -> ImportAction:
        """What importing ``game`` does, given the store and the games planned before it."""
        if not is_valid_game_id(game.id):
            return ImportAction.NEW_ID
        if game.id in planned:
            return _match(planned[game.id], game)
        if not self._taken(game.id):
            return ImportAction.ADDED
        return _match(self._readable(game.id), game)

    # --- life cycle --------------------------------------------------------------------

    def close(self) -> None:
        """Finish pending work and let go of the data folder; later calls are refused."""
        with self._lock:
            if not self._closed:
                self._closed = True
                self._close()

    def __enter__(self: _Repo) -> _Repo:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # --- helpers -----------------------------------------------------------------------

    def now(self) -> str:
        """The store's clock as ISO text: the time stamp of a correction made elsewhere."""
        return timestamp(self._clock)

    def _now(self) -> str:
        return self.now()

    def _readable(self, game_id: str) -> Game | None:
        """The stored game under a taken id, or None if its file cannot be read."""
        try:
            return self._fetch(game_id).game
        except StorageError:
            return None

    def _fresh_id(self, reserved: Mapping[str, object] | None = None) -> str:
        """A new id from the factory that names no stored or planned game."""
        for _ in range(_MAX_ID_ATTEMPTS):
            candidate = self._new_id()
            if not is_valid_game_id(candidate):
                raise StorageError(detail=f"the id factory made an unusable game id {candidate!r}")
            if candidate not in (reserved or {}) and not self._taken(candidate):
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


def _match(stored: Game | None, imported: Game) -> ImportAction:
    """``SKIPPED`` if ``imported`` is the stored game under its id, else ``CONFLICT``.

    An unreadable stored game (None) never matches, so it is never overwritten.
    """
    if stored is None:
        return ImportAction.CONFLICT
    return ImportAction.SKIPPED if _record(stored) == _record(imported) else ImportAction.CONFLICT


def _copy_id(game: Game) -> str:
    """A stable id for the kept-both copy of ``game``: 12 hex digits of its id and record."""
    text = json.dumps([game.id, _record(replace(game, id=""))], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _record(game: Game) -> dict[str, object]:
    """What two copies of one game must share to be the same: settings and hands.

    Creation times and corrections may differ between copies (an undo redone on
    one phone); they change no score, so they are no reason to ask, as in
    ``sharing.compare``.
    """
    session = session_to_dict(game)
    session.pop("created", None)
    session.pop("corrections", None)
    return session
