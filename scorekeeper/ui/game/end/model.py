"""What the end screen shows of a finished game, computed without widgets.

The final table is the core's ``standings`` and the rematch's first seats its
``rematch_seats`` (the standings act as the cut), so the table and Rematch can
never disagree; this module only gathers what the screen draws.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.rules.game import Game, GameState
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.standings import rematch_seats, standings
from scorekeeper.rules.variant_registry import variant_rules


@dataclass(frozen=True, slots=True)
class Place:
    """One line of the final table."""

    number: int
    """1 for the winner, then down the standings."""
    player: str
    won: bool
    """The winner's line (drawn with the trophy)."""
    hands_won: int
    total: int


@dataclass(frozen=True, slots=True)
class EndView:
    """A finished game as the end screen shows it."""

    winner: str
    hands: int
    """Hands played."""
    points: int
    """The winner's total."""
    places: tuple[Place, ...]
    rematch_first: Seats
    """Who starts a rematch."""
    has_roles: bool
    """``box`` (Rematch names the box) rather than ``jersey`` (it names the dealer)."""


def end_view(game: Game, state: GameState) -> EndView | None:
    """The end screen's view of ``game``; None while the game runs."""
    if not state.finished or state.winner is None:
        return None
    places = tuple(
        Place(
            number,
            player,
            player == state.winner,
            state.hands_won.get(player, 0),
            state.totals[player],
        )
        for number, player in enumerate(standings(game, state), start=1)
    )
    return EndView(
        winner=state.winner,
        hands=len(state.hands),
        points=state.totals[state.winner],
        places=places,
        rematch_first=rematch_seats(game, state),
        has_roles=variant_rules(game.variant).has_roles,
    )
