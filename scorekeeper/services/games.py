"""Every change of a game, checked against what the screen showed, stored, then told.

A change names the revision of the game it was made against (what that screen
showed, :func:`~scorekeeper.services.revision.revision`). Under one lock the
service compares it with the stored game: equal, the store makes the change
durably and the feed tells every open screen; different, the change is refused
with a :class:`~scorekeeper.services.errors.StaleGameError` that says what the
other phone did first and carries the stored game. So a stale screen can never
store a hand twice, undo a hand it never saw, or replace a correction made
elsewhere: nothing another phone saved is replaced or lost.

Why the service keeps a short log of recent changes: the refusal names the
change the screen missed ("hand 6 was recorded on another phone"), and only the
service saw it happen. Where the log does not reach back (another process
changed the file, or long ago), the refusal says the game was changed.
"""

from __future__ import annotations

import copy
import threading
from collections import deque
from collections.abc import Callable, Collection, Mapping, Sequence

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Seats
from scorekeeper.rules.validation import name_key
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.changes import ChangeFeed, ChangeKind, GameChanged
from scorekeeper.services.errors import STALE_BY_KIND, StaleDeletedError, StaleGameError
from scorekeeper.services.import_actions import put_arriving
from scorekeeper.services.revision import revision
from scorekeeper.storage.errors import GameChangedError, GameDeletedError
from scorekeeper.storage.model import (
    GameSummary,
    GameVersion,
    ImportOutcome,
    StorageProblem,
)
from scorekeeper.storage.repository import GameRepository

RECENT_CHANGES = 64
"""Changes remembered per game to name the one a stale screen missed."""


class GameService:
    """The one way to change a game; reads go through it too, for one door to the store."""

    def __init__(self, repository: GameRepository, feed: ChangeFeed | None = None) -> None:
        self._repository = repository
        self.feed = feed or ChangeFeed()
        """Where every stored change is announced."""
        self._lock = threading.RLock()
        self._recent: dict[str, deque[tuple[str, GameChanged]]] = {}
        self._origin = ""

    def bound_to(self, origin: str) -> GameService:
        """This service as one session uses it: its changes say ``origin`` unless told otherwise.

        The bound service shares the store, the lock, the feed and the log of
        recent changes with this one; a screen names its session once, not at
        every call.
        """
        bound = copy.copy(self)
        bound._origin = origin
        return bound

    # --- reading ------------------------------------------------------------------------

    def load(self, game_id: str) -> Game:
        """The stored game ``game_id`` (also a deleted one, so it can be looked at)."""
        return self._repository.load_game(game_id)

    def list_games(self) -> list[GameSummary]:
        """The games list, most recently played first."""
        return self._repository.list_games()

    def list_deleted_games(self) -> list[GameSummary]:
        """Deleted games, most recently deleted first."""
        return self._repository.list_deleted_games()

    def is_deleted(self, game_id: str) -> bool:
        """Whether ``game_id`` is in the deleted list."""
        return any(summary.id == game_id for summary in self.list_deleted_games())

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

    def problems(self) -> tuple[StorageProblem, ...]:
        """What the store found wrong with its files."""
        return self._repository.problems()

    def export_games(self, game_ids: Sequence[str] | None = None) -> list[Game]:
        """The named games, or every game in the list (oldest first)."""
        return self._repository.export_games(game_ids)

    def now(self) -> str:
        """The store's clock as ISO text."""
        return self._repository.now()

    def close(self) -> None:
        """Let go of the data folder (its lock); later calls are refused."""
        self._repository.close()

    def __enter__(self) -> GameService:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- changing -----------------------------------------------------------------------

    def create(
        self,
        players: Sequence[str],
        variant: Variant,
        *,
        first: Seats,
        rules: HouseRules | None = None,
        origin: str | None = None,
    ) -> Game:
        """Start a new game in the core (players and first seats are checked) and store it."""
        with self._lock:
            now = self._repository.now()
            game_id = self._repository.fresh_id()
            game = Game.start(
                list(players), variant, first=first, rules=rules, game_id=game_id, created=now
            )
            self._repository.put_games([game], updated=now)
            self._announce(game, ChangeKind.CREATED, None, "", origin)
        return game

    def record(
        self, game_id: str, entry: HandEntry, *, based_on: str, origin: str | None = None
    ) -> Game:
        """Record ``entry`` as the next hand of the game the screen showed."""
        with self._lock:
            shown = self._check(game_id, based_on)
            game = self._save(shown, lambda game, _now: game.record(entry))
            return self._changed(game, ChangeKind.RECORDED, len(game.hands), based_on, origin)

    def undo(self, game_id: str, number: int, *, based_on: str, origin: str | None = None) -> Game:
        """Remove hand ``number``, which must be the last hand of the game the screen showed."""
        with self._lock:
            shown = self._check(game_id, based_on)
            if number != len(shown.game.hands):
                raise StaleGameError(shown.game)
            game = self._save(shown, lambda game, now: game.undo_last(now))
            return self._changed(game, ChangeKind.UNDONE, number, based_on, origin)

    def redo(
        self,
        game_id: str,
        number: int,
        entry: HandEntry,
        *,
        based_on: str,
        origin: str | None = None,
    ) -> Game:
        """Put the undone hand ``number`` back, if nothing happened since the undo."""
        with self._lock:
            shown = self._check(game_id, based_on)
            if number != len(shown.game.hands) + 1:
                raise StaleGameError(shown.game)
            game = self._save(shown, lambda game, now: game.redo(number, entry, now))
            return self._changed(game, ChangeKind.REDONE, number, based_on, origin)

    def edit(
        self,
        game_id: str,
        number: int,
        entry: HandEntry,
        *,
        based_on: str,
        origin: str | None = None,
    ) -> Game:
        """Correct hand ``number`` of the game the screen showed."""
        with self._lock:
            shown = self._check(game_id, based_on)
            game = self._save(shown, lambda game, now: game.edit(number, entry, now))
            return self._changed(game, ChangeKind.EDITED, number, based_on, origin)

    def change_rules(
        self, game_id: str, rules: HouseRules, *, based_on: str, origin: str | None = None
    ) -> Game:
        """Re-score the game the screen showed under other house rules."""
        with self._lock:
            shown = self._check(game_id, based_on)
            game = self._save(shown, lambda game, now: game.with_rules(rules, now))
            return self._changed(game, ChangeKind.RULES, None, based_on, origin)

    def delete(self, game_id: str, *, origin: str | None = None) -> None:
        """Move the game to the deleted list (``restore`` brings it back)."""
        with self._lock:
            game = self._repository.load_game(game_id)
            self._repository.delete_game(game_id)
            self._told(
                GameChanged(game_id, ChangeKind.DELETED, None, "", self._said(origin)),
                revision(game),
            )

    def restore(self, game_id: str, *, origin: str | None = None) -> Game:
        """Bring a deleted game back into the games list."""
        with self._lock:
            game = self._repository.restore_game(game_id)
            self._announce(game, ChangeKind.RESTORED, None, "", origin)
        return game

    def import_games(
        self,
        games: Sequence[Game],
        *,
        take: Mapping[str, tuple[Game, Game]] | None = None,
        copies: Collection[str] = (),
        origin: str | None = None,
    ) -> tuple[ImportOutcome, ...]:
        """Store already validated games, all or nothing, then tell (``services.imports`` plans).

        A game keeps its id, so an arriving copy of a stored game is skipped if
        it is the same record and otherwise stored only as ``take`` or
        ``copies`` say (``services.import_actions``). If a write fails,
        nothing is stored and ``ImportNotStoredError`` says so.
        """
        with self._lock:
            outcomes = put_arriving(self._repository, games, take=take or {}, copies=copies)
            for outcome in outcomes:
                if outcome.stored:
                    stored = self._repository.load_game(outcome.game_id)
                    self._announce(stored, ChangeKind.IMPORTED, None, "", origin)
        return outcomes

    # --- helpers ------------------------------------------------------------------------

    def _said(self, origin: str | None) -> str:
        """Who makes a change: the origin given, else the one this service is bound to."""
        return self._origin if origin is None else origin

    def _check(self, game_id: str, based_on: str) -> GameVersion:
        """The stored game, if it is the one the screen showed; else the refusal."""
        stored = self._repository.load_version(game_id)
        if revision(stored.game) != based_on:
            raise self._stale(stored.game, based_on)
        return stored

    def _save(self, shown: GameVersion, change: Callable[[Game, str], Game]) -> Game:
        """Let the core make the change at the store's time, and put the changed game back.

        A deleted game is refused in the table's words; a game changed in the
        store meanwhile (not through this service) is refused as any stale change.
        """
        if shown.deleted:
            raise StaleDeletedError(shown.game)
        now = self._repository.now()
        game = change(shown.game, now)
        if game == shown.game:
            return game
        try:
            self._repository.save_game(game, expected=shown, updated=now)
        except GameDeletedError:
            raise StaleDeletedError(shown.game) from None
        except GameChangedError:
            raise self._stale(self._repository.load_game(game.id), revision(shown.game)) from None
        return game

    def _stale(self, stored: Game, based_on: str) -> StaleGameError:
        """The refusal naming the first change made after ``based_on``, if remembered."""
        for before, change in self._recent.get(stored.id, ()):
            if before == based_on:
                return STALE_BY_KIND[change.kind](stored, number=change.number)
        return StaleGameError(stored)

    def _changed(
        self, game: Game, kind: ChangeKind, number: int | None, before: str, origin: str | None
    ) -> Game:
        self._announce(game, kind, number, before, origin)
        return game

    def _announce(
        self, game: Game, kind: ChangeKind, number: int | None, before: str, origin: str | None
    ) -> None:
        """Tell the change to ``game`` (stored as it is now) if it changed the revision."""
        after = revision(game)
        if after != before:
            self._told(GameChanged(game.id, kind, number, after, self._said(origin), game), before)

    def _told(self, change: GameChanged, before: str) -> None:
        recent = self._recent.setdefault(change.game_id, deque(maxlen=RECENT_CHANGES))
        recent.append((before, change))
        self.feed.publish(change)
