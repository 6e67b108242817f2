"""The values the game store hands out: summaries, problems, import outcomes.

They are plain frozen data, separate from any backend, so the UI and the
command line can depend on them without importing a storage implementation.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.variants import Variant


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game plus what only the store knows about it."""

    game: Game
    updated: str
    """When the hand log or settings last changed (ISO 8601)."""
    deleted: str | None = None
    """When the game was deleted; None while it is in the games list."""


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of the games list, available without loading the game."""

    id: str
    created: str
    updated: str
    variant: Variant
    players: tuple[str, str, str]
    """Names in seat order."""
    hands: int
    """Number of hands in the log."""
    finished: bool
    winner: str | None
    totals: Mapping[str, int]
    """Cumulative score per player, in seat order (read-only)."""
    deleted: str | None = None
    """When the game was deleted; None for a game in the games list."""


def summarize(stored: StoredGame) -> GameSummary:
    """The summary of ``stored``, derived by replay like every other number."""
    game = stored.game
    state = replay(game)
    return GameSummary(
        id=game.id,
        created=game.created,
        updated=stored.updated,
        variant=game.variant,
        players=game.players,
        hands=len(game.hands),
        finished=state.finished,
        winner=state.winner,
        totals=MappingProxyType({p: state.totals[p] for p in game.players}),
        deleted=stored.deleted,
    )


class ProblemKind(enum.Enum):
    """What the store found wrong with its files (the UI shows these at start-up)."""

    DAMAGED_GAME = "damaged_game"
    """A game file that could not be read; moved aside to the damaged folder."""
    DAMAGED_INDEX = "damaged_index"
    """The games list index could not be read; moved aside and rebuilt."""
    NEWER_GAME = "newer_game"
    """A game written by a newer app version; left untouched and not listed."""
    UNREADABLE_GAME = "unreadable_game"
    """A game file the system would not let us read or move; left alone."""
    MISSING_GAME = "missing_game"
    """A game the index lists whose file is gone."""
    FOREIGN_FILE = "foreign_file"
    """A file in the games folder that is not named like a game; left alone."""
    INDEX_NOT_SAVED = "index_not_saved"
    """The index could not be rewritten; it is rebuilt from the game files next time."""


@dataclass(frozen=True, slots=True)
class StorageProblem:
    """One problem found in the data folder, with an English message."""

    kind: ProblemKind
    path: Path
    message: str
    moved_to: Path | None = None
    """Where a damaged file was moved, so nothing is lost."""


class ImportAction(enum.Enum):
    """What importing one game did."""

    ADDED = "added"
    """Stored under the id it came with."""
    SKIPPED = "skipped"
    """The same game (same id, same content) is already stored."""
    COPIED = "copied"
    """Another game has its id: stored as a new game with a new id."""
    NEW_ID = "new_id"
    """It came without a usable id: stored with a new one."""


@dataclass(frozen=True, slots=True)
class ImportOutcome:
    """The fate of one imported game."""

    action: ImportAction
    game_id: str
    """The id it is stored under (for ``SKIPPED``: the game already stored)."""
    source_id: str
    """The id it had in the file ("" if none)."""
    players: tuple[str, str, str]

    def describe(self) -> str:
        """One English line for the command line."""
        who = ", ".join(self.players)
        if self.action is ImportAction.ADDED:
            return f"added {self.game_id} ({who})"
        if self.action is ImportAction.SKIPPED:
            return f"skipped {self.game_id} ({who}): already stored"
        if self.action is ImportAction.COPIED:
            return (
                f"added {self.game_id} ({who}) as a new game: id {self.source_id} "
                "is already taken by a different game"
            )
        reason = f"id {self.source_id!r} cannot be used" if self.source_id else "it had no id"
        return f"added {self.game_id} ({who}) with a new id: {reason}"
