"""The end screen's view, without widgets: the final table and who starts a rematch."""

from __future__ import annotations

from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.ui.game.end.model import Place, end_view
from tests.rules.helpers import box_game, gin, jersey_game, knock


def test_a_running_game_has_no_end_view() -> None:
    game = box_game(target=100).record(knock("Ann", Ann=1, Bob=9))
    assert end_view(game, replay(game)) is None


def test_the_final_table_runs_down_the_standings_with_hands_won() -> None:
    game = box_game(target=20).record(knock("Ann", Ann=1, Bob=9)).record(gin("Ann", Cid=5))
    state = replay(game)
    view = end_view(game, state)
    assert view is not None
    assert (view.winner, view.hands, view.points) == ("Ann", 2, state.totals["Ann"])
    assert view.places[0] == Place(1, "Ann", True, 2, state.totals["Ann"])
    assert [place.player for place in view.places[1:]] == ["Bob", "Cid"]
    assert not any(place.won for place in view.places[1:])
    assert view.rematch_first == Seats("Ann", Roles("Ann", "Bob", "Cid"))
    assert view.has_roles


def test_a_jersey_rematch_names_the_dealer() -> None:
    game = jersey_game(target=50).record(gin("Cid", Ann=1, Bob=1))
    view = end_view(game, replay(game))
    assert view is not None and not view.has_roles
    assert view.rematch_first == Seats.of_jersey("Cid")
