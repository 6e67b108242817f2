"""One game file: a one-document TinyDB database holding the session of docs/RULES.md.

The document is ``{"schema", "updated", "deleted", "session"}`` in table
``game`` under document id 1, so any game file opens with plain
``TinyDB(path)`` for inspection, and its ``session`` is exactly what
``scorekeeper replay`` and import read. It is written through the storage in
one call rather than through TinyDB's table API, because the table API reads
and rewrites the file once per table operation: creating a document would take
two writes, and a kill between them would leave an empty game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorekeeper.rules.errors import GameFullError, ScorekeeperError
from scorekeeper.rules.limits import MAX_HANDS
from scorekeeper.rules.session import session_from_dict, session_to_dict
from scorekeeper.storage.atomic_storage import AtomicJSONStorage, encode_json, write_atomic
from scorekeeper.storage.errors import DamagedFileError
from scorekeeper.storage.model import StoredGame
from scorekeeper.storage.schema import GAME_SCHEMA, upgrade

GAME_TABLE = "game"
DOC_ID = "1"


def game_tables(stored: StoredGame) -> dict[str, dict[str, Any]]:
    """The TinyDB tables of a game file."""
    document = {
        "schema": GAME_SCHEMA,
        "updated": stored.updated,
        "deleted": stored.deleted,
        "session": session_to_dict(stored.game),
    }
    return {GAME_TABLE: {DOC_ID: document}}


def encode_game(stored: StoredGame) -> bytes:
    """The bytes of a game file (also used by fixtures that build many games fast).

    A game past a limit the reader enforces is refused here, before any file is
    touched: a file this app writes must always read back (``rules.limits``).
    """
    if len(stored.game.hands) > MAX_HANDS:
        raise GameFullError(count=MAX_HANDS)
    return encode_json(game_tables(stored))


def write_game(path: Path, stored: StoredGame) -> None:
    """Write a game file atomically and durably."""
    write_atomic(path, encode_game(stored))


def read_game(path: Path, game_id: str) -> StoredGame | None:
    """The game in ``path``, fully validated; None if the file does not exist.

    Raises ``DamagedFileError`` for anything this app cannot have written
    (including a valid game under the wrong file name, which would otherwise
    shadow or duplicate another game) and ``NewerSchemaError`` for a newer file.
    """
    tables = AtomicJSONStorage(path).read()
    if tables is None:
        return None
    document = tables.get(GAME_TABLE, {}).get(DOC_ID)
    if not isinstance(document, dict):
        raise DamagedFileError(path, f"it holds no '{GAME_TABLE}' document")
    document = upgrade(document, path)
    try:
        game = session_from_dict(document.get("session"))
    except ScorekeeperError as exc:
        raise DamagedFileError(path, f"the game in it is not valid ({exc})") from None
    if game.id != game_id:
        raise DamagedFileError(path, f"it holds game {game.id!r}, not {game_id!r}")
    updated, deleted = document.get("updated"), document.get("deleted")
    if not isinstance(updated, str) or not (deleted is None or isinstance(deleted, str)):
        raise DamagedFileError(path, "its 'updated' or 'deleted' time is not text")
    return StoredGame(game, updated, deleted)


def salvage_game(path: Path, game_id: str) -> tuple[StoredGame, int] | None:
    """The game of a damaged file up to the hand before its first bad one, and that count.

    Only a file that is whole but for its hands qualifies: readable JSON, the
    game document, the right id, and a refusal that names a hand. Then every
    hand before that one passed the very checks a new entry passes, so the game
    is safe to show and to play on; the file itself is kept aside by the caller,
    later hands included. Anything else (or any second refusal) gives None.
    """
    try:
        tables = AtomicJSONStorage(path).read()
        document = (tables or {}).get(GAME_TABLE, {}).get(DOC_ID)
        if not isinstance(document, dict):
            return None
        document = upgrade(document, path)
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
