"""Why the app could not start, sorted into what a player can do about it (pure).

The exception that stopped the start is classified by what it says about the
data folder (its message key, or the operating system's error behind it), so
the screen can say in the player's language what happened and what to do, and
still show the exact English line for whoever helps them.
"""

from __future__ import annotations

import enum
import errno
from dataclasses import dataclass
from typing import Final

from scorekeeper.config import ConfigError


class Trouble(enum.Enum):
    """What stopped the start, as far as the player is concerned."""

    LOCKED = "locked"
    """Another Scorekeeper has the data folder open."""
    NO_ACCESS = "no_access"
    """The system does not let the app use its folder (a missing permission, read-only)."""
    UNREADABLE = "unreadable"
    """The folder or a file in it could not be read or written (space, a failing disk)."""
    DAMAGED = "damaged"
    """A file of the store is damaged."""
    NEWER = "newer"
    """The games were saved by a newer version of the app."""
    CONFIG = "config"
    """The app's own ``flet.toml`` has a mistake."""


WHAT: Final = {
    Trouble.LOCKED: "startup.locked.what",
    Trouble.NO_ACCESS: "startup.no_access.what",
    Trouble.UNREADABLE: "startup.unreadable.what",
    Trouble.DAMAGED: "startup.damaged.what",
    Trouble.NEWER: "startup.newer.what",
    Trouble.CONFIG: "startup.config.what",
}
"""The catalogue key of the sentence that says what happened."""

TODO: Final = {
    Trouble.LOCKED: "startup.locked.todo",
    Trouble.NO_ACCESS: "startup.no_access.todo",
    Trouble.UNREADABLE: "startup.unreadable.todo",
    Trouble.DAMAGED: "startup.damaged.todo",
    Trouble.NEWER: "startup.newer.todo",
    Trouble.CONFIG: "startup.config.todo",
}
"""The catalogue key of the sentence that says what to do."""

_BY_KEY: Final = {
    "error.storage.locked": Trouble.LOCKED,
    "error.storage.damaged": Trouble.DAMAGED,
    "error.storage.game_damaged": Trouble.DAMAGED,
    "error.storage.newer": Trouble.NEWER,
}
_NO_ACCESS_ERRNOS: Final = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})


@dataclass(frozen=True, slots=True)
class StartupFailure:
    """One failed start: what kind, where, and the exact line the terminal would show."""

    trouble: Trouble
    folder: str
    detail: str


def failure_from(error: BaseException, folder: str) -> StartupFailure:
    """Classify the exception that stopped the start (for the data folder ``folder``)."""
    detail = str(error) or type(error).__name__
    if isinstance(error, ConfigError):
        return StartupFailure(Trouble.CONFIG, folder, detail)
    trouble = _BY_KEY.get(str(getattr(error, "key", "")))
    if trouble is None:
        system = error if isinstance(error, OSError) else error.__cause__
        denied = isinstance(system, OSError) and (
            isinstance(system, PermissionError) or system.errno in _NO_ACCESS_ERRNOS
        )
        trouble = Trouble.NO_ACCESS if denied else Trouble.UNREADABLE
    if isinstance(error, OSError) and error.strerror:
        detail = f"cannot use {error.filename or folder}: {error.strerror}"
    return StartupFailure(trouble, folder, detail)
