"""Statistics per group of three: the same counts, over the games they played together."""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.stats.model import GroupStats
from scorekeeper.stats.played import GameLike, PlayedGame, display_names, replay_games
from scorekeeper.stats.tally import Tally

GroupKey = tuple[str, str, str]
"""The three identity keys of a group, sorted: seat order does not make a new group."""


def group_stats(games: Iterable[GameLike]) -> list[GroupStats]:
    """One entry per group of three that played at least one game.

    A group is the set of its three players (matched as in ``player_stats``),
    whatever their seats or roles. Display names are the players' most recent
    spellings over all ``games``, so a person reads the same in every group.
    Ordered by most games played, then by names.
    """
    played = replay_games(games)
    names = display_names(played)
    by_group: dict[GroupKey, list[PlayedGame]] = {}
    for item in played:
        first, second, third = sorted(item.keys)
        by_group.setdefault((first, second, third), []).append(item)
    result = [_group(key, items, names) for key, items in by_group.items()]
    result.sort(key=lambda g: (-g.games_played, tuple(n.casefold() for n in g.players)))
    return result


def _group(key: GroupKey, played: list[PlayedGame], names: dict[str, str]) -> GroupStats:
    """The statistics of one group from its games, in chronological order."""
    tallies: dict[str, Tally] = {}
    hands = won = 0
    for item in played:
        for seat_key, seat in zip(item.keys, item.seats, strict=True):
            tallies.setdefault(seat_key, Tally()).add_game(seat)
        hands += item.hand_count
        won += sum(seat.hands_won for seat in item.seats)
    first, second, third = (names[k] for k in key)
    return GroupStats(
        players=(first, second, third),
        games_played=len(played),
        games_finished=sum(item.seats[0].games_finished for item in played),
        hands_played=hands,
        hands_won_by_nobody=hands - won,
        members={names[k]: tallies[k].freeze(names[k]) for k in key},
    )
