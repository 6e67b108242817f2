"""Refusals of the service: a change made against a game that has moved on.

Why one class per kind of missed change: the message tells the player what
happened on the other phone ("hand 6 was recorded on another phone; here is
the table now"), and the catalogues translate by the class's key. Every one
carries the stored game, so the screen can show it at once.
"""

from __future__ import annotations

from typing import ClassVar

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.changes import ChangeKind


class StaleGameError(ScorekeeperError):
    """The screen's game is not the stored game any more: the change is refused."""

    key: ClassVar[str] = "error.stale.changed"
    template: ClassVar[str] = "this game was changed on another phone; here it is now"

    def __init__(self, current: Game, *, number: int | None = None) -> None:
        super().__init__(number=number)
        self.current = current
        """The stored game, for the screen to show instead."""


class StaleRecordedError(StaleGameError):
    """Another phone recorded a hand."""

    key = "error.stale.recorded"
    template = "hand {number} was recorded on another phone; here is the table now"


class StaleUndoneError(StaleGameError):
    """Another phone undid a hand."""

    key = "error.stale.undone"
    template = "hand {number} was undone on another phone; here is the table now"


class StaleRedoneError(StaleGameError):
    """Another phone put an undone hand back."""

    key = "error.stale.redone"
    template = "hand {number} was put back on another phone; here is the table now"


class StaleEditedError(StaleGameError):
    """Another phone corrected a hand."""

    key = "error.stale.edited"
    template = "hand {number} was corrected on another phone; here is the table now"


class StaleRulesError(StaleGameError):
    """Another phone changed the house rules."""

    key = "error.stale.rules"
    template = "the house rules were changed on another phone; here is the table now"


class StaleReplacedError(StaleGameError):
    """Another phone imported a shared record in place of this one."""

    key = "error.stale.replaced"
    template = "another phone took a shared record for this game; here it is now"


class StaleDeletedError(StaleGameError):
    """Another phone deleted the game."""

    key = "error.stale.deleted"
    template = "this game was deleted on another phone, so nothing more can be saved to it"


class StaleRestoredError(StaleGameError):
    """Another phone brought the game back from the deleted list."""

    key = "error.stale.restored"
    template = "this game was restored on another phone; here it is now"


STALE_BY_KIND: dict[ChangeKind, type[StaleGameError]] = {
    ChangeKind.RECORDED: StaleRecordedError,
    ChangeKind.UNDONE: StaleUndoneError,
    ChangeKind.REDONE: StaleRedoneError,
    ChangeKind.EDITED: StaleEditedError,
    ChangeKind.RULES: StaleRulesError,
    ChangeKind.IMPORTED: StaleReplacedError,
    ChangeKind.DELETED: StaleDeletedError,
    ChangeKind.RESTORED: StaleRestoredError,
}
"""The refusal that names each kind of change another phone made first."""
