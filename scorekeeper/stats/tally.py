"""Counting: one replayed game into per-seat statistics, and games into totals.

Each game is counted once, when it is replayed (``PlayedGame.of``), into the
``PlayerStats`` of each seat over that one game. Player and group statistics
are then sums of those per-game records over different sets of games, so
asking for both costs one pass over the hands, not two. Everything is linear in
the number of hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.rules.game import Game, GameState, HandRecord
from scorekeeper.rules.hands import Outcome
from scorekeeper.rules.variant_protocol import VariantRules
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.stats.model import PlayerStats, SeatCounts


@dataclass(slots=True)
class Tally:
    """Running counts of one player; see ``PlayerStats`` for what each means.

    Mutable on purpose: it lives only inside one computation and is updated
    once per hand or per game, which keeps 100,000 hands well under a second.
    """

    games_played: int = 0
    games_finished: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_sat_out: int = 0
    hands_won: int = 0
    points_won: int = 0
    gins: int = 0
    knocks: int = 0
    knocks_won: int = 0
    undercuts_given: int = 0
    undercuts_suffered: int = 0
    hands_in_box: int = 0
    hands_won_in_box: int = 0
    longest_hand_streak: int = 0
    longest_game_streak: int = 0
    game_streak: int = 0
    """Games won in a row up to the last finished game added."""

    def add_game(self, game: SeatCounts) -> None:
        """Add the record of one game (a ``PlayedGame.seats`` entry).

        Games must be added in chronological order, as the game streak runs on
        from the previous finished game. Hand streaks combine by maximum, as they
        do not run across games.
        """
        self.games_played += game.games_played
        self.games_finished += game.games_finished
        self.games_won += game.games_won
        self.hands_played += game.hands_played
        self.hands_sat_out += game.hands_sat_out
        self.hands_won += game.hands_won
        self.points_won += game.points_won
        self.gins += game.gins
        self.knocks += game.knocks
        self.knocks_won += game.knocks_won
        self.undercuts_given += game.undercuts_given
        self.undercuts_suffered += game.undercuts_suffered
        self.hands_in_box += game.hands_in_box
        self.hands_won_in_box += game.hands_won_in_box
        self.longest_hand_streak = max(self.longest_hand_streak, game.longest_hand_streak)
        if game.games_won:
            self.game_streak += 1
            self.longest_game_streak = max(self.longest_game_streak, self.game_streak)
        elif game.games_finished:
            self.game_streak = 0

    def seat(self) -> SeatCounts:
        """The counts as they stand (for one game: that game's ``PlayedGame.seats`` entry)."""
        return SeatCounts(*(getattr(self, count) for count in SeatCounts._fields))

    def freeze(self, name: str) -> PlayerStats:
        """The finished, immutable statistics."""
        return PlayerStats(name, *self.seat())


def count_game(game: Game, state: GameState) -> tuple[SeatCounts, SeatCounts, SeatCounts]:
    """Each seat's numbers over this one game (``state`` is ``replay(game)``)."""
    tally = {name: Tally(games_played=1) for name in game.players}
    if state.finished:
        for name, seat in tally.items():
            seat.games_finished = 1
            seat.games_won = seat.longest_game_streak = int(name == state.winner)
    runs = dict.fromkeys(game.players, 0)
    rules = variant_rules(game.variant)
    for record in state.hands:
        _count_hand(game, rules, record, tally, runs)
    first, second, third = (tally[name].seat() for name in game.players)
    return (first, second, third)


def _count_hand(
    game: Game,
    rules: VariantRules,
    record: HandRecord,
    tally: dict[str, Tally],
    runs: dict[str, int],
) -> None:
    """Add one hand; ``runs`` holds each player's current run of hands won in this game."""
    score = record.score
    winner = score.winner
    roles = record.roles
    for name in rules.card_holders(game.players, record.seats):
        seat = tally[name]
        seat.hands_played += 1
        if name == winner:
            runs[name] += 1
            seat.longest_hand_streak = max(seat.longest_hand_streak, runs[name])
        else:
            runs[name] = 0
    if roles is not None:
        tally[roles.sitter].hands_sat_out += 1
        box = tally[roles.box]
        box.hands_in_box += 1
        if winner == roles.box:
            box.hands_won_in_box += 1
    if winner is not None:
        scorer = tally[winner]
        scorer.hands_won += 1
        scorer.points_won += score.points[winner]
    knocker = record.entry.by
    if score.outcome is Outcome.DRAW or knocker is None:
        return
    if score.outcome is Outcome.GIN:
        tally[knocker].gins += 1
        return
    tally[knocker].knocks += 1
    if score.outcome is Outcome.KNOCK:
        tally[knocker].knocks_won += 1
    elif score.outcome is Outcome.UNDERCUT:
        tally[knocker].undercuts_suffered += 1
        givers = rules.undercutters(game.rules, game.players, record.seats, record.entry, knocker)
        for giver in givers:
            tally[giver].undercuts_given += 1
