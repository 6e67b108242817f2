"""Every editor and printer of house options lists what the variant's table holds, nothing else.

With a ``jersey`` whose table is the tie, the target at 300, the knock limit
and the gin bonus, in that order (``tests.rules.fake_variant``): the summary
line, the rules screen's lines, the new-game form's check, the settings
editor, the new-game editor and the QR payload all follow it, with no other
change to the code. Were any of them still keeping its own list, the knock
formula or the undercut penalty would come back.
"""

from __future__ import annotations

import flet as ft
import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.game_words import rules_summary
from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import HouseRuleError
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, TieRule, Variant
from scorekeeper.sharing.payload import decode_payload, encode_payload
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.game.setup_model import options_view
from scorekeeper.ui.rules_view.options import option_lines
from scorekeeper.ui.settings import keys as settings_keys
from tests.rules.fake_variant import FAKE_NAMES, fake_jersey

from .conftest import StartUi

LEFT_OUT = ("knock_formula", "undercut_penalty")
"""``jersey``'s options that the stand-in's table does not have."""


def test_the_summary_line_prints_the_table_in_its_order(
    monkeypatch: pytest.MonkeyPatch, catalog: Catalog
) -> None:
    locale = Locale(catalog, "en", lambda _: None)
    with fake_jersey(monkeypatch):
        rules = HouseRules.from_options(house_options(Variant.JERSEY), {"tie": "no_score"})
        summary = rules_summary(locale, Variant.JERSEY, rules)
    assert summary == "tie: nobody scores · to 300 · knock ≤ 9 · gin 50"


def test_the_rules_screen_lines_and_the_form_check_follow_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with fake_jersey(monkeypatch):
        lines = option_lines(Variant.JERSEY)
        view = options_view(Variant.JERSEY, {"target": "0", "tie": "no_score", "gin_bonus": "9"})
        texts = {"knock_formula": "nonsense", "undercut_penalty": "-1", "tie": "no_score"}
        ignored = options_view(Variant.JERSEY, texts)
    assert [(line.name, line.standard) for line in lines] == [
        ("tie", "undercut"),
        ("target", 300),
        ("knock_limit", 9),
        ("gin_bonus", 50),
    ]
    assert view.rules is None and list(view.errors) == ["target"]
    assert isinstance(view.errors["target"], HouseRuleError)
    assert ignored.rules is not None and ignored.rules.tie is TieRule.NO_SCORE


def test_the_code_of_a_game_carries_the_tables_options(monkeypatch: pytest.MonkeyPatch) -> None:
    players = ("Ann", "Bob", "Cid")
    with fake_jersey(monkeypatch):
        rules = HouseRules.from_options(
            house_options(Variant.JERSEY), {"tie": "no_score", "target": 250}
        )
        game = Game.start(players, Variant.JERSEY, first=Seats.of_jersey("Bob"), rules=rules)
        back = decode_payload(encode_payload(game))
        standard = Game.start(players, Variant.JERSEY, first=Seats.of_jersey("Bob"))
        standard_back = decode_payload(encode_payload(standard))
    assert (back.rules.tie, back.rules.target) == (TieRule.NO_SCORE, 250)
    assert back.rules == rules
    assert standard_back.rules.target == 300


def test_the_settings_editor_shows_the_tables_options(
    monkeypatch: pytest.MonkeyPatch, start_ui: StartUi
) -> None:
    with fake_jersey(monkeypatch):
        ui = start_ui(route="/settings")
        ui.click(settings_keys.variant("jersey"))
        numbers = [n for n in FAKE_NAMES if n != "tie"]
        assert all(ui.exists(game_keys.option_field(name)) for name in numbers)
        assert ui.find_as(game_keys.option_field("target"), ft.TextField).value == "300"
        assert ui.exists(game_keys.option_choice("tie", "no_score"))
        assert not ui.exists(game_keys.option_field("undercut_penalty"))
        assert not ui.exists(game_keys.option_choice("knock_formula", "each_minus_own"))


def test_the_new_game_editor_shows_the_tables_options(
    monkeypatch: pytest.MonkeyPatch, start_ui: StartUi
) -> None:
    with fake_jersey(monkeypatch):
        ui = start_ui(route="/new")
        ui.click(game_keys.variant_card("jersey"))
        assert ui.find_as(game_keys.option_field("target"), ft.TextField).value == "300"
        assert ui.exists(game_keys.option_choice("tie", "no_score"))
        assert ui.exists(game_keys.option_field("gin_bonus"))
        assert not ui.exists(game_keys.option_field("undercut_penalty"))
        assert not ui.exists(game_keys.option_choice("knock_formula", "each_minus_own"))
