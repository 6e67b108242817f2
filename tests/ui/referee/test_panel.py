"""The referee panel in a real session, through the ``/referee`` demo route (no client)."""

from __future__ import annotations

from collections.abc import Iterable

import flet as ft
import pytest
from flet.controls.base_control import BaseControl

from scorekeeper.i18n import Catalog
from scorekeeper.rules.cards import Card
from scorekeeper.ui.referee import keys

from ..conftest import StartUi
from ..harness import UiHarness, parent_as
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

HANDLERS = ("on_click", "on_change", "on_submit", "on_select", "on_tap", "on_long_press")


def referee(start_ui: StartUi, query: str = "", **options: object) -> UiHarness:
    ui = start_ui(route=f"/referee{query}", **options)
    assert ui.exists(keys.PANEL), ui.keys()
    return ui


def tap(ui: UiHarness, hand: Iterable[Card]) -> None:
    for card in hand:
        ui.click(keys.card(card))


def text_of(ui: UiHarness, key: str) -> str:
    return ui.find_as(key, ft.Text).value


def is_inside(control: BaseControl, key: str) -> bool:
    parent = control.parent
    while parent is not None:
        if parent.key == key:
            return True
        parent = parent.parent
    return False


def disabled(ui: UiHarness, key: str) -> bool:
    return bool(getattr(ui.find(key), "disabled", False))


def test_box_knock_from_the_knockers_cards_to_the_deadwoods(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    assert text_of(ui, keys.TITLE) == "Ann knocked: which cards?"
    assert disabled(ui, keys.NEXT)
    tap(ui, ANN_KNOCKS[:9])
    assert text_of(ui, keys.COUNT) == "Ann: 9 of 10 cards"
    assert not ui.exists(keys.VERDICT)
    tap(ui, ANN_KNOCKS[9:])
    assert text_of(ui, keys.VERDICT) == "Can knock (4)"
    shown = ui.keys()
    assert [k for k in shown if k.startswith("referee.meld.")] == [
        keys.meld(0),
        keys.meld(1),
        keys.meld(2),
    ]
    assert parent_as(ui.find(keys.UNMATCHED), ft.Semantics).label == "4♦"
    assert [k for k in shown if k.startswith("referee.tray.")] == [
        keys.tray_card(card) for card in ANN_KNOCKS
    ]

    ui.click(keys.NEXT)
    assert text_of(ui, keys.TITLE) == "Bob's cards"
    assert disabled(ui, keys.card(Card.parse("5H")))  # Ann holds it
    with pytest.raises(AssertionError, match="disabled"):
        ui.click(keys.card(Card.parse("5H")))
    tap(ui, BOB_LAYS_OFF)
    assert is_inside(ui.find(keys.layoff(Card.parse("8H"))), keys.meld(1))
    assert is_inside(ui.find(keys.layoff(Card.parse("9H"))), keys.meld(0))
    assert ui.has_text("laid off by Bob")
    assert text_of(ui, keys.DEADWOOD) == "Deadwood: 16"
    assert ui.exists(keys.own_meld("Bob", 0)) and ui.exists(keys.own_meld("Bob", 1))

    ui.click(keys.NEXT)
    assert text_of(ui, keys.TITLE) == "Check the deadwood"
    assert text_of(ui, keys.summary("Ann")) == "Deadwood: 4"
    assert text_of(ui, keys.summary("Bob")) == "Deadwood: 16"
    ui.click(keys.DONE)
    assert not ui.exists(keys.PANEL)
    assert ui.has_text("Ann: deadwood 4 (9S 5H 6H 7H 4D 9D AC 2C 3C 9C)")
    assert ui.has_text("Bob: deadwood 16 (2S 3S 4S KS 8H 9H KH 6D KD QC)")


def test_eleven_cards_highlight_the_best_discard_and_apply_it(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_DRAWN)
    queen = Card.parse("QS")
    assert text_of(ui, keys.COUNT) == "Ann: 11 cards, one has to go"
    assert text_of(ui, keys.VERDICT) == "Can knock (4)"
    assert ui.has_text("Best discard")
    assert ui.find_as(keys.tray_card(queen), ft.Container).border is not None
    assert disabled(ui, keys.NEXT)
    assert disabled(ui, keys.card(Card.parse("KC")))  # 11 is the most
    ui.click(keys.DISCARD)
    assert not ui.exists(keys.tray_card(queen))
    assert not ui.exists(keys.DISCARD)
    assert text_of(ui, keys.COUNT) == "Ann: all 10 cards in"
    assert not disabled(ui, keys.NEXT)


def test_tapping_a_card_in_the_tray_or_its_empty_slot_puts_it_back(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    five, six = cards("5H 6H")
    tap(ui, (five, six))
    ui.click(keys.tray_card(five))
    assert not ui.exists(keys.tray_card(five))
    ui.click(keys.card(six))
    assert ui.has_text("No cards yet: tap them above.")
    tap(ui, ANN_KNOCKS[:3])
    ui.click(keys.CLEAR)
    assert text_of(ui, keys.COUNT) == "Ann: 0 of 10 cards"


def test_a_knock_over_the_limit_is_refused_with_the_reason(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_HIGH)
    assert text_of(ui, keys.VERDICT) == "Cannot knock: 23 is over 10"
    assert text_of(ui, keys.PROBLEM).startswith("Ann may not knock with these cards")
    with pytest.raises(AssertionError, match="disabled"):
        ui.click(keys.NEXT)


def test_a_declared_gin_that_the_cards_do_not_make_is_refused(start_ui: StartUi) -> None:
    ui = referee(start_ui, "?result=gin")
    assert text_of(ui, keys.TITLE) == "Ann went gin: which cards?"
    tap(ui, ANN_KNOCKS)
    assert text_of(ui, keys.VERDICT) == "Can knock (4)"
    assert text_of(ui, keys.PROBLEM).startswith("Not gin: 4 is left over. Did Ann knock?")
    assert disabled(ui, keys.NEXT)
    ui.click(keys.tray_card(Card.parse("4D")))
    tap(ui, cards("4C"))
    assert text_of(ui, keys.VERDICT) == "Gin!"
    assert not ui.exists(keys.PROBLEM)
    ui.click(keys.NEXT)
    tap(ui, cards("8H 5C 6C KS KD KH 2S 3S 4S 6D"))
    assert ui.has_text("No laying off on gin.")
    assert text_of(ui, keys.DEADWOOD) == "Deadwood: 25"


def test_a_knock_with_no_deadwood_is_noted_as_gin(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_GIN)
    assert text_of(ui, keys.VERDICT) == "Gin!"
    assert text_of(ui, keys.NOTE) == "Nothing left over: this knock counts as gin."
    assert not disabled(ui, keys.NEXT)


def test_the_knocker_chooses_among_equal_arrangements(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_TWO_WAYS)
    assert ui.has_text("2 equally good ways to lay these down: choose one next.")
    ui.click(keys.NEXT)
    assert text_of(ui, keys.TITLE) == "What does Ann lay down?"
    assert parent_as(ui.find(keys.arrangement(0)), ft.Semantics).selected
    ui.click(keys.arrangement(1))
    assert parent_as(ui.find(keys.arrangement(1)), ft.Semantics).selected
    ui.click(keys.NEXT)
    tap(ui, BOB_WANTS_THE_RUN)
    for card in cards("9D 8D"):
        assert is_inside(ui.find(keys.layoff(card)), keys.meld(1))
    assert text_of(ui, keys.DEADWOOD) == "Deadwood: 11"
    ui.click(keys.BACK)
    ui.click(keys.arrangement(0))
    ui.click(keys.NEXT)
    assert text_of(ui, keys.DEADWOOD) == "Deadwood: 28"
    assert ui.has_text("Bob has nothing to lay off.")


def test_jersey_two_opponents_each_card_once(start_ui: StartUi) -> None:
    ui = referee(start_ui, "?variant=jersey")
    tap(ui, ANN_KNOCKS)
    assert text_of(ui, keys.VERDICT) == "Can knock (4)"
    ui.click(keys.NEXT)
    tap(ui, BOB_JERSEY)
    assert text_of(ui, keys.DEADWOOD) == "Deadwood: 26"
    ui.click(keys.NEXT)
    assert text_of(ui, keys.TITLE) == "Cid's cards"
    for card in (*ANN_KNOCKS, *BOB_JERSEY):
        assert disabled(ui, keys.card(card)), card
    cell = parent_as(ui.find(keys.card(Card.parse("8H"))), ft.Semantics)
    assert cell.label == "8♥, in Bob's hand"
    tap(ui, CID_JERSEY)
    assert is_inside(ui.find(keys.layoff(Card.parse("4H"))), keys.meld(1))
    assert text_of(ui, keys.DEADWOOD) == "Deadwood: 10"
    ui.click(keys.NEXT)
    assert [text_of(ui, keys.summary(p)) for p in ("Ann", "Bob", "Cid")] == [
        "Deadwood: 4",
        "Deadwood: 26",
        "Deadwood: 10",
    ]
    ui.click(keys.BACK)
    assert text_of(ui, keys.TITLE) == "Cid's cards"
    ui.click(keys.NEXT)
    ui.click(keys.DONE)
    assert ui.has_text("Cid: deadwood 10 (5S 6S 7S 4H 9H 2D TD JD QD 8C)")


def test_jersey_knocks_with_nine_or_less(start_ui: StartUi) -> None:
    ui = referee(start_ui, "?variant=jersey")
    tap(ui, cards("5H 6H 7H 9S 9D 9C AC 2C 3C TD"))
    assert text_of(ui, keys.VERDICT) == "Cannot knock: 10 is over 9"


def test_cancel_hands_nothing_back(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_KNOCKS[:4])
    ui.click(keys.CANCEL)
    assert ui.has_text("Cancelled: nothing was handed back.")
    ui.click(keys.DEMO_AGAIN)
    assert text_of(ui, keys.COUNT) == "Ann: 0 of 10 cards"


def test_every_interactive_control_has_a_key_and_a_semantics_identifier(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_TWO_WAYS)  # all 52 tappable, 10 in the tray
    counts = [checked_interactive(ui)]
    tap(ui, cards("QS"))  # the discard button
    counts.append(checked_interactive(ui))
    ui.click(keys.tray_card(Card.parse("QS")))
    ui.click(keys.NEXT)  # the arrangements and Back
    counts.append(checked_interactive(ui))
    assert counts == [52 + 10 + 4, 11 + 11 + 5, 2 + 3]  # + Read the cards on a player's step


def checked_interactive(ui: UiHarness) -> int:
    """How many controls on screen act on taps; each must have a key and an identifier."""
    interactive = [
        c
        for c in ui.controls()
        if any(getattr(c, name, None) for name in HANDLERS) and not isinstance(c, ft.Page)
    ]
    for control in interactive:
        assert isinstance(control.key, str), f"{type(control).__name__} has no key"
        parent = control.parent
        assert isinstance(parent, ft.Semantics) and parent.identifier == control.key
    return len(interactive)


def test_the_panel_speaks_dutch(start_ui: StartUi, catalog: Catalog) -> None:
    ui = referee(start_ui, language="nl")
    assert text_of(ui, keys.TITLE) == "Ann klopte: welke kaarten?"
    tap(ui, ANN_KNOCKS)
    assert text_of(ui, keys.VERDICT) == "Mag kloppen (4)"
    ui.click(keys.NEXT)
    tap(ui, BOB_LAYS_OFF)
    assert text_of(ui, keys.DEADWOOD) == "Restpunten: 16"
    assert ui.has_text("aangelegd door Bob")
    english = {
        catalog.translate(k, "en")
        for k in catalog.keys("en")
        if k.startswith("referee.") and "{" not in catalog.template(k, "en")
    }
    assert [t for t in ui.texts() if t in english] == []


def test_the_picker_gives_a_suit_two_rows_of_seven_thumb_sized_cells(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    ace = ui.find_as(keys.card(Card.parse("AS")), ft.Container)
    assert ace.height is not None and ace.height >= 48
    row = parent_as(ace, ft.Semantics).parent
    assert isinstance(row, ft.Row) and len(row.controls) == 7
    assert all(child.expand for child in row.controls)  # 7 share the width
    eight = parent_as(ui.find(keys.card(Card.parse("8S"))), ft.Semantics).parent
    assert isinstance(eight, ft.Row) and eight is not row and len(eight.controls) == 7
