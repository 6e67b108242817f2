"""The new-game form without a client: names, who starts, house options, Start."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import TieRule, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui import keys as shell_keys
from scorekeeper.ui.game import keys

from ..conftest import StartUi
from ..harness import UiHarness


def names(ui: UiHarness, *typed: str) -> None:
    for seat, name in enumerate(typed):
        ui.type_text(keys.player_field(seat), name)


def start_button(ui: UiHarness) -> Any:
    return ui.find(keys.NEW_START)


def test_home_new_game_opens_the_form_with_standard_rules(start_ui: StartUi) -> None:
    ui = start_ui()
    ui.click(shell_keys.HOME_NEW_GAME)
    assert ui.route == "/new"
    assert ui.has_text("Rules: standard")
    assert ui.has_text("gin 25 · undercut 10 · knock ≤ 10 · to 100")
    assert ui.has_text("Enter the three names first.")
    assert start_button(ui).disabled


def test_picking_the_first_roles_starts_a_box_game_at_its_table(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/new")
    names(ui, "Ann", "Bob", "Cid")
    ui.click(keys.FIRST_MODE_PICK)
    assert ui.has_text("Who is in the box (and deals)?")
    ui.click(keys.pick_choice("box", 1))
    assert ui.find_as(keys.pick_choice("captain", 1), ft.Control).disabled
    ui.click(keys.pick_choice("captain", 2))
    assert ui.exists(keys.FIRST_RESULT)
    assert ui.has_text("Bob is in the box and deals · Cid captains · Ann sits out")
    assert not start_button(ui).disabled
    ui.click(keys.NEW_START)
    (summary,) = repository.list_games()
    game = repository.load_game(summary.id)
    assert game.players == ("Ann", "Bob", "Cid") and game.first_roles == Roles("Bob", "Cid", "Ann")
    assert ui.route == f"/game/{game.id}"
    assert ui.has_text("BOX · deals")


def test_a_duplicate_name_is_refused_beside_its_field_and_blocks_start(start_ui: StartUi) -> None:
    ui = start_ui(route="/new")
    names(ui, "Ann", "Bob", "ANN ")
    assert ui.has_text("two players are called 'ANN'; give each player a different name")
    assert start_button(ui).disabled
    assert ui.has_text("Enter the three names first.")
    ui.type_text(keys.player_field(2), "Cid")
    assert not ui.has_text("two players are called 'ANN'; give each player a different name")


def test_past_players_are_suggested_and_fill_the_next_empty_field(
    start_ui: StartUi, repository: GameRepository
) -> None:
    GameService(repository).create(
        ("Dee", "Eve", "Fay"), Variant.JERSEY, first=Seats.of_jersey("Dee")
    )
    ui = start_ui(route="/new")
    assert ui.has_text("Played before — tap to add:")
    ui.type_text(keys.player_field(0), "eve")
    shown = ui.keys()
    suggested = [ui.find_as(k, ft.Chip).label for k in shown if k.startswith("setup.suggestion.")]
    assert suggested == ["Dee", "Eve", "Fay"]  # Eve stays in her place, marked
    assert ui.find_as(keys.suggestion(1), ft.Chip).disabled
    ui.click(keys.suggestion(2))
    assert ui.find_as(keys.player_field(1), ft.TextField).value == "Fay"


def test_name_chips_keep_their_places_under_fast_taps(
    start_ui: StartUi, repository: GameRepository
) -> None:
    GameService(repository).create(
        ("Cid", "Bob", "Ann"), Variant.JERSEY, first=Seats.of_jersey("Ann")
    )
    ui = start_ui(route="/new")
    names_before = [ui.find_as(keys.suggestion(n), ft.Chip).label for n in (0, 1)]
    ui.click(keys.suggestion(0))
    ui.click(keys.suggestion(1))  # the place the second name was in before the first tap
    typed = [ui.find_as(keys.player_field(s), ft.TextField).value for s in range(3)]
    assert typed == [*names_before, ""]


def test_cut_cards_decide_the_start_and_a_tie_asks_to_draw_again(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/new")
    names(ui, "Ann", "Bob", "Cid")
    assert ui.has_text(
        "Each player cuts a card: highest is in the box and deals, middle captains,"
        " lowest sits out. K high, A low; suits do not count."
    )
    for seat in range(3):  # the format is shown under each field, not only once it has focus
        field = ui.find(keys.cut_field(seat))
        assert isinstance(field, ft.TextField)
        assert field.helper == "e.g. K, 7, 7h, 10♦"
    ui.type_text(keys.cut_field(0), "kh")
    ui.type_text(keys.cut_field(1), "KS")
    ui.type_text(keys.cut_field(2), "2c")
    assert ui.has_text("Ann and Bob tied: draw again and enter the new cards")
    assert start_button(ui).disabled
    ui.type_text(keys.cut_field(1), "x1")
    assert ui.has_text("'x1' is not a card (rank A 2-9 T J Q K, suit S H D C, e.g. TD)")
    ui.type_text(keys.cut_field(1), "10♦")
    assert ui.has_text("Ann is in the box and deals · Bob captains · Cid sits out")
    for seat, rank in enumerate(("K", "10", "2")):  # suits do not count: a rank will do
        ui.type_text(keys.cut_field(seat), rank)
    assert not any("is not a card" in text for text in ui.texts())
    assert ui.has_text("Ann is in the box and deals · Bob captains · Cid sits out")
    ui.click(keys.NEW_START)
    game = repository.load_game(repository.list_games()[0].id)
    assert game.first_roles == Roles("Ann", "Bob", "Cid")


def test_a_jersey_game_with_house_options_and_random_dealer(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui = start_ui(route="/new")
    ui.click(keys.variant_card("jersey"))
    names(ui, "Ann", "Bob", "Cid")
    ui.click(keys.FIRST_MODE_RANDOM)
    ui.click(keys.FIRST_RANDOM_AGAIN)
    result = [t for t in ui.texts() if t.endswith(" deals first")]
    assert len(result) == 1
    dealer = result[0].removesuffix(" deals first")
    assert dealer in ("Ann", "Bob", "Cid")
    assert ui.has_text(
        "gin 50 · knock ≤ 9 · to 200 · undercut −20 · knock: sum minus own: (a + b) − k"
        " · tie: counts as undercut"
    )
    ui.type_text(keys.option_field("target"), "0")
    assert ui.has_text("Enter a number from 1 to 10,000, not 0.")
    assert start_button(ui).disabled
    ui.type_text(keys.option_field("target"), "150")
    ui.click(keys.option_choice("tie", "no_score"))
    assert ui.has_text("Rules: house rules")
    ui.click(keys.NEW_START)
    game = repository.load_game(repository.list_games()[0].id)
    assert game.variant is Variant.JERSEY and game.first_dealer == dealer
    assert game.rules.target == 150 and game.rules.tie is TieRule.NO_SCORE


def test_switching_variant_resets_the_options_to_its_standard(start_ui: StartUi) -> None:
    ui = start_ui(route="/new")
    ui.type_text(keys.option_field("target"), "300")
    assert ui.has_text("Rules: house rules")
    ui.click(keys.variant_card("jersey"))
    assert ui.has_text("Rules: standard")
    ui.type_text(keys.option_field("gin_bonus"), "40")
    ui.click(keys.RULES_RESET)
    assert ui.find_as(keys.option_field("gin_bonus"), ft.TextField).value == "50"


def test_the_form_in_dutch(start_ui: StartUi) -> None:
    ui = start_ui(route="/new", language="nl")
    assert ui.has_text("Nieuw spel") and ui.has_text("Wie begint?")
    assert ui.has_text("Regels: standaard")


def _start_a_box_game(ui: UiHarness) -> str:
    ui.click(shell_keys.HOME_NEW_GAME)
    names(ui, "Ann", "Bob", "Cid")
    ui.click(keys.FIRST_MODE_PICK)
    ui.click(keys.pick_choice("box", 1))
    ui.click(keys.pick_choice("captain", 2))
    ui.click(keys.NEW_START)
    assert ui.route.startswith("/game/")
    return ui.route


def test_every_back_into_the_form_after_its_start_lands_home(start_ui: StartUi) -> None:
    """The form's way Home is pushed after it, so each Back finds the form again."""
    ui = start_ui()
    table = _start_a_box_game(ui)
    for _ in range(3):
        ui.go("/new")  # the browser's Back
        assert ui.route == "/"
        assert not ui.exists(keys.NEW_START)
    ui.go(table)  # Back past Home's own entry: the table, then the form again
    ui.click(keys.TABLE_HOME)
    ui.go(table)
    ui.go("/new")
    assert ui.route == "/"


def test_the_form_opened_by_home_after_a_start_is_an_ordinary_form(start_ui: StartUi) -> None:
    ui = start_ui()
    _start_a_box_game(ui)
    ui.go("/new")
    assert ui.route == "/"
    ui.click(shell_keys.HOME_NEW_GAME)
    assert ui.route == "/new"
    assert ui.exists(keys.NEW_START)
