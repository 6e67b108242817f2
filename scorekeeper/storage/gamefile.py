"""One game file: a one-document TinyDB database holding the session of docs/RULES.md.

The document is ``{"schema", "updated", "deleted", "session"}`` in table
``game`` under document id 1, so any game file opens with plain
``TinyDB(path)`` for inspection, and its ``session`` is exactly what
``scorekeeper replay`` and import read. It is read and written through
TinyDB's table API over the atomic storage: a save is one ``upsert`` of the
document, one atomic write, and the storage's cache answers the read TinyDB
makes before it with the tables the load of the same change read.

The game decoded from the file is kept too, with the file's signature: the load
that starts the next change (``load_version``) then costs one ``stat`` instead of
decoding and checking every hand again, as long as the file is the one this
database last wrote or read. A file replaced behind its back has a new signature
and is read and checked in full.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from tinydb import TinyDB
from tinydb.storages import MemoryStorage
from tinydb.table import Document

from scorekeeper.rules.errors import GameFullError, ScorekeeperError
from scorekeeper.rules.limits import MAX_HANDS
from scorekeeper.rules.session import session_from_dict, session_to_dict
from scorekeeper.storage.atomic_storage import (
    AtomicJSONStorage,
    FileSig,
    encode_json,
    stage_file,
)
from scorekeeper.storage.errors import DamagedFileError
from scorekeeper.storage.model import StoredGame
from scorekeeper.storage.schema import GAME_SCHEMA, upgrade

GAME_TABLE = "game"
DOC_ID = 1


def game_document(stored: StoredGame) -> dict[str, Any]:
    """The one document of a game file.

    A game past a limit the reader enforces is refused here, before any file is
    touched: a file this app writes must always read back (``rules.limits``).
    """
    if len(stored.game.hands) > MAX_HANDS:
        raise GameFullError(count=MAX_HANDS)
    return {
        "schema": GAME_SCHEMA,
        "updated": stored.updated,
        "deleted": stored.deleted,
        "session": session_to_dict(stored.game),
    }


class GameFile:
    """The TinyDB database of one game, kept open (no file handle) between a load and a save."""

    def __init__(self, path: Path) -> None:
        self.path = path
        database = TinyDB(path, storage=AtomicJSONStorage, cached=True)
        self._storage = cast(AtomicJSONStorage, database.storage)  # the storage named above
        self._table = database.table(GAME_TABLE)
        self._known: tuple[FileSig, StoredGame] | None = None
        """The game as last written or read, and the signature of that file."""

    def write(self, stored: StoredGame) -> None:
        """Write the game atomically and durably: one ``upsert``, one write."""
        self._known = None
        self._table.upsert(Document(game_document(stored), doc_id=DOC_ID))
        written = self._storage.written_signature()
        self._known = None if written is None else (written, stored)

    def stage(self, stored: StoredGame) -> Path:
        """The game's database, whole, in a temporary file beside this one; the caller renames it.

        The first half of a write of many games that stores all or nothing (an
        import): every file is staged before the first one is put in place.
        """
        database = TinyDB(storage=MemoryStorage)
        database.table(GAME_TABLE).insert(Document(game_document(stored), doc_id=DOC_ID))
        return stage_file(self.path, encode_json(database.storage.read()))

    def read(self, game_id: str) -> StoredGame | None:
        """The game, fully validated; None if the file does not exist.

        Raises ``DamagedFileError`` for anything this app cannot have written
        (including a valid game under the wrong file name, which would otherwise
        shadow or duplicate another game) and ``NewerSchemaError`` for a newer file.
        """
        sig = self._storage.signature()
        if sig is not None and self._known is not None and self._known[0] == sig:
            known = self._known[1]
            if known.game.id == game_id:
                return known
        self._known = None
        document = self._document()
        if document is None:
            return None
        document = upgrade(document, self.path)
        try:
            game = session_from_dict(document.get("session"))
        except ScorekeeperError as exc:
            raise DamagedFileError(self.path, f"the game in it is not valid ({exc})") from None
        if game.id != game_id:
            raise DamagedFileError(self.path, f"it holds game {game.id!r}, not {game_id!r}")
        updated, deleted = document.get("updated"), document.get("deleted")
        if not isinstance(updated, str) or not (deleted is None or isinstance(deleted, str)):
            raise DamagedFileError(self.path, "its 'updated' or 'deleted' time is not text")
        stored = StoredGame(game, updated, deleted)
        # The signature from before the read: a file replaced meanwhile has another
        # one, so what was read is checked again next time rather than trusted.
        self._known = None if sig is None else (sig, stored)
        return stored

    def salvage(self, game_id: str) -> tuple[StoredGame, int] | None:
        """The game of a damaged file up to the hand before its first bad one, and that count.

        Only a file that is whole but for its hands qualifies: readable JSON, the
        game document, the right id, and a refusal that names a hand. Then every
        hand before that one passed the very checks a new entry passes, so the game
        is safe to show and to play on; the file itself is kept aside by the caller,
        later hands included. Anything else (or any second refusal) gives None.
        """
        try:
            document = upgrade(self._document() or {}, self.path)
            session = document.get("session")
            if not isinstance(session, dict) or not isinstance(session.get("hands"), list):
                return None
            try:
                session_from_dict(session)
            except ScorekeeperError as exc:
                if exc.hand is None or exc.hand < 1:
                    return None
                kept = exc.hand - 1
            else:
                return None
            game = session_from_dict({**session, "hands": session["hands"][:kept]})
        except (ScorekeeperError, OSError):
            return None
        updated, deleted = document.get("updated"), document.get("deleted")
        if game.id != game_id or not isinstance(updated, str):
            return None
        return StoredGame(game, updated, deleted if isinstance(deleted, str) else None), kept

    def _document(self) -> dict[str, Any] | None:
        """The game document; None if there is no file, ``DamagedFileError`` if it has none."""
        document = self._table.get(doc_id=DOC_ID)
        if isinstance(document, Document):
            return dict(document)
        if self.path.exists():
            raise DamagedFileError(self.path, f"it holds no '{GAME_TABLE}' document")
        return None
