"""The head-to-head tab's first choice of two players, and one player twice."""

from __future__ import annotations

from scorekeeper.ui.stats_view.model import DuelPick, first_pick


def test_a_compared_player_comes_first_then_the_next_one() -> None:
    assert first_pick(("Ann", "Bob", "Cid"), "Bob") == DuelPick("Bob", "Ann")
    assert first_pick(("Ann", "Bob", "Cid"), "") == DuelPick("Ann", "Bob")
    assert first_pick(("Ann", "Bob"), "Zed") == DuelPick("Ann", "Bob"), "unknown: the first two"
    assert first_pick(("Ann",), "") == DuelPick("Ann", "")


def test_one_player_twice_is_the_same_whatever_the_case_and_spaces() -> None:
    assert DuelPick("Ann", " ann ").same
    assert not DuelPick("Ann", "Anne").same
