"""The final standings of a game, and who starts a rematch from them.

One order for both, so the end screen's table and the rematch's seats cannot
disagree: the players by total, highest first, a tie keeping seat order, and
the winner first in any case (the one who reached the target ends the game).
The rematch reads the standings as a cut: ``box`` puts the winner into the box,
the runner-up captains and the last sits out; ``jersey`` lets the winner deal.
"""

from __future__ import annotations

from scorekeeper.rules.game import Game, GameState
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variant_registry import variant_rules


def standings(game: Game, state: GameState) -> tuple[str, ...]:
    """``game``'s players in final order: highest total first, ties in seat order."""
    ranked = sorted(game.players, key=lambda p: (-state.totals[p], game.players.index(p)))
    if state.winner is not None and state.winner != ranked[0]:
        ranked.remove(state.winner)
        ranked.insert(0, state.winner)
    return tuple(ranked)


def rematch_seats(game: Game, state: GameState) -> Seats:
    """The first seats of a rematch: the standings act as the cut."""
    return variant_rules(game.variant).start_from_ranking(standings(game, state))
