"""Every limit a stored or shared game must meet, in one place both sides read.

Why one module: the file reader, the QR payload and the core each refused a
game past a limit, but the core let a game grow past it. The 1,001st hand was
saved and confirmed, and the next start moved the whole game to ``damaged/``.
Now the core refuses a change that would break a limit, with a message that
says so, and the readers use the very same numbers, so a game this app saved
always loads again and always fits a shared code.

Pure constants and checks: no I/O, importable by every layer.
"""

from __future__ import annotations

from typing import Final

from scorekeeper.rules.errors import CorrectionsFullError, GameFullError

MAX_HANDS: Final = 1000
"""Hands in one game. No real game comes near it; it bounds the work a hostile file causes."""
MAX_CORRECTIONS: Final = 1000
"""Corrections (edits, undos) one game keeps; a shared code carries at most this many."""
MAX_NAME_LENGTH: Final = 40
"""Characters of a player name: any nickname, and still fits a player tile and a QR payload."""
MAX_TEXT_LENGTH: Final = 200
"""Characters of a short text field of a session file (id, creation time, correction time)."""


def check_room_for_hand(hands: int) -> None:
    """Refuse a new hand when the game already holds ``MAX_HANDS``."""
    if hands >= MAX_HANDS:
        raise GameFullError(count=MAX_HANDS)


def check_room_for_correction(corrections: int) -> None:
    """Refuse a new correction when the game already keeps ``MAX_CORRECTIONS``."""
    if corrections >= MAX_CORRECTIONS:
        raise CorrectionsFullError(count=MAX_CORRECTIONS)
