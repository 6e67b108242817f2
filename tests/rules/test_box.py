"""Variant ``box``: every rule and ruling of docs/RULES.md, one test each."""

from __future__ import annotations

import pytest

from scorekeeper.rules.errors import (
    GinDeadwoodError,
    KnockLimitError,
    MissingDeadwoodError,
    SitterCannotKnockError,
    SitterDeadwoodError,
)
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Outcome, Roles
from scorekeeper.rules.scoring import HandScore
from tests.rules.helpers import DRAW, box_game, gin, knock


def _last(game: Game) -> HandScore:
    return replay(game).hands[-1].score


def test_lower_knock_scores_the_difference() -> None:
    score = _last(box_game().record(knock("Ann", Ann=5, Bob=12)))
    assert (score.outcome, score.winner, dict(score.points)) == (
        Outcome.KNOCK,
        "Ann",
        {"Ann": 7, "Bob": 0, "Cid": 0},
    )
    assert score.explanation.english() == "Ann knocked with 5 against Bob's 12: 12 − 5 = 7"
    assert score.explanation.section == "box 7"


def test_captain_undercuts_a_higher_knock() -> None:
    score = _last(box_game().record(knock("Ann", Ann=8, Bob=6)))
    assert (score.outcome, score.winner) == (Outcome.UNDERCUT, "Bob")
    assert dict(score.points) == {"Ann": 0, "Bob": 12, "Cid": 0}
    assert score.explanation.english() == "Bob undercut Ann: 10 + (8 − 6) = 12"


def test_equal_deadwood_is_an_undercut_worth_the_bonus() -> None:
    score = _last(box_game().record(knock("Bob", Ann=4, Bob=4)))
    assert (score.outcome, score.winner, score.points["Ann"]) == (Outcome.UNDERCUT, "Ann", 10)


def test_undercut_bonus_is_a_house_option() -> None:
    score = _last(box_game(undercut_bonus=25).record(knock("Ann", Ann=8, Bob=6)))
    assert score.points["Bob"] == 27


def test_gin_scores_bonus_plus_opponent_deadwood() -> None:
    score = _last(box_game().record(gin("Bob", Ann=30)))
    assert (score.outcome, score.winner, score.points["Bob"]) == (Outcome.GIN, "Bob", 55)
    assert score.explanation.english() == "Bob went gin: 25 + Ann's 30 = 55"


def test_gin_bonus_twenty_is_a_house_option() -> None:
    assert _last(box_game(gin_bonus=20).record(gin("Ann", Bob=7))).points["Ann"] == 27


def test_gin_against_zero_deadwood_still_scores_the_bonus_and_the_opponent_nothing() -> None:
    score = _last(box_game().record(gin("Ann", Ann=0, Bob=0)))
    assert dict(score.points) == {"Ann": 25, "Bob": 0, "Cid": 0}


def test_a_knock_recorded_with_zero_is_scored_as_gin() -> None:
    score = _last(box_game().record(knock("Ann", Ann=0, Bob=9)))
    assert (score.outcome, score.points["Ann"]) == (Outcome.GIN, 34)


def test_knock_limit_ten_by_default_and_a_house_option() -> None:
    box_game().record(knock("Ann", Ann=10, Bob=20))
    with pytest.raises(KnockLimitError, match="hand 1: Ann cannot knock with 11: a knock needs 10"):
        box_game().record(knock("Ann", Ann=11, Bob=20))
    with pytest.raises(KnockLimitError, match="needs 7 or less"):
        box_game(knock_limit=7).record(knock("Ann", Ann=8, Bob=20))


def test_the_sitter_scores_zero_and_cannot_knock() -> None:
    with pytest.raises(SitterCannotKnockError, match="hand 1: Cid is the sitter and cannot knock"):
        box_game().record(knock("Cid", Ann=20, Bob=20))


def test_no_deadwood_for_the_sitter() -> None:
    with pytest.raises(SitterDeadwoodError, match="hand 1: Cid is the sitter"):
        box_game().record(knock("Ann", Ann=2, Bob=9, Cid=30))


@pytest.mark.parametrize("entry", [knock("Ann", Ann=2), knock("Ann", Bob=9), gin("Ann")])
def test_box_and_captain_deadwood_are_required(entry: HandEntry) -> None:
    with pytest.raises(MissingDeadwoodError, match="hand 1: the deadwood of"):
        box_game().record(entry)


def test_gin_with_deadwood_is_refused() -> None:
    with pytest.raises(GinDeadwoodError, match="Ann went gin, so their deadwood is 0, not 3"):
        box_game().record(gin("Ann", Ann=3, Bob=9))


def test_the_box_player_deals() -> None:
    state = replay(box_game().record(gin("Bob", Ann=5)).record(DRAW))
    assert [h.dealer for h in state.hands] == ["Ann", "Bob"]


def test_box_winner_stays_and_the_others_swap() -> None:
    state = replay(box_game().record(knock("Ann", Ann=1, Bob=9)))
    assert state.next_roles == Roles("Ann", "Cid", "Bob")
    assert state.next_dealer == "Ann"


def test_box_loser_sits_out_captain_moves_in_sitter_captains() -> None:
    state = replay(box_game().record(knock("Bob", Ann=9, Bob=1)))
    assert state.next_roles == Roles("Bob", "Cid", "Ann")


def test_box_loser_by_undercut_rotates_too() -> None:
    state = replay(box_game().record(knock("Ann", Ann=9, Bob=1)))
    assert state.next_roles == Roles("Bob", "Cid", "Ann")


def test_draw_scores_nothing_and_keeps_roles_and_dealer() -> None:
    state = replay(box_game().record(DRAW))
    assert dict(state.hands[0].score.points) == {"Ann": 0, "Bob": 0, "Cid": 0}
    assert state.hands[0].score.outcome is Outcome.DRAW
    assert (state.next_roles, state.next_dealer) == (Roles("Ann", "Bob", "Cid"), "Ann")


def test_reaching_the_target_wins_and_ends_the_game() -> None:
    game = box_game(target=50).record(gin("Ann", Bob=30))
    state = replay(game)
    assert (state.finished, state.winner, state.next_roles, state.next_dealer) == (
        True,
        "Ann",
        None,
        None,
    )


def test_one_short_of_the_target_plays_on() -> None:
    state = replay(box_game(target=56).record(gin("Ann", Bob=30)))
    assert (state.finished, state.winner) == (False, None)
