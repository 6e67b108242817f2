"""What changed, told to every open screen: the change feed.

Why in-process and not Flet's pubsub: the service must not depend on the UI
toolkit, and the command line and the tests use it without any page. A screen
subscribes for as long as it is shown and turns the notice into a redraw on its
own session (``ui/live.py``); the notice carries the stored game and its
revision, so no screen reads and replays the file again to show it. Listeners
are called in the thread that made the change, after the change is stored; one
that fails is dropped, so a closed browser tab can never stop a save on another
phone.
"""

from __future__ import annotations

import enum
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

from scorekeeper.rules.game import Game

_log = logging.getLogger(__name__)


class ChangeKind(enum.Enum):
    """The kinds of change the service makes to the games."""

    CREATED = "created"
    RECORDED = "recorded"
    UNDONE = "undone"
    REDONE = "redone"
    EDITED = "edited"
    RULES = "rules"
    DELETED = "deleted"
    RESTORED = "restored"
    IMPORTED = "imported"


@dataclass(frozen=True, slots=True)
class GameChanged:
    """One stored change, as every open screen hears of it."""

    game_id: str
    kind: ChangeKind
    number: int | None
    """The hand it concerns (recorded, undone, redone, edited), else None."""
    revision: str
    """The game's revision after the change ("" when the game is gone from the list)."""
    origin: str
    """Who made it (a session id; "" for the command line or a test)."""
    game: Game | None = None
    """The game as stored after the change, so a screen shows it without reading the file
    again (None when the game is gone from the list)."""


Listener = Callable[[GameChanged], None]


class ChangeFeed:
    """Subscribers for changes to the games; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listeners: dict[int, Listener] = {}
        self._next = 0

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after every stored change; returns the way to stop."""
        with self._lock:
            token = self._next
            self._next += 1
            self._listeners[token] = listener

        def unsubscribe() -> None:
            with self._lock:
                self._listeners.pop(token, None)

        return unsubscribe

    def publish(self, change: GameChanged) -> None:
        """Tell every listener; a listener that raises is dropped and logged."""
        with self._lock:
            listeners = list(self._listeners.items())
        for token, listener in listeners:
            try:
                listener(change)
            except Exception:
                _log.warning("dropping a change listener that failed", exc_info=True)
                with self._lock:
                    self._listeners.pop(token, None)

    def __len__(self) -> int:
        with self._lock:
            return len(self._listeners)
