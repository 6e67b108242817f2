"""Backup files: every game as the session JSON of docs/RULES.md, in one object.

``{"format": "scorekeeper-backup/1", "games": [session, ...]}``. Each game is a
complete session, so a backup can be split by hand and each part replayed. An
import file may also be a single session. Reading validates every game before
returning any, so an import either stores a whole file or nothing of it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from scorekeeper.rules.errors import ScorekeeperError, SessionFormatError
from scorekeeper.rules.game import Game
from scorekeeper.rules.session import (
    SESSION_FORMAT,
    decode_json,
    session_from_dict,
    session_to_dict,
)
from scorekeeper.storage.errors import BackupFormatError

BACKUP_FORMAT = "scorekeeper-backup/1"
MAX_GAMES = 100_000
"""Far beyond any real collection; bounds the work a hostile file can cause."""


def backup_to_dict(games: Sequence[Game]) -> dict[str, Any]:
    """The backup object of ``games`` (canonical: export, import, export is identical)."""
    return {"format": BACKUP_FORMAT, "games": [session_to_dict(game) for game in games]}


def dumps_json(document: object) -> str:
    """JSON text as the session files use it (UTF-8 names, 2-space indent, final newline)."""
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def loads_games(data: str | bytes) -> list[Game]:
    """The games in a backup or session file, all validated, or an error naming the game.

    Raises ``BackupFormatError`` (or the session reader's ``ScorekeeperError``
    for a single session), with a one-line message.
    """
    document = _decode(data)
    if not isinstance(document, dict):
        raise BackupFormatError(detail="the file must hold a JSON object (a backup or a session)")
    fmt = document.get("format", SESSION_FORMAT)
    if fmt == SESSION_FORMAT:
        return [session_from_dict(document)]
    if fmt != BACKUP_FORMAT:
        raise BackupFormatError(
            detail=f"unsupported format {fmt!r} (this app reads {BACKUP_FORMAT!r} backups "
            f"and {SESSION_FORMAT!r} sessions)"
        )
    sessions = document.get("games")
    if not isinstance(sessions, list):
        raise BackupFormatError(detail="the backup has no 'games' list")
    if len(sessions) > MAX_GAMES:
        raise BackupFormatError(detail=f"{len(sessions)} games is more than {MAX_GAMES}")
    games: list[Game] = []
    for number, session in enumerate(sessions, start=1):
        try:
            games.append(session_from_dict(session))
        except ScorekeeperError as exc:
            raise BackupFormatError(detail=f"game {number}: {exc}") from None
    return games


def _decode(data: str | bytes) -> object:
    try:
        return decode_json(data)
    except SessionFormatError as exc:
        raise BackupFormatError(detail=str(exc)) from None
