"""Player statistics against numbers worked out by hand in ``recorded``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules.variants import TieRule
from scorekeeper.stats import PlayerStats, player_stats, replay_games
from tests.stats.recorded import ALL, G1, G2, G3, G4

# Sums over G1 + G2 + G3 + G4 of the per-game notes in ``recorded``.
ANN = PlayerStats(
    name="Ann",
    games_played=4,  # G1 G2 G3 G4
    games_finished=3,  # G3 is unfinished
    games_won=2,  # G2 G4
    hands_played=15,  # 5 + 6 + 3 + 1
    hands_sat_out=3,  # G1 hands 3 4 7
    hands_won=8,  # 2 + 2 + 3 + 1
    points_won=177,  # (7 + 7) + (13 + 80) + (7 + 15 + 29) + 19
    gins=1,  # G2 hand 6: a knock with 0 scores as gin
    knocks=7,  # G1 1 2 5, G2 1, G3 1 3, G4 1
    knocks_won=6,  # all but G1 hand 2
    undercuts_given=3,  # G2 2 (tie) and 5, G3 2
    undercuts_suffered=1,  # G1 2
    hands_in_box=6,  # G1 1 2 6, G3 2 3, G4 1
    hands_won_in_box=4,  # G1 1, G3 2 3, G4 1
    longest_hand_streak=3,  # G3 hands 1-3
    longest_game_streak=2,  # G1 lost, G2 won, G4 won (G3 unfinished is skipped)
)
BOB = PlayerStats(
    name="Bob",
    games_played=4,
    games_finished=3,
    games_won=1,  # G1
    hands_played=13,  # 6 + 6 + 1 + 0
    hands_sat_out=5,  # G1 2 5, G3 1 3, G4 1
    hands_won=3,  # G1 6 7 8
    points_won=60,  # 31 + 10 + 19
    gins=1,  # G1 6
    knocks=3,  # G1 8, G2 2, G3 2
    knocks_won=1,  # G1 8
    undercuts_given=2,  # G1 7, G2 5
    undercuts_suffered=2,  # G2 2, G3 2
    hands_in_box=2,  # G1 7 8
    hands_won_in_box=2,
    longest_hand_streak=3,  # G1 6-8
    longest_game_streak=1,  # G1 won, G2 lost, G4 lost
)
CID = PlayerStats(
    name="Cid",
    games_played=3,  # G1 G2 G4
    games_finished=3,
    games_won=0,
    hands_played=12,  # 5 + 6 + 1
    hands_sat_out=3,  # G1 1 6 8
    hands_won=3,  # G1 2 4, G2 4
    points_won=101,  # 11 + 37 + 53
    gins=2,  # G1 4, G2 4
    knocks=2,  # G1 7, G2 5
    knocks_won=0,
    undercuts_given=1,  # G1 2
    undercuts_suffered=2,  # G1 7, G2 5
    hands_in_box=3,  # G1 3 4 5
    hands_won_in_box=1,  # G1 4
    longest_hand_streak=1,  # G1 2 won, 3 drawn, 4 won
    longest_game_streak=0,
)
DEE = PlayerStats(
    name="Dee",
    games_played=1,
    games_finished=0,
    games_won=0,
    hands_played=2,  # G3 1 (box) 3 (captain)
    hands_sat_out=1,
    hands_won=0,
    points_won=0,
    gins=0,
    knocks=0,
    knocks_won=0,
    undercuts_given=0,
    undercuts_suffered=0,
    hands_in_box=1,
    hands_won_in_box=0,
    longest_hand_streak=0,
    longest_game_streak=0,
)


def test_every_statistic_of_the_recorded_games() -> None:
    stats = player_stats(ALL)
    assert list(stats) == ["Ann", "Bob", "Cid", "Dee"]
    assert stats == {"Ann": ANN, "Bob": BOB, "Cid": CID, "Dee": DEE}


def test_averages_and_box_win_rates() -> None:
    stats = player_stats(ALL)
    assert stats["Ann"].average_points_per_hand_won == pytest.approx(177 / 8)
    assert stats["Bob"].average_points_per_hand_won == pytest.approx(20.0)
    assert stats["Cid"].average_points_per_hand_won == pytest.approx(101 / 3)
    assert stats["Dee"].average_points_per_hand_won is None
    assert stats["Ann"].box_win_rate == pytest.approx(4 / 6)
    assert stats["Bob"].box_win_rate == pytest.approx(1.0)
    assert stats["Cid"].box_win_rate == pytest.approx(1 / 3)
    assert stats["Dee"].box_win_rate == pytest.approx(0.0)


def test_jersey_only_player_has_no_box_win_rate() -> None:
    stats = player_stats([G2])
    assert stats["Bob"].hands_in_box == 0
    assert stats["Bob"].box_win_rate is None
    assert stats["Bob"].average_points_per_hand_won is None


def test_one_game_alone() -> None:
    # G1 only: Ann 5 hands held, won 1 and 5, knocked 1 2 5, undercut by Cid in 2.
    ann = player_stats([G1])["Ann"]
    assert (ann.hands_played, ann.hands_sat_out, ann.hands_won, ann.points_won) == (5, 3, 2, 14)
    assert (ann.knocks, ann.knocks_won, ann.undercuts_suffered) == (3, 2, 1)
    assert (ann.games_played, ann.games_finished, ann.games_won) == (1, 1, 0)


def test_names_match_ignoring_case_and_spaces_and_show_the_latest_spelling() -> None:
    # G3 spells her " ann " (stored as "ann"); made the latest game, that spelling wins.
    latest = replace(G3, created="2024-02-01T10:00:00")
    stats = player_stats([G1, G2, latest, G4])
    assert list(stats) == ["ann", "Bob", "Cid", "Dee"]
    assert stats["ann"] == replace(ANN, name="ann")


def test_tie_rule_no_score_changes_who_gave_the_undercut() -> None:
    # G2 under "tie": "no_score": hand 2 (Bob 5, Ann 5, Cid 12) is a tie, scored
    # by nobody and no undercut; hand 5 (Cid 2, Ann 1, Bob 1) stays an undercut
    # given by both. Totals: A13 B0 C33 after 5, Ann +80 in 6 wins at 93.
    stats = player_stats([G2.with_rules(replace(G2.rules, tie=TieRule.NO_SCORE), at="t")])
    assert (stats["Ann"].undercuts_given, stats["Bob"].undercuts_given) == (1, 1)
    bob = stats["Bob"]
    assert (bob.knocks, bob.knocks_won, bob.undercuts_suffered) == (1, 0, 0)


def test_streak_of_games_follows_creation_time_not_argument_order() -> None:
    forward = player_stats(ALL)
    assert player_stats(reversed(ALL)) == forward
    # Ann won G2 and G4; moving G1 (which she lost) between them breaks her run.
    moved = replace(G1, created="2024-01-03T10:00:00")
    assert player_stats([moved, G2, G3, G4])["Ann"].longest_game_streak == 1


def test_an_unfinished_game_does_not_break_a_run_of_games() -> None:
    # G2 won, G3 (unfinished) moved between, G4 won: still a run of 2.
    between = replace(G3, created="2024-01-03T10:00:00")
    assert player_stats([G1, G2, between, G4])["Ann"].longest_game_streak == 2


def test_hand_streaks_do_not_run_across_games() -> None:
    # Ann won all three hands of G3 and the first hand of G1, the next game:
    # a run carried over from one game to the next would read 4.
    assert player_stats([G3, G1])["Ann"].longest_hand_streak == 3


def test_played_games_can_be_shared_between_statistics() -> None:
    played = replay_games(ALL)
    assert player_stats(played) == player_stats(ALL)


def test_no_games_no_players() -> None:
    assert player_stats([]) == {}
