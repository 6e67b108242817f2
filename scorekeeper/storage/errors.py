"""Why a stored game could not be read or written, each its own exception.

They derive from ``ScorekeeperError`` so the UI's one error handler shows them
like any other refusal; each names the folder, file or game it is about, because
"storage error" alone tells a player nothing they can act on.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.reasons import Reason
from scorekeeper.storage.os_reasons import action_reason, os_reason


class StorageError(ScorekeeperError):
    """Base of everything the game store refuses or fails to do."""


class DataDirLockedError(StorageError):
    """Another process holds the data folder; two writers would corrupt it."""

    key = "error.storage.locked"
    template = (
        "the data folder {folder} is in use by another Scorekeeper{holder}; "
        "close that one first, or choose another folder with --data-dir"
    )

    def __init__(self, folder: Path, pid: int | None) -> None:
        super().__init__(folder=str(folder), holder=f" (process {pid})" if pid else "")
        self.folder = folder


class StorageIOError(StorageError):
    """The operating system refused a read or write (disk full, permissions).

    The action and the reason are codes (``Reason``) the catalogues word, so the
    refusal is in the player's language; ``str()`` is the English as before.
    """

    key = "error.storage.io"
    template = "cannot {action} {path}: {reason}"

    def __init__(self, action: str, path: Path, reason: OSError | Reason) -> None:
        why = os_reason(reason) if isinstance(reason, OSError) else reason
        super().__init__(action=action_reason(action), path=str(path), reason=why)
        self.path = path
        self.reason = why


class DamagedFileError(StorageError):
    """A file that exists but cannot be what this app wrote (truncated, edited, foreign)."""

    key = "error.storage.damaged"
    template = "{path} is damaged: {detail}"

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(path=str(path), detail=detail)
        self.path = path
        self.detail = detail


class NewerSchemaError(StorageError):
    """A file written by a newer version; reading or rewriting it would lose data."""

    key = "error.storage.newer"
    template = (
        "{path} was written by a newer Scorekeeper (format version {found}; this one "
        "reads up to {supported}); it is left untouched"
    )

    def __init__(self, path: Path, found: int, supported: int) -> None:
        super().__init__(path=str(path), found=found, supported=supported)
        self.path = path
        self.found = found
        self.supported = supported


class GameNotFoundError(StorageError):
    """No stored game has this id."""

    key = "error.storage.not_found"
    template = "there is no stored game with id '{game_id}'"

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id=game_id)
        self.game_id = game_id


class GameDeletedError(StorageError):
    """A change to a game in the deleted list; it must be restored first."""

    key = "error.storage.deleted"
    template = "game '{game_id}' is deleted; restore it before changing it"

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id=game_id)
        self.game_id = game_id


class GameChangedError(StorageError):
    """A save of a game that was changed since it was loaded; nothing was stored."""

    key = "error.storage.changed"
    template = "game '{game_id}' changed since it was loaded; nothing was saved"

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id=game_id)
        self.game_id = game_id


class GameDamagedError(StorageError):
    """A game whose file turned out damaged when it was opened; it was moved aside."""

    key = "error.storage.game_damaged"
    template = "game '{game_id}' could not be read ({detail}); the file was moved to {moved_to}"

    def __init__(self, game_id: str, detail: str, moved_to: Path) -> None:
        super().__init__(game_id=game_id, detail=detail, moved_to=str(moved_to))
        self.game_id = game_id
        self.moved_to = moved_to


class BackupFormatError(StorageError):
    """An import file that is neither a backup nor a session of docs/RULES.md."""


class RepositoryClosedError(StorageError):
    """A call after ``close()``: the folder lock is gone, so writing is unsafe."""

    key = "error.storage.closed"
    template = "the game store for {folder} is closed"


class ImportNotStoredError(StorageError):
    """An import or restore that failed part-way: every game it had written is removed again.

    It carries the failed write's action, file and reason (codes the catalogues
    word), not that error's English line.
    """

    key = "error.storage.import_failed"
    template = "nothing was imported: cannot {action} {path}: {reason}"

    def __init__(self, cause: StorageIOError) -> None:
        params = cause.params
        super().__init__(action=params["action"], path=params["path"], reason=params["reason"])


class ImportChangedError(StorageError):
    """A stored game changed between the comparison and the choice made on it."""

    key = "error.storage.import_changed"
    template = "game {game_id} changed here since it was compared; nothing was imported"

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id=game_id)
        self.game_id = game_id
