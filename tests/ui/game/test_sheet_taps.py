"""Fewer taps on the hand sheet: fields move on by themselves, Save needs no Done.

The rule under test (``sheet_model.number_done``): a field is finished when no
further digit could keep its number within the field's limit. Then the pad
moves to the next empty field, and after the last one it closes; a knocker's 0
turns the knock into gin, visibly.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Result
from scorekeeper.rules.variants import MAX_DEADWOOD
from scorekeeper.ui.game.sheet import model
from tests.rules.helpers import box_game, jersey_game


@pytest.mark.parametrize(
    ("text", "limit", "done"),
    [
        ("1", 10, False),  # could still be 10
        ("2", 10, True),  # 20 is over 10
        ("3", 10, True),
        ("10", 10, True),
        ("1", 9, True),  # jersey's limit: 10 is over 9
        ("0", 10, True),  # a leading zero is replaced, so 0 never grows
        ("9", MAX_DEADWOOD, False),  # 90 is still a deadwood
        ("10", MAX_DEADWOOD, True),  # 100 is not
        ("98", MAX_DEADWOOD, True),
        ("99", MAX_DEADWOOD, False),  # refused: the pad waits for the fix
        ("12", 10, False),  # refused too
        ("", 10, False),
    ],
)
def test_a_number_is_done_when_no_digit_can_follow_within_its_limit(
    text: str, limit: int, done: bool
) -> None:
    assert model.number_done(text, limit) is done


def every_digit_sequence(limit: int) -> list[str]:
    return [str(n) for n in range(limit + 1)]


@pytest.mark.parametrize("limit", [5, 9, 10, 15, MAX_DEADWOOD])
def test_done_exactly_when_no_longer_number_fits(limit: int) -> None:
    for text in every_digit_sequence(limit):
        longer = [int(text + str(d)) for d in range(10)] if text != "0" else []
        fits = any(n <= limit for n in longer)
        assert model.number_done(text, limit) is (not fits), text


def taps(game: Game, by: str, *digits: int) -> model.Draft:
    seats = model.seats_for(game, None)
    draft = model.choose_by(seats, model.start_draft(), by)
    for digit in digits:
        draft = model.type_digit(seats, draft, digit, game.rules.knock_limit)
    return draft


def test_a_new_sheet_starts_on_knock() -> None:
    assert model.start_draft().result is Result.KNOCK


def test_a_typical_knock_needs_no_next_and_no_done() -> None:
    game = box_game()
    seats = model.seats_for(game, None)
    draft = taps(game, "Ann", 3)
    assert draft.values == {"Ann": "3"} and draft.active == "Bob"
    draft = taps(game, "Ann", 3, 2, 5)
    assert draft.active is None  # the pad closed after the last field
    view = model.sheet_view(game, seats, draft, editing=False)
    assert view.can_save and view.trial is not None
    assert dict(view.trial.hands[-1].deadwood) == {"Ann": 3, "Bob": 25}


def test_a_number_that_could_grow_waits_but_save_is_already_offered() -> None:
    game = box_game()
    seats = model.seats_for(game, None)
    draft = taps(game, "Ann", 1)
    assert draft.active == "Ann"  # 1 may become 10
    draft = taps(game, "Ann", 4, 7)
    assert draft.active == "Bob"  # 7 may become 70
    view = model.sheet_view(game, seats, draft, editing=False)
    assert view.can_save and view.preview is not None


def test_a_refused_number_keeps_the_pad_on_its_field() -> None:
    game = box_game()
    draft = taps(game, "Ann", 1, 2)
    assert draft.active == "Ann" and draft.values["Ann"] == "12"


def test_a_knock_with_zero_becomes_gin_and_says_so() -> None:
    game = box_game()
    seats = model.seats_for(game, None)
    draft = taps(game, "Ann", 0)
    assert draft.result is Result.GIN and draft.zero_knock
    assert draft.active == "Bob" and "Ann" not in draft.values
    draft = taps(game, "Ann", 0, 3, 0)
    view = model.sheet_view(game, seats, draft, editing=False)
    assert view.trial is not None
    stored = view.trial.hands[-1]
    assert (stored.result, stored.by, dict(stored.deadwood)) == (Result.GIN, "Ann", {"Bob": 30})
    assert not view.layoffs  # box: no laying off on gin


def test_a_zero_from_an_opponent_is_just_a_number() -> None:
    game = box_game()
    draft = taps(game, "Ann", 5, 0)
    assert draft.result is Result.KNOCK and draft.values == {"Ann": "5", "Bob": "0"}
    assert draft.active is None


def test_a_finished_number_moves_to_the_next_field_even_when_it_is_filled() -> None:
    """So an edit steps through the recorded numbers, each replaced by its first digit."""
    game = jersey_game()
    seats = model.seats_for(game, None)
    draft = taps(game, "Ann", 4, 20, 30)
    assert draft.active is None
    draft = model.focus(draft, "Ann")
    draft = model.type_digit(seats, draft, 5, game.rules.knock_limit)
    assert draft.active == "Bob" and draft.fresh and draft.values["Ann"] == "5"
    draft = model.type_digit(seats, draft, 2, game.rules.knock_limit)
    assert draft.values["Bob"] == "2" and draft.active == "Bob"  # 2 may become 20


def test_layoffs_are_named_only_where_the_rules_allow_them() -> None:
    box, jersey = box_game(), jersey_game()
    box_seats, jersey_seats = model.seats_for(box, None), model.seats_for(jersey, None)
    gin = model.choose_result(box_seats, model.start_draft(), Result.GIN)
    assert not model.sheet_view(box, box_seats, gin, editing=False).layoffs
    assert model.sheet_view(box, box_seats, model.start_draft(), editing=False).layoffs
    jersey_gin = model.choose_result(jersey_seats, model.start_draft(), Result.GIN)
    assert model.sheet_view(jersey, jersey_seats, jersey_gin, editing=False).layoffs


def test_a_pad_key_aimed_at_a_field_the_pad_left_is_not_taken() -> None:
    game = jersey_game()
    seats = model.seats_for(game, None)
    draft = model.choose_by(seats, model.start_draft(), "Ann")

    def five(d: model.Draft) -> model.Draft:
        return model.type_digit(seats, d, 5, game.rules.knock_limit)

    moved = model.pad_key(draft, "Ann", five)
    assert (moved.values, moved.active) == ({"Ann": "5"}, "Bob")
    assert model.pad_key(moved, "Ann", five) == moved  # the bounced second tap
    assert model.pad_key(moved, "Bob", five).values == {"Ann": "5", "Bob": "5"}
