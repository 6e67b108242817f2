"""Variant ``jersey``: every rule, ruling and house option of docs/RULES.md."""

from __future__ import annotations

import pytest

from scorekeeper.rules.errors import KnockLimitError, MissingDeadwoodError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import Outcome
from scorekeeper.rules.scoring import HandScore
from tests.rules.helpers import DRAW, gin, jersey_game, knock


def _last(game: Game) -> HandScore:
    return replay(game).hands[-1].score


def test_winning_knock_scores_sum_minus_own() -> None:
    score = _last(jersey_game().record(knock("Bob", Ann=20, Bob=4, Cid=15)))
    assert (score.outcome, score.winner) == (Outcome.KNOCK, "Bob")
    assert dict(score.points) == {"Ann": 0, "Bob": 31, "Cid": 0}
    assert score.explanation.english() == "Bob knocked with 4: (20 + 15) − 4 = 31"


def test_each_minus_own_is_a_house_option() -> None:
    game = jersey_game(knock_formula="each_minus_own")
    assert _last(game.record(knock("Bob", Ann=20, Bob=4, Cid=15))).points["Bob"] == 27


def test_gin_scores_fifty_plus_both_opponents() -> None:
    score = _last(jersey_game().record(gin("Cid", Ann=12, Bob=7)))
    assert (score.outcome, score.points["Cid"]) == (Outcome.GIN, 69)


def test_knock_with_zero_is_gin() -> None:
    assert _last(jersey_game().record(knock("Cid", Ann=1, Bob=2, Cid=0))).outcome is Outcome.GIN


def test_knock_must_be_below_ten() -> None:
    jersey_game().record(knock("Ann", Ann=9, Bob=20, Cid=20))
    with pytest.raises(KnockLimitError, match="needs 9 or less"):
        jersey_game().record(knock("Ann", Ann=10, Bob=20, Cid=20))


def test_higher_than_an_opponent_is_undercut_losing_twenty() -> None:
    score = _last(jersey_game().record(knock("Ann", Ann=6, Bob=5, Cid=30)))
    assert (score.outcome, score.winner) == (Outcome.UNDERCUT, None)
    assert dict(score.points) == {"Ann": -20, "Bob": 0, "Cid": 0}


def test_totals_may_go_negative() -> None:
    state = replay(jersey_game().record(knock("Ann", Ann=6, Bob=5, Cid=30)))
    assert state.totals["Ann"] == -20


def test_a_tie_is_an_undercut_by_default() -> None:
    score = _last(jersey_game().record(knock("Ann", Ann=5, Bob=5, Cid=30)))
    assert (score.outcome, score.points["Ann"]) == (Outcome.UNDERCUT, -20)


def test_a_tie_scores_nothing_under_the_house_option() -> None:
    score = _last(jersey_game(tie="no_score").record(knock("Ann", Ann=5, Bob=5, Cid=30)))
    assert (score.outcome, score.winner) == (Outcome.TIE, None)
    assert set(score.points.values()) == {0}


def test_tie_option_still_undercuts_a_knock_higher_than_the_other_opponent() -> None:
    score = _last(jersey_game(tie="no_score").record(knock("Ann", Ann=5, Bob=5, Cid=4)))
    assert score.outcome is Outcome.UNDERCUT


def test_undercut_penalty_is_a_house_option() -> None:
    game = jersey_game(undercut_penalty=30)
    assert _last(game.record(knock("Ann", Ann=6, Bob=5, Cid=30))).points["Ann"] == -30


def test_every_player_needs_deadwood() -> None:
    with pytest.raises(MissingDeadwoodError, match="hand 1: the deadwood of Cid is missing"):
        jersey_game().record(knock("Ann", Ann=3, Bob=20))


def test_the_deal_passes_in_seat_order_after_every_hand_but_a_draw() -> None:
    game = jersey_game(dealer="Bob")
    game = game.record(knock("Ann", Ann=6, Bob=5, Cid=30))  # undercut: deal passes
    game = game.record(DRAW)  # same dealer again
    game = game.record(gin("Ann", Bob=5, Cid=5))
    state = replay(game)
    assert [h.dealer for h in state.hands] == ["Bob", "Cid", "Cid"]
    assert state.next_dealer == "Ann"
    assert all(h.roles is None for h in state.hands) and state.next_roles is None


def test_first_to_the_target_wins() -> None:
    state = replay(jersey_game(target=60).record(gin("Bob", Ann=5, Cid=5)))
    assert (state.finished, state.winner) == (True, "Bob")
