"""The restore review as pure data: who differs, each choice, for all, and the plan it makes."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.rules.game import Game
from scorekeeper.services.imports import Arrival, plan
from scorekeeper.sharing.compare import Resolution, compare_games
from scorekeeper.ui.settings.restore_model import choose, choose_all, rows, start_review, toggle
from tests.ui.recorded import recorded_games

GAMES = recorded_games()


def _arrivals(*changed: int) -> tuple[Arrival, ...]:
    """The recorded games arriving, those in ``changed`` one hand shorter than the stored ones."""
    found: list[Arrival] = []
    for n, stored in enumerate(GAMES):
        game: Game = replace(stored, hands=stored.hands[:-1]) if n in changed else stored
        found.append(Arrival(game, stored, compare_games(stored, game)))
    return (*found, Arrival(replace(GAMES[0], id="new1"), None, None))


def test_a_file_without_differences_needs_no_review() -> None:
    assert start_review("b.json", _arrivals()) is None


def test_every_difference_starts_as_keep_mine_and_plans_nothing() -> None:
    review = start_review("b.json", _arrivals(0, 2))
    assert review is not None
    assert [r.game_id for r in rows(review)] == ["g1", "g3"]
    assert {r.choice for r in rows(review)} == {Resolution.KEEP_MINE}
    assert (review.new_games, review.same_games) == (1, 2)
    planned = plan(review.arrivals, review.choices, "t")
    assert (dict(planned.take), planned.copies) == ({}, frozenset())
    assert len(planned.games) == 5


def test_one_choice_each_and_for_all() -> None:
    review = start_review("b.json", _arrivals(0, 2))
    assert review is not None
    review = choose_all(review, Resolution.TAKE_THEIRS)
    review = choose(review, "g3", Resolution.KEEP_BOTH)
    assert [(r.game_id, r.choice) for r in rows(review)] == [
        ("g1", Resolution.TAKE_THEIRS),
        ("g3", Resolution.KEEP_BOTH),
    ]
    planned = plan(review.arrivals, review.choices, "t")
    assert list(planned.take) == ["g1"] and planned.copies == frozenset({"g3"})
    here, record = planned.take["g1"]
    assert here == GAMES[0] and record.hands == GAMES[0].hands[:-1] and record.id == "g1"
    assert choose(review, "g2", Resolution.KEEP_BOTH) == review, "g2 is the same: no choice"


def test_one_comparison_is_open_at_a_time_and_a_choice_folds_it() -> None:
    review = start_review("b.json", _arrivals(0, 2))
    assert review is not None
    review = toggle(toggle(review, "g1"), "g3")
    assert [r.open for r in rows(review)] == [False, True]
    review = choose(review, "g3", Resolution.KEEP_MINE)
    assert [r.open for r in rows(review)] == [False, False]
