"""Durable, all-or-nothing file writes, and a TinyDB storage built on them.

TinyDB's stock ``JSONStorage`` rewrites its file in place: a process killed
mid-write leaves a truncated or mixed file (about one kill in four in our
measurements). Here every write goes to a temporary file in the same folder,
is flushed and fsynced, atomically renamed over the old file, and then the
folder itself is fsynced so the rename survives a power cut. A reader
therefore sees either the old or the new content, and a write returns only
once the new content is on disk.

Reads are strict: a file this storage wrote is never empty and always a JSON
object of tables of documents, so anything else is reported as damaged instead
of being treated as an empty database and overwritten.

TinyDB reads the whole file before every table operation and writes it whole
after. The storage's own cache keeps a change to one read and one write: it
hands back what it last read or wrote while the file still has the signature
it had then (a ``stat``, no parse), and ``one_write`` lets several table
operations of one change reach the disk as one atomic write.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tinydb.storages import Storage

from scorekeeper.storage.errors import DamagedFileError, StorageIOError

TEMP_SUFFIX = ".tmp"
"""Temporary files are ``.<name>.<random>.tmp``: hidden, and easy to sweep at start-up."""


FOLDERS_OPEN = os.name != "nt"
"""Whether a folder can be opened to fsync it: not on Windows, where ``os.open`` of a
folder fails (PermissionError) and a rename's durability is the file system's
(NTFS journals it); there :func:`fsync_folder` does nothing."""


def fsync_folder(folder: Path) -> None:
    """Make a rename or new file in ``folder`` durable (POSIX needs the folder fsynced)."""
    if not FOLDERS_OPEN:
        return
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, *, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file.

    Returns only when the data and the rename are durable. ``mode`` defaults to
    private, since scores and names are nobody else's business.
    """
    temp = stage_file(path, data, mode=mode)
    try:
        os.replace(temp, path)
        fsync_folder(path.parent)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise StorageIOError("write", path, exc) from exc
        raise


def stage_file(path: Path, data: bytes, *, mode: int = 0o600) -> Path:
    """Write ``data`` durably to a temporary file next to ``path``; return the temporary file.

    The first half of an atomic write: renaming the result over ``path`` is the
    second. Several files staged first and renamed only once all are written make
    a write of many files that stores all or nothing (an import). On failure the
    temporary file is removed and ``StorageIOError`` raised.
    """
    try:
        fd, temp_name = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX
        )
    except OSError as exc:
        raise StorageIOError("write", path, exc) from exc
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise StorageIOError("write", path, exc) from exc
        raise
    return temp


def encode_json(data: object) -> bytes:
    """Compact UTF-8 JSON: names stay readable, and the index stays small."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def read_json_tables(path: Path) -> dict[str, dict[str, Any]] | None:
    """The TinyDB tables in ``path``; None if the file does not exist.

    Raises ``DamagedFileError`` for an empty, undecodable or wrongly shaped file
    (which an atomic writer can never produce), ``StorageIOError`` if it cannot
    be read at all.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise StorageIOError("read", path, exc) from exc
    if not raw:
        raise DamagedFileError(path, "the file is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise DamagedFileError(path, f"not UTF-8 text (bad byte at {exc.start})") from None
    except RecursionError:
        raise DamagedFileError(path, "the JSON is nested too deeply") from None
    except ValueError as exc:
        raise DamagedFileError(path, f"not valid JSON ({exc})") from None
    if not isinstance(data, dict) or not all(
        isinstance(table, dict) and all(isinstance(doc, dict) for doc in table.values())
        for table in data.values()
    ):
        raise DamagedFileError(path, "not a TinyDB database (an object of tables)")
    return data


FileSig = tuple[int, int, int]
"""``(inode, size, mtime_ns)`` of a file. Every atomic write creates a new inode,
so a file whose signature matches one noted earlier has not changed since."""


def file_sig(stat: os.stat_result) -> FileSig:
    """The signature of a file from its ``stat``."""
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns)


Tables = dict[str, dict[str, Any]]
"""A whole TinyDB database as its storage reads and writes it."""


class AtomicJSONStorage(Storage):
    """A TinyDB ``Storage`` whose every write is atomic and durable.

    Use it as ``TinyDB(path, storage=AtomicJSONStorage)``. It keeps no file
    handle open between calls (each write replaces the file, so a handle would
    point at the old one), and it is not locked: callers serialise access.
    With ``cached=True`` it keeps the tables it last read or wrote, checked
    against the file's signature on every read, so a file replaced or removed
    behind its back is read again, never shadowed.
    """

    def __init__(self, path: str | os.PathLike[str], *, cached: bool = False) -> None:
        super().__init__()
        self.path = Path(path)
        self._cached = cached
        self._cache: tuple[FileSig, Tables] | None = None
        self._holding = False
        self._held: Tables | None = None

    def read(self) -> Tables | None:
        """All tables, or None for a database that has never been written."""
        if self._held is not None:
            return self._held
        if not self._cached:
            return read_json_tables(self.path)
        sig = self.signature()
        if sig is None:
            self._cache = None
            return None
        if self._cache is not None and self._cache[0] == sig:
            return self._cache[1]
        self._cache = None
        tables = read_json_tables(self.path)
        if tables is not None:
            self._cache = (sig, tables)
        return tables

    def write(self, data: Tables) -> None:
        """Replace the whole database durably (inside ``one_write``: at its end)."""
        if self._holding:
            self._held = data
            return
        self._cache = None  # TinyDB changed the cached tables in place before writing
        write_atomic(self.path, encode_json(data))
        if self._cached:
            sig = self.signature()
            self._cache = None if sig is None else (sig, data)

    @contextlib.contextmanager
    def one_write(self) -> Iterator[None]:
        """Let several TinyDB operations of one change reach the disk as one atomic write.

        Inside, reads see the changes made so far; at the end the result is
        written once. If an operation or the write fails, nothing is written
        and the cache is dropped, so the next read is of the file as it is.
        """
        self._holding, self._held = True, None
        try:
            yield
            self._holding = False
            self._write_held()
        except BaseException:
            self._cache = None
            raise
        finally:
            self._holding, self._held = False, None

    def _write_held(self) -> None:
        """Write what the operations inside ``one_write`` left, if they changed anything."""
        if self._held is not None:
            self.write(self._held)

    def written_signature(self) -> FileSig | None:
        """The signature of the file as this storage last wrote or read it (None: not known).

        What a caller that keeps something decoded from the tables checks it against:
        while :meth:`signature` still gives this, the file is the one decoded.
        """
        return None if self._cache is None else self._cache[0]

    def signature(self) -> FileSig | None:
        """The file's signature now (one ``stat``); None if there is no file."""
        try:
            return file_sig(self.path.stat())
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageIOError("read", self.path, exc) from exc
