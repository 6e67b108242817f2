"""``/referee``'s demo hand, read from its address, and the page's two states."""

from __future__ import annotations

from scorekeeper.rules.cards import parse_cards
from scorekeeper.rules.hands import Result
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.referee.demo_model import (
    DemoState,
    again,
    cancelled,
    demo_hand,
    handed_back,
)
from scorekeeper.ui.referee.model import RefereeOutcome


def test_the_box_demo_is_ann_against_one_opponent_the_jersey_demo_against_two() -> None:
    box = demo_hand("/referee")
    assert (box.variant, box.result, box.knocker, len(box.opponents)) == (
        Variant.BOX,
        Result.KNOCK,
        "Ann",
        1,
    )
    jersey = demo_hand("/referee?variant=jersey&result=gin")
    assert (jersey.variant, jersey.result, jersey.opponents) == (
        Variant.JERSEY,
        Result.GIN,
        ("Bob", "Cid"),
    )
    assert (jersey.knock_limit, jersey.layoffs) == (9, True)
    assert demo_hand("/referee?variant=nonsense").variant is Variant.BOX


def test_done_shows_the_outcome_cancel_says_so_and_again_reopens() -> None:
    outcome = RefereeOutcome({"Ann": parse_cards("AS 2S 3S")}, {"Ann": 0})
    shown = handed_back(DemoState(), outcome=outcome)
    assert (shown.finished, shown.outcome) == (True, outcome)
    assert cancelled(DemoState()) == DemoState(finished=True, outcome=None)
    assert again(shown) == DemoState()
