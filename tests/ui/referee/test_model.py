"""The referee's pure model: taps, steps, verdicts, layoffs and the outcome, no Flet."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest

from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import Result
from scorekeeper.ui.referee import flow, model
from scorekeeper.ui.referee.model import Message, RefereeSetup, RefereeState, Step

from .hands import (
    ANN_DRAWN,
    ANN_GIN,
    ANN_HIGH,
    ANN_KNOCKS,
    ANN_TWO_WAYS,
    BOB_JERSEY,
    BOB_LAYS_OFF,
    BOB_WANTS_THE_RUN,
    CID_JERSEY,
    cards,
)

BOX = RefereeSetup("Ann", ("Bob",), knock_limit=10, allow_layoffs_on_gin=False, result=Result.KNOCK)
JERSEY = RefereeSetup(
    "Ann", ("Bob", "Cid"), knock_limit=9, allow_layoffs_on_gin=True, result=Result.KNOCK
)


def tap(state: RefereeState, hand: Iterable[Card]) -> RefereeState:
    for card in hand:
        state = flow.toggle(state, card)
    return state


def through_knocker(setup: RefereeSetup = BOX, hand: Iterable[Card] = ANN_KNOCKS) -> RefereeState:
    state = flow.advance(tap(model.start(setup), hand))
    assert (state.step, state.player) == (Step.CARDS, 1)
    return state


# --- set-up -------------------------------------------------------------------------


def test_a_draw_or_a_knocker_among_the_opponents_is_refused() -> None:
    with pytest.raises(ValueError, match="draw"):
        RefereeSetup("Ann", ("Bob",), 10, False, Result.DRAW)
    with pytest.raises(ValueError, match="one or two"):
        RefereeSetup("Ann", ("Ann",), 10, False, Result.KNOCK)
    with pytest.raises(ValueError, match="one or two"):
        RefereeSetup("Ann", ("Bob", "Cid", "Dee"), 10, False, Result.KNOCK)


def test_start_is_the_knockers_empty_picker() -> None:
    state = model.start(JERSEY)
    assert (state.step, state.player, state.hands) == (Step.CARDS, 0, ((), (), ()))
    assert JERSEY.players == ("Ann", "Bob", "Cid")
    assert model.count_message(state) == Message(
        "referee.count", {"player": "Ann", "count": 0, "total": 10}
    )


# --- the picker -----------------------------------------------------------------------


def test_tapping_puts_a_card_in_the_hand_and_tapping_again_takes_it_out() -> None:
    state = flow.toggle(model.start(BOX), Card.parse("5H"))
    assert state.hands[0] == cards("5H")
    assert flow.toggle(state, Card.parse("5H")).hands[0] == ()


def test_the_knocker_holds_at_most_eleven_and_an_opponent_ten() -> None:
    state = tap(model.start(BOX), (*ANN_DRAWN, Card.parse("KC")))
    assert state.hands[0] == ANN_DRAWN and model.is_full(state)
    state = flow.advance(flow.discard(state))
    state = tap(state, (*BOB_LAYS_OFF, Card.parse("KC")))
    assert state.hands[1] == BOB_LAYS_OFF and model.is_full(state)


def test_cards_of_the_other_hands_are_disabled_and_cannot_be_taken() -> None:
    state = through_knocker(JERSEY)
    state = flow.advance(tap(state, BOB_JERSEY))
    owners = model.owners(state)
    assert owners[Card.parse("5H")] == "Ann" and owners[Card.parse("8H")] == "Bob"
    assert len(owners) == 20 and not set(owners) & set(state.hands[2])
    assert flow.toggle(state, Card.parse("8H")) == state


def test_going_back_keeps_the_cards_and_the_knocker_cannot_take_an_opponents_card() -> None:
    state = tap(through_knocker(), cards("8H 9H"))
    state = flow.back(state)
    assert (state.player, state.hands[1]) == (0, cards("8H 9H"))
    state = flow.toggle(state, Card.parse("4D"))  # out
    assert flow.toggle(state, Card.parse("8H")) == state  # Bob holds it
    assert model.owners(state) == {Card.parse("8H"): "Bob", Card.parse("9H"): "Bob"}


# --- the knocker's verdict ------------------------------------------------------------------


def test_no_verdict_before_ten_cards() -> None:
    check = model.knocker_check(tap(model.start(BOX), ANN_KNOCKS[:9]))
    assert (check.verdict, check.headline, check.ready) == (None, None, False)


def test_ten_cards_that_may_knock() -> None:
    state = tap(model.start(BOX), ANN_KNOCKS)
    check = model.knocker_check(state)
    assert check.headline == Message(
        "referee.verdict.can_knock", {"deadwood": 4, "limit": 10, "player": "Ann"}
    )
    assert (check.problem, check.note, check.ready) == (None, None, True)
    assert len(check.arrangements) == 1 and check.arrangements[0].unmatched == cards("4D")
    assert model.count_message(state).key == "referee.count.complete"
    assert model.can_advance(state)


def test_too_much_deadwood_cannot_knock_and_blocks_next() -> None:
    state = tap(model.start(BOX), ANN_HIGH)
    check = model.knocker_check(state)
    assert check.headline is not None and check.headline.key == "referee.verdict.cannot_knock"
    assert check.headline.params["deadwood"] == 23
    assert check.problem is not None and check.problem.key == "referee.problem.cannot_knock"
    assert not model.can_advance(state)
    assert flow.advance(state) == state


def test_the_jersey_limit_is_nine() -> None:
    hand = cards("5H 6H 7H 9S 9D 9C AC 2C 3C TD")  # 10 deadwood
    assert model.knocker_check(tap(model.start(BOX), hand)).ready
    jersey = model.knocker_check(tap(model.start(JERSEY), hand))
    assert jersey.headline == Message(
        "referee.verdict.cannot_knock", {"deadwood": 10, "limit": 9, "player": "Ann"}
    )


def test_a_declared_gin_needs_zero_deadwood() -> None:
    setup = RefereeSetup("Ann", ("Bob",), 10, False, Result.GIN)
    check = model.knocker_check(tap(model.start(setup), ANN_KNOCKS))
    assert check.headline is not None and check.headline.key == "referee.verdict.can_knock"
    assert check.problem == Message(
        "referee.problem.not_gin", {"deadwood": 4, "limit": 10, "player": "Ann"}
    )
    assert not check.ready
    gin = model.knocker_check(tap(model.start(setup), ANN_GIN))
    assert (gin.headline, gin.problem, gin.ready) == (Message("referee.verdict.gin"), None, True)


def test_a_knock_with_zero_deadwood_is_allowed_and_noted_as_gin() -> None:
    check = model.knocker_check(tap(model.start(BOX), ANN_GIN))
    assert check.headline == Message("referee.verdict.gin")
    assert check.note is not None and check.note.key == "referee.note.knock_is_gin"
    assert check.ready


def test_eleven_cards_suggest_the_best_discard_and_discard_applies_it() -> None:
    state = tap(model.start(BOX), ANN_DRAWN)
    check = model.knocker_check(state)
    assert check.verdict is not None and check.verdict.discard == Card.parse("QS")
    assert check.headline is not None and check.headline.params["deadwood"] == 4
    assert check.arrangements == () and not check.ready
    assert model.count_message(state) == Message("referee.count.discard", {"player": "Ann"})
    state = flow.discard(state)
    assert state.hands[0] == ANN_KNOCKS and model.knocker_check(state).ready


def test_discard_does_nothing_with_ten_cards_or_for_an_opponent() -> None:
    state = tap(model.start(BOX), ANN_KNOCKS)
    assert flow.discard(state) == state
    opponent = tap(through_knocker(), BOB_LAYS_OFF)
    assert flow.discard(opponent) == opponent


# --- choosing an arrangement -------------------------------------------------------------


def test_equally_good_arrangements_add_a_choice_step() -> None:
    state = flow.advance(tap(model.start(BOX), ANN_TWO_WAYS))
    assert state.step is Step.ARRANGEMENT
    first = model.declared(state)
    assert first is not None and cards("TS TH TD TC") in first.melds
    state = flow.choose(state, 1)
    second = model.declared(state)
    assert second is not None and cards("TD JD QD KD") in second.melds
    state = flow.advance(state)
    assert (state.step, state.player, state.choice) == (Step.CARDS, 1, 1)
    assert flow.back(state).step is Step.ARRANGEMENT
    assert flow.back(flow.back(state)) == RefereeState(BOX, (ANN_TWO_WAYS, ()), Step.CARDS, 0, 1)
    with pytest.raises(ValueError, match="no arrangement 2"):
        flow.choose(state, 2)


def test_the_declared_arrangement_decides_what_can_be_laid_off() -> None:
    state = flow.advance(flow.advance(tap(model.start(BOX), ANN_TWO_WAYS)))
    state = tap(state, BOB_WANTS_THE_RUN)
    checked = model.opponent_check(state, 1)
    assert checked is not None and checked.deadwood == 28
    state = flow.choose(state, 1)
    result = model.opponent_check(state, 1)
    assert result is not None and result.deadwood == 11
    assert {layoff.card for layoff in result.layoffs} == set(cards("9D 8D"))


def test_changing_the_knockers_cards_resets_the_choice() -> None:
    state = flow.choose(flow.advance(tap(model.start(BOX), ANN_TWO_WAYS)), 1)
    state = flow.back(state)
    state = flow.toggle(flow.toggle(state, Card.parse("AS")), Card.parse("AS"))
    assert state.choice == 0


# --- opponents, summary and outcome --------------------------------------------------------


def test_box_opponent_lays_off_and_the_outcome_has_both_deadwoods() -> None:
    state = tap(through_knocker(), BOB_LAYS_OFF)
    result = model.opponent_check(state, 1)
    assert result is not None
    assert [(str(layoff.card), layoff.onto) for layoff in result.layoffs] == [("9H", 0), ("8H", 1)]
    assert result.deadwood == 16
    state = flow.advance(state)
    assert state.step is Step.SUMMARY and not model.can_advance(state)
    outcome = flow.outcome(state)
    assert outcome.deadwood == {"Ann": 4, "Bob": 16}
    assert outcome.cards == {"Ann": tuple(sorted(ANN_KNOCKS)), "Bob": tuple(sorted(BOB_LAYS_OFF))}
    assert flow.back(state) == RefereeState(BOX, state.hands, Step.CARDS, 1, 0)


def test_jersey_both_opponents_lay_off_on_the_declared_melds() -> None:
    state = tap(flow.advance(tap(through_knocker(JERSEY), BOB_JERSEY)), CID_JERSEY)
    assert state.player == 2
    state = flow.advance(state)
    assert state.step is Step.SUMMARY
    assert flow.outcome(state).deadwood == {"Ann": 4, "Bob": 26, "Cid": 10}


def test_no_layoffs_on_gin_in_box_but_in_jersey() -> None:
    bob = cards("8H 5C 6C KS KD KH 2S 3S 4S 6D")  # 8♥, 5♣ 6♣ would go on Ann's runs
    box = RefereeSetup("Ann", ("Bob",), 10, False, Result.GIN)
    state = tap(through_knocker(box, ANN_GIN), bob)
    assert not model.layoffs_allowed(state)
    checked = model.opponent_check(state, 1)
    assert checked is not None and checked.deadwood == 25
    jersey = RefereeSetup("Ann", ("Bob", "Cid"), 9, True, Result.GIN)
    state = tap(through_knocker(jersey, ANN_GIN), bob)
    assert model.layoffs_allowed(state)
    checked = model.opponent_check(state, 1)
    assert checked is not None and checked.deadwood == 6


def test_outcome_before_all_cards_are_in_is_refused() -> None:
    with pytest.raises(ValueError, match="knocker"):
        flow.outcome(model.start(BOX))
    with pytest.raises(ValueError, match="Bob"):
        flow.outcome(tap(through_knocker(), BOB_LAYS_OFF[:9]))


def test_back_at_the_first_step_stays_and_advance_needs_ten_opponent_cards() -> None:
    start = model.start(BOX)
    assert flow.back(start) == start
    state = tap(through_knocker(), BOB_LAYS_OFF[:9])
    assert model.opponent_check(state, 1) is None
    assert flow.advance(state) == state


def test_back_is_shown_on_every_step_but_the_knockers_cards() -> None:
    start = model.start(JERSEY)
    assert not model.can_go_back(start)
    state = through_knocker(JERSEY)
    assert model.can_go_back(state)
    state = tap(flow.advance(tap(state, BOB_JERSEY)), CID_JERSEY)
    assert model.can_go_back(state) and model.can_go_back(flow.advance(state))
    arranging = flow.advance(tap(model.start(BOX), ANN_TWO_WAYS))
    assert arranging.step is Step.ARRANGEMENT and model.can_go_back(arranging)


# --- read the cards, and a new hand ------------------------------------------------------


def test_the_reader_opens_and_closes_in_place_of_the_picker_with_the_cards_kept() -> None:
    state = tap(model.start(BOX), ANN_KNOCKS[:3])
    assert not model.shows_reader(state)
    reading = flow.open_reader(state)
    assert model.shows_reader(reading) and reading.hands == state.hands
    assert flow.close_reader(reading) == state
    assert model.shows_reader(model.start(BOX, reader_open=True))


def test_the_reader_opens_only_while_cards_are_entered() -> None:
    arranging = flow.advance(tap(model.start(BOX), ANN_TWO_WAYS))
    assert flow.open_reader(arranging) == arranging
    summary = flow.advance(tap(through_knocker(), BOB_LAYS_OFF))
    assert summary.step is Step.SUMMARY and flow.open_reader(summary) == summary
    assert not model.shows_reader(replace(summary, reader_open=True))


def test_confirmed_cards_fill_the_hand_and_close_the_reader() -> None:
    state = flow.open_reader(through_knocker())
    read = flow.read(state, BOB_LAYS_OFF)
    assert read.hands[1] == BOB_LAYS_OFF and not model.shows_reader(read)
    refused = flow.read(state, cards("5H"))  # Ann holds it
    assert refused.hands == state.hands and not model.shows_reader(refused)


def test_a_new_hand_starts_afresh_and_the_same_hand_keeps_its_cards() -> None:
    state = flow.open_reader(tap(model.start(BOX), ANN_KNOCKS))
    assert model.for_setup(state, BOX) is state
    gin = RefereeSetup("Ann", ("Bob",), 10, False, Result.GIN)
    fresh = model.for_setup(state, gin)
    assert fresh == model.start(gin, reader_open=True)
    assert model.for_setup(flow.close_reader(state), JERSEY) == model.start(JERSEY)
