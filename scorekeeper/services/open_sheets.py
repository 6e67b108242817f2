"""Hand sheets still open on a phone, kept in the data folder until saved or closed.

Why: a sheet lives in the server's session, and a session does not outlive
the server. When the table's server stopped with a sheet filled in, the phone
came back to a fresh session without it, a Save tapped meanwhile was lost,
and nothing said so. Each open sheet is kept here (one small file per game,
written atomically), with the phone it is open on, so the fresh session of
that phone can reopen it and say it is not saved yet.

The phone is named by its device (:attr:`scorekeeper.services.devices.Device.sheet_owner`,
the browser's device cookie): a session does not survive the restart, and the
cookie does. Its address and browser name would not tell two phones of one
family behind one router apart. A sheet kept under an older version's name
(address and browser) matches no device and is replaced by the next one kept.

Keeping and dropping a sheet are writes like a save, and fail like one: a full
disk or a read-only folder raises ``StorageError``, which the sheet shows.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.services.files import write_atomic
from scorekeeper.storage.errors import StorageIOError

FOLDER = "open-sheets"
"""The folder of kept sheets inside the data folder."""


@dataclass(frozen=True, slots=True)
class KeptSheet:
    """A sheet kept for one game: the phone it was open on and the sheet as text."""

    phone: str
    text: str


class OpenSheets:
    """The kept sheets of one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self._folder = data_dir / FOLDER

    def _path(self, game_id: str) -> Path:
        return self._folder / f"{game_id}.json"

    def keep(self, game_id: str, phone: str, text: str) -> None:
        """Keep ``text``, the sheet open on ``phone`` for ``game_id`` (replacing any)."""
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageIOError("create", self._folder, exc) from exc
        data = json.dumps({"phone": phone, "sheet": text}, ensure_ascii=False)
        write_atomic(self._path(game_id), data.encode())

    def kept(self, game_id: str) -> KeptSheet | None:
        """The sheet kept for ``game_id``, or None (also for a file that does not read)."""
        try:
            data = json.loads(self._path(game_id).read_text(encoding="utf-8"))
            return KeptSheet(str(data["phone"]), str(data["sheet"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def drop(self, game_id: str) -> None:
        """Forget the sheet kept for ``game_id`` (saved, closed, or no longer valid)."""
        path = self._path(game_id)
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            raise StorageIOError("write", path, exc) from exc
