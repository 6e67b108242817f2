"""The rules screen in real Chromium: a hand's link scrolls to its rule; a game's options show."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from scorekeeper.rules.game import replay
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.rules_view import keys, rule_link
from tests.launcher import AppServer, started
from tests.ui.sharing.games import box_game

from ..browser import FIRST_PAINT_TIMEOUT_MS, PHONE, WebApp, mean_brightness

pytestmark = pytest.mark.e2e

GAME = box_game(gin_bonus=20)
"""A table that plays gin for 20, not 25."""
OpenApp = Callable[..., WebApp]


@pytest.fixture(scope="module")
def rules_table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    """One server on a folder holding ``GAME``, for the module's tests (they only look)."""
    folder = tmp_path_factory.mktemp("rules")
    with open_repository(folder / "phone") as store:
        GameService(store).import_games([GAME])
    server = started(folder / "phone", folder)
    yield server
    server.stop()


def _open(open_app: OpenApp, server: AppServer, route: str, scheme: str, wait: str) -> WebApp:
    app = open_app(server=server, url=server.url + route.lstrip("/"), color_scheme=scheme)
    app.wait_text(wait, timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    return app


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_hand_links_to_its_rule_with_the_game_s_options(
    rules_table: AppServer, open_app: OpenApp, scheme: str
) -> None:
    gin = replay(GAME).hands[3]
    link = rule_link(gin.score.explanation, game_id=GAME.id)
    assert link == f"/rules/box/8?game={GAME.id}"
    app = _open(open_app, rules_table, link, scheme, "The rule behind the hand")
    app.wait_text("standard: 25")
    app.page.wait_for_function(
        "() => { const e = document.querySelector("
        f"'[flt-semantics-identifier=\"{keys.section(Variant.BOX, 8)}\"]');"
        " if (!e) return false; const r = e.getBoundingClientRect();"
        f" return r.top >= 0 && r.bottom <= {PHONE['height']}; }}",
        timeout=10_000,
    )
    shot = app.screenshot(f"rules-linked-{scheme}")
    assert (mean_brightness(shot) > 150) == (scheme == "light")
    assert app.page.url.endswith(link)


def test_overview_then_a_variant_then_a_section(rules_table: AppServer, open_app: OpenApp) -> None:
    """Anchors (``/rules/jersey#7``) are not tested here: Flet's web client drops the
    fragment from the address before the app sees it; links use ``/rules/jersey/7``."""
    app = _open(open_app, rules_table, "/rules", "light", "Common to both variants")
    app.screenshot("rules-overview-light")
    app.click(id=keys.variant_card(Variant.JERSEY), expect="Scoring a knock")
    app.page.wait_for_url("**/rules/jersey")
    app.screenshot("rules-jersey-light")

    section = _open(open_app, rules_table, "/rules/jersey/7", "dark", "The rule behind the hand")
    section.wait_text("Ruling")
    section.screenshot("rules-jersey-7-dark")
