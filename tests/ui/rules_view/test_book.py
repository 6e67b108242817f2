"""The rule book's structure, its addresses, and its texts in five languages."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog, placeholders
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.variant_registry import RULE_SECTIONS, house_options, option_names
from scorekeeper.rules.variants import HouseRules, KnockFormula, TieRule, Variant
from scorekeeper.ui.rules_view import rule_link, rules_route
from scorekeeper.ui.rules_view.options import option_lines, option_value
from scorekeeper.views.rule_book import (
    COMMON_ITEMS,
    SECTIONS,
    RulesAddress,
    back_route,
    notice_keys,
    options_game,
    parse_address,
    parse_section,
    ruling_keys,
    section_key,
    section_of,
)

CATALOG = Catalog.load()


def test_sections_are_numbered_as_in_rules_md() -> None:
    assert [s.number for s in SECTIONS[Variant.BOX]] == list(range(1, 13))
    assert [s.number for s in SECTIONS[Variant.JERSEY]] == list(range(1, 9))
    rulings = {v: {s.number: s.rulings for s in SECTIONS[v] if s.rulings} for v in Variant}
    assert rulings == {Variant.BOX: {2: 1, 5: 1, 8: 1}, Variant.JERSEY: {2: 1, 5: 1, 6: 2, 7: 1}}


def test_every_house_option_is_explained_in_exactly_one_section() -> None:
    for variant in Variant:
        mentioned = [name for s in SECTIONS[variant] for name in s.options]
        assert sorted(mentioned) == sorted(option_names(variant)), variant


@pytest.mark.parametrize(("rule", "section"), sorted(RULE_SECTIONS.items()))
def test_every_scoring_rule_links_to_an_existing_section(rule: str, section: str) -> None:
    variant, number = parse_section(section)
    assert section_of(variant, number) is not None
    link = rule_link(Explanation(rule, {}, section, ""))
    assert link == f"/rules/{variant.value}/{number}"
    assert parse_address(link, {"variant": variant.value, "number": str(number)}) == (
        RulesAddress(variant, number)
    )


def test_a_link_can_carry_the_game_whose_options_to_show() -> None:
    link = rule_link(Explanation("jersey.tie", {}, "jersey 7", ""), game_id="ab12")
    assert link == "/rules/jersey/7?game=ab12"
    assert parse_address(link, {"variant": "jersey", "number": "7"}) == RulesAddress(
        Variant.JERSEY, 7, "ab12"
    )
    assert rules_route() == "/rules"
    assert rules_route(Variant.BOX, game_id="x y") == "/rules/box?game=x%20y"


@pytest.mark.parametrize(
    ("route", "params", "address"),
    [
        ("/rules", {}, RulesAddress()),
        ("/rules?game=g1", {}, RulesAddress(game_id="g1")),
        ("/rules/box", {"variant": "box"}, RulesAddress(Variant.BOX)),
        ("/rules/box#5", {"variant": "box"}, RulesAddress(Variant.BOX, 5)),
        ("/rules/box/12", {"variant": "box", "number": "12"}, RulesAddress(Variant.BOX, 12)),
        ("/rules/poker", {"variant": "poker"}, RulesAddress(known=False)),
        (
            "/rules/jersey/9",
            {"variant": "jersey", "number": "9"},
            RulesAddress(Variant.JERSEY, known=False),
        ),
        ("/rules/box#knock", {"variant": "box"}, RulesAddress(Variant.BOX, known=False)),
    ],
)
def test_addresses(route: str, params: dict[str, str], address: RulesAddress) -> None:
    assert parse_address(route, params) == address


def _keys_used() -> set[str]:
    keys = {"rules.common.title"} | {f"rules.common.{n}" for n in range(1, COMMON_ITEMS + 1)}
    for variant in Variant:
        keys |= {f"rules.{variant.value}.summary"}
        for section in SECTIONS[variant]:
            keys.add(section.title)
            if section.text:
                keys.add(section_key(variant, section.number, "text"))
            keys |= set(ruling_keys(variant, section))
    return keys


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_section_has_its_texts_in_every_language(language: str) -> None:
    missing = [key for key in sorted(_keys_used()) if not CATALOG.has(key, language)]
    assert missing == []


def test_the_rules_catalogue_holds_no_orphans() -> None:
    raw = resources.files("scorekeeper.i18n").joinpath("rules_text/en.json").read_text("utf-8")
    defined = {k for k in json.loads(raw) if re.match(r"rules\.(box|jersey|common)\.\d", k)}
    assert defined == {k for k in _keys_used() if re.match(r"rules\.(box|jersey|common)\.\d", k)}


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_rule_texts_keep_the_numbers_and_formulas_of_the_english(language: str) -> None:
    """A translation that lost "10 + (k − d)" or a limit would change the rules."""
    for key in _keys_used():
        english = CATALOG.template(key, "en")
        numbers = re.findall(r"\d+", english)
        translated = CATALOG.template(key, language)
        assert sorted(numbers) == sorted(re.findall(r"\d+", translated)), (key, language)
        for formula in ("d − k", "10 + (k − d)", "25 + d", "50 + a + b", "(a + b) − k"):
            if formula in english:
                assert formula in translated, (key, language, formula)
        assert placeholders(english) == placeholders(translated)


@pytest.mark.parametrize("area", ["rules_text", "sharing_ui"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_texts_avoid_suit_symbols_the_offline_font_cannot_draw(area: str, language: str) -> None:
    """The web client ships Roboto only and may not fetch fallback fonts (offline)."""
    raw = resources.files("scorekeeper.i18n").joinpath(f"{area}/{language}.json").read_text("utf-8")
    assert not set(raw) & set("♠♥♦♣")


def test_option_lines_show_a_game_s_values_against_the_standard() -> None:
    rules = HouseRules.from_options(
        house_options(Variant.JERSEY), {"knock_formula": "each_minus_own", "target": 150}
    )
    lines = {line.name: line for line in option_lines(Variant.JERSEY, rules)}
    assert [name for name, line in lines.items() if line.changed] == ["target", "knock_formula"]
    assert (lines["target"].value, lines["target"].standard) == (150, 200)
    t = lambda key, **p: CATALOG.translate(key, "de", **p)  # noqa: E731
    assert option_value(t, "knock_formula", KnockFormula.EACH_MINUS_OWN.value) == (
        "jeder minus eigene: (a − k) + (b − k)"
    )
    assert option_value(t, "tie", TieRule.NO_SCORE.value) == "niemand erhält Punkte"
    assert option_value(t, "target", 150) == "150"


def test_what_an_address_could_not_find_is_said() -> None:
    assert notice_keys(RulesAddress(), found=False) == ()
    assert notice_keys(RulesAddress(game_id="g1"), found=True) == ()
    assert notice_keys(RulesAddress(game_id="g1"), found=False) == ("rules.game_missing",)
    lost = RulesAddress(Variant.BOX, game_id="g1", known=False)
    assert notice_keys(lost, found=False) == ("rules.not_found", "rules.game_missing")


def test_a_game_of_another_variant_shows_no_options() -> None:
    players = ("Ann", "Bob", "Cid")
    game = Game.start(players, Variant.JERSEY, first=Seats.of_jersey("Ann"))
    assert options_game(RulesAddress(Variant.BOX, game_id=game.id), game) is None
    assert options_game(RulesAddress(Variant.JERSEY, game_id=game.id), game) is game
    assert options_game(RulesAddress(game_id=game.id), game) is game


def test_back_leads_to_the_game_else_one_level_up() -> None:
    assert back_route(RulesAddress(Variant.BOX, 7, "g1")) == "/game/g1"
    assert back_route(RulesAddress(Variant.BOX, 7)) == "/rules"
    assert back_route(RulesAddress()) == "/"
