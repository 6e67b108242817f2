"""The rules screen without a browser: overview, a variant, a linked section, a game's options."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.rules_view import keys, rule_link
from scorekeeper.views.rule_book import SECTIONS
from tests.storage.helpers import append_hand

from ..conftest import StartUi
from ..harness import UiHarness


def _start(start_ui: StartUi, route: str, **options: Any) -> tuple[UiHarness, list[Any]]:
    """The app at ``route``, answering (and recording) the screen's scroll requests."""
    scrolls: list[Any] = []
    ui = start_ui(route="/rules", **options)
    ui.respond_to("Column.scroll_to", lambda args: scrolls.append(args["scroll_key"]))
    if route != "/rules":
        ui.go(route)
    return ui, scrolls


def _highlighted(ui: UiHarness) -> list[str]:
    on_screen = ui.keys()
    return [key for key in on_screen if key.startswith("rules.linked.")]


def test_overview_offers_both_variants_and_the_common_rules(start_ui: StartUi) -> None:
    ui, scrolls = _start(start_ui, "/rules")
    assert ui.has_text("Rules")
    assert ui.has_text("Gin with a box") and ui.has_text("Jersey Gin")
    assert ui.has_text("Ace is always low: A-2-3 is a run, Q-K-A is not. King is high.")
    assert scrolls == []
    ui.click(keys.variant_card(Variant.JERSEY))
    assert ui.route == "/rules/jersey"
    assert ui.has_text("Scoring a knock")


def test_a_variant_shows_every_section_with_its_rulings_and_options(start_ui: StartUi) -> None:
    ui, scrolls = _start(start_ui, "/rules/box")
    titles = [
        ui.find_as(keys.section(Variant.BOX, s.number), ft.Text).value
        for s in SECTIONS[Variant.BOX]
    ]
    assert titles[:3] == ["Roles", "First roles", "Dealing"]
    assert titles[-1] == "Winning"
    assert ui.has_text("Suits do not break ties; tied players draw again.")
    assert ui.texts().count("Ruling") == 3 + 1  # box 2, 5, 8 and the common ruling
    assert ui.has_text("Corrections never change who played")
    assert ui.has_text("• k ≥ d: the knocker is undercut; the opponent scores 10 + (k − d).")
    assert ui.has_text("House options") and ui.has_text("Undercut bonus")
    assert _highlighted(ui) == [] and scrolls == []


def test_jersey_shows_both_rulings_on_laying_off(start_ui: StartUi) -> None:
    """jersey 6 has two rulings (may lay off; only onto the knocker's melds), each set apart."""
    ui, _ = _start(start_ui, "/rules/jersey/6")
    assert ui.texts().count("Ruling") == 5 + 1  # jersey 2, 5, 6 (twice), 7 and the common one
    assert ui.has_text("The opponents may lay off on the knocker's melds, as in standard gin.")
    assert ui.has_text(
        "Each opponent lays off only onto the melds the knocker (or the gin player) laid down,"
        " never onto cards the other opponent laid off, so the score is the same whichever"
        " opponent lays off first."
    )


def test_a_linked_section_is_highlighted_and_scrolled_to(start_ui: StartUi) -> None:
    ui, scrolls = _start(start_ui, "/rules/box/7")
    assert _highlighted(ui) == [keys.linked(Variant.BOX, 7)]
    assert ui.has_text("The rule behind the hand")
    assert scrolls == [{"value": "rules-box-7", "_type": "scroll"}]
    ui.go("/rules/box/11")
    assert _highlighted(ui) == [keys.linked(Variant.BOX, 11)]
    assert scrolls[-1]["value"] == "rules-box-11"


def test_an_anchor_works_like_a_section_number(start_ui: StartUi) -> None:
    ui, scrolls = _start(start_ui, "/rules/jersey#4")
    assert _highlighted(ui) == [keys.linked(Variant.JERSEY, 4)]
    assert scrolls == [{"value": "rules-jersey-4", "_type": "scroll"}]


@pytest.mark.parametrize("route", ["/rules/poker", "/rules/box/13", "/rules/jersey#x"])
def test_an_unknown_rule_says_so_and_shows_what_there_is(start_ui: StartUi, route: str) -> None:
    ui, scrolls = _start(start_ui, route)
    assert ui.has_text("There is no such rule. Here is what there is.")
    assert _highlighted(ui) == [] and scrolls == []


def _jersey_game(repository: GameRepository) -> Game:
    rules = HouseRules.from_options(
        house_options(Variant.JERSEY), {"target": 150, "tie": "no_score"}
    )
    game = GameService(repository).create(
        ["Ann", "Bob", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Ann"), rules=rules
    )
    return append_hand(
        repository, game.id, HandEntry(Result.KNOCK, "Bob", {"Ann": 4, "Bob": 4, "Cid": 20})
    )


def test_from_a_game_the_screen_shows_that_game_s_options(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game = _jersey_game(repository)
    (record,) = replay(game).hands
    assert record.score.explanation.rule == "jersey.tie"
    link = rule_link(record.score.explanation, game_id=game.id)
    ui, _ = _start(start_ui, link)
    assert _highlighted(ui) == [keys.linked(Variant.JERSEY, 7)]
    assert ui.has_text("House options of this game")
    assert ui.has_text("Ann, Bob, Cid play with these values:")
    for text in ("150", "standard: 200", "scores nothing", "standard: counts as an undercut"):
        assert ui.has_text(text), text

    pushed: list[str] = []
    ui.respond_to("Page.push_route", lambda args: pushed.append(args["route"]))
    ui.click(keys.BACK)
    assert pushed == [f"/game/{game.id}"]


def test_a_game_that_is_not_here_falls_back_to_the_standard(start_ui: StartUi) -> None:
    ui, _ = _start(start_ui, "/rules/box/5?game=gone123")
    assert ui.has_text("That game is not on this phone; the standard house options are shown.")
    assert ui.has_text("House options")
    assert _highlighted(ui) == [keys.linked(Variant.BOX, 5)]


def test_a_game_of_the_other_variant_does_not_lend_its_options(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game = _jersey_game(repository)
    ui, _ = _start(start_ui, f"/rules/box?game={game.id}")
    assert ui.has_text("House options") and not ui.has_text("House options of this game")


@pytest.mark.parametrize(("route", "back"), [("/rules/box/3", "/rules"), ("/rules", "/")])
def test_back_goes_one_level_up(start_ui: StartUi, route: str, back: str) -> None:
    ui, _ = _start(start_ui, route)
    pushed: list[str] = []
    ui.respond_to("Page.push_route", lambda args: pushed.append(args["route"]))
    ui.click(keys.BACK)
    assert pushed == [back]


def test_sections_are_scroll_targets(start_ui: StartUi) -> None:
    ui, _ = _start(start_ui, "/rules/jersey")
    targets = [
        c.key.value
        for c in ui.controls()
        if isinstance(c, ft.Container) and isinstance(c.key, ft.ScrollKey)
    ]
    assert targets == [f"rules-jersey-{n}" for n in range(1, 9)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("route", ["/rules", "/rules/box/7", "/rules/jersey/7"])
def test_every_word_comes_from_the_catalogue(
    start_ui: StartUi, catalog: Catalog, language: str, route: str
) -> None:
    ui, _ = _start(start_ui, route, language=language)
    allowed = {catalog.template(key, language) for key in catalog.keys(language)}
    lines = {
        line
        for key in catalog.keys(language)
        for line in catalog.template(key, language).splitlines()
    }
    numbers = {str(n) for n in range(1, 13)} | {"10", "20", "25", "50", "100", "200"}
    strays = [t for t in ui.texts() if t not in allowed and t not in lines and t not in numbers]
    assert strays == []
    if route != "/rules":
        assert ui.has_text(catalog.translate("rules.linked", language))
