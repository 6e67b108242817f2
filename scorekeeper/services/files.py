"""Files from outside and files for outside: one size cap, and writing that survives a crash.

Why a service: a file a player hands the app (a backup, a session, code text,
a picture) is refused above one size wherever it enters (Settings, the import
screen, the commands), so the cap is this one constant; and a file written
for the player or the web server (an export, the web client's compressed
copies) is written as the store writes its own, so a crash leaves the old
file or the new one, never half of it. The store's module is imported only
when a file is written: the commands' parser, which reads the cap, stays fast.

A file written where the player said (``export -o PATH``) must be a plain file:
:func:`write_regular_file` refuses a symbolic link, a FIFO, a device or a
folder there, and replaces only by renaming, so it never writes through a link
(a link swapped in at the last moment is itself replaced, never followed).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from scorekeeper.sharing.limits import MAX_FILE_BYTES, megabytes

__all__ = [
    "MAX_FILE_BYTES",
    "NotRegularFileError",
    "claim_file",
    "megabytes",
    "write_atomic",
    "write_regular_file",
]

_KINDS = (
    (stat.S_ISLNK, "a symbolic link"),
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


class NotRegularFileError(ValueError):
    """Something other than a plain file is where a file was to be written."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(f"{path} is {kind}, not a plain file: nothing was written there")
        self.path = path
        self.kind = kind


def write_regular_file(path: Path, data: bytes, *, mode: int = 0o644) -> None:
    """Write ``data`` as the plain file ``path``: new, or replacing a plain file.

    Raises :class:`NotRegularFileError` for anything else at ``path`` (never
    followed), and ``StorageError`` when the file cannot be written.
    """
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        found = None
    if found is not None and not stat.S_ISREG(found.st_mode):
        kind = next((name for test, name in _KINDS if test(found.st_mode)), "not a plain file")
        raise NotRegularFileError(path, kind)
    write_atomic(path, data, mode=mode)


def write_atomic(path: Path, data: bytes, *, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data``; returns once data and rename are durable.

    ``mode`` defaults to private (scores and names are nobody else's business).
    A file that cannot be written raises ``StorageError``
    (:mod:`scorekeeper.services.records`).
    """
    from scorekeeper.storage.atomic_storage import write_atomic as write  # noqa: PLC0415

    write(path, data, mode=mode)


def claim_file(fd: int) -> bool:
    """Whether this process now holds the open file ``fd`` alone (False: another does).

    The store's lock, on every system (Windows has no ``fcntl``), for work that one
    process at a time should do, such as compressing the web client.
    """
    from scorekeeper.storage.locking import claim  # noqa: PLC0415

    return claim(fd)
