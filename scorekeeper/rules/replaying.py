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

from scorekeeper.rules.errors import GameOverError
from scorekeeper.rules.hands import HandEntry, Outcome, Roles, Seats
from scorekeeper.rules.scoring import HandScore, score_box, score_jersey
from scorekeeper.rules.seating import check_seats
from scorekeeper.rules.validation import check_box_hand, check_jersey_hand

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


def check_hand(game: Game, roles: Roles | None, entry: HandEntry, number: int) -> None:
    """Validate ``entry`` as hand ``number`` of ``game`` played with ``roles``."""
    if roles is not None:
        check_box_hand(game.rules, roles, entry, number)
    else:
        check_jersey_hand(game.rules, game.players, entry, number)


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
    totals = dict.fromkeys(players, 0)
    won = dict.fromkeys(players, 0)
    roles = game.first_roles
    dealer = game.first_dealer
    records: list[HandRecord] = []
    winner: str | None = None
    for number, entry in enumerate(game.hands, start=1):
        if winner is not None:
            raise GameOverError(hand=number, winner=winner)
        rotation = Seats(dealer, roles)
        off_rotation = False
        if entry.seats is not None and entry.seats != rotation:
            seats = check_seats(game.variant, game.players, entry.seats, number)
            roles, dealer, off_rotation = seats.roles, seats.dealer, True
        check_hand(game, roles, entry, number)
        if roles is not None:
            score = score_box(game.rules, players, roles, entry)
        else:
            score = score_jersey(game.rules, players, dealer, entry)
        for player, points in score.points.items():
            totals[player] += points
        if score.winner is not None:
            won[score.winner] += 1
        records.append(HandRecord(number, dealer, roles, entry, score, dict(totals), off_rotation))
        winner = _crossed_target(game, totals)
        roles, dealer = _next_seats(game, roles, dealer, score)
    finished = winner is not None
    return GameState(
        hands=tuple(records),
        totals=totals,
        finished=finished,
        winner=winner,
        next_dealer=None if finished else dealer,
        next_roles=None if finished else roles,
        hands_won=won,
    )


def _crossed_target(game: Game, totals: Mapping[str, int]) -> str | None:
    """The player at or past the target, if any (only one can be: one scorer per hand)."""
    for player in game.players:
        if totals[player] >= game.rules.target:
            return player
    return None


def _next_seats(
    game: Game, roles: Roles | None, dealer: str, score: HandScore
) -> tuple[Roles | None, str]:
    """Roles and dealer of the next hand (docs/RULES.md box 3, 10, 11; jersey 2)."""
    if roles is not None:
        next_roles = roles.after(score.winner) if score.outcome is not Outcome.DRAW else roles
        return next_roles, next_roles.box
    if score.outcome is Outcome.DRAW:
        return None, dealer
    seat = game.players.index(dealer)
    return None, game.players[(seat + 1) % 3]
