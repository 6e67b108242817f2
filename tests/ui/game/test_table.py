"""The table screen and the hand sheet, driven without a client."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import flet as ft

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.notice import SNACKBAR_ACTION

from ..conftest import StartUi
from ..harness import UiHarness
from .steps import (
    active_seat,
    enter,
    fill,
    is_notice,
    let_notice_expire,
    record,
    text_of,
    totals,
    type_deadwood,
)

PLAYERS = ("Ann", "Bob", "Cid")


def box_table(
    start_ui: StartUi, repository: GameRepository, **options: object
) -> tuple[UiHarness, str]:
    rules = HouseRules.from_options(house_options(Variant.BOX), options)
    game = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)), rules=rules
    )
    return start_ui(route=f"/game/{game.id}"), game.id


def jersey_table(
    start_ui: StartUi, repository: GameRepository, **options: object
) -> tuple[UiHarness, str]:
    rules = HouseRules.from_options(house_options(Variant.JERSEY), options)
    game = GameService(repository).create(
        PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Ann"), rules=rules
    )
    return start_ui(route=f"/game/{game.id}"), game.id


def test_the_table_shows_tiles_in_seat_order_with_roles_and_the_fingerprint(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    texts = ui.texts()
    assert texts.index("Ann") < texts.index("Bob") < texts.index("Cid")
    for chip in ("BOX · deals", "CAPTAIN", "SITS OUT"):
        assert chip in texts
    assert totals(ui) == [0, 0, 0]
    assert text_of(ui, keys.TABLE_HAND_NUMBER) == "Hand 1"
    code = fingerprint(repository.load_game(game_id))
    assert text_of(ui, keys.TABLE_FINGERPRINT) == f"Record code {code}"
    assert ui.has_text("No hands yet. After the first hand, tap Record hand.")
    assert ui.find_as(keys.TABLE_UNDO, ft.IconButton).disabled


def test_recording_a_knock_previews_the_rule_and_announces_the_rotation(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    ui.click(keys.TABLE_RECORD)
    assert ui.has_text("Hand 1 · Ann deals")
    ui.click(keys.result_choice("knock"))
    assert ui.has_text("Who knocked?")
    assert ui.find_as(keys.by_choice(2), ft.Control).disabled
    assert ui.has_text("Cid sits out this hand")
    ui.click(keys.by_choice(1))
    assert ui.has_text("Bob's deadwood") and ui.has_text("knock: 0–10")
    type_deadwood(ui, 6)  # 60 would be over 10: the pad moves on by itself
    assert ui.has_text("Ann's deadwood") and ui.has_text("0–98")
    type_deadwood(ui, 4)  # could still become 40: the pad waits, but Save is there already
    assert ui.exists(keys.pad_digit(0)) and ui.exists(keys.SHEET_SAVE)  # Save on the pad
    save = ui.find_as(keys.SHEET_SAVE, ft.FilledTonalButton).content
    assert isinstance(save, ft.Text) and save.value == "Save hand"
    assert ui.has_text("Undercut! Ann 4 – Bob 6: Ann scores 10 + (6 − 4) = 12")
    assert ui.has_text("Next: Ann stays in the box; Cid and Bob swap.")
    assert repository.load_game(game_id).hands == ()  # nothing stored before Save

    ui.click(keys.SHEET_SAVE)
    (stored,) = repository.load_game(game_id).hands
    assert replace(stored, seats=None) == HandEntry(Result.KNOCK, "Bob", {"Bob": 6, "Ann": 4})
    assert totals(ui) == [12, 0, 0]
    assert [is_notice(d) for d in ui.open_dialogs()] == [True]
    assert ui.has_text("Ann stays in the box; Cid and Bob swap")
    assert text_of(ui, keys.TABLE_HAND_NUMBER) == "Hand 2"
    assert ui.exists(keys.hand_row(1)) and ui.has_text("Undercut") and ui.has_text("Ann +12")
    assert ui.has_text("Ann box · Bob captain · Cid out")
    assert [t for t in ui.texts() if t in ("SITS OUT", "CAPTAIN")] == ["SITS OUT", "CAPTAIN"]


def test_a_knock_over_the_limit_is_refused_beside_the_field_and_cannot_be_saved(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 0)
    type_deadwood(ui, 12)
    refusal = "A knock needs 10 or less, not 12. Check Ann's count — or did Ann go gin?"
    assert ui.has_text(refusal)
    assert active_seat(ui) == 0  # the pad stays on Ann's field until it is fixed
    ui.click(keys.PAD_NEXT)
    assert ui.has_text(refusal)  # still there while Bob's number is typed
    type_deadwood(ui, 3)
    assert ui.has_text(refusal)
    type_deadwood(ui, 0)  # 30: done, the pad closes; the refusal stays beside the fields
    assert ui.has_text(refusal)
    assert not ui.exists(keys.SHEET_SAVE) and not ui.exists(keys.SHEET_PREVIEW)
    ui.click(keys.deadwood_field(0))
    ui.click(keys.PAD_BACK)
    ui.click(keys.PAD_BACK)
    type_deadwood(ui, 2)  # fixed, and done: Bob's 30 is filled, so the pad closes
    assert not ui.has_text(refusal) and not ui.exists(keys.PAD_NEXT)
    ui.click(keys.SHEET_SAVE)
    assert totals(ui) == [28, 0, 0]
    assert len(repository.load_game(game_id).hands) == 1


def test_undo_from_the_snackbar_removes_the_hand_and_redo_brings_it_back(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    record(ui, "gin", 0, 15)
    assert totals(ui) == [40, 0, 0]
    assert ui.has_text("Gin") and ui.has_text("Ann +40")
    ui.click(SNACKBAR_ACTION)
    assert totals(ui) == [0, 0, 0]
    assert ui.has_text("Hand 1 undone")
    assert repository.load_game(game_id).hands == ()
    ui.click(SNACKBAR_ACTION)  # Redo
    assert totals(ui) == [40, 0, 0]
    assert ui.has_text("Hand 1 is back")
    game = repository.load_game(game_id)
    assert [c.kind.value for c in game.corrections] == ["undo", "redo"]


def test_undo_in_the_app_bar_takes_back_the_last_hand_only(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    record(ui, "knock", 0, 3, 10)
    record(ui, "draw")
    assert ui.has_text("Ann stays in the box and deals again")
    assert ui.has_text("Draw") and ui.has_text("Nobody scores")
    let_notice_expire(ui)
    ui.click(keys.TABLE_UNDO)
    assert len(repository.load_game(game_id).hands) == 1
    assert totals(ui) == [7, 0, 0] and ui.has_text("Hand 2 undone")


def test_a_jersey_hand_asks_all_three_and_the_dealer_chip_moves(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = jersey_table(start_ui, repository)
    assert ui.texts().count("DEALS") == 1
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 2)
    assert ui.has_text("knock: 0–9")
    assert not ui.exists(keys.SHEET_SITTER_REASON)
    fill(ui, 5, 20, 30)
    assert ui.has_text("Cid knocked with 5 against 20 and 30: Cid scores (20 + 30) − 5 = 45")
    assert ui.has_text("Next: Bob deals next.")
    ui.click(keys.SHEET_SAVE)
    assert totals(ui) == [0, 0, 45]
    record(ui, "knock", 0, 9, 9, 40)
    assert totals(ui) == [-20, 0, 45]
    assert ui.has_text("Ann −20") and ui.has_text("Undercut")


def test_a_hand_that_crosses_the_target_opens_the_winner_screen(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository, target=30)
    record(ui, "gin", 1, 10)
    assert ui.route == f"/game/{game_id}/end"
    assert text_of(ui, keys.END_WINNER) == "Bob wins!"
    assert ui.has_text("35 points after 1 hand")
    assert ui.has_text(
        "Same players and rules: Bob is in the box and deals · Ann captains · Cid sits out."
    )
    let_notice_expire(ui)
    ui.click(keys.END_TABLE)
    assert ui.exists(keys.TABLE_RESULT) and not ui.exists(keys.TABLE_RECORD)
    assert ui.has_text("Bob won with 35") and text_of(ui, keys.TABLE_HAND_NUMBER) == "Game over"


def test_closing_the_sheet_by_accident_keeps_what_was_typed(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = box_table(start_ui, repository)
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 0)
    type_deadwood(ui, 7)
    ui.event(keys.sheet(1, editing=False), "dismiss")
    assert ui.open_dialogs() == []
    ui.click(keys.TABLE_RECORD)
    assert ui.has_text("7") and ui.has_text("Bob's deadwood")
    ui.click(keys.SHEET_CLOSE)
    assert ui.open_dialogs() == []


def test_house_rules_change_asks_before_re_scoring_recorded_hands(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    record(ui, "knock", 1, 6, 4)  # Bob undercut: Ann 10 + 2
    assert totals(ui) == [12, 0, 0]
    let_notice_expire(ui)
    ui.click(keys.TABLE_HOUSE_RULES)
    ui.type_text(keys.option_field("undercut_bonus"), "20")
    ui.click(keys.HOUSE_RULES_SAVE)
    assert ui.has_text(
        "Changing the rules re-scores the one hand; the totals may change. Change them?"
    )
    assert repository.load_game(game_id).rules.undercut_bonus == 10
    ui.click(keys.CONFIRM_RESCORE)
    assert repository.load_game(game_id).rules.undercut_bonus == 20
    assert totals(ui) == [22, 0, 0]
    assert ui.has_text("House rules changed; 1 hand re-scored")


def test_a_rule_change_that_a_recorded_hand_breaks_is_refused_with_the_hand(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, game_id = box_table(start_ui, repository)
    record(ui, "knock", 0, 8, 20)
    let_notice_expire(ui)
    ui.click(keys.TABLE_HOUSE_RULES)
    ui.type_text(keys.option_field("knock_limit"), "5")
    ui.click(keys.HOUSE_RULES_SAVE)
    ui.click(keys.CONFIRM_RESCORE)
    assert ui.has_text("hand 1: Ann cannot knock with 8: a knock needs 5 or less")
    assert repository.load_game(game_id).rules.knock_limit == 10
    ui.type_text(keys.option_field("knock_limit"), "x")
    assert ui.has_text("Enter a whole number from 0 to 98.")
    assert ui.find_as(keys.HOUSE_RULES_SAVE, ft.FilledButton).disabled
    ui.click(keys.HOUSE_RULES_CANCEL)
    assert ui.open_dialogs() == []


def test_an_unknown_game_says_so_and_leads_home(start_ui: StartUi) -> None:
    ui = start_ui(route="/game/nosuchgame1")
    assert ui.has_text("there is no stored game with id 'nosuchgame1'")
    ui.click(keys.TABLE_HOME)
    assert ui.route == "/"


def assert_keyed_and_identified(ui: UiHarness) -> int:
    """Every control with a handler has a key, exposed as its semantics identifier."""
    handlers = ("on_click", "on_change", "on_submit", "on_select")
    interactive: list[Any] = [
        c
        for c in ui.controls()
        if any(getattr(c, name, None) for name in handlers) and not isinstance(c, ft.Page)
    ]
    for control in interactive:
        assert isinstance(control.key, str), f"{type(control).__name__} has no key"
        if isinstance(control, ft.PopupMenuItem | ft.SnackBarAction):
            continue  # found by key and text; Flutter gives them no identifier
        parent = control.parent
        while isinstance(parent, ft.Semantics | ft.MergeSemantics) and not (
            isinstance(parent, ft.Semantics) and parent.identifier
        ):
            parent = parent.parent  # a chosen state or a name merged around the control
        assert isinstance(parent, ft.Semantics) and parent.identifier == control.key, control.key
    return len(interactive)


def test_every_control_on_the_table_and_the_sheet_is_keyed_and_identified(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = box_table(start_ui, repository)
    record(ui, "knock", 0, 3, 10)
    assert assert_keyed_and_identified(ui) >= 8
    let_notice_expire(ui)
    ui.click(keys.TABLE_RECORD)
    enter(ui, "knock", 0)
    assert assert_keyed_and_identified(ui) >= 25


def test_a_new_message_gets_a_snack_bar_of_its_own_with_a_fresh_timer(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = box_table(start_ui, repository)
    record(ui, "knock", 0, 3, 10)
    (first,) = ui.open_dialogs()
    assert ui.has_text("Ann stays in the box; Cid and Bob swap")
    ui.event(keys.TABLE_UNDO, "click")  # a snack bar does not block the app bar
    (second,) = ui.open_dialogs()
    assert is_notice(second) and second is not first and second._i != first._i
    assert not first.open
    assert ui.has_text("Hand 1 undone") and not ui.has_text(
        "Ann stays in the box; Cid and Bob swap"
    )
