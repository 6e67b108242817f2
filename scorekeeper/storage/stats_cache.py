"""The statistics' replayed games, saved in the data folder so a restart need not replay them.

Why a file: replaying thousands of stored games takes seconds, and the first
visit to the statistics after every start would pay them. The file holds one
record per game (``scorekeeper.stats.record``) under the version of the game it
was made from, so the next start replays only the games that changed.

It is derived data, never the truth: the game files are. A missing, damaged or
outdated file reads as empty (every game is then replayed once and the file
written anew), and a failed write only costs time at the next start. Nothing in
it is ever shown without its game being listed in the store with the same
version.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from pathlib import Path

from scorekeeper.storage.atomic_storage import TEMP_SUFFIX, encode_json, write_atomic
from scorekeeper.storage.errors import StorageError

STATS_CACHE_FILE = "stats-cache.json"
"""Its name in the data folder."""

FORMAT = 1
"""Layout of the file itself (what is around the records)."""

Entries = Mapping[str, tuple[str, object]]
"""Game id -> (version of the game the record was made from, the record)."""


class StatsCacheFile:
    """One data folder's saved records, read once and rewritten whole."""

    def __init__(self, path: Path) -> None:
        self._path = path

    @classmethod
    def open(cls, data_dir: Path) -> StatsCacheFile:
        """The file in ``data_dir`` (it need not exist yet)."""
        return cls(Path(data_dir) / STATS_CACHE_FILE)

    @property
    def path(self) -> Path:
        """Where the records are kept."""
        return self._path

    def read(self, stamp: str) -> dict[str, tuple[str, object]]:
        """The saved records made under ``stamp``; empty if there are none to trust.

        Also removes what an interrupted write left behind (only the process
        holding the data folder's lock uses this file).
        """
        for leftover in self._path.parent.glob(f".{self._path.name}.*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                leftover.unlink()
        try:
            data = json.loads(self._path.read_bytes())
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return {}
        games = data.get("games")
        if data.get("stamp") != stamp or not isinstance(games, dict):
            return {}
        return {
            game_id: (entry[0], entry[1])
            for game_id, entry in games.items()
            if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)
        }

    def write(self, stamp: str, entries: Entries) -> bool:
        """Replace the file with ``entries``; False if it could not be written."""
        data = {
            "format": FORMAT,
            "stamp": stamp,
            "games": {game_id: [version, record] for game_id, (version, record) in entries.items()},
        }
        try:
            write_atomic(self._path, encode_json(data))
        except (OSError, StorageError):
            return False
        return True
