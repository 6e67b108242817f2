"""Replaying a game's hand log into its state: seats, scores, totals, the winner.

Apart from ``game`` (which changes the log) because this is the one reading of
a log that everything else trusts: a hand with seats is played with them, one
without takes the rotation's, and the rotation goes on from the seats a hand
was played with (docs/RULES.md: corrections never change who played).

``replay_hands`` takes what it reads (the players, the variant's rules object,
the house rules, the first seats and the hands), not a ``Game`` and not a
variant id, so it sits below the game and the registry, and a test can replay
with a variant of its own; ``game.replay`` passes a game's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from scorekeeper.rules.errors import GameOverError
from scorekeeper.rules.hands import HandEntry, Roles, Seats
from scorekeeper.rules.scoring import HandScore

if TYPE_CHECKING:
    from scorekeeper.rules.variant_protocol import Players, VariantRules
    from scorekeeper.rules.variants import HouseRules


def pinned_hands(state: GameState) -> tuple[HandEntry, ...]:
    """The replayed hands, each carrying the seats it was played with.

    Applied before every change, so a hand of an old file (no seats, the
    rotation's) gets its seats fixed before an earlier hand is changed.
    """
    return tuple(
        record.entry
        if record.entry.seats == record.seats
        else replace(record.entry, seats=record.seats)
        for record in state.hands
    )


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One replayed hand: who sat where, the entry, the score, the running totals."""

    number: int
    dealer: str
    roles: Roles | None
    entry: HandEntry
    score: HandScore
    totals: Mapping[str, int]
    off_rotation: bool = False
    """Whether the hand was played with other seats than the rotation gives
    (the seats as played, after a correction of an earlier hand)."""

    @property
    def seats(self) -> Seats:
        """The seats the hand was played with."""
        return Seats(self.dealer, self.roles)


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything derived from a game's hand log."""

    hands: tuple[HandRecord, ...]
    totals: Mapping[str, int]
    finished: bool
    winner: str | None
    next_dealer: str | None
    """Dealer of the coming hand; None once the game is over."""
    next_roles: Roles | None
    """``box``: roles of the coming hand; None for ``jersey`` or once over."""
    hands_won: Mapping[str, int] = field(default_factory=dict)


def replay_hands(
    players: Players,
    variant: VariantRules,
    rules: HouseRules,
    first: Seats,
    hands: Sequence[HandEntry],
) -> GameState:
    """Fold the hand log into the game state, validating every hand in context.

    A hand with seats is played with them (checked), one without takes the
    rotation's; either way the rotation goes on from the seats the hand was
    played with. Deterministic and pure: the same game always gives the same
    state. A bad hand raises its error naming the hand; a hand after the winning
    hand raises ``GameOverError``.
    """
    totals = dict.fromkeys(players, 0)
    won = dict.fromkeys(players, 0)
    seats = first
    records: list[HandRecord] = []
    winner: str | None = None
    for number, entry in enumerate(hands, start=1):
        if winner is not None:
            raise GameOverError(hand=number, winner=winner)
        off_rotation = False
        if entry.seats is not None and entry.seats != seats:
            seats, off_rotation = variant.check_seats(players, entry.seats, number), True
        variant.check_hand(rules, players, seats, entry, number)
        score = variant.score_hand(rules, players, seats, entry)
        for player, points in score.points.items():
            totals[player] += points
        if score.winner is not None:
            won[score.winner] += 1
        records.append(
            HandRecord(number, seats.dealer, seats.roles, entry, score, dict(totals), off_rotation)
        )
        winner = _crossed_target(players, rules.target, totals)
        seats = variant.next_seats(players, seats, score)
    finished = winner is not None
    return GameState(
        hands=tuple(records),
        totals=totals,
        finished=finished,
        winner=winner,
        next_dealer=None if finished else seats.dealer,
        next_roles=None if finished else seats.roles,
        hands_won=won,
    )


def _crossed_target(players: Players, target: int, totals: Mapping[str, int]) -> str | None:
    """The player at or past the target, if any (only one can be: one scorer per hand)."""
    for player in players:
        if totals[player] >= target:
            return player
    return None
