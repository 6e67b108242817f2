"""Backups: every game as one file, and the games of such a file read back.

Why a service: Settings (download and restore) and the commands (``export``,
``import``) make and read the same file, the session JSON of docs/RULES.md
that the store defines (:mod:`scorekeeper.storage.backup`). Both are plain
conversions, no file is touched here: the screen hands the bytes to the
browser, the command writes them (:mod:`scorekeeper.services.files`), and the
games read back are stored through :mod:`scorekeeper.services.imports`.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.rules.game import Game
from scorekeeper.storage.backup import backup_to_dict, dumps_json, loads_games

__all__ = ["backup_text", "loads_games"]


def backup_text(games: Sequence[Game]) -> str:
    """The backup file of ``games``: what ``scorekeeper export`` writes and Settings downloads."""
    return dumps_json(backup_to_dict(games))
