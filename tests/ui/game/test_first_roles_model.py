"""Who starts, without a client: the modes' pure changes, the section's view, whose seats fit."""

from __future__ import annotations

import random

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game.new_game import first_roles_model as model
from scorekeeper.ui.game.new_game.first_roles_model import FirstChoice, FirstMode, PickStep

NAMES = ("Ann", "Bob", "Cid")
PICKING = FirstChoice(mode=FirstMode.PICK)


def test_pick_asks_box_then_captain_and_the_sitter_is_whoever_is_left() -> None:
    first = model.first_view(Variant.BOX, NAMES, PICKING)
    assert [(r.step, r.chosen, r.taken) for r in first.pick] == [(PickStep.BOX, None, ())]
    boxed = model.pick(Variant.BOX, PICKING, 2)
    second = model.first_view(Variant.BOX, NAMES, boxed)
    assert [(r.step, r.chosen, r.taken) for r in second.pick] == [
        (PickStep.BOX, 2, ()),
        (PickStep.CAPTAIN, None, (2,)),
    ]
    assert second.start is None
    done = model.first_view(Variant.BOX, NAMES, model.pick(Variant.BOX, boxed, 0))
    assert done.start == Seats("Cid", Roles(box="Cid", captain="Ann", sitter="Bob"))


def test_a_tap_on_a_picked_player_or_after_the_last_step_starts_over() -> None:
    boxed = model.pick(Variant.BOX, PICKING, 1)
    assert model.pick(Variant.BOX, boxed, 1).picked == (1,)
    full = model.pick(Variant.BOX, boxed, 2)
    assert model.pick(Variant.BOX, full, 0).picked == (0,)
    dealer = model.pick(Variant.JERSEY, PICKING, 1)
    assert model.first_of(Variant.JERSEY, NAMES, dealer) == Seats.of_jersey("Bob")
    assert model.pick(Variant.JERSEY, dealer, 2).picked == (2,)


def test_the_cut_gives_roles_in_box_and_a_dealer_in_jersey() -> None:
    cut = FirstChoice()
    for seat, card in enumerate(("5S", "QH", "9C")):
        cut = model.type_cut(cut, seat, card)
    assert cut.cuts == ("5S", "QH", "9C")
    assert model.first_of(Variant.BOX, NAMES, cut) == Seats.of_box(Roles("Bob", "Cid", "Ann"))
    assert model.first_of(Variant.JERSEY, NAMES, cut) == Seats.of_jersey("Bob")
    view = model.first_view(Variant.BOX, NAMES, cut)
    assert view.cut is not None and view.pick == () and not view.drawn


def test_switching_modes_keeps_what_each_mode_holds() -> None:
    cut = model.type_cut(FirstChoice(), 0, "KH")
    picked = model.pick(Variant.BOX, model.choose_mode(cut, FirstMode.PICK), 1)
    back = model.choose_mode(picked, FirstMode.CUT)
    assert (back.cuts, back.picked) == (("KH", "", ""), (1,))
    assert model.first_view(Variant.BOX, NAMES, back).cut is not None


def test_lots_hold_only_for_the_names_they_were_drawn_for() -> None:
    random_mode = model.choose_mode(FirstChoice(), FirstMode.RANDOM)
    drawn = model.draw_lots(Variant.JERSEY, NAMES, random_mode, random.Random(5))
    assert drawn.drawn is not None and model.first_view(Variant.JERSEY, NAMES, drawn).drawn
    assert model.first_of(Variant.JERSEY, NAMES, drawn) == drawn.drawn
    assert model.first_of(Variant.JERSEY, ("Dee", "Eve", "Fay"), drawn) is None
    assert model.for_names(drawn).drawn is None


def test_a_new_variant_forgets_picks_and_lots_but_not_the_cut() -> None:
    choice = FirstChoice(FirstMode.PICK, ("2C", "", ""), (0, 1), Seats.of_jersey("Ann"))
    assert model.for_variant(choice) == FirstChoice(FirstMode.PICK, ("2C", "", ""))


def test_a_start_fits_only_the_names_it_seats() -> None:
    box = Seats.of_box(Roles(box="Ann", captain="Bob", sitter="Cid"))
    assert model.fits(box, ("Cid", "Bob", "Ann")) and not model.fits(box, ("Ann", "Bob", "Dee"))
    jersey = Seats.of_jersey("Cid")
    assert model.fits(jersey, NAMES) and not model.fits(Seats.of_jersey("Dee"), NAMES)
