"""What the screens and commands read about stored games, as this layer's public API.

Why re-exported here: a screen lists games (``GameSummary``), shows the
store's start-up problems (``StorageProblem``, ``ProblemKind``), counts what an
import or a restore did (``ImportOutcome``, ``ImportAction``), catches the
errors a store raises (``StorageError``; ``GameNotFoundError`` for an id it
does not hold) and checks that an id looks like a game's
(``is_valid_game_id``). These are plain values and errors, no file is touched
through them, so they are handed on as they are; the store itself stays out
of the screens' and the commands' reach.
"""

from __future__ import annotations

from scorekeeper.storage.clock import is_valid_game_id
from scorekeeper.storage.errors import GameNotFoundError, StorageError
from scorekeeper.storage.model import (
    GameSummary,
    ImportAction,
    ImportOutcome,
    ProblemKind,
    StorageProblem,
)

__all__ = [
    "GameNotFoundError",
    "GameSummary",
    "ImportAction",
    "ImportOutcome",
    "ProblemKind",
    "StorageError",
    "StorageProblem",
    "is_valid_game_id",
]
