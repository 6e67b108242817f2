"""Putting a scanned game into the game store, never overwriting a record silently.

The thin imperative step after decoding: a game this phone does not have is
stored; the same game again changes nothing; a game whose id is stored with
other hands or settings is *not* stored but returned with a ``Comparison``, so
the players choose (``resolve``) between keeping theirs, taking the other,
or keeping both.

Everything goes through the public ``GameRepository`` interface. Taking the
other record builds the new game in the core (``take_theirs``: at the same table
our differing hands are undone as corrections, so this phone's audit trail
remains) and stores it in one durable write (``replace_game``).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.rules.game import Game
from scorekeeper.sharing.codes import game_from_codes
from scorekeeper.sharing.compare import (
    Comparison,
    Resolution,
    compare_games,
    take_theirs,
)
from scorekeeper.sharing.errors import SharingError
from scorekeeper.storage.clock import is_valid_game_id
from scorekeeper.storage.errors import GameNotFoundError
from scorekeeper.storage.repository import GameRepository


class StaleComparisonError(SharingError):
    """A choice made on a comparison after the stored game changed again."""

    key = "error.sharing.stale"
    template = "the game changed on this phone since the comparison; import the code again"


class ImportStatus(enum.Enum):
    """What importing a scanned game did."""

    ADDED = "added"
    """A game this phone did not have: now stored."""
    UNCHANGED = "unchanged"
    """The same record (settings and hands) is already stored; nothing was written.

    Ids, creation times and corrections may differ between two copies of one
    record; they do not change the score, so they are no reason to ask."""
    CONFLICT = "conflict"
    """The stored record differs; nothing was written, the players must choose."""


@dataclass(frozen=True, slots=True)
class ImportResult:
    """The outcome of importing one scanned game."""

    status: ImportStatus
    game: Game
    """The game as stored on this phone now (for ``CONFLICT``: this phone's record)."""
    comparison: Comparison | None = None
    """For ``CONFLICT``: both records side by side."""


def import_game(repository: GameRepository, game: Game) -> ImportResult:
    """Store ``game`` if it is new; compare it with the stored record if it is not."""
    stored = _stored(repository, game.id)
    if stored is None:
        outcome = repository.import_games([game])[0]
        return ImportResult(ImportStatus.ADDED, repository.load_game(outcome.game_id))
    comparison = compare_games(stored, game)
    if comparison.identical:
        return ImportResult(ImportStatus.UNCHANGED, stored)
    return ImportResult(ImportStatus.CONFLICT, stored, comparison)


def _stored(repository: GameRepository, game_id: str) -> Game | None:
    """The live stored game with this id, if any (a deleted one does not count)."""
    if not is_valid_game_id(game_id):
        return None
    if any(summary.id == game_id for summary in repository.list_deleted_games()):
        return None
    try:
        return repository.load_game(game_id)
    except GameNotFoundError:
        return None


def resolve(
    repository: GameRepository, comparison: Comparison, resolution: Resolution
) -> tuple[Game, ...]:
    """Apply the players' choice; returns the game(s) as stored afterwards."""
    here, there = comparison.here, comparison.there
    if repository.load_game(here.id) != here:
        raise StaleComparisonError()
    if resolution is Resolution.KEEP_MINE:
        return (here,)
    if resolution is Resolution.KEEP_BOTH:
        outcome = repository.import_games([there])[0]
        return here, repository.load_game(outcome.game_id)
    return (repository.replace_game(take_theirs(comparison, repository.now())),)


def import_codes(repository: GameRepository, texts: Iterable[str]) -> ImportResult:
    """Decode code texts and import the game; a bad code raises and stores nothing.

    Decoding is complete (every check, the whole game validated) before the
    store is touched, so a refusal can never leave half a game behind.
    """
    return import_game(repository, game_from_codes(texts))
