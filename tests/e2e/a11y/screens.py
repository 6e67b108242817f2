"""The main screen states of the app, reached one after the other in one tab.

Each state is reached as a player reaches it (by taps where it has no address,
else by address, followed inside the page) and handed to ``check`` once a text or
key proves it is there, so a check never looks at a screen that is still being
built. One walk serves every check of a theme (pictures, names, states, axe-core):
the walk is the costly part, the checks are cheap.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.i18n import Catalog
from scorekeeper.rules.cards import Card
from scorekeeper.rules.variants import Variant
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.ui import keys as home_keys
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.invite.model import INVITE_ROUTE
from scorekeeper.ui.referee import keys as referee_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.sharing import IMPORT_ROUTE, share_route
from scorekeeper.ui.sharing import keys as sharing_keys
from scorekeeper.ui.stats_view import keys as stats_keys
from tests.launcher import AppServer
from tests.ui.recorded import recorded_games
from tests.ui.referee.hands import ANN_KNOCKS
from tests.ui.sharing.games import box_game

from ..browser import FIRST_PAINT_TIMEOUT_MS, WebApp
from ..steps import WINNER, OpenApp, go, open_at, paste, press, press_text, route, unfocus, wait_in

CATALOG = Catalog.load()
Check = Callable[[WebApp, str], None]
NEW_GAME = box_game()
"""A game the seeded folder does not hold: its code previews as a new game."""


def walk(open_app: OpenApp, seeded: AppServer, check: Check, **options: object) -> list[str]:
    """Visit every main screen state of the seeded app; returns their names in order.

    ``options`` go to ``open_app`` (``color_scheme``).
    """
    seen: list[str] = []
    assert NEW_GAME.id not in {game.id for game in recorded_games()}

    def at(screen: str) -> None:
        unfocus(app)
        seen.append(screen)
        check(app, screen)

    app = open_at(open_app, seeded, "game/g3", **options)
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible")
    at("table")
    press(app, game_keys.TABLE_MENU)
    press_text(app, CATALOG.translate("word.house_rules", "en"))
    app.by_id(game_keys.HOUSE_RULES_SAVE).first.wait_for(state="visible")
    at("house-rules")
    press(app, game_keys.HOUSE_RULES_CANCEL)
    app.by_id(game_keys.HOUSE_RULES_SAVE).first.wait_for(state="detached")
    press(app, game_keys.TABLE_RECORD, expect="How did it end?")
    app.by_id(game_keys.result_choice("knock")).first.wait_for(state="visible")
    at("sheet")
    press(app, game_keys.by_choice(0))
    app.by_id(game_keys.pad_digit(1)).first.wait_for(state="visible")
    at("sheet-pad")
    press(app, game_keys.SHEET_CLOSE)
    app.wait_gone("How did it end?")
    press(app, game_keys.hand_row(1), expect="Rule applied")
    app.wait_text("Corrections")
    at("hand-detail")
    press(app, game_keys.DETAIL_BACK)
    # The sheet closed with a knocker chosen: the table may offer to continue that hand.
    app.by_id(game_keys.TABLE_RECORD).first.wait_for(state="visible")
    press(app, game_keys.TABLE_HOME, expect="Game in progress")
    app.wait_text("Gin Rummy for three")
    at("home")
    press(app, home_keys.HOME_NEW_GAME, expect="Who starts?")
    app.by_id(game_keys.player_field(0)).first.wait_for(state="visible")
    at("new-game")

    go(app, route(seeded, "game/g1/end"))
    app.wait_text("Bob wins!", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.wait_text("60 points after 8 hands")
    at("winner")
    go(app, route(seeded, share_route(WINNER.id)))
    app.wait_text("Share game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.wait_text(fingerprint(WINNER))
    at("share")

    go(app, route(seeded, "history"))
    app.wait_text("Games: 4", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    wait_in(app, history_keys.game_row("g1"), "Bob won", FIRST_PAINT_TIMEOUT_MS)
    at("history")
    app.click(id=history_keys.game_row("g1"), expect="Running totals")
    wait_in(app, history_keys.DETAIL_SUMMARY, "Bob won")
    at("history-detail")

    go(app, route(seeded, "stats"))
    wait_in(app, stats_keys.player_card("Ann"), "Games played 4", FIRST_PAINT_TIMEOUT_MS)
    at("stats-players")
    app.click(id=stats_keys.tab("groups"))
    wait_in(app, stats_keys.group_card(0), "Ann · Bob · Cid")
    at("stats-groups")
    app.click(id=stats_keys.tab("h2h"))
    wait_in(app, stats_keys.H2H_RESULT, "Games won: Ann 2 · Bob 1")
    at("stats-h2h")

    go(app, route(seeded, IMPORT_ROUTE))
    app.wait_text("Import a game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(sharing_keys.IMPORT_PASTE_READ).first.wait_for(state="visible")
    at("import")
    paste(app, "\n".join(game_to_codes(NEW_GAME)))
    app.click(id=sharing_keys.IMPORT_PASTE_READ, expect="Game found")
    app.wait_text(fingerprint(NEW_GAME))
    app.by_id(sharing_keys.IMPORT_STORE).first.wait_for(state="visible")
    at("import-preview")

    go(app, route(seeded, "rules"))
    app.wait_text("Common to both variants", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    at("rules")
    app.click(id=rules_keys.variant_card(Variant.BOX), expect="Gin with a box")
    app.by_id(rules_keys.section(Variant.BOX, 1)).first.wait_for(state="visible")
    at("rules-box")

    go(app, route(seeded, "settings"))
    app.wait_text("Language", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    at("settings")
    go(app, route(seeded, "settings/backup"))
    app.by_id(settings_keys.BACKUP_RESTORE).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    at("backup")

    go(app, route(seeded, "referee"))
    app.wait_text("Referee: box demo", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(referee_keys.card(Card.parse("AS"))).first.wait_for(
        state="visible", timeout=FIRST_PAINT_TIMEOUT_MS
    )
    at("referee")
    for card in ANN_KNOCKS:
        app.click(id=referee_keys.card(card))
        app.by_id(referee_keys.tray_card(card)).first.wait_for(state="visible")
    app.wait_text("Can knock (4)")
    at("referee-hand")

    go(app, route(seeded, INVITE_ROUTE))
    app.wait_text(CATALOG.translate("invite.title", "en"), timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    at("invite")
    assert app.offsite_requests() == []
    return seen
