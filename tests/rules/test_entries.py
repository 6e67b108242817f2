"""Bad entries docs/RULES.md says to refuse, game set-up, and corrections."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import (
    CardCountError,
    DeadwoodFractionError,
    DeadwoodNegativeError,
    DeadwoodNotANumberError,
    DeadwoodTooLargeError,
    DuplicateNameError,
    EmptyNameError,
    FirstRolesError,
    GameOverError,
    HandIndexError,
    HouseRuleError,
    IllegalKnockError,
    PlayerCountError,
    PlayerNameError,
    ScorekeeperError,
    SharedCardError,
    SitterCardsError,
)
from scorekeeper.rules.game import CorrectionKind, Game, replay
from scorekeeper.rules.hands import HandEntry, Roles, Seats
from scorekeeper.rules.validation import parse_deadwood
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from tests.rules.helpers import box_game, gin, jersey_game, knock


@pytest.mark.parametrize("names", [["Ann", "Bob"], ["Ann", "Bob", "Cid", "Dee"], []])
def test_exactly_three_players(names: list[str]) -> None:
    with pytest.raises(PlayerCountError, match=f"not {len(names)}"):
        Game.start(names, Variant.JERSEY, first=Seats.of_jersey("Ann"))


def test_empty_name_is_refused() -> None:
    with pytest.raises(EmptyNameError, match="player 2 has no name"):
        Game.start(["Ann", "  ", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Ann"))


@pytest.mark.parametrize("twin", ["Ann", "ann", " ANN ", "Ann\t"])
def test_same_name_ignoring_case_and_spaces_is_refused(twin: str) -> None:
    with pytest.raises(DuplicateNameError, match="two players are called"):
        Game.start(["Ann", "Bob", twin], Variant.JERSEY, first=Seats.of_jersey("Ann"))


@pytest.mark.parametrize("name", ["A\u202eB", "A\x00B", "x" * 41, 7])
def test_unusable_names_are_refused(name: object) -> None:
    with pytest.raises(PlayerNameError):
        Game.start(["Ann", "Bob", name], Variant.JERSEY, first=Seats.of_jersey("Ann"))  # type: ignore[list-item]


def test_names_are_trimmed_and_nfc_normalised() -> None:
    game = Game.start([" Ann ", "Zoe\u0301", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Ann"))
    assert game.players == ("Ann", "Zoé", "Cid")


def test_first_roles_must_cover_the_three_players() -> None:
    with pytest.raises(FirstRolesError):
        Game.start(
            ["Ann", "Bob", "Cid"], Variant.BOX, first=Seats.of_box(Roles("Ann", "Ann", "Cid"))
        )
    with pytest.raises(FirstRolesError):
        Game.start(["Ann", "Bob", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Dee"))


BOX_REFUSAL = "the first roles must give box, captain and sitter to the three players, one each"


@pytest.mark.parametrize(
    ("variant", "first", "message"),
    [
        (Variant.BOX, Seats.of_jersey("Ann"), BOX_REFUSAL),
        (Variant.BOX, Seats("Bob", Roles("Ann", "Bob", "Cid")), BOX_REFUSAL),
        (
            Variant.JERSEY,
            Seats.of_box(Roles("Ann", "Bob", "Cid")),
            "the first dealer must be one of the players",
        ),
    ],
)
def test_seats_of_the_other_variant_do_not_start_a_game(
    variant: Variant, first: Seats, message: str
) -> None:
    """Box needs roles with the box dealing; jersey a dealer and no roles."""
    with pytest.raises(FirstRolesError) as refused:
        Game.start(["Ann", "Bob", "Cid"], variant, first=first)
    assert str(refused.value) == message


@pytest.mark.parametrize(
    ("value", "error"),
    [
        (-1, DeadwoodNegativeError),
        (2.5, DeadwoodFractionError),
        ("2.5", DeadwoodFractionError),
        ("seven", DeadwoodNotANumberError),
        (None, DeadwoodNotANumberError),
        (True, DeadwoodNotANumberError),
        (float("nan"), DeadwoodNotANumberError),
        (99, DeadwoodTooLargeError),
        (10**30, DeadwoodTooLargeError),
    ],
)
def test_bad_deadwood_values_are_refused_naming_hand_and_player(value: object, error: type) -> None:
    with pytest.raises(error) as info:
        parse_deadwood(value, "Bob", hand=4)
    assert str(info.value).startswith("hand 4: the deadwood of Bob")


@pytest.mark.parametrize(("value", "number"), [(0, 0), (98, 98), (7.0, 7), (" 12 ", 12)])
def test_whole_numbers_in_any_spelling_are_accepted(value: object, number: int) -> None:
    assert parse_deadwood(value, "Bob") == number


def test_no_hand_after_the_game_is_won() -> None:
    game = box_game(target=30).record(gin("Ann", Bob=10))
    with pytest.raises(GameOverError, match="hand 2: the game is over \\(Ann won\\)"):
        game.record(knock("Ann", Ann=1, Bob=5))


@pytest.mark.parametrize(
    ("name", "value"),
    [("target", 0), ("gin_bonus", -1), ("knock_limit", 99), ("target", True), ("target", "100")],
)
def test_house_rules_out_of_range_are_refused(name: str, value: object) -> None:
    with pytest.raises(HouseRuleError, match=f"house rule '{name}'"):
        HouseRules.from_options(house_options(Variant.BOX), {name: value})


def test_unknown_jersey_option_values_are_refused() -> None:
    with pytest.raises(HouseRuleError, match="use 'undercut' or 'no_score'"):
        HouseRules.from_options(house_options(Variant.JERSEY), {"tie": "maybe"})


def test_every_refusal_is_a_value_error_with_a_key() -> None:
    with pytest.raises(ScorekeeperError) as info:
        box_game().record(knock("Cid", Ann=1, Bob=2))
    assert isinstance(info.value, ValueError)
    assert info.value.key == "error.sitter_knock"
    assert info.value.params == {"player": "Cid"}
    assert info.value.hand == 1


def test_undo_removes_the_last_hand_and_keeps_the_audit_trail() -> None:
    game = box_game().record(knock("Ann", Ann=1, Bob=9)).undo_last(at="2026-11-30T20:00:00Z")
    assert game.hands == ()
    (correction,) = game.corrections
    assert (correction.kind, correction.hand, correction.after) == (CorrectionKind.UNDO, 1, None)
    assert correction.before == replace(
        knock("Ann", Ann=1, Bob=9), seats=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    with pytest.raises(HandIndexError):
        box_game().undo_last(at="now")


def test_edit_rederives_every_later_hand() -> None:
    game = box_game().record(knock("Ann", Ann=1, Bob=9)).record(knock("Ann", Ann=2, Cid=9))
    assert replay(game).totals == {"Ann": 15, "Bob": 0, "Cid": 0}
    edited = game.edit(2, knock("Cid", Ann=9, Cid=1), at="t")
    assert replay(edited).totals == {"Ann": 8, "Bob": 0, "Cid": 8}
    assert edited.corrections[-1].before == replace(
        knock("Ann", Ann=2, Cid=9), seats=Seats.of_box(Roles("Ann", "Cid", "Bob"))
    )


def test_edit_that_changes_who_won_keeps_the_later_hands_as_played() -> None:
    game = box_game().record(knock("Ann", Ann=1, Bob=9)).record(knock("Ann", Ann=1, Cid=9))
    # Had Bob won hand 1, the rotation would have put Ann out of hand 2; but hand 2
    # was played, with Ann in the box: it keeps its seats (docs/RULES.md).
    edited = game.edit(1, knock("Bob", Ann=9, Bob=1), at="t")
    second = replay(edited).hands[1]
    assert (second.roles, second.off_rotation) == (Roles("Ann", "Cid", "Bob"), True)
    assert replay(edited).totals == {"Ann": 8, "Bob": 8, "Cid": 0}


def test_changing_house_rules_rescores_every_hand() -> None:
    game = jersey_game().record(knock("Bob", Ann=20, Bob=4, Cid=15))
    rules = HouseRules.from_options(
        house_options(Variant.JERSEY), {"knock_formula": "each_minus_own"}
    )
    assert replay(game.with_rules(rules, at="t")).totals["Bob"] == 27


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


GIN_HAND = "AS 2S 3S 4H 5H 6H 7D 8D 9D TD"
KNOCK_7 = "AS 2S 3S 4H 5H 6H 7D 8D 9D 7C"  # 7 deadwood (7C)
HIGH = "KS QH JD 9C 8S 7H 5D 3C 2H TD"  # no meld


def _with_cards(entry: HandEntry, **cards: str) -> HandEntry:
    return replace(entry, cards={p: _cards(text) for p, text in cards.items()})


def test_cards_that_allow_the_knock_are_accepted_and_kept() -> None:
    entry = _with_cards(knock("Ann", Ann=7, Bob=20), Ann=KNOCK_7)
    assert box_game().record(entry).hands[0].cards["Ann"] == _cards(KNOCK_7)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (_with_cards(knock("Ann", Ann=9, Bob=20), Ann=HIGH), "a knock needs 10 or less"),
        (_with_cards(gin("Ann", Bob=20), Ann=KNOCK_7), "gin needs every card in melds"),
        (_with_cards(knock("Ann", Ann=3, Bob=20), Ann=KNOCK_7), "cannot get below 7"),
    ],
)
def test_a_knock_the_cards_do_not_allow_is_refused(entry: HandEntry, message: str) -> None:
    with pytest.raises(IllegalKnockError, match=message) as info:
        box_game().record(entry)
    assert str(info.value).startswith("hand 1: Ann's cards leave")


def test_card_count_shared_cards_and_the_sitter_are_checked() -> None:
    with pytest.raises(CardCountError, match="hand 1: Ann must hold 10 cards, not 9"):
        box_game().record(_with_cards(knock("Ann", Ann=1, Bob=5), Ann=GIN_HAND[3:]))
    with pytest.raises(SharedCardError, match="AS cannot be in both hands"):
        box_game().record(
            _with_cards(gin("Ann", Bob=5), Ann=GIN_HAND, Bob="AS KS KH KD KC QS QH QD 2C 3C")
        )
    with pytest.raises(SitterCardsError, match="Cid is the sitter"):
        box_game().record(_with_cards(gin("Ann", Bob=5), Ann=GIN_HAND, Cid=HIGH))
    game = box_game().record(_with_cards(gin("Ann", Bob=5), Ann=GIN_HAND))
    assert replay(game).hands[0].score.points["Ann"] == 30
