"""Back goes where the player came from (``back_link``), and a fresh tab's Back goes home.

One mechanism for every screen: the screen that opens another puts its own
address into the link as ``back``; the opened screen's arrow returns there,
and to its usual parent without one.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.back_link import back_target, with_back
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.sharing import keys as sharing_keys
from scorekeeper.ui.stats_view import keys as stats_keys
from tests.storage.helpers import append_hand

from .conftest import StartUi

PLAYERS = ("Ann", "Bob", "Cid")


def running(repository: GameRepository) -> str:
    game = GameService(repository).create(PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)))
    append_hand(repository, game.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 3, "Bob": 11}))
    return game.id


def finished(repository: GameRepository) -> str:
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 30})
    game = GameService(repository).create(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(*PLAYERS)), rules=rules
    )
    append_hand(repository, game.id, HandEntry(Result.GIN, "Ann", {"Bob": 20}))
    return game.id


def test_with_back_round_trips_and_refuses_other_sites() -> None:
    link = with_back("/rules/box?game=g1", "/game/g1/hands/2")
    assert back_target(link, "/") == "/game/g1/hands/2"
    assert back_target("/stats", "/") == "/"
    for outside in ("//evil.example", "https://evil.example", "evil", "/\\evil"):
        assert back_target(with_back("/stats", outside), "/") == "/"


@pytest.mark.parametrize(
    ("route", "back_key"), [("/rules", rules_keys.BACK), ("/settings", settings_keys.SETTINGS_BACK)]
)
def test_a_fresh_tab_goes_home_not_into_the_unfinished_game(
    start_ui: StartUi, repository: GameRepository, route: str, back_key: str
) -> None:
    running(repository)
    ui = start_ui(route=route)
    ui.click(back_key)
    assert ui.route == "/"


def test_rules_opened_from_a_game_return_to_that_game(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = running(repository)
    ui = start_ui(route=f"/game/{game_id}")
    ui.click(game_keys.TABLE_RULES)
    assert ui.route.startswith(f"/rules/box?game={game_id}")
    ui.click(rules_keys.BACK)
    assert ui.route == f"/game/{game_id}"


def test_a_variant_opened_from_the_overview_returns_to_it_and_then_to_the_game(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = running(repository)
    ui = start_ui(route=with_back("/rules", f"/game/{game_id}"))
    ui.click(rules_keys.variant_card(Variant.JERSEY))
    ui.click(rules_keys.BACK)
    assert ui.route == with_back("/rules", f"/game/{game_id}")
    ui.click(rules_keys.BACK)
    assert ui.route == f"/game/{game_id}"


def test_statistics_opened_from_history_return_to_history(
    start_ui: StartUi, repository: GameRepository
) -> None:
    finished(repository)
    ui = start_ui(route="/history")
    ui.click(history_keys.HISTORY_STATS)
    assert ui.route.startswith("/stats")
    ui.click(stats_keys.STATS_BACK)
    assert ui.route == "/history"


def test_a_finished_game_can_be_shared_and_reopened_from_past_games(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = finished(repository)
    ui = start_ui(route=f"/history/{game_id}")
    assert not ui.exists(history_keys.DETAIL_CONTINUE)
    ui.click(history_keys.DETAIL_SHARE)
    assert ui.route.startswith(f"/game/{game_id}/share")
    assert ui.exists(sharing_keys.SHARE_VIEW)
    ui.click(sharing_keys.SHARE_BACK)
    assert ui.route == f"/history/{game_id}"
    ui.click(history_keys.DETAIL_OPEN)
    assert ui.route == f"/game/{game_id}"
    assert ui.exists(game_keys.TABLE_RESULT)


def test_the_rule_book_line_of_a_hand_opens_that_rule_and_comes_back(
    start_ui: StartUi, repository: GameRepository
) -> None:
    game_id = running(repository)
    ui = start_ui(route=f"/game/{game_id}/hands/1")
    assert ui.has_text("Rule book: Scoring a knock")
    scrolled: list[str] = []
    ui.respond_to("Column.scroll_to", lambda args: scrolled.append(args["scroll_key"]["value"]))
    ui.click(game_keys.DETAIL_RULE_LINK)
    assert ui.route.startswith(f"/rules/box/7?game={game_id}")
    assert ui.exists(rules_keys.linked(Variant.BOX, 7))
    assert scrolled == ["rules-box-7"]  # the screen scrolled to that rule
    ui.click(rules_keys.BACK)
    assert ui.route == f"/game/{game_id}/hands/1"
