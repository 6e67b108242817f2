"""Files from outside and files for outside: one size cap, and writing that survives a crash.

Why a service: a file a player hands the app (a backup, a session, code text,
a picture) is refused above one size wherever it enters (Settings, the import
screen, the commands), so the cap is this one constant; and a file written
for the player or the web server (an export, the web client's compressed
copies) is written as the store writes its own, so a crash leaves the old
file or the new one, never half of it. The store's module is imported only
when a file is written: the commands' parser, which reads the cap, stays fast.
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.sharing.limits import MAX_FILE_BYTES, megabytes

__all__ = ["MAX_FILE_BYTES", "megabytes", "write_atomic"]


def write_atomic(path: Path, data: bytes, *, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data``; returns once data and rename are durable.

    ``mode`` defaults to private (scores and names are nobody else's business).
    A file that cannot be written raises ``StorageError``
    (:mod:`scorekeeper.services.records`).
    """
    from scorekeeper.storage.atomic_storage import write_atomic as write  # noqa: PLC0415

    write(path, data, mode=mode)
