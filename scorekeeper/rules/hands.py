"""What is recorded for one hand, and who sits where while it is played.

``HandEntry`` is exactly what the players tell the app (how the hand ended, who
knocked, each deadwood, optionally the cards). Everything else (points, roles of
the next hand, totals) is derived from a sequence of entries by ``game.replay``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from scorekeeper.rules.cards import Card


class Result(enum.Enum):
    """How a hand ended, as entered (docs/RULES.md: knock, gin or draw)."""

    KNOCK = "knock"
    GIN = "gin"
    DRAW = "draw"


class Outcome(enum.Enum):
    """How a hand was scored, as ``replay`` reports it."""

    KNOCK = "knock"
    UNDERCUT = "undercut"
    GIN = "gin"
    DRAW = "draw"
    TIE = "tie"
    """``jersey`` only, under the house option ``"tie": "no_score"``."""


class Role(enum.Enum):
    """The three roles of the ``box`` variant."""

    BOX = "box"
    CAPTAIN = "captain"
    SITTER = "sitter"


@dataclass(frozen=True, slots=True)
class Roles:
    """Who is box, captain and sitter for one ``box`` hand."""

    box: str
    captain: str
    sitter: str

    def as_tuple(self) -> tuple[str, str, str]:
        """``(box, captain, sitter)``."""
        return (self.box, self.captain, self.sitter)

    def role_of(self, player: str) -> Role:
        """The role ``player`` holds; ``ValueError`` if they are not in these roles."""
        for role, name in zip(Role, self.as_tuple(), strict=True):
            if name == player:
                return role
        raise ValueError(player)

    def card_holders(self) -> tuple[str, str]:
        """The two players who hold cards: box, then captain."""
        return (self.box, self.captain)

    def opponent_of(self, player: str) -> str:
        """The other card holder."""
        return self.captain if player == self.box else self.box

    def after(self, winner: str | None) -> Roles:
        """Roles of the next hand (docs/RULES.md box 10-11).

        The box player who wins stays in the box and the captain and sitter swap;
        a box player who loses sits out, the captain moves into the box and the
        sitter becomes captain. After a draw (``winner`` None) nothing changes.
        """
        if winner is None:
            return self
        if winner == self.box:
            return Roles(box=self.box, captain=self.sitter, sitter=self.captain)
        return Roles(box=self.captain, captain=self.sitter, sitter=self.box)


@dataclass(frozen=True, slots=True)
class Seats:
    """Who sat where for one hand: the dealer, and in ``box`` the three roles.

    A fact of the table once the hand is played (docs/RULES.md: corrections never
    change who played), so it is kept with the hand rather than re-derived.
    """

    dealer: str
    roles: Roles | None = None
    """``box``: box, captain and sitter (the box deals). None for ``jersey``."""

    @classmethod
    def of_box(cls, roles: Roles) -> Seats:
        """The seats of a ``box`` hand: the box player deals."""
        return cls(roles.box, roles)

    @classmethod
    def of_jersey(cls, dealer: str) -> Seats:
        """The seats of a ``jersey`` hand: only the dealer."""
        return cls(dealer, None)


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One hand as entered at the table."""

    result: Result
    """Knock, gin or draw (stock ran out)."""
    by: str | None = None
    """The player who knocked or went gin; None for a draw."""
    deadwood: Mapping[str, int] = field(default_factory=dict)
    """Deadwood per player who held cards (after laying off, for the opponents)."""
    cards: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    """Cards entered in referee mode, per player (10 each, after the discard)."""
    seats: Seats | None = None
    """The seats the hand was played with; None means "as the rotation gives"
    (a hand of an old file, or one about to be recorded)."""

    def deadwood_of(self, player: str) -> int:
        """Deadwood of ``player``; a gin player's may be left out and is 0."""
        if player == self.by and self.result is Result.GIN:
            return self.deadwood.get(player, 0)
        return self.deadwood[player]
