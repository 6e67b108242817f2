"""The clock and id factory the composition root injects, and their defaults.

The rules core reads no clock and makes no ids; the store is the first layer
that needs both (creation and update times, correction times, new game ids).
Taking them as arguments keeps tests deterministic and lets the app decide
the format once.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], "datetime | str"]
"""Returns the current time: an aware ``datetime`` or ISO 8601 text."""
IdFactory = Callable[[], str]
"""Returns a new game id (lower-case letters, digits, ``-`` and ``_``)."""


def system_clock() -> datetime:
    """The current time in UTC."""
    return datetime.now(UTC)


_GAME_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")


def random_id() -> str:
    """Twelve hex digits.

    Short enough to type on the command line or fit a QR code; with 48 random
    bits a clash is negligible, and the store checks for one anyway.
    """
    return secrets.token_hex(6)


def is_valid_game_id(game_id: str) -> bool:
    """Whether ``game_id`` can name a game file on every file system.

    Lower case only, because macOS and Windows would treat ``Ab`` and ``ab`` as
    one file; no dots or slashes, so an imported id can never escape the folder.
    """
    return _GAME_ID.fullmatch(game_id) is not None


def timestamp(clock: Clock) -> str:
    """The clock's time as ISO 8601 text, UTC for datetimes so that texts sort by time."""
    value = clock()
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("the clock must return an aware datetime (with a time zone)")
        return value.astimezone(UTC).isoformat(timespec="seconds")
    return value
