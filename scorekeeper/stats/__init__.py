"""Statistics and the CSV of hands, all derived by replaying stored games (issue 7).

Pure like ``scorekeeper.rules``: no I/O, clock or UI. The shell loads the games
and hands them in; to compute several statistics over the same games, replay
them once with ``replay_games`` and pass the result to each function.
"""

from scorekeeper.stats.csv_export import hands_csv
from scorekeeper.stats.groups import group_stats
from scorekeeper.stats.model import GroupStats, HeadToHead, PlayerStats
from scorekeeper.stats.played import GameLike, PlayedGame, replay_games
from scorekeeper.stats.players import head_to_head, player_stats

__all__ = [
    "GameLike",
    "GroupStats",
    "HeadToHead",
    "PlayedGame",
    "PlayerStats",
    "group_stats",
    "hands_csv",
    "head_to_head",
    "player_stats",
    "replay_games",
]
