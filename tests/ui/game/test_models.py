"""The pure parts of the game screens: sheet drafts, the new-game form, the words."""

from __future__ import annotations

import random

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog, placeholders
from scorekeeper.i18n.game_words import RULE_IDS
from scorekeeper.i18n.words import ALIKE_RULES, EXPLAIN_PREFIX
from scorekeeper.rules.errors import (
    DuplicateCardError,
    DuplicateNameError,
    InvalidCardError,
    KnockLimitError,
    PlayerNameError,
)
from scorekeeper.rules.game import replay
from scorekeeper.rules.hands import Result, Roles
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game.setup_model import (
    cut_view,
    name_errors,
    options_view,
    random_first,
    suggestions,
    with_suggestion,
)
from scorekeeper.ui.game.sheet import model
from tests.rules.helpers import DRAW, box_game, jersey_game, knock

CATALOG = Catalog.load()


def type_number(draft: model.Draft, number: int) -> model.Draft:
    for digit in str(number):
        draft = model.press_digit(draft, int(digit))
    return draft


# --- the hand sheet -------------------------------------------------------------------


def test_knock_asks_the_knocker_first_then_the_opponent_and_previews_the_score() -> None:
    game = box_game()
    seats = model.seats_for(game, None)
    draft = model.choose_by(seats, model.choose_result(seats, model.Draft(), Result.KNOCK), "Bob")
    assert model.needed(seats, draft) == ("Bob", "Ann")
    assert draft.active == "Bob"
    draft = model.press_next(seats, type_number(draft, 6))
    assert draft.active == "Ann"
    draft = model.press_next(seats, type_number(draft, 4))
    assert draft.active is None
    view = model.sheet_view(game, seats, draft, editing=False)
    assert view.can_save and view.preview is not None
    assert view.preview.record.score.explanation.english() == "Ann undercut Bob: 10 + (6 − 4) = 12"
    assert view.preview.next.english() == "Ann stays in the box; Cid and Bob swap"


def test_a_knock_over_the_limit_is_refused_as_soon_as_it_is_typed() -> None:
    game = box_game()
    seats = model.seats_for(game, None)
    draft = model.choose_by(seats, model.choose_result(seats, model.Draft(), Result.KNOCK), "Ann")
    view = model.sheet_view(game, seats, type_number(draft, 12), editing=False)
    (knocker, opponent) = view.fields
    assert isinstance(knocker.error, KnockLimitError)
    assert knocker.error.params == {"player": "Ann", "value": 12, "limit": 10}
    assert opponent.error is None and opponent.text == ""
    assert not view.can_save


def test_deadwood_above_98_is_refused_beside_its_field() -> None:
    game = jersey_game()
    seats = model.seats_for(game, None)
    draft = model.choose_by(seats, model.choose_result(seats, model.Draft(), Result.GIN), "Cid")
    assert model.needed(seats, draft) == ("Ann", "Bob")
    view = model.sheet_view(game, seats, type_number(draft, 123), editing=False)
    assert view.fields[0].error is not None
    assert view.fields[0].error.key == "error.deadwood_too_large"


def test_the_pad_keeps_no_leading_zero_and_stops_at_three_digits() -> None:
    draft = model.Draft(Result.KNOCK, "Ann", {}, "Ann")
    draft = model.press_digit(model.press_digit(draft, 0), 7)
    assert draft.values["Ann"] == "7"
    draft = type_number(draft, 1234)
    assert draft.values["Ann"] == "712"
    assert model.press_back(draft).values["Ann"] == "71"


def test_a_draw_needs_nothing_and_keeps_the_box() -> None:
    game = box_game()
    seats = model.seats_for(game, None)
    view = model.sheet_view(
        game, seats, model.choose_result(seats, model.Draft(), Result.DRAW), editing=False
    )
    assert view.fields == () and view.preview is not None
    assert view.preview.next.english() == "Ann stays in the box and deals again"


def test_gin_skips_the_gin_players_deadwood_in_jersey_and_scores_both_opponents() -> None:
    game = jersey_game()
    seats = model.seats_for(game, None)
    assert seats.holders == ("Ann", "Bob", "Cid") and seats.sitter is None
    draft = model.choose_by(seats, model.choose_result(seats, model.Draft(), Result.GIN), "Bob")
    draft = model.press_next(seats, type_number(draft, 30))
    draft = model.press_next(seats, type_number(draft, 20))
    view = model.sheet_view(game, seats, draft, editing=False)
    assert view.preview is not None
    assert view.preview.record.score.points["Bob"] == 100
    assert view.preview.next.english() == "Bob deals next"


def test_an_edit_that_changes_who_won_keeps_the_seats_of_the_later_hands() -> None:
    game = box_game().record(knock("Ann", Ann=2, Bob=9)).record(knock("Cid", Cid=3, Ann=8))
    seats = model.seats_for(game, 1)
    assert seats.roles == Roles("Ann", "Bob", "Cid")
    # Ann is now undercut in hand 1; hand 2 was played with her in the box and stays so.
    draft = model.draft_of(game.hands[0])
    draft = model.focus(draft, "Ann")
    draft = model.press_back(draft)
    draft = model.press_next(seats, type_number(draft, 9))
    view = model.sheet_view(game, seats, draft, editing=True)
    assert view.error is None
    fixed = game.edit(1, knock("Ann", Ann=9, Bob=9), at="t")
    assert model.seats_for(fixed, 2).roles == Roles("Ann", "Cid", "Bob")
    assert model.seats_for(fixed, None).roles == Roles("Cid", "Bob", "Ann")
    assert view.can_save


def test_editing_the_last_hand_previews_what_happens_next() -> None:
    game = box_game().record(knock("Ann", Ann=2, Bob=9))
    seats = model.seats_for(game, 1)
    draft = model.draft_of(game.hands[0])
    assert draft.values == {"Ann": "2", "Bob": "9"} and draft.result is Result.KNOCK
    draft = type_number(model.press_back(model.focus(draft, "Bob")), 19)
    view = model.sheet_view(game, seats, draft, editing=True)
    assert view.preview is not None and view.trial is not None
    assert view.preview.record.score.points["Ann"] == 17
    assert view.preview.next.english() == "Ann stays in the box; Cid and Bob swap"


def test_changing_the_knocker_forgets_cards_from_the_referee() -> None:
    seats = model.seats_for(box_game(), None)
    draft = model.Draft(Result.KNOCK, "Ann", {"Ann": "3"}, None, {"Ann": ()})
    assert model.choose_by(seats, draft, "Ann").cards == {"Ann": ()}
    assert model.choose_by(seats, draft, "Bob").cards == {}
    filled = model.with_referee(draft, {"Ann": (), "Bob": ()}, {"Ann": 3, "Bob": 17})
    assert filled.values == {"Ann": "3", "Bob": "17"} and set(filled.cards) == {"Ann", "Bob"}


# --- the new-game form ----------------------------------------------------------------


def test_a_duplicate_name_is_refused_beside_the_later_field() -> None:
    errors = name_errors(("Ann", "Bob", " ann "))
    assert errors[:2] == (None, None)
    assert isinstance(errors[2], DuplicateNameError)
    assert CATALOG.translate_error(errors[2], "en") == (
        "two players are called 'ann'; give each player a different name"
    )
    assert name_errors(("", "", "")) == (None, None, None)


def test_a_name_with_a_control_character_is_refused_where_it_was_typed() -> None:
    errors = name_errors(("Ann", "B\x07b", ""))
    assert errors[0] is None and isinstance(errors[1], PlayerNameError)


def test_suggestions_keep_their_places_marking_names_typed_and_fill_the_first_empty_field() -> None:
    chips = suggestions(["Dee", "Ann", "Bob"], ("ann", "", ""))
    assert [(c.name, c.taken) for c in chips] == [("Dee", False), ("Ann", True), ("Bob", False)]
    assert with_suggestion(("Ann", "", ""), "Dee") == ("Ann", "Dee", "")


def test_cut_cards_decide_the_roles_or_ask_the_tied_players_to_draw_again() -> None:
    players = ("Ann", "Bob", "Cid")
    decided = cut_view(Variant.BOX, players, ("5H", "KS", "10d")).result
    assert decided is not None and decided.roles == Roles("Bob", "Cid", "Ann")
    tied = cut_view(Variant.BOX, players, ("KH", "KS", "2C")).result
    assert tied is not None and tied.redraw == ("Ann", "Bob")
    bad = cut_view(Variant.BOX, players, ("KH", "ZZ", "KH"))
    assert isinstance(bad.errors[1], InvalidCardError)
    assert isinstance(bad.errors[2], DuplicateCardError) and bad.result is None
    dealer = cut_view(Variant.JERSEY, players, ("2H", "2S", "QC")).result
    assert dealer is not None and dealer.dealer == "Cid"


def test_random_start_gives_each_role_to_one_player() -> None:
    players = ("Ann", "Bob", "Cid")
    for seed in range(20):
        start = random_first(Variant.BOX, players, random.Random(seed))
        assert start.roles is not None and sorted(start.roles.as_tuple()) == sorted(players)
        assert start.dealer == start.roles.box
    jersey = random_first(Variant.JERSEY, players, random.Random(1))
    assert jersey.roles is None and jersey.dealer in players


def test_house_options_are_checked_one_by_one() -> None:
    view = options_view(Variant.BOX, {"gin_bonus": "20", "target": "0", "knock_limit": "x"})
    assert view.rules is None
    assert set(view.errors) == {"target", "knock_limit"}
    good = options_view(Variant.JERSEY, {"tie": "no_score", "target": "150"})
    assert (
        good.rules is not None and good.rules.target == 150 and good.rules.tie.value == "no_score"
    )


# --- the words ------------------------------------------------------------------------


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_rule_id_has_an_explanation_in_every_language(rule: str) -> None:
    (english,) = {
        words
        for variant in Variant
        for each, (_, words) in variant_rules(variant).explanations.items()
        if each == rule
    }
    key = f"word.rule.{rule}" if rule in ALIKE_RULES else EXPLAIN_PREFIX + rule
    for language in LANGUAGES:
        assert CATALOG.has(key, language), f"{rule} missing in {language}"
        assert placeholders(CATALOG.template(key, language)) == placeholders(english)


def test_rule_ids_cover_every_rule_of_every_variant() -> None:
    every = {rule for variant in Variant for rule in variant_rules(variant).explanations}
    assert set(RULE_IDS) == every and len(RULE_IDS) == 10


def test_the_explanation_says_the_arithmetic_in_words() -> None:
    game = box_game().record(knock("Bob", Bob=6, Ann=4))
    explanation = replay(game).hands[0].score.explanation
    text = CATALOG.translate(EXPLAIN_PREFIX + explanation.rule, "en", **explanation.values)
    assert text == "Undercut! Ann 4 – Bob 6: Ann scores 10 + (6 − 4) = 12"
    dutch = CATALOG.translate(EXPLAIN_PREFIX + explanation.rule, "nl", **explanation.values)
    assert "10 + (6 − 4) = 12" in dutch and dutch != text


def test_draw_is_a_valid_hand_for_the_helpers() -> None:
    assert replay(box_game().record(DRAW)).hands[0].score.points == {"Ann": 0, "Bob": 0, "Cid": 0}
