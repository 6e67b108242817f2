"""One process at a time per data folder, on every system the app runs on.

Inside a process the repository's lock serialises threads; across processes
nothing would, and two apps rewriting the same index would silently undo each
other's saves. An exclusive, non-blocking lock on a lock file turns that into
an immediate, clear refusal. The system drops the lock when the process dies,
however it dies, so a crash never leaves the folder locked.

Which lock depends on what the Python has (nothing is imported that is missing):
``fcntl.flock`` on Linux, macOS, Android and iOS; ``msvcrt.locking`` on Windows
(``fcntl`` does not exist there, so importing it at the top stopped the app from
starting at all); ``os.lockf`` on a POSIX Python built without ``fcntl``. The
last two lock per process rather than per open file, so a second store opened
in the same process is refused by :data:`_HELD` as ``flock`` would refuse it.
"""

from __future__ import annotations

import contextlib
import errno
import importlib
import os
import threading
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from scorekeeper.storage.errors import DataDirLockedError, StorageIOError

LOCK_NAME = ".scorekeeper.lock"

_LOCKED_BYTE = 1 << 20
"""Where ``msvcrt`` and ``lockf`` lock one byte: past the process id written at the start,
which a refused process must still be able to read (Windows locks bytes against reading)."""

_HELD: set[str] = set()
"""The lock files this process holds (their resolved paths)."""
_HELD_LOCK = threading.Lock()


def _module(name: str) -> ModuleType | None:
    """``name`` imported, or None where this Python has no such module."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def _flock(fcntl: ModuleType) -> tuple[Callable[[int], None], Callable[[int], None]]:
    def lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

    return lock, unlock


def _msvcrt(msvcrt: ModuleType) -> tuple[Callable[[int], None], Callable[[int], None]]:
    def lock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except PermissionError as exc:  # EACCES: another process holds the byte
            raise BlockingIOError(*exc.args) from exc
        except OSError as exc:
            if exc.errno == errno.EDEADLOCK:  # what LK_NBLCK raises after its retries
                raise BlockingIOError(*exc.args) from exc
            raise

    def unlock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

    return lock, unlock


def _lockf() -> tuple[Callable[[int], None], Callable[[int], None]]:
    def lock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        try:
            os.lockf(fd, os.F_TLOCK, 1)
        except PermissionError as exc:  # some systems say EACCES instead of EAGAIN
            raise BlockingIOError(*exc.args) from exc

    def unlock(fd: int) -> None:
        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        os.lockf(fd, os.F_ULOCK, 1)

    return lock, unlock


def _choose() -> tuple[str, Callable[[int], None], Callable[[int], None]]:
    """The best lock this Python has: its name, then lock and unlock of a file descriptor."""
    fcntl = _module("fcntl")
    if fcntl is not None:
        return "flock", *_flock(fcntl)
    msvcrt = _module("msvcrt")
    if msvcrt is not None:
        return "msvcrt", *_msvcrt(msvcrt)
    return "lockf", *_lockf()


KIND, _lock, _unlock = _choose()
"""Which lock this process uses (``flock``, ``msvcrt`` or ``lockf``)."""


def claim(fd: int) -> bool:
    """Lock the open file ``fd`` for this process unless another holds it; no waiting.

    For work that one process at a time should do (compressing the web client):
    the lock goes with the file's closing or the process's end, as the folder's does.
    """
    try:
        _lock(fd)
    except BlockingIOError:
        return False
    return True


class FolderLock:
    """An exclusive lock on a data folder, held until ``release()``."""

    def __init__(self, fd: int, folder: Path, key: str) -> None:
        self._fd: int | None = fd
        self._key = key
        self.folder = folder

    @classmethod
    def acquire(cls, folder: Path) -> FolderLock:
        """Take the folder, or raise ``DataDirLockedError`` naming it, without waiting.

        The holder writes its process id into the lock file only after getting
        the lock, so a refused process changes nothing in the folder.
        """
        path = folder / LOCK_NAME
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError as exc:
            raise StorageIOError("open", path, exc) from exc
        key = os.path.realpath(path)
        try:
            with _HELD_LOCK:
                if key in _HELD:
                    raise BlockingIOError
                _lock(fd)
                _HELD.add(key)
        except BlockingIOError:
            holder = _read_pid(fd)
            os.close(fd)
            raise DataDirLockedError(folder, holder) from None
        except OSError as exc:
            os.close(fd)
            raise StorageIOError("lock", path, exc) from exc
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return cls(fd, folder, key)

    def release(self) -> None:
        """Let go of the folder (idempotent)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                _unlock(fd)
            os.close(fd)
            with _HELD_LOCK:
                _HELD.discard(self._key)


def _read_pid(fd: int) -> int | None:
    """The process id the holder wrote, if it is readable (only for the message)."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None
