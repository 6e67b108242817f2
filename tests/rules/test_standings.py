"""The final standings and the rematch's seats: one order, from the core."""

from __future__ import annotations

from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.standings import rematch_seats, standings
from tests.rules.helpers import box_game, gin, jersey_game, knock


def test_the_standings_run_from_the_highest_total_down() -> None:
    game = jersey_game(target=200).record(gin("Cid", Ann=10, Bob=20))
    state = replay(game)
    assert state.totals["Cid"] > 0 and state.totals["Ann"] == state.totals["Bob"] == 0
    assert standings(game, state) == ("Cid", "Ann", "Bob")


def test_a_tie_keeps_the_seat_order() -> None:
    game = jersey_game(target=200).record(gin("Bob", Ann=4, Cid=4)).record(gin("Cid", Ann=4, Bob=4))
    state = replay(game)
    assert state.totals["Bob"] == state.totals["Cid"] > 0
    assert standings(game, state) == ("Bob", "Cid", "Ann")


def test_a_rematch_puts_the_winner_in_the_box_and_the_runner_up_as_captain() -> None:
    game = box_game(target=20).record(knock("Ann", Ann=1, Bob=9)).record(gin("Ann", Cid=5))
    state = replay(game)
    assert state.winner == "Ann"
    assert standings(game, state)[0] == "Ann"
    assert rematch_seats(game, state) == Seats("Ann", Roles("Ann", "Bob", "Cid"))


def test_a_jersey_rematch_is_dealt_by_the_winner() -> None:
    jersey = jersey_game(target=50).record(gin("Cid", Ann=1, Bob=1))
    state = replay(jersey)
    assert state.winner == "Cid"
    assert rematch_seats(jersey, state) == Seats.of_jersey("Cid")
