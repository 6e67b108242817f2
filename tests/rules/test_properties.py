"""Properties that hold for every valid game (Hypothesis)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.errors import GameOverError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Outcome, Result
from scorekeeper.rules.session import dumps_session, loads_session, replay_to_dict
from scorekeeper.rules.variants import Variant
from tests.strategies import games

RULES_EXAMPLES = settings(max_examples=150)
"""More examples than the suite's default for the rules: every score of the rule book."""


@RULES_EXAMPLES
@given(games(Variant.BOX))
def test_the_sitter_never_scores(game: Game) -> None:
    for record in replay(game).hands:
        assert record.roles is not None
        assert record.score.points[record.roles.sitter] == 0


@RULES_EXAMPLES
@given(games(Variant.BOX))
def test_in_box_exactly_one_player_scores_in_a_non_draw_hand(game: Game) -> None:
    for record in replay(game).hands:
        scorers = [p for p, points in record.score.points.items() if points != 0]
        if record.score.outcome is Outcome.DRAW:
            assert scorers == []
            continue
        winner = record.score.winner
        assert winner is not None
        if record.score.points[winner] == 0:
            # The one way to win nothing: undercut at an even count with a house
            # undercut bonus of 0 (10 + (k - d) becomes 0 + 0).
            assert record.score.outcome is Outcome.UNDERCUT
            assert game.rules.undercut_bonus == 0
            assert scorers == []
        else:
            assert scorers == [winner]
            assert record.score.points[winner] > 0


@RULES_EXAMPLES
@given(games())
def test_roles_are_always_a_permutation_of_the_players(game: Game) -> None:
    state = replay(game)
    seats = [r.roles for r in state.hands] + [state.next_roles]
    for roles in seats:
        if roles is not None:
            assert sorted(roles.as_tuple()) == sorted(game.players)
    assert all(r.dealer in game.players for r in state.hands)


@RULES_EXAMPLES
@given(games())
def test_totals_equal_the_sum_of_the_hand_points(game: Game) -> None:
    state = replay(game)
    for player in game.players:
        assert state.totals[player] == sum(r.score.points[player] for r in state.hands)
        running = 0
        for record in state.hands:
            running += record.score.points[player]
            assert record.totals[player] == running


@RULES_EXAMPLES
@given(games(max_hands=60), st.sampled_from([Result.DRAW, Result.KNOCK]))
def test_a_finished_game_accepts_no_more_hands(game: Game, result: Result) -> None:
    state = replay(game)
    if state.finished:
        with pytest.raises(GameOverError):
            game.record(HandEntry(result))
        assert state.winner is not None
        assert state.totals[state.winner] >= game.rules.target
        assert sum(1 for t in state.totals.values() if t >= game.rules.target) == 1


@RULES_EXAMPLES
@given(games())
def test_replay_is_deterministic(game: Game) -> None:
    first = json.dumps(replay_to_dict(game, replay(game)))
    assert json.dumps(replay_to_dict(game, replay(game))) == first
    rebuilt = loads_session(dumps_session(game))
    assert json.dumps(replay_to_dict(rebuilt, replay(rebuilt))) == first


@RULES_EXAMPLES
@given(games())
def test_json_export_import_export_is_identical(game: Game) -> None:
    text = dumps_session(game)
    again = loads_session(text)
    assert again == game
    assert dumps_session(again) == text
