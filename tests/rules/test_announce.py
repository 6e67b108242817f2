"""The rotation announced after each hand matches the replayed seats."""

from __future__ import annotations

from scorekeeper.rules.game import Game, announce_next, replay
from tests.rules.helpers import DRAW, box_game, gin, jersey_game, knock


def _announce(game: Game) -> str:
    state = replay(game)
    return announce_next(
        game.variant, state.hands[-1], state.next_roles, state.next_dealer, state.winner
    ).english()


def test_box_winner_stays_and_the_others_swap() -> None:
    assert _announce(box_game().record(knock("Ann", Ann=2, Bob=9))) == (
        "Ann stays in the box; Cid and Bob swap"
    )


def test_box_loser_sits_out() -> None:
    assert _announce(box_game().record(knock("Ann", Ann=9, Bob=2))) == (
        "Bob goes into the box, Cid captains, Ann sits out"
    )


def test_box_draw() -> None:
    assert _announce(box_game().record(DRAW)) == "Ann stays in the box and deals again"


def test_jersey_deal_passes_or_stays() -> None:
    assert _announce(jersey_game().record(knock("Ann", Ann=2, Bob=9, Cid=9))) == "Bob deals next"
    assert _announce(jersey_game().record(DRAW)) == "Ann deals again"


def test_game_over() -> None:
    assert _announce(box_game(target=20).record(gin("Bob", Ann=5))) == "Bob wins the game"
