"""Group and head-to-head statistics against numbers worked out in ``recorded``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.stats import GroupStats, HeadToHead, group_stats, head_to_head
from tests.stats.recorded import ALL, G1, G3
from tests.stats.test_players import ANN, BOB, CID, DEE


def test_groups_of_the_recorded_games() -> None:
    groups = group_stats(ALL)
    assert [g.players for g in groups] == [("Ann", "Bob", "Cid"), ("Ann", "Bob", "Dee")]
    abc = groups[0]
    # Ann, Bob and Cid: G1, G2, G4. Hands 8 + 6 + 1; nobody won G1 3, G2 2 3 5.
    assert (abc.games_played, abc.games_finished, abc.hands_played, abc.hands_won_by_nobody) == (
        3,
        3,
        15,
        4,
    )
    # Ann in the group is her overall record without G3.
    assert abc.members["Ann"] == replace(
        ANN,
        games_played=3,
        hands_played=12,  # 15 − 3
        hands_won=5,  # 8 − 3
        points_won=126,  # 177 − 51
        knocks=5,  # 7 − 2
        knocks_won=4,  # 6 − 2
        undercuts_given=2,  # 3 − 1
        hands_in_box=4,  # 6 − 2
        hands_won_in_box=2,  # 4 − 2
        longest_hand_streak=1,  # the run of 3 was in G3
    )
    assert abc.members["Bob"] == replace(
        BOB,
        games_played=3,
        hands_played=12,  # 13 − 1
        hands_sat_out=3,  # 5 − 2
        knocks=2,  # G3 2 was his
        undercuts_suffered=1,
    )
    assert abc.members["Cid"] == CID
    assert abc == GroupStats(
        players=("Ann", "Bob", "Cid"),
        games_played=3,
        games_finished=3,
        hands_played=15,
        hands_won_by_nobody=4,
        members=abc.members,
    )


def test_group_of_the_unfinished_game_uses_the_latest_spellings() -> None:
    abd = group_stats(ALL)[1]
    # G3 alone: " ann " shows as "Ann", the spelling of her latest game.
    assert (abd.games_played, abd.games_finished, abd.hands_played, abd.hands_won_by_nobody) == (
        1,
        0,
        3,
        0,
    )
    assert list(abd.members) == ["Ann", "Bob", "Dee"]
    assert abd.members["Ann"] == replace(
        ANN,
        games_played=1,
        games_finished=0,
        games_won=0,
        hands_played=3,
        hands_sat_out=0,
        hands_won=3,
        points_won=51,
        gins=0,
        knocks=2,
        knocks_won=2,
        undercuts_given=1,
        undercuts_suffered=0,
        hands_in_box=2,
        hands_won_in_box=2,
        longest_hand_streak=3,
        longest_game_streak=0,
    )
    assert abd.members["Dee"] == DEE


def test_seat_order_does_not_make_a_new_group() -> None:
    # The same three in another seat order (and first roles) are the same group.
    reseated = replace(
        G1,
        players=("Cid", "Ann", "Bob"),
        id="g1b",
        created="2024-01-05T10:00:00",
    )
    groups = group_stats([*ALL, reseated])
    assert [g.games_played for g in groups] == [4, 1]


def test_head_to_head_ann_and_bob() -> None:
    # Together in all four games; Ann won G2 and G4, Bob G1. Faced in box
    # hands G1 1 (Ann), G1 6 (Bob), G1 8 (Bob), G3 2 (Ann).
    assert head_to_head(ALL, "Ann", "Bob") == HeadToHead(
        first="Ann",
        second="Bob",
        games_together=4,
        games_finished=3,
        first_games_won=2,
        second_games_won=1,
        hands_faced=4,
        first_hands_won=2,
        second_hands_won=2,
    )


def test_head_to_head_counts_draws_as_faced_hands_won_by_neither() -> None:
    # Bob and Cid faced each other in G1 3 (draw), 4 (Cid gin), 7 (Bob undercut).
    h2h = head_to_head(ALL, "Bob", "Cid")
    assert (h2h.games_together, h2h.first_games_won, h2h.second_games_won) == (3, 1, 0)
    assert (h2h.hands_faced, h2h.first_hands_won, h2h.second_hands_won) == (3, 1, 1)


def test_head_to_head_matches_names_and_is_symmetric() -> None:
    # Ann and Dee met only in G3, where " ann " won hands 1 and 3 against Dee.
    h2h = head_to_head(ALL, " ANN", "dee ")
    assert h2h == HeadToHead("Ann", "Dee", 1, 0, 0, 0, 2, 2, 0)
    assert head_to_head(ALL, "Dee", "Ann") == HeadToHead("Dee", "Ann", 1, 0, 0, 0, 2, 0, 2)


def test_head_to_head_with_a_stranger_is_all_zeros() -> None:
    assert head_to_head(ALL, "Ann", " Zed ") == HeadToHead("Ann", "Zed", 0, 0, 0, 0, 0, 0, 0)


def test_head_to_head_needs_two_players() -> None:
    with pytest.raises(ValueError, match="two different players"):
        head_to_head([G3], "Ann", " ann")
