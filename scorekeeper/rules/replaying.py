"""Replaying a game's hand log into its state: seats, scores, totals, the winner.

Apart from ``game`` (which changes the log) because this is the one reading of
a log that everything else trusts: a hand with seats is played with them, one
without takes the rotation's, and the rotation goes on from the seats a hand
was played with (docs/RULES.md: corrections never change who played).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from scorekeeper.rules.errors import GameOverError, SeatsError
from scorekeeper.rules.hand_score import HandScore
from scorekeeper.rules.hands import HandEntry, Roles, Seats
from scorekeeper.rules.variants import variant_rules

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


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


def check_seats(game: Game, seats: Seats | None, number: int) -> Seats:
    """``seats`` as hand ``number`` of ``game`` may have them (its variant's rule)."""
    if seats is None:
        raise SeatsError(hand=number)
    return variant_rules(game.variant).check_seats(game.players, seats, number)


def check_hand(game: Game, seats: Seats, entry: HandEntry, number: int) -> None:
    """Validate ``entry`` as hand ``number`` of ``game`` played with ``seats``."""
    variant_rules(game.variant).check_hand(game.rules, game.players, seats, entry, number)


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


def replay(game: Game) -> GameState:
    """Fold the hand log into the game state, validating every hand in context.

    A hand with seats is played with them (checked), one without takes the
    rotation's; either way the rotation goes on from the seats the hand was
    played with. Deterministic and pure: the same game always gives the same
    state. A bad hand raises its error naming the hand; a hand after the winning
    hand raises ``GameOverError``.
    """
    players = game.players
    rules = variant_rules(game.variant)
    totals = dict.fromkeys(players, 0)
    won = dict.fromkeys(players, 0)
    seats = game.first_seats
    records: list[HandRecord] = []
    winner: str | None = None
    for number, entry in enumerate(game.hands, start=1):
        if winner is not None:
            raise GameOverError(hand=number, winner=winner)
        off_rotation = False
        if entry.seats is not None and entry.seats != seats:
            seats, off_rotation = rules.check_seats(players, entry.seats, number), True
        rules.check_hand(game.rules, players, seats, entry, number)
        score = rules.score_hand(game.rules, players, seats, entry)
        for player, points in score.points.items():
            totals[player] += points
        if score.winner is not None:
            won[score.winner] += 1
        records.append(
            HandRecord(number, seats.dealer, seats.roles, entry, score, dict(totals), off_rotation)
        )
        winner = _crossed_target(game, totals)
        seats = rules.next_seats(players, seats, score)
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


def _crossed_target(game: Game, totals: Mapping[str, int]) -> str | None:
    """The player at or past the target, if any (only one can be: one scorer per hand)."""
    for player in game.players:
        if totals[player] >= game.rules.target:
            return player
    return None
