"""A game with no hand is counted in no statistic: set up and never played."""

from __future__ import annotations

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.stats import group_stats, head_to_head, player_stats, replay_games
from tests.rules.helpers import knock


def test_games_without_hands_are_left_out_of_every_statistic() -> None:
    played = Game.start(
        ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    played = played.record(knock("Ann", Ann=3, Bob=11))
    empty = Game.start(
        ("Ann", "Bob", "Dee"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Dee"))
    )
    games = [played, empty]
    assert [g.hand_count for g in replay_games(games)] == [1]
    players = player_stats(games)
    assert sorted(players) == ["Ann", "Bob", "Cid"]  # Dee played no hand at all
    assert players["Ann"].games_played == 1 and players["Bob"].games_played == 1
    assert [g.players for g in group_stats(games)] == [("Ann", "Bob", "Cid")]
    assert head_to_head(games, "Ann", "Bob").games_together == 1


def test_a_store_of_empty_games_has_no_statistics() -> None:
    empty = Game.start(("Ann", "Bob", "Cid"), Variant.JERSEY, first=Seats.of_jersey("Ann"))
    assert replay_games([empty]) == []
    assert player_stats([empty]) == {}
    assert group_stats([empty]) == []
