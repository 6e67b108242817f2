"""Seats as played (docs/RULES.md): a correction changes a hand's score, never who sat where."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.errors import (
    DeadwoodTextError,
    DealerSeatError,
    GameOverError,
    SeatsError,
    SitterCannotKnockError,
)
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Roles, Seats
from scorekeeper.rules.session import (
    dumps_session,
    loads_session,
    replay_to_dict,
    session_from_dict,
    session_to_dict,
)
from tests.rules.helpers import DRAW, box_game, jersey_game, knock
from tests.strategies import games, hand_for


def _without_seats(game: Game) -> Game:
    """The game as an old file holds it: no hand knows its seats."""
    return replace(game, hands=tuple(replace(h, seats=None) for h in game.hands))


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_editing_hand_k_changes_no_seat_and_no_other_hands_points(data: st.DataObject) -> None:
    game = data.draw(games(max_hands=14).filter(lambda g: bool(g.hands)))
    if data.draw(st.booleans()):
        game = _without_seats(game)
    k = data.draw(st.integers(1, len(game.hands)))
    entry = data.draw(hand_for(replace(game, hands=game.hands[: k - 1])))
    before = replay(game)
    try:
        edited = game.edit(k, entry, at="t")
    except GameOverError as refused:
        # The new hand k reaches the target while later hands were played after it.
        assert k < len(game.hands) and refused.hand is not None and refused.hand > k
        return
    after = replay(edited)
    assert [r.seats for r in after.hands] == [r.seats for r in before.hands]
    if edited != game:  # an entry equal to the recorded one changes nothing at all
        assert [h.seats for h in edited.hands] == [r.seats for r in before.hands]
    for old, new in zip(before.hands, after.hands, strict=True):
        if old.number != k:
            assert new.score.points == old.score.points
            assert replace(new.entry, seats=None) == replace(old.entry, seats=None)
    change = {
        p: after.hands[k - 1].score.points[p] - before.hands[k - 1].score.points[p]
        for p in game.players
    }
    assert {p: after.totals[p] - before.totals[p] for p in game.players} == change


def test_a_corrected_winner_leaves_hand_two_as_played_and_the_rotation_goes_on_from_it() -> None:
    # Hand 1 was entered as Ann's knock; hand 2 was then played with Ann in the box.
    game = box_game().record(knock("Ann", Ann=5, Bob=12)).record(knock("Cid", Ann=20, Cid=3))
    fixed = game.edit(1, knock("Bob", Ann=12, Bob=5), at="t")
    state = replay(fixed)
    assert [r.off_rotation for r in state.hands] == [False, True]
    assert state.hands[1].roles == Roles("Ann", "Cid", "Bob")
    assert state.totals == {"Ann": 0, "Bob": 7, "Cid": 17}
    # Hand 3 follows hand 2 as played: Cid won from the captain's seat.
    assert state.next_roles == Roles("Cid", "Bob", "Ann")
    assert game.hands[1].seats == fixed.hands[1].seats


def test_every_recorded_hand_carries_the_rotations_seats() -> None:
    game = jersey_game(dealer="Bob").record(DRAW).record(knock("Cid", Ann=20, Bob=30, Cid=2))
    assert [h.seats for h in game.hands] == [Seats.of_jersey("Bob"), Seats.of_jersey("Bob")]
    box = box_game().record(knock("Ann", Ann=1, Bob=9))
    assert box.hands[0].seats == Seats.of_box(Roles("Ann", "Bob", "Cid"))


def test_an_old_file_without_seats_takes_the_rotation_and_is_written_with_them() -> None:
    old = _without_seats(box_game().record(knock("Ann", Ann=1, Bob=9)).record(DRAW))
    read = session_from_dict(json.loads(json.dumps(session_to_dict(old))))
    assert [h.seats for h in read.hands] == [
        Seats.of_box(Roles("Ann", "Bob", "Cid")),
        Seats.of_box(Roles("Ann", "Cid", "Bob")),
    ]
    written = session_to_dict(read)["hands"]
    assert [h["seats"] for h in written] == [
        {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        {"box": "Ann", "captain": "Cid", "sitter": "Bob"},
    ]


def test_seats_survive_export_and_import_exactly() -> None:
    game = box_game().record(knock("Ann", Ann=5, Bob=12)).record(knock("Cid", Ann=20, Cid=3))
    fixed = game.edit(1, knock("Bob", Ann=12, Bob=5), at="t")
    again = loads_session(dumps_session(fixed))
    assert again == fixed
    assert [h["off_rotation"] for h in replay_to_dict(again, replay(again))["hands"]] == [
        False,
        True,
    ]


def _box_session(**seats: Any) -> dict[str, Any]:
    return {
        "variant": "box",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "hands": [
            {"result": "draw", "seats": {"box": "Ann", "captain": "Bob", "sitter": "Cid"}},
            {"result": "draw", "seats": seats},
        ],
    }


@pytest.mark.parametrize(
    "seats",
    [
        {"box": "Ann", "captain": "Ann", "sitter": "Cid"},
        {"box": "Ann", "captain": "Bob", "sitter": "Zed"},
        {"box": "Ann", "captain": "Bob"},
        {"dealer": "Ann"},
        {"box": 1, "captain": "Bob", "sitter": "Cid"},
    ],
)
def test_box_seats_that_are_not_the_three_players_one_role_each_are_refused(
    seats: dict[str, Any],
) -> None:
    with pytest.raises(SeatsError, match=r"^hand 2: the seats must give box, captain and sitter"):
        session_from_dict(_box_session(**seats))


@pytest.mark.parametrize("dealer", ["Zed", None, 3])
def test_a_jersey_dealer_who_is_not_a_player_is_refused(dealer: object) -> None:
    document = {
        "variant": "jersey",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"dealer": "Ann"},
        "hands": [{"result": "draw", "seats": {"dealer": dealer}}],
    }
    with pytest.raises(DealerSeatError, match=r"^hand 1: the dealer must be one of the players"):
        session_from_dict(document)


def test_seats_built_in_code_are_checked_too() -> None:
    wrong = Seats("Ann", Roles("Ann", "Bob", "Bob"))
    with pytest.raises(SeatsError, match="hand 1"):
        box_game().record(replace(DRAW, seats=wrong))
    with pytest.raises(SeatsError, match="hand 1"):
        box_game().record(replace(DRAW, seats=Seats("Bob", Roles("Ann", "Bob", "Cid"))))
    with pytest.raises(DealerSeatError, match="not Zed"):
        jersey_game().record(replace(DRAW, seats=Seats.of_jersey("Zed")))


def test_a_hand_still_fits_its_own_seats() -> None:
    # Seats as played do not excuse an entry that breaks them: Cid sat out hand 2.
    seats = Seats.of_box(Roles("Ann", "Bob", "Cid"))
    with pytest.raises(SitterCannotKnockError, match="hand 2: Cid is the sitter"):
        box_game().record(DRAW).record(replace(knock("Cid", Ann=9, Cid=1), seats=seats))


@pytest.mark.parametrize("text", ["7", "٧", " 7 ", "7.0"])
def test_a_deadwood_written_as_text_in_a_file_is_refused_naming_hand_and_player(
    text: str,
) -> None:
    document = {
        "variant": "box",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "hands": [
            {"result": "draw"},
            {"result": "knock", "by": "Ann", "deadwood": {"Ann": 3, "Cid": text}},
        ],
    }
    with pytest.raises(DeadwoodTextError) as refused:
        session_from_dict(document)
    assert str(refused.value).startswith("hand 2: the deadwood of Cid must be a number")
    assert json.dumps(text, ensure_ascii=False) in str(refused.value)


@pytest.mark.parametrize("number", [7, 7.0])
def test_a_deadwood_as_a_json_number_is_read(number: float) -> None:
    document = {
        "variant": "box",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "hands": [{"result": "knock", "by": "Ann", "deadwood": {"Ann": 3, "Bob": number}}],
    }
    assert session_from_dict(document).hands[0] == HandEntry(
        knock("Ann").result,
        "Ann",
        {"Ann": 3, "Bob": 7},
        seats=Seats.of_box(Roles("Ann", "Bob", "Cid")),
    )
