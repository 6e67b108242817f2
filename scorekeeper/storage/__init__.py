"""Game storage: a small repository interface, TinyDB on disk, a dict for tests.

The app builds one store in its composition root (``open_repository(path)``
with its clock and id factory) and passes it down; nothing else in the app
sees files, TinyDB documents or storage ids. See ``tinydb_repo`` for the
layout on disk and why saves stay cheap at any number of games, ``gamefile``
and ``index`` for the TinyDB databases, ``atomic_storage`` for the storage
under them.
"""

from __future__ import annotations

from scorekeeper.storage.atomic_storage import write_atomic
from scorekeeper.storage.backup import BACKUP_FORMAT, backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.clock import Clock, IdFactory
from scorekeeper.storage.errors import (
    BackupFormatError,
    DamagedFileError,
    DataDirLockedError,
    GameDamagedError,
    GameDeletedError,
    GameNotFoundError,
    NewerSchemaError,
    RepositoryClosedError,
    StorageError,
    StorageIOError,
)
from scorekeeper.storage.memory import MemoryRepository
from scorekeeper.storage.model import (
    GameSummary,
    ImportAction,
    ImportOutcome,
    ProblemKind,
    StorageProblem,
)
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.tinydb_repo import TinyDBRepository, open_repository

__all__ = [
    "BACKUP_FORMAT",
    "BackupFormatError",
    "Clock",
    "DamagedFileError",
    "DataDirLockedError",
    "GameDamagedError",
    "GameDeletedError",
    "GameNotFoundError",
    "GameRepository",
    "GameSummary",
    "IdFactory",
    "ImportAction",
    "ImportOutcome",
    "MemoryRepository",
    "NewerSchemaError",
    "ProblemKind",
    "RepositoryClosedError",
    "StorageError",
    "StorageIOError",
    "StorageProblem",
    "TinyDBRepository",
    "backup_to_dict",
    "dumps_json",
    "loads_games",
    "open_repository",
    "write_atomic",
]
