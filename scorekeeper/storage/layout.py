"""Where each file lives in the data folder, and how the folder is scanned.

::

    DATA_DIR/
      .scorekeeper.lock          flock-ed while a process uses the folder
      index.json                 the games list: one document per game (TinyDB file)
      games/<id>.json            one small TinyDB file per game
      damaged/<name>.<time>.json files that could not be read, kept for rescue
      settings.json              the user's settings (``settings.py``)
      stats-cache.json           replayed games for the statistics, derived (``stats_cache.py``)

One file per game makes the cost of a save depend on that game alone, never
on how many games are stored; the index makes the games list one small read.
"""

from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from scorekeeper.storage.atomic_storage import TEMP_SUFFIX, FileSig, file_sig, fsync_folder
from scorekeeper.storage.clock import is_valid_game_id
from scorekeeper.storage.errors import StorageIOError

GAME_SUFFIX = ".json"


@dataclass(frozen=True, slots=True)
class FolderScan:
    """What is in the games folder."""

    games: dict[str, FileSig] = field(default_factory=dict)
    """Game id to file signature, for every file named like a game."""
    foreign: list[Path] = field(default_factory=list)
    """JSON files that are not named like a game (left alone, reported)."""


@dataclass(frozen=True, slots=True)
class DataLayout:
    """The paths of one data folder."""

    root: Path

    @property
    def index_path(self) -> Path:
        """The games-list index."""
        return self.root / "index.json"

    @property
    def games_dir(self) -> Path:
        """The folder of game files."""
        return self.root / "games"

    @property
    def damaged_dir(self) -> Path:
        """Where unreadable files are moved, never deleted."""
        return self.root / "damaged"

    def game_path(self, game_id: str) -> Path:
        """The file of game ``game_id`` (the id is checked to be a safe file name)."""
        if not is_valid_game_id(game_id):
            raise ValueError(f"{game_id!r} is not a game id")
        return self.games_dir / f"{game_id}{GAME_SUFFIX}"

    def create(self) -> None:
        """Create the data folder and the games folder if they are missing."""
        for folder in (self.root, self.games_dir):
            if folder.is_dir():
                continue
            try:
                folder.mkdir(parents=True, exist_ok=True)
                fsync_folder(folder.parent)
            except OSError as exc:
                raise StorageIOError("create", folder, exc) from exc

    def scan(self) -> FolderScan:
        """Signatures of all game files, after sweeping away unfinished temporary files.

        A temporary file only exists when a process died before its rename, so
        that save never returned: removing it loses nothing that was confirmed.
        Only the folder's lock holder calls this, so no other write is in flight.
        """
        scan = FolderScan()
        index_temp = f".{self.index_path.name}."
        for leftover in self.root.glob(f"{index_temp}*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                leftover.unlink()
        try:
            entries = list(os.scandir(self.games_dir))
        except OSError as exc:
            raise StorageIOError("read", self.games_dir, exc) from exc
        for entry in entries:
            name = entry.name
            if name.startswith(".") and name.endswith(TEMP_SUFFIX):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
                continue
            if not name.endswith(GAME_SUFFIX) or not entry.is_file():
                continue
            game_id = name[: -len(GAME_SUFFIX)]
            if not is_valid_game_id(game_id):
                scan.foreign.append(Path(entry.path))
                continue
            with contextlib.suppress(FileNotFoundError):
                scan.games[game_id] = file_sig(entry.stat())
        return scan

    def move_aside(self, path: Path, when: str) -> Path:
        """Move a damaged file into the damaged folder under a dated name; return it.

        A rename, not a copy: the bytes are kept exactly as found, and the
        original name is freed so the folder is consistent again.
        """
        stamp = re.sub(r"[^0-9T]", "", when)[:15] or "undated"
        stem = path.name.removesuffix(GAME_SUFFIX)
        try:
            self.damaged_dir.mkdir(parents=True, exist_ok=True)
            target = self.damaged_dir / f"{stem}.{stamp}{GAME_SUFFIX}"
            counter = 1
            while target.exists():
                counter += 1
                target = self.damaged_dir / f"{stem}.{stamp}-{counter}{GAME_SUFFIX}"
            os.replace(path, target)
            fsync_folder(self.damaged_dir)
            fsync_folder(path.parent)
        except OSError as exc:
            raise StorageIOError("move aside", path, exc) from exc
        return target
