"""What a screen reader is told, checked on the control tree without a client.

A chosen option must say it is chosen (its fill and check mark are not heard),
a control must be named by what it is for, and a card by which card it is. The
browser tests (``tests/e2e/a11y``) check the same in Chromium's accessibility
tree; these find a regression in a second, screen by screen.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.words import option_name
from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import Result, Roles, Seats
from scorekeeper.rules.house_options import OptionKind
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.house_rules import OWN_NAMES
from scorekeeper.ui.kit import Look, action, choice, copyable
from scorekeeper.ui.referee.card_face import MINI, PICKER, face
from scorekeeper.ui.settings import keys as settings_keys

from .conftest import StartUi
from .harness import UiHarness
from .semantics import chosen_state, spoken

PLAYERS = ("Ann", "Bob", "Cid")
RESULTS = [keys.result_choice(result.value) for result in Result]


def chosen(ui: UiHarness, members: list[str]) -> list[str]:
    """The members that say they are chosen; every member must say one way or the other."""
    states = {key: chosen_state(ui, key) for key in members}
    assert None not in states.values(), f"a choice says nothing: {states}"
    return [key for key, state in states.items() if state]


def test_the_hand_sheet_says_which_result_and_who_are_chosen(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    assert chosen(ui, RESULTS) == [keys.result_choice("knock")]  # pre-chosen
    ui.click(keys.result_choice("gin"))
    assert chosen(ui, RESULTS) == [keys.result_choice("gin")]
    ui.click(keys.result_choice("knock"))
    who = [keys.by_choice(seat) for seat in range(2)]
    assert chosen(ui, who) == []
    ui.click(keys.by_choice(1))
    assert chosen(ui, who) == [keys.by_choice(1)]


def test_the_pad_delete_key_is_named_by_its_icon_not_by_a_tooltip_around_it(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_RECORD)
    ui.click(keys.by_choice(0))
    back = ui.find(keys.PAD_BACK)
    assert isinstance(back, ft.FilledTonalButton)
    assert isinstance(back.content, ft.Icon) and back.content.semantics_label == "Delete"
    assert isinstance(back.tooltip, ft.Tooltip) and back.tooltip.exclude_from_semantics


def test_the_new_game_form_says_which_variant_and_mode_are_chosen(start_ui: StartUi) -> None:
    ui = start_ui(route="/new")
    variants = [keys.variant_card(variant.value) for variant in Variant]
    modes = [keys.FIRST_MODE_CUT, keys.FIRST_MODE_PICK, keys.FIRST_MODE_RANDOM]
    assert len(chosen(ui, variants)) == 1
    ui.click(keys.variant_card("jersey"))
    assert chosen(ui, variants) == [keys.variant_card("jersey")]
    for seat, name in enumerate(PLAYERS):
        ui.type_text(keys.player_field(seat), name)
    assert len(chosen(ui, modes)) == 1
    ui.click(keys.FIRST_MODE_PICK)
    assert chosen(ui, modes) == [keys.FIRST_MODE_PICK]
    dealers = [keys.pick_choice("dealer", seat) for seat in range(3)]
    assert chosen(ui, dealers) == []
    ui.click(keys.pick_choice("dealer", 2))
    assert chosen(ui, dealers) == [keys.pick_choice("dealer", 2)]


def test_each_cut_card_field_is_named_by_whose_card_it_is(start_ui: StartUi) -> None:
    ui = start_ui(route="/new", language="pl")
    for seat, name in enumerate(PLAYERS):
        ui.type_text(keys.player_field(seat), name)
    ui.click(keys.FIRST_MODE_CUT)
    labels = [spoken(ui, keys.cut_field(seat)).label for seat in range(3)]
    assert labels == [f"Przełożona karta: {name}" for name in PLAYERS]


def test_the_house_rules_fields_are_named_and_a_chosen_word_says_so(
    start_ui: StartUi, repository: GameRepository, catalog: Catalog
) -> None:
    game = GameService(repository).create(PLAYERS, Variant.JERSEY, first=Seats.of_jersey("Ann"))
    ui = start_ui(route=f"/game/{game.id}")
    ui.click(keys.TABLE_HOUSE_RULES)
    (dialog,) = [d for d in ui.open_dialogs() if d.key == keys.HOUSE_RULES_DIALOG]
    assert isinstance(dialog, ft.BottomSheet)  # a dialog route's outer node has no name
    options = house_options(Variant.JERSEY)
    numbers = [option for option in options if option.kind is OptionKind.NUMBER]
    english = lambda key, **params: catalog.translate(key, "en", **params)  # noqa: E731
    assert numbers, "the jersey table has number options"
    for option in numbers:
        label = spoken(ui, keys.option_field(option.key)).label
        assert label == option_name(english, option.key, OWN_NAMES)
    for option in (option for option in options if option.kind is OptionKind.WORD):
        members = [keys.option_choice(option.key, value) for value in option.words]
        assert len(chosen(ui, members)) == 1


def test_the_larger_text_row_is_one_switch_that_says_its_state(start_ui: StartUi) -> None:
    ui = start_ui(route="/settings")
    assert spoken(ui, settings_keys.LARGE_TEXT).selected is None
    row = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.toggled is not None]
    assert [each.toggled for each in row] == [False]
    hidden = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.exclude_semantics]
    assert any(isinstance(c.content, ft.Switch) for c in hidden), "the drawn switch is heard too"
    ui.click(settings_keys.LARGE_TEXT)
    row = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.toggled is not None]
    assert [each.toggled for each in row] == [True]


def test_a_card_face_is_heard_as_its_card() -> None:
    for text, size in (("6S", MINI), ("10H", PICKER), ("QD", MINI)):
        card = Card.parse(text)
        semantics = face(card, size).content
        assert isinstance(semantics, ft.Semantics)
        assert semantics.exclude_semantics  # no bare rank and nameless suit image
        assert semantics.label == {"6S": "6♠", "10H": "10♥", "QD": "Q♦"}[text]


def test_a_text_to_copy_is_a_node_of_its_own_named_by_its_words() -> None:
    node = copyable(ft.Text("Record code 6XC-3MF"))
    assert isinstance(node, ft.Semantics) and node.container  # not merged into its card
    assert isinstance(node.content, ft.Text) and node.content.selectable
    assert node.content.semantics_label == "Record code 6XC-3MF"  # not a nameless text box


class _Alone:
    """One control tree on its own, read as :func:`spoken` reads a page."""

    def __init__(self, root: ft.BaseControl) -> None:
        self.root = root

    def controls(self) -> list[ft.BaseControl]:
        found: list[ft.BaseControl] = []
        waiting: list[ft.BaseControl] = [self.root]
        while waiting:
            control = waiting.pop()
            found.append(control)
            content = getattr(control, "content", None)
            if isinstance(content, ft.BaseControl):
                waiting.append(content)
        return found


def test_a_choice_says_whether_it_is_the_chosen_one() -> None:
    for chosen in (True, False):
        made = choice("Keep both", key="pick", chosen=chosen, on_click=lambda: None)
        heard = spoken(_Alone(made), "pick")
        assert heard.selected is chosen
        assert isinstance(heard.control, ft.FilledButton if chosen else ft.OutlinedButton)
        assert heard.control.icon == (ft.Icons.CHECK if chosen else None)


def test_an_action_is_identified_by_its_key_and_fills_the_column_when_wide() -> None:
    made = action("Start", key="go", on_click=lambda: None, look=Look.MAIN, wide=True)
    heard = spoken(_Alone(made), "go")
    assert heard.selected is None
    assert isinstance(heard.control, ft.FilledButton) and heard.control.width == float("inf")
