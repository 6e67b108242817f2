"""The new-game form's pure changes and derived view, without a client."""

from __future__ import annotations

import random
from dataclasses import replace

from scorekeeper.rules.errors import DuplicateNameError, PlayerNameError
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import TieRule, Variant
from scorekeeper.ui.game.new_game import model
from scorekeeper.ui.game.new_game.first_roles_model import FirstMode
from tests.rules.helpers import box_game, jersey_game

NAMES = ("Ann", "Bob", "Cid")


def named(*names: str) -> model.Setup:
    setup = model.Setup()
    for seat, name in enumerate(names):
        setup = model.type_name(setup, seat, name)
    return setup


def test_switching_variant_takes_its_standard_options_and_forgets_picks_and_lots() -> None:
    setup = model.type_option(named(*NAMES), "target", "300")
    setup = model.type_cut(setup, 0, "KH")
    setup = model.pick_seat(setup, 1)
    setup = model.draw(setup, random.Random(3))
    switched = model.choose_variant(setup, Variant.JERSEY)
    assert switched.variant is Variant.JERSEY
    assert switched.options == model.standard_options(Variant.JERSEY)
    assert switched.options["target"] == "200"
    assert (switched.first.picked, switched.first.drawn) == ((), None)
    assert switched.first.cuts == ("KH", "", "")  # a cut means the same in both variants


def test_tapping_the_chosen_variant_again_changes_nothing_but_the_refusal() -> None:
    setup = model.type_option(model.Setup(), "target", "300")
    failed = model.refused(setup, DuplicateNameError(name="Ann"))
    again = model.choose_variant(failed, Variant.BOX)
    assert again == setup and again.options["target"] == "300"


def test_every_change_clears_the_last_refusal() -> None:
    failed = model.refused(named(*NAMES), DuplicateNameError(name="Ann"))
    changes = [
        lambda s: model.type_name(s, 0, "Dee"),
        lambda s: model.suggest(s, "Eve"),
        lambda s: model.choose_first_mode(s, FirstMode.PICK),
        lambda s: model.type_cut(s, 1, "2C"),
        lambda s: model.pick_seat(s, 0),
        lambda s: model.draw(s, random.Random(1)),
        lambda s: model.type_option(s, "gin_bonus", "30"),
        model.reset_options,
    ]
    for change in changes:
        assert failed.failure is not None and change(failed).failure is None


def test_a_name_typed_replaces_only_its_seat_and_voids_drawn_lots() -> None:
    drawn = model.draw(model.choose_first_mode(named(*NAMES), FirstMode.RANDOM), random.Random(7))
    assert drawn.first.drawn is not None
    retyped = model.type_name(drawn, 2, "Dee")
    assert retyped.names == ("Ann", "Bob", "Dee")
    assert retyped.first.drawn is None and retyped.first.mode is FirstMode.RANDOM


def test_a_suggestion_fills_the_first_empty_field_and_none_when_all_are_filled() -> None:
    setup = model.suggest(model.type_name(model.Setup(), 0, "Ann"), "Eve")
    assert setup.names == ("Ann", "Eve", "")
    full = model.suggest(model.suggest(setup, "Fay"), "Gus")
    assert full.names == ("Ann", "Eve", "Fay")


def test_the_view_offers_past_players_until_every_field_is_filled() -> None:
    known = ("Dee", "Ann", "Eve")
    partly = model.setup_view(model.type_name(model.Setup(), 0, "ann"), known)
    assert [(c.name, c.taken) for c in partly.offered] == [
        ("Dee", False),
        ("Ann", True),
        ("Eve", False),
    ]
    assert model.setup_view(named("Dee", "Ann", "Eve"), known).offered == ()


def test_refusals_sit_beside_their_fields_and_who_starts_waits_for_the_names() -> None:
    view = model.setup_view(named("Ann", "Bob", "ann"), ())
    assert view.name_errors[:2] == (None, None)
    assert isinstance(view.name_errors[2], DuplicateNameError)
    assert not view.names_ready and view.first is None and not view.can_start
    bad = model.setup_view(named("Ann", "", "A" * 200), ())
    assert isinstance(bad.name_errors[2], PlayerNameError)


def test_cut_cards_decide_the_start_and_the_game_to_create() -> None:
    setup = named(*NAMES)
    for seat, card in enumerate(("2C", "KH", "7D")):
        setup = model.type_cut(setup, seat, card)
    view = model.setup_view(setup, ())
    assert view.first == Seats.of_box(Roles(box="Bob", captain="Cid", sitter="Ann"))
    assert view.can_start and view.standard
    wanted = model.game_to_start(setup)
    assert wanted is not None
    assert (wanted.players, wanted.variant, wanted.first) == (NAMES, Variant.BOX, view.first)
    assert wanted.rules.target == 100


def test_picking_in_jersey_names_the_first_dealer() -> None:
    setup = model.choose_first_mode(
        model.choose_variant(named(*NAMES), Variant.JERSEY), FirstMode.PICK
    )
    assert model.game_to_start(setup) is None
    picked = model.pick_seat(setup, 2)
    started = model.game_to_start(picked)
    assert started is not None and started.first == Seats.of_jersey("Cid")


def test_lots_drawn_with_the_same_randomness_give_the_same_start() -> None:
    setup = model.choose_first_mode(named(*NAMES), FirstMode.RANDOM)
    first = model.setup_view(model.draw(setup, random.Random(11)), ()).first
    again = model.setup_view(model.draw(setup, random.Random(11)), ()).first
    assert first is not None and first.roles is not None and first == again
    assert sorted(first.roles.as_tuple()) == sorted(NAMES)


def test_a_refused_option_blocks_start_and_reset_brings_the_standard_back() -> None:
    setup = model.choose_first_mode(
        model.choose_variant(named(*NAMES), Variant.JERSEY), FirstMode.PICK
    )
    setup = model.pick_seat(setup, 0)
    bad = model.type_option(setup, "target", "0")
    view = model.setup_view(bad, ())
    assert view.options.rules is None and set(view.options.errors) == {"target"}
    assert view.first == Seats.of_jersey("Ann") and not view.can_start and not view.standard
    assert model.game_to_start(bad) is None
    reset = model.reset_options(bad)
    assert model.setup_view(reset, ()).standard and model.game_to_start(reset) is not None


def test_house_options_reach_the_game_to_create() -> None:
    setup = model.choose_variant(named(*NAMES), Variant.JERSEY)
    setup = model.pick_seat(model.choose_first_mode(setup, FirstMode.PICK), 1)
    setup = model.type_option(model.type_option(setup, "target", "150"), "tie", "no_score")
    wanted = model.game_to_start(setup)
    assert wanted is not None
    assert (wanted.rules.target, wanted.rules.tie) == (150, TieRule.NO_SCORE)


def test_a_rematch_keeps_players_seats_variant_and_rules_and_cuts_again() -> None:
    finished = replace(jersey_game("Bob", target=150), players=("Cid", "Ann", "Bob"))
    setup = model.rematch_setup(finished)
    assert (setup.variant, setup.names) == (Variant.JERSEY, ("Cid", "Ann", "Bob"))
    assert setup.options["target"] == "150" and setup.first.mode is FirstMode.CUT
    assert model.rematch_setup(None) == model.Setup()
    assert model.rematch_setup(box_game()).options == model.standard_options(Variant.BOX)


def test_the_rules_panel_stays_as_the_player_left_it_while_options_change() -> None:
    opened = model.show_rules(model.Setup(), open_=True)
    typed = model.type_option(opened, "target", "150")
    assert typed.rules_open and typed.options["target"] == "150"
    assert not model.show_rules(typed, open_=False).rules_open
