"""A replayed game survives being written as a record and read back, and a bad record is refused.

The saved records stand in for replaying at the next start, so reading one back
must give exactly the ``PlayedGame`` that replaying gives, and the statistics
counted from read-back games must equal those counted from replayed ones.
"""

from __future__ import annotations

import json
import re
from copy import deepcopy
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.game import Game
from scorekeeper.stats import PlayedGame, PlayerStats, group_stats, head_to_head, player_stats
from scorekeeper.stats.model import SeatCounts
from scorekeeper.stats.record import from_record, to_record
from tests.stats.recorded import ALL
from tests.strategies import games


def read_back(played: PlayedGame) -> PlayedGame:
    """Through JSON text, as the file stores it."""
    return from_record(json.loads(json.dumps(to_record(played))))


@pytest.mark.parametrize("game", ALL, ids=[g.id for g in ALL])
def test_a_recorded_game_reads_back_as_replayed(game: Game) -> None:
    played = PlayedGame.of(game)
    assert read_back(played) == played


@settings(max_examples=150, deadline=None)
@given(games(max_hands=25))
def test_any_game_reads_back_as_replayed(game: Game) -> None:
    played = PlayedGame.of(game)
    assert read_back(played) == played


@settings(max_examples=40, deadline=None)
@given(st.lists(games(max_hands=12), min_size=2, max_size=5))
def test_statistics_from_read_back_games_equal_those_from_replays(sample: list[Game]) -> None:
    replayed = [PlayedGame.of(g) for g in sample]
    back = [read_back(p) for p in replayed]
    assert player_stats(back) == player_stats(replayed)
    assert group_stats(back) == group_stats(replayed)
    first, second = sample[0].players[:2]
    assert head_to_head(back, first, second) == head_to_head(replayed, first, second)


def test_the_duels_of_a_box_game_are_kept() -> None:
    played = PlayedGame.of(ALL[0])
    assert len(played.duels) == len(ALL[0].hands) == 8, "G1 is a box game: every hand is a duel"
    assert played.duels[:3] == (("Ann", "Bob", "Ann"), ("Ann", "Cid", "Cid"), ("Cid", "Bob", None))
    assert read_back(played).duels == played.duels


GOOD = to_record(PlayedGame.of(ALL[0]))


def _broken(change: str) -> object:
    record = deepcopy(GOOD)
    seats = record[4]
    assert isinstance(seats, list)
    match change:
        case "not a list":
            return {"id": "g1"}
        case "too short":
            return record[:5]
        case "id not text":
            record[0] = 7
        case "two players":
            record[2] = ["Ann", "Bob"]
        case "same player twice":
            record[2] = ["Ann", "ann ", "Cid"]
        case "empty name":
            record[2] = ["Ann", "", "Cid"]
        case "negative hands":
            record[3] = -1
        case "hands as text":
            record[3] = "8"
        case "two seats":
            record[4] = seats[:2]
        case "a count missing":
            seats[0] = seats[0][:-1]
        case "a negative count":
            seats[1][0] = -3
        case "a fractional count":
            seats[1][0] = 1.5
        case "a count that is true":
            seats[2][0] = True
        case "duels as a list":
            record[5] = [[0, 1, 0]]
        case "duel cut short":
            record[5] = "01"
        case "duel against oneself":
            record[5] = "000"
        case "duel won by the sitter":
            record[5] = "012"
        case "duel seat out of range":
            record[5] = "031"
    return record


BROKEN = {
    "not a list": "a record is a list of six values",
    "too short": "a record is a list of six values",
    "id not text": "id and creation time must be text",
    "two players": "a game has three named players",
    "same player twice": "a game has three different players",
    "empty name": "a game has three named players",
    "negative hands": "expected a count, got -1",
    "hands as text": "expected a count, got '8'",
    "two seats": "a game has three seats",
    "a count missing": "a seat has 16 whole numbers, got [1, 1, 0, 5,",
    "a negative count": "a seat's counts cannot be negative, got [-3, 1,",
    "a fractional count": "a seat has 16 whole numbers, got [1.5, 1,",
    "a count that is true": "a seat has 16 whole numbers, got [True, 1,",
    "duels as a list": "duels are text, three characters each",
    "duel cut short": "duels are text, three characters each",
    "duel against oneself": "'000' is not a duel",
    "duel won by the sitter": "'012' is not a duel",
    "duel seat out of range": "'031' is not a duel",
}
"""Each kind of damage, and the start of the message that names it."""


@pytest.mark.parametrize("change", BROKEN)
def test_a_damaged_record_is_refused(change: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(BROKEN[change])}"):
        from_record(_broken(change))


def test_the_unbroken_record_is_accepted() -> None:
    """The breakages above are breakages: the record they start from reads fine."""
    assert from_record(deepcopy(GOOD)) == PlayedGame.of(ALL[0])


def test_a_seat_s_counts_are_a_player_s_statistics_without_the_name() -> None:
    """``PlayerStats(name, *seat)`` is how seats become statistics: same fields, same order."""
    assert ("name", *SeatCounts._fields) == tuple(f.name for f in fields(PlayerStats))
