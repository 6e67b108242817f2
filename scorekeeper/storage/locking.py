"""One process at a time per data folder.

Inside a process the repository's lock serialises threads; across processes
nothing would, and two apps rewriting the same index would silently undo each
other's saves. An exclusive, non-blocking ``flock`` on a lock file turns that
into an immediate, clear refusal. The kernel drops the lock when the process
dies, however it dies, so a crash never leaves the folder locked.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

from scorekeeper.storage.errors import DataDirLockedError, StorageIOError

LOCK_NAME = ".scorekeeper.lock"


class FolderLock:
    """An exclusive lock on a data folder, held until ``release()``."""

    def __init__(self, fd: int, folder: Path) -> None:
        self._fd: int | None = fd
        self.folder = folder

    @classmethod
    def acquire(cls, folder: Path) -> FolderLock:
        """Take the folder, or raise ``DataDirLockedError`` naming it, without waiting.

        The holder writes its process id into the lock file only after getting
        the lock, so a refused process changes nothing in the folder.
        """
        path = folder / LOCK_NAME
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise StorageIOError("open", path, exc.strerror or str(exc)) from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _read_pid(fd)
            os.close(fd)
            raise DataDirLockedError(folder, holder) from None
        except OSError as exc:
            os.close(fd)
            raise StorageIOError("lock", path, exc.strerror or str(exc)) from exc
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        return cls(fd, folder)

    def release(self) -> None:
        """Let go of the folder (idempotent)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)


def _read_pid(fd: int) -> int | None:
    """The process id the holder wrote, if it is readable (only for the message)."""
    try:
        text = os.pread(fd, 32, 0).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None
