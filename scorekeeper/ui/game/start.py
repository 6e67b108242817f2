"""Who starts a game, as one type: the first dealer, and in ``box`` the first roles.

Why a type of its own: the form, the rematch and the lots all decide a start,
and as ``Roles | str`` every reader had to ask "a string means jersey?". A
``Start`` says what it holds; ``roles_or_dealer`` is the one place that turns it
into what ``GameService.create`` takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.rules.hands import Roles


@dataclass(frozen=True, slots=True)
class Start:
    """Who starts: who deals the first hand and, in ``box``, who holds which role."""

    dealer: str
    """Who deals the first hand (in ``box`` the player in the box)."""
    roles: Roles | None = None
    """``box``: the first roles (box, captain, sitter); None in ``jersey``."""

    @classmethod
    def with_roles(cls, roles: Roles) -> Start:
        """A ``box`` start: the player in the box deals."""
        return cls(roles.box, roles)

    @property
    def roles_or_dealer(self) -> Roles | str:
        """The start as the game service takes it (``first=``)."""
        return self.roles if self.roles is not None else self.dealer

    def fits(self, names: Sequence[str]) -> bool:
        """Whether this start is one of ``names``' (the names may have changed since)."""
        if self.roles is not None:
            return sorted(self.roles.as_tuple()) == sorted(names)
        return self.dealer in names
