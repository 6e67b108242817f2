"""The game store on disk: one TinyDB file per game, an index for the games list.

Costs, and why they hold at any history size:

- saving a hand rewrites only that game's file (atomic and durable); the index
  is rewritten only when the games list itself changes (a game starts, ends,
  is deleted or restored, games are imported) and at ``close()``;
- the games list comes from the in-memory index, read from one file at start-up;
- loading a game reads one small file.

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
from collections.abc import Iterable, Sequence
from pathlib import Path

from scorekeeper.storage.atomic_storage import TEMP_SUFFIX, fsync_folder, stage_file
from scorekeeper.storage.clock import Clock, IdFactory, random_id, system_clock
from scorekeeper.storage.errors import (
    DamagedFileError,
    GameDamagedError,
    GameNotFoundError,
    NewerSchemaError,
    StorageError,
    StorageIOError,
)
from scorekeeper.storage.gamefile import encode_game, read_game, salvage_game, write_game
from scorekeeper.storage.index import IndexEntry, read_index, write_index
from scorekeeper.storage.layout import DataLayout, file_sig
from scorekeeper.storage.locking import FolderLock
from scorekeeper.storage.model import (
    GameSummary,
    ProblemKind,
    StorageProblem,
    StoredGame,
    summarize,
)
from scorekeeper.storage.repository import GameRepository


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
        self._index_dirty = False
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
            loaded = read_index(index_path)
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
        changed = loaded is None
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
            changed = True
        for game_id, sig in scan.games.items():
            known = self._entries.get(game_id)
            if known is not None and known.sig == sig:
                continue
            changed = True
            try:
                self._read_file(game_id)
            except StorageError:
                continue  # reported by _read_file; the other games still load
        if changed:
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
        else:
            self._index_dirty = True

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
                path = self._layout.game_path(one.game.id)
                staged.append((stage_file(path, encode_game(one)), path))
        except BaseException:
            _remove(temp for temp, _ in staged)
            raise
        self._put_in_place(staged)
        for one in stored:
            self._entries[one.game.id] = self._entry_of(one)
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
            if self._index_dirty:
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
        try:
            stored = read_game(path, game_id)
            sig = file_sig(path.stat()) if stored is not None else None
        except DamagedFileError as exc:
            salvaged = salvage_game(path, game_id)
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
        self._entries[game_id] = IndexEntry(summarize(stored), sig)
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
        write_game(self._layout.game_path(stored.game.id), stored)
        entry = self._entry_of(stored)
        self._entries[stored.game.id] = entry
        self._newer.pop(stored.game.id, None)
        return entry

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
        if self._entries.pop(game_id, None) is not None and not self._starting:
            self._save_index()

    def _save_index(self) -> None:
        """Rewrite the index; if that fails the games are safe, so report, don't raise."""
        try:
            write_index(self._layout.index_path, self._entries.values())
        except StorageIOError as exc:
            self._index_dirty = True
            self._report(ProblemKind.INDEX_NOT_SAVED, self._layout.index_path, str(exc))
        else:
            self._index_dirty = False

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
