"""The game store on disk: one TinyDB file per game, an index for the games list.

Costs, and why they hold at any history size:

- saving a hand is one TinyDB ``upsert`` on that game's file (one atomic,
  durable write); the index's documents are written only when the games list
  itself changes (a game starts, ends, is deleted or restored, games are
  imported) and at ``close()``, those of the games saved since included;
- the games list comes from the index's documents, read from one file at
  start-up and kept as summaries in memory;
- loading a game reads one small file; the save that follows reads nothing
  more (the game file's storage keeps what it read while the file is unchanged).

Between index writes the index on disk can lag behind the game files. That is
safe because every index entry carries its file's signature: at start-up the
folder is scanned (one ``stat`` per file, no parsing) and only games whose file
changed since are re-read. Damaged files are moved aside and reported, never
overwritten or silently dropped; a damaged index is rebuilt from the games.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from pathlib import Path

from scorekeeper.storage.atomic_storage import TEMP_SUFFIX, file_sig, fsync_folder
from scorekeeper.storage.clock import Clock, IdFactory, random_id, system_clock
from scorekeeper.storage.errors import (
    DamagedFileError,
    GameDamagedError,
    GameNotFoundError,
    NewerSchemaError,
    StorageError,
    StorageIOError,
)
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.index import IndexEntry, IndexFile
from scorekeeper.storage.layout import DataLayout
from scorekeeper.storage.locking import FolderLock
from scorekeeper.storage.model import (
    GameSummary,
    ProblemKind,
    StorageProblem,
    StoredGame,
    summarize,
)
from scorekeeper.storage.repository import GameRepository

_OPEN_FILES = 64
"""Game databases kept between calls: a change loads and then saves the same game."""


class TinyDBRepository(GameRepository):
    """Games in a data folder, for one process at a time (see the module docstring)."""

    def __init__(
        self, data_dir: Path, *, clock: Clock = system_clock, new_id: IdFactory = random_id
    ) -> None:
        """Open ``data_dir`` (created if missing), lock it and check every file.

        Raises ``DataDirLockedError`` if another process uses the folder, and
        ``NewerSchemaError`` if a newer app version wrote its index. Problems
        with single games do not raise: see ``problems()``.
        """
        super().__init__(clock=clock, new_id=new_id)
        self.location = str(data_dir)
        self._layout = DataLayout(Path(data_dir))
        self._layout.create()
        self._folder_lock = FolderLock.acquire(self._layout.root)
        self._entries: dict[str, IndexEntry] = {}
        self._newer: dict[str, NewerSchemaError] = {}
        self._index = IndexFile(self._layout.index_path)
        self._lagging: set[str] = set()
        """Games whose document in the index file is not yet their entry here."""
        self._rebuild = False
        """Whether the index file must be written whole (it was missing, old or damaged)."""
        self._files: OrderedDict[str, GameFile] = OrderedDict()
        self._starting = True
        try:
            self._start_up()
        except BaseException:
            self._folder_lock.release()
            raise
        self._starting = False

    @property
    def data_dir(self) -> Path:
        """The folder this store keeps its files in."""
        return self._layout.root

    # --- start-up ----------------------------------------------------------------------

    def _start_up(self) -> None:
        """Load the index, then bring it in line with the game files on disk."""
        index_path = self._layout.index_path
        try:
            loaded = self._index.read()
        except DamagedFileError as exc:
            moved = self._layout.move_aside(index_path, self.now())
            self._report(
                ProblemKind.DAMAGED_INDEX,
                index_path,
                f"the games list index was damaged ({exc.detail}); it was moved to "
                f"{moved} and rebuilt from the game files",
                moved,
            )
            loaded = None
        self._entries = loaded or {}
        self._rebuild = loaded is None
        scan = self._layout.scan()
        for path in scan.foreign:
            self._report(
                ProblemKind.FOREIGN_FILE, path, f"{path} is not named like a game file; left alone"
            )
        for game_id in [g for g in self._entries if g not in scan.games]:
            self._forget(game_id)
            self._report(
                ProblemKind.MISSING_GAME,
                self._layout.game_path(game_id),
                f"game {game_id} was listed but its file is gone; it is no longer listed",
            )
        for game_id, sig in scan.games.items():
            known = self._entries.get(game_id)
            if known is not None and known.sig == sig:
                continue
            try:
                self._read_file(game_id)
            except StorageError:
                continue  # reported by _read_file; the other games still load
        if self._rebuild or self._lagging:
            self._save_index()

    # --- backend primitives ------------------------------------------------------------

    def _fetch(self, game_id: str) -> StoredGame:
        if game_id not in self._entries:
            newer = self._newer.get(game_id)
            if newer is not None:
                raise NewerSchemaError(newer.path, newer.found, newer.supported)
            raise GameNotFoundError(game_id)
        return self._read_file(game_id)

    def _token(self, game_id: str) -> str:
        """The game file's signature: every write puts a new file in place (one ``stat``)."""
        if game_id not in self._entries:
            raise GameNotFoundError(game_id)
        path = self._layout.game_path(game_id)
        try:
            return repr(file_sig(path.stat()))
        except FileNotFoundError:
            raise GameNotFoundError(game_id) from None
        except OSError as exc:
            raise StorageIOError("read", path, exc) from exc

    def _store(self, stored: StoredGame) -> None:
        old = self._entries.get(stored.game.id)
        entry = self._write_file(stored)
        if old is None or _listing_changed(old.summary, entry.summary):
            self._save_index()

    def _store_many(self, stored: Sequence[StoredGame]) -> None:
        """All or nothing: every file is staged before the first one is put in place.

        A full disk shows while staging, and then only temporary files exist to
        remove. The renames that follow are undone too if one fails: a replaced
        game's old file was kept under a temporary hard link for that. The index
        is updated only once every file is in place.
        """
        staged: list[tuple[Path, Path]] = []
        try:
            for one in stored:
                file = self._file(one.game.id)
                staged.append((file.stage(one), file.path))
        except BaseException:
            _remove(temp for temp, _ in staged)
            raise
        self._put_in_place(staged)
        for one in stored:
            self._entries[one.game.id] = self._entry_of(one)
            self._lagging.add(one.game.id)
            self._newer.pop(one.game.id, None)
        self._save_index()

    def _put_in_place(self, staged: Sequence[tuple[Path, Path]]) -> None:
        """Rename staged files over their games; on failure put every old file back."""
        kept: list[tuple[Path, Path | None]] = []
        try:
            for temp, path in staged:
                old = _keep_old(path)
                kept.append((path, old))
                os.replace(temp, path)
            fsync_folder(self._layout.games_dir)
        except OSError as exc:
            for path, old in reversed(kept):
                with contextlib.suppress(OSError):
                    if old is None:
                        path.unlink(missing_ok=True)
                    else:
                        os.replace(old, path)
            _remove(temp for temp, _ in staged)
            raise StorageIOError("write", self._layout.games_dir, exc) from exc
        finally:
            _remove(old for _, old in kept if old is not None)

    def _summaries(self) -> Iterable[GameSummary]:
        return [entry.summary for entry in self._entries.values()]

    def _taken(self, game_id: str) -> bool:
        return (
            game_id in self._entries
            or game_id in self._newer
            or self._layout.game_path(game_id).exists()
        )

    def _close(self) -> None:
        try:
            if self._lagging or self._rebuild:
                self._save_index()
        finally:
            self._folder_lock.release()

    # --- files -------------------------------------------------------------------------

    def _read_file(self, game_id: str) -> StoredGame:
        """Read a game file and refresh its index entry; handle a bad file on the spot.

        A damaged file is moved aside and reported, a newer one is left alone and
        reported; either way the game leaves the list, and the error is raised.
        """
        path = self._layout.game_path(game_id)
        file = self._file(game_id)
        try:
            stored = file.read(game_id)
            sig = file_sig(path.stat()) if stored is not None else None
        except DamagedFileError as exc:
            salvaged = file.salvage(game_id)
            if salvaged is None:
                moved = self._move_aside(game_id, path, exc.detail)
                raise GameDamagedError(game_id, exc.detail, moved) from None
            return self._shown_up_to(game_id, path, exc.detail, *salvaged)
        except NewerSchemaError as exc:
            self._newer[game_id] = exc
            self._report(ProblemKind.NEWER_GAME, path, str(exc))
            self._forget(game_id)
            raise
        except StorageIOError as exc:
            self._report(ProblemKind.UNREADABLE_GAME, path, f"game {game_id}: {exc}; left alone")
            self._forget(game_id)
            raise
        except FileNotFoundError:
            stored, sig = None, None
        if stored is None or sig is None:
            self._forget(game_id)
            raise GameNotFoundError(game_id)
        known = self._entries.get(game_id)
        if known is None or known.sig != sig:  # else its summary is of this very file
            self._put_entry(IndexEntry(summarize(stored), sig))
        return stored

    def _shown_up_to(
        self, game_id: str, path: Path, detail: str, stored: StoredGame, hands: int
    ) -> StoredGame:
        """Keep the damaged file aside whole, and the game in the list up to its last good hand.

        A game with one bad hand no longer vanishes: the players see it up to
        that hand (and may play on), the problem says so, and the file as found,
        later hands included, stays in the damaged folder for rescue.
        """
        kept = f"; the game is shown up to hand {hands}, the rest is only in the moved file"
        moved = self._move_aside(game_id, path, detail, kept, ProblemKind.GAME_SHOWN_IN_PART)
        try:
            self._write_file(stored)
        except StorageError:
            raise GameDamagedError(game_id, detail, moved) from None
        return stored

    def _move_aside(
        self,
        game_id: str,
        path: Path,
        detail: str,
        kept: str = "",
        kind: ProblemKind = ProblemKind.DAMAGED_GAME,
    ) -> Path:
        """Move a damaged game file to the damaged folder, report it, drop it from the list."""
        self._forget(game_id)
        try:
            moved = self._layout.move_aside(path, self.now())
        except StorageIOError as exc:
            self._report(
                ProblemKind.UNREADABLE_GAME,
                path,
                f"game {game_id} could not be read ({detail}) nor moved aside ({exc}); left alone",
            )
            raise
        self._report(
            kind,
            path,
            f"game {game_id} could not be read ({detail}); the file was moved to {moved}{kept}",
            moved,
        )
        return moved

    def _write_file(self, stored: StoredGame) -> IndexEntry:
        """Write a game file durably and put its new summary in the in-memory index."""
        self._file(stored.game.id).write(stored)
        entry = self._entry_of(stored)
        self._put_entry(entry)
        self._newer.pop(stored.game.id, None)
        return entry

    def _file(self, game_id: str) -> GameFile:
        """The game's TinyDB database, kept for the games used last (a load, then its save)."""
        file = self._files.pop(game_id, None) or GameFile(self._layout.game_path(game_id))
        self._files[game_id] = file
        if len(self._files) > _OPEN_FILES:
            self._files.popitem(last=False)
        return file

    def _put_entry(self, entry: IndexEntry) -> None:
        """Note a game's summary here; its index document follows with the next index write."""
        if self._entries.get(entry.summary.id) != entry:
            self._entries[entry.summary.id] = entry
            self._lagging.add(entry.summary.id)

    def _entry_of(self, stored: StoredGame) -> IndexEntry:
        """The index entry of a game whose file was just written."""
        path = self._layout.game_path(stored.game.id)
        try:
            sig = file_sig(path.stat())
        except OSError as exc:
            raise StorageIOError("read", path, exc) from exc
        return IndexEntry(summarize(stored), sig)

    def _forget(self, game_id: str) -> None:
        """Drop a game from the list (its file is gone or unreadable)."""
        if self._entries.pop(game_id, None) is not None:
            self._lagging.add(game_id)
            if not self._starting:
                self._save_index()

    def _save_index(self) -> None:
        """Write the lagging documents (or the whole index) in one write.

        If that fails the games are safe, so report, don't raise: the documents
        stay lagging, and a stale index is repaired from the files at start-up.
        """
        try:
            if self._rebuild:
                self._index.rebuild(self._entries.values())
            else:
                self._index.update({g: self._entries.get(g) for g in sorted(self._lagging)})
        except StorageIOError as exc:
            self._report(ProblemKind.INDEX_NOT_SAVED, self._layout.index_path, str(exc))
        else:
            self._lagging.clear()
            self._rebuild = False

    def _report(
        self, kind: ProblemKind, path: Path, message: str, moved_to: Path | None = None
    ) -> None:
        self._problems.append(StorageProblem(kind, path, message, moved_to))


def _keep_old(path: Path) -> Path | None:
    """A temporary hard link to the file at ``path`` (None if there is none), to undo a rename.

    Named like a temporary file, so a process killed meanwhile leaves nothing
    behind: the start-up scan sweeps it.
    """
    if not path.exists():
        return None
    keep = path.with_name(f".{path.name}.{uuid.uuid4().hex}.old{TEMP_SUFFIX}")
    os.link(path, keep)
    return keep


def _remove(paths: Iterable[Path]) -> None:
    """Delete temporary files, ignoring any already gone."""
    for path in paths:
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)


def _listing_changed(old: GameSummary, new: GameSummary) -> bool:
    """Whether a save changed what the index must get right at once.

    Hand counts and totals may lag on disk (the signature check repairs them),
    but a game that ended, was deleted or restored is rewritten immediately.
    """
    return (old.finished, old.winner, old.deleted, old.players) != (
        new.finished,
        new.winner,
        new.deleted,
        new.players,
    )


def open_repository(
    data_dir: Path, *, clock: Clock | None = None, new_id: IdFactory | None = None
) -> TinyDBRepository:
    """The app's game store in ``data_dir``, with the system clock and random ids by default."""
    return TinyDBRepository(data_dir, clock=clock or system_clock, new_id=new_id or random_id)
