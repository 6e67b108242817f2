"""The table screen's content, checked without any client."""

from __future__ import annotations

from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import Outcome, Role
from scorekeeper.views.table import table_view
from tests.rules.helpers import DRAW, box_game, gin, jersey_game, knock


def test_tiles_stay_in_seat_order_with_roles_for_the_coming_hand() -> None:
    game = box_game().record(knock("Ann", Ann=9, Bob=2))
    view = table_view(game, replay(game))
    assert [t.name for t in view.tiles] == ["Ann", "Bob", "Cid"]
    assert [t.role for t in view.tiles] == [Role.SITTER, Role.BOX, Role.CAPTAIN]
    assert [t.deals for t in view.tiles] == [False, True, False]
    bob = view.tiles[1]
    assert (bob.total, bob.to_go, bob.hands_won, bob.progress) == (17, 83, 1, 0.17)
    assert view.next_hand == 2


def test_rows_are_newest_first_and_name_the_scorer() -> None:
    game = box_game().record(knock("Ann", Ann=1, Bob=9)).record(DRAW)
    rows = table_view(game, replay(game)).rows
    assert [(r.number, r.outcome, r.scorer, r.points) for r in rows] == [
        (2, Outcome.DRAW, None, 0),
        (1, Outcome.KNOCK, "Ann", 8),
    ]


def test_jersey_undercut_row_shows_the_knockers_penalty_and_progress_not_negative() -> None:
    game = jersey_game().record(knock("Ann", Ann=9, Bob=2, Cid=30))
    view = table_view(game, replay(game))
    assert (view.rows[0].scorer, view.rows[0].points) == ("Ann", -20)
    assert view.tiles[0].progress == 0.0
    assert all(t.role is None for t in view.tiles)


def test_finished_game_has_a_winner_and_no_roles() -> None:
    game = box_game(target=30).record(gin("Bob", Ann=10))
    view = table_view(game, replay(game))
    assert (view.finished, view.winner) == (True, "Bob")
    assert view.tiles[1].progress == 1.0 and view.tiles[1].to_go == 0
    assert all(t.role is None and not t.deals for t in view.tiles)
