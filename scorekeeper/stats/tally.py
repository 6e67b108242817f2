"""Counting one replayed game into per-player running tallies.

Player statistics and group statistics are the same counts over different sets
of games, so both feed their games through ``count_game`` into their own
tallies and turn each tally into a ``PlayerStats`` with ``freeze``. The work is
linear in the number of hands: one pass over each game's replayed hands.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass

from scorekeeper.rules.game import Game, HandRecord
from scorekeeper.rules.hands import Outcome
from scorekeeper.rules.variants import TieRule
from scorekeeper.stats.model import PlayerStats
from scorekeeper.stats.played import PlayedGame


@dataclass(slots=True)
class Tally:
    """Running counts of one player in one computation; see ``PlayerStats`` for
    what each count means.

    Mutable on purpose: it lives only inside one call of a statistic and is
    incremented once per hand, which keeps 100,000 hands well under a second.
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
    """Games won in a row up to the last finished game counted."""


def seat_tallies(
    tallies: MutableMapping[str, Tally], played: PlayedGame
) -> tuple[Tally, Tally, Tally]:
    """The tallies of ``played``'s three seats, created on first sight of a player."""
    first, second, third = (tallies.setdefault(key, Tally()) for key in played.keys)
    return (first, second, third)


def count_game(played: PlayedGame, seats: tuple[Tally, Tally, Tally]) -> None:
    """Add one game to the tallies of its three seats.

    Games must be counted in chronological order: the running game streak
    assumes each finished game follows the previous one counted.
    """
    game, state = played.game, played.state
    tally = dict(zip(game.players, seats, strict=True))
    for name, seat in tally.items():
        seat.games_played += 1
        if not state.finished:
            continue
        seat.games_finished += 1
        if name == state.winner:
            seat.games_won += 1
            seat.game_streak += 1
            seat.longest_game_streak = max(seat.longest_game_streak, seat.game_streak)
        else:
            seat.game_streak = 0
    runs = dict.fromkeys(game.players, 0)
    for record in state.hands:
        _count_hand(game, record, tally, runs)


def _count_hand(
    game: Game, record: HandRecord, tally: Mapping[str, Tally], runs: dict[str, int]
) -> None:
    """Add one hand; ``runs`` holds each player's current run of hands won in this game."""
    score = record.score
    winner = score.winner
    roles = record.roles
    holders = game.players if roles is None else roles.card_holders()
    for name in holders:
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
        for giver in undercutters(game, record, knocker):
            tally[giver].undercuts_given += 1


def undercutters(game: Game, record: HandRecord, knocker: str) -> tuple[str, ...]:
    """Who is credited with undercutting ``knocker`` in an undercut hand.

    ``box``: the opponent, who scored it. ``jersey``: every opponent whose own
    deadwood would have failed the knock on its own (RULES.md jersey 7): at most
    the knocker's, or strictly less when ties score nothing.
    """
    if record.roles is not None:
        return (record.roles.opponent_of(knocker),)
    entry = record.entry
    k = entry.deadwood_of(knocker)
    strict = game.rules.tie is TieRule.NO_SCORE
    return tuple(
        p
        for p in game.players
        if p != knocker and (entry.deadwood[p] < k if strict else entry.deadwood[p] <= k)
    )


def freeze(tally: Tally, name: str) -> PlayerStats:
    """The finished, immutable statistics of a tally."""
    return PlayerStats(
        name=name,
        games_played=tally.games_played,
        games_finished=tally.games_finished,
        games_won=tally.games_won,
        hands_played=tally.hands_played,
        hands_sat_out=tally.hands_sat_out,
        hands_won=tally.hands_won,
        points_won=tally.points_won,
        gins=tally.gins,
        knocks=tally.knocks,
        knocks_won=tally.knocks_won,
        undercuts_given=tally.undercuts_given,
        undercuts_suffered=tally.undercuts_suffered,
        hands_in_box=tally.hands_in_box,
        hands_won_in_box=tally.hands_won_in_box,
        longest_hand_streak=tally.longest_hand_streak,
        longest_game_streak=tally.longest_game_streak,
    )
