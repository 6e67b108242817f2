"""Statistics per player over all games, and two players head to head."""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.rules.validation import name_key, normalise_name
from scorekeeper.stats.model import HeadToHead, PlayerStats
from scorekeeper.stats.played import GameLike, display_names, replay_games
from scorekeeper.stats.tally import Tally


def player_stats(games: Iterable[GameLike]) -> dict[str, PlayerStats]:
    """Every player's statistics over ``games``, keyed by display name.

    Players are matched by name case-insensitively, ignoring surrounding spaces;
    the display name is the spelling of their most recent game. The result is
    ordered by case-insensitive name. Each game is replayed once (pass
    ``PlayedGame``s from ``replay_games`` to share that work with other statistics).
    """
    played = replay_games(games)
    names = display_names(played)
    tallies: dict[str, Tally] = {}
    for item in played:
        for key, seat in zip(item.keys, item.seats, strict=True):
            tallies.setdefault(key, Tally()).add_game(seat)
    return {names[key]: tallies[key].freeze(names[key]) for key in sorted(tallies)}


def head_to_head(games: Iterable[GameLike], first: str, second: str) -> HeadToHead:
    """``first`` against ``second`` over the games both took part in.

    Names are matched and displayed as in ``player_stats`` (the spelling of the
    player's latest game, with or without the other); a player with no games
    keeps the spelling asked for, and the counts are zeros. ``ValueError`` if
    both names are one player.
    """
    a, b = name_key(first), name_key(second)
    if a == b:
        raise ValueError(f"head to head needs two different players, got {first!r} twice")
    played = replay_games(games)
    names = display_names(played)
    together = [item for item in played if a in item.keys and b in item.keys]
    finished = won_a = won_b = faced = hands_a = hands_b = 0
    for item in together:
        i, j = item.keys.index(a), item.keys.index(b)
        name_a, name_b = item.players[i], item.players[j]
        finished += item.seats[i].games_finished
        won_a += item.seats[i].games_won
        won_b += item.seats[j].games_won
        for box, captain, winner in item.duels:
            if {box, captain} == {name_a, name_b}:
                faced += 1
                hands_a += winner == name_a
                hands_b += winner == name_b
    return HeadToHead(
        first=names.get(a, normalise_name(first)),
        second=names.get(b, normalise_name(second)),
        games_together=len(together),
        games_finished=finished,
        first_games_won=won_a,
        second_games_won=won_b,
        hands_faced=faced,
        first_hands_won=hands_a,
        second_hands_won=hands_b,
    )
