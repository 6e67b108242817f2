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
class GameVersion:
    """A stored game as a change starts from it (``GameRepository.load_version``).

    ``token`` is the store's name for exactly this stored state; ``save_game``
    stores a changed game only while the stored state still has it.
    """

    game: Game
    deleted: bool
    """Whether the game is in the deleted list (it must be restored to be changed)."""
    token: str


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
    GAME_SHOWN_IN_PART = "game_shown_in_part"
    """A game file with a bad hand: moved aside whole; the game stays listed up to that hand."""
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
    """What importing one game did.

    A game keeps its id through sharing, backup and restore, so a copy of a
    stored game is never stored as a second game by itself: the same record is
    skipped, a different one is a ``CONFLICT`` (nothing stored) until the caller
    says what to do with it (``REPLACED`` or ``COPIED``).
    """

    ADDED = "added"
    """Stored under the id it came with."""
    SKIPPED = "skipped"
    """The same game (same id, same content) is already stored."""
    CONFLICT = "conflict"
    """The stored game with its id differs: nothing stored, the stored one is kept."""
    REPLACED = "replaced"
    """The stored game with its id differed: the caller chose to take the arriving record."""
    COPIED = "copied"
    """The stored game with its id differed: the caller chose to keep both, so the
    arriving one is a deliberate second game, stored under a new id (``copy_of``)."""
    NEW_ID = "new_id"
    """It came without a usable id: stored with a new one."""


STORED_ACTIONS = frozenset(
    {ImportAction.ADDED, ImportAction.REPLACED, ImportAction.COPIED, ImportAction.NEW_ID}
)
"""The actions after which the game named by the outcome was written."""


@dataclass(frozen=True, slots=True)
class ImportOutcome:
    """The fate of one imported game."""

    action: ImportAction
    game_id: str
    """The id it is stored under (for ``SKIPPED`` and ``CONFLICT``: the game already stored)."""
    source_id: str
    """The id it had in the file ("" if none)."""
    players: tuple[str, str, str]

    @property
    def stored(self) -> bool:
        """Whether this import wrote the game ``game_id``."""
        return self.action in STORED_ACTIONS

    def describe(self) -> str:
        """One English line for the command line."""
        who = ", ".join(self.players)
        if self.action is ImportAction.ADDED:
            return f"added {self.game_id} ({who})"
        if self.action is ImportAction.SKIPPED:
            return f"skipped {self.game_id} ({who}): already stored"
        if self.action is ImportAction.CONFLICT:
            return (
                f"kept the stored {self.game_id} ({who}): the file's copy differs "
                "(--take-theirs stores the file's, --keep-both stores it as a second game)"
            )
        if self.action is ImportAction.REPLACED:
            return f"replaced {self.game_id} ({who}) with the file's copy"
        if self.action is ImportAction.COPIED:
            return f"added {self.game_id} ({who}) as a copy of {self.source_id}"
        reason = f"id {self.source_id!r} cannot be used" if self.source_id else "it had no id"
        return f"added {self.game_id} ({who}) with a new id: {reason}"
