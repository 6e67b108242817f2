"""Every control a finger can use has a name a screen reader can say, on every screen.

Why Chromium's accessibility tree: it is what a screen reader gets. The names
come from the tree Chromium computes (over the DevTools protocol) from Flutter's
semantics nodes, so a tooltip that Flutter does not pass on as a name, or a
selectable text that reaches the browser as an empty text box, fails here.
Each screen is reached as in ``test_every_screen`` (by address, or by taps where
a screen has none) and checked once a text proves it is there.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules.cards import Card
from scorekeeper.rules.variants import Variant
from scorekeeper.ui import keys as home_keys
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.referee import keys as referee_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.sharing import IMPORT_ROUTE, share_route
from scorekeeper.ui.sharing import keys as sharing_keys
from scorekeeper.ui.stats_view import keys as stats_keys

from .conftest import FIRST_PAINT_TIMEOUT_MS, AppServer, WebApp
from .game.table_driver import press, unfocus
from .history.test_history_e2e import OpenApp, go, open_at, seeded, wait_in
from .test_every_screen import WINNER, route

__all__ = ["seeded"]  # a fixture: imported so that the tests here can ask for it

pytestmark = pytest.mark.e2e

INTERACTIVE = {
    "button",
    "checkbox",
    "switch",
    "textbox",
    "searchbox",
    "combobox",
    "radio",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "slider",
    "tab",
    "link",
    "spinbutton",
}
"""Roles a player acts on (ARIA's widget roles that Flutter web produces)."""


def nameless_controls(app: WebApp) -> list[str]:
    """Interactive nodes of the page's accessibility tree whose computed name is empty."""
    session = app.context.new_cdp_session(app.page)
    try:
        tree: dict[str, Any] = session.send("Accessibility.getFullAXTree")
        nameless = []
        for node in tree["nodes"]:
            role = node.get("role", {}).get("value", "")
            if node.get("ignored") or role not in INTERACTIVE:
                continue
            if not str(node.get("name", {}).get("value", "")).strip():
                nameless.append(f"{role} in {_where(session, node.get('backendDOMNodeId'))}")
        return nameless
    finally:
        session.detach()


def _where(session: Any, backend_id: int | None) -> str:
    """The key of the nearest keyed control around a DOM node, to name it in a failure."""
    if backend_id is None:
        return "?"
    remote = session.send("DOM.resolveNode", {"backendNodeId": backend_id})["object"]
    found = session.send(
        "Runtime.callFunctionOn",
        {
            "objectId": remote["objectId"],
            "functionDeclaration": (
                "function() { const k = this.closest('[flt-semantics-identifier]');"
                " return k ? k.getAttribute('flt-semantics-identifier') : '(no key)'; }"
            ),
            "returnByValue": True,
        },
    )
    return str(found["result"].get("value", "?"))


def test_every_control_on_every_screen_has_a_name(seeded: AppServer, open_app: OpenApp) -> None:
    problems: dict[str, list[str]] = {}

    def check(screen: str) -> None:
        unfocus(app)
        found = nameless_controls(app)
        if found:
            problems[screen] = found
            app.screenshot(f"a11y-nameless-{screen}")

    app = open_at(open_app, seeded, "game/g3")
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible")
    check("table")
    press(app, game_keys.TABLE_RECORD, expect="How did it end?")
    app.by_id(game_keys.result_choice("knock")).first.wait_for(state="visible")
    check("sheet")
    press(app, game_keys.SHEET_CLOSE)
    app.wait_gone("How did it end?")
    press(app, game_keys.hand_row(1), expect="Rule applied")
    check("hand-detail")
    press(app, game_keys.DETAIL_BACK, expect="Record hand")
    press(app, game_keys.TABLE_HOME, expect="Game in progress")
    check("home")
    press(app, home_keys.HOME_NEW_GAME, expect="Who starts?")
    app.by_id(game_keys.player_field(0)).first.wait_for(state="visible")
    check("new-game")

    go(app, route(seeded, "game/g1/end"))
    app.wait_text("Bob wins!", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    check("winner")
    go(app, route(seeded, share_route(WINNER.id)))
    app.wait_text("Share game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    check("share")

    go(app, route(seeded, "history"))
    wait_in(app, history_keys.game_row("g1"), "Bob won", FIRST_PAINT_TIMEOUT_MS)
    check("history")
    app.click(id=history_keys.game_row("g1"), expect="Running totals")
    check("history-detail")

    go(app, route(seeded, "stats"))
    wait_in(app, stats_keys.player_card("Ann"), "Games played 4", FIRST_PAINT_TIMEOUT_MS)
    check("stats-players")
    app.click(id=stats_keys.tab("h2h"))
    wait_in(app, stats_keys.H2H_RESULT, "Games won: Ann 2 · Bob 1")
    check("stats-h2h")

    go(app, route(seeded, IMPORT_ROUTE))
    app.wait_text("Import a game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(sharing_keys.IMPORT_PASTE_READ).first.wait_for(state="visible")
    check("import")

    go(app, route(seeded, "rules"))
    app.wait_text("Common to both variants", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    check("rules")
    app.click(id=rules_keys.variant_card(Variant.BOX), expect="Gin with a box")
    app.by_id(rules_keys.section(Variant.BOX, 1)).first.wait_for(state="visible")
    check("rules-box")

    go(app, route(seeded, "settings"))
    app.wait_text("Language", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    check("settings")
    go(app, route(seeded, "settings/backup"))
    app.by_id(settings_keys.BACKUP_RESTORE).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    check("backup")

    go(app, route(seeded, "referee"))
    app.by_id(referee_keys.card(Card.parse("AS"))).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    check("referee")
    assert problems == {}, "\n".join(f"{screen}: {found}" for screen, found in problems.items())
