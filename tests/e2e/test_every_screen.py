"""Every screen at phone size, light and dark, and the main screens in each language.

One seeded server and one browser tab per test, walked through the app: first by
taps where a screen has no address of its own (the hand sheet; home, which on a
session's first screen would jump to the unfinished game), else by address.
Each screen is photographed only once a text proves it is really there.

The language test takes its expected texts from the catalogues at run time, and
only keys whose text differs from English in every language, so an untranslated
screen (the English fallback) fails it. Screenshots go to ``tests/e2e/artifacts/``
as ``every-<screen>-<scheme>`` and ``lang-<code>-<screen>``.
"""

from __future__ import annotations

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.rules.cards import Card
from scorekeeper.rules.variants import Variant
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.ui import keys as home_keys
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.history import keys as history_keys
from scorekeeper.ui.referee import keys as referee_keys
from scorekeeper.ui.rules_view import keys as rules_keys
from scorekeeper.ui.settings import keys as settings_keys
from scorekeeper.ui.sharing import IMPORT_ROUTE, share_route
from scorekeeper.ui.sharing import keys as sharing_keys
from scorekeeper.ui.stats_view import keys as stats_keys
from tests.ui.recorded import recorded_games
from tests.ui.sharing.games import box_game

from .conftest import FIRST_PAINT_TIMEOUT_MS, STEP_TIMEOUT_MS, AppServer, mean_brightness
from .game.table_driver import press, unfocus
from .history.test_history_e2e import OpenApp, go, open_at, seeded, wait_in
from .sharing.test_sharing_e2e import paste

__all__ = ["seeded"]  # a fixture: imported so that the tests here can ask for it

pytestmark = pytest.mark.e2e

CATALOG = Catalog.load()
NEW_GAME = box_game()
"""A game the seeded folder does not hold: its code previews as a new game."""
WINNER = next(game for game in recorded_games() if game.id == "g1")
"""The finished box game Bob won."""


def route(server: AppServer, path: str) -> str:
    return server.url + path.lstrip("/")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_screen_in_each_theme(seeded: AppServer, open_app: OpenApp, scheme: str) -> None:
    def shot(screen: str) -> None:
        app.screenshot(f"every-{screen}-{scheme}")

    # The unfinished game first: the session has then shown a screen, so home stays home.
    app = open_at(open_app, seeded, "game/g3", color_scheme=scheme)
    app.wait_text("Record hand", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(game_keys.hand_row(3)).first.wait_for(state="visible")
    shot("table")
    press(app, game_keys.TABLE_RECORD, expect="How did it end?")
    app.by_id(game_keys.result_choice("knock")).first.wait_for(state="visible")
    shot("sheet")
    press(app, game_keys.SHEET_CLOSE)
    app.wait_gone("How did it end?")
    press(app, game_keys.hand_row(1), expect="Rule applied")
    app.wait_text("Corrections")
    shot("hand-detail")
    press(app, game_keys.DETAIL_BACK, expect="Record hand")
    press(app, game_keys.TABLE_HOME, expect="Game in progress")
    app.wait_text("Gin Rummy for three")
    home = app.screenshot(f"every-home-{scheme}")
    assert (mean_brightness(home) > 150) is (scheme == "light"), f"home is not {scheme}"
    press(app, home_keys.HOME_NEW_GAME, expect="Who starts?")
    app.by_id(game_keys.player_field(0)).first.wait_for(state="visible")
    unfocus(app)
    shot("new-game")

    go(app, route(seeded, "game/g1/end"))
    app.wait_text("Bob wins!", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.wait_text("60 points after 8 hands")
    shot("winner")
    go(app, route(seeded, share_route(WINNER.id)))
    app.wait_text("Share game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.wait_text(fingerprint(WINNER))
    shot("share")

    go(app, route(seeded, "history"))
    app.wait_text("Games: 4", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    wait_in(app, history_keys.game_row("g1"), "Bob won")
    shot("history")
    app.click(id=history_keys.game_row("g1"), expect="Running totals")
    wait_in(app, history_keys.DETAIL_SUMMARY, "Bob won")
    shot("history-detail")

    go(app, route(seeded, "stats"))
    wait_in(app, stats_keys.player_card("Ann"), "Games played 4", FIRST_PAINT_TIMEOUT_MS)
    shot("stats-players")
    app.click(id=stats_keys.tab("groups"))
    wait_in(app, stats_keys.group_card(0), "Ann · Bob · Cid")
    shot("stats-groups")
    app.click(id=stats_keys.tab("h2h"))
    wait_in(app, stats_keys.H2H_RESULT, "Games won: Ann 2 · Bob 1")
    shot("stats-h2h")

    assert NEW_GAME.id not in {game.id for game in recorded_games()}
    go(app, route(seeded, IMPORT_ROUTE))
    app.wait_text("Import a game", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(sharing_keys.IMPORT_PASTE_READ).first.wait_for(state="visible")
    shot("import")
    paste(app, "\n".join(game_to_codes(NEW_GAME)))
    app.click(id=sharing_keys.IMPORT_PASTE_READ, expect="Game found")
    app.wait_text(fingerprint(NEW_GAME))
    app.by_id(sharing_keys.IMPORT_STORE).first.wait_for(state="visible")
    unfocus(app)
    shot("import-preview")

    go(app, route(seeded, "rules"))
    app.wait_text("Common to both variants", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    shot("rules")
    app.click(id=rules_keys.variant_card(Variant.BOX), expect="Gin with a box")
    app.by_id(rules_keys.section(Variant.BOX, 1)).first.wait_for(state="visible")
    shot("rules-box")

    go(app, route(seeded, "settings"))
    app.wait_text("Language", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    shot("settings")
    go(app, route(seeded, "settings/backup"))
    app.wait_text("Backup and restore", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(settings_keys.BACKUP_RESTORE).first.wait_for(state="visible")
    shot("backup")

    go(app, route(seeded, "referee"))
    app.wait_text("Referee: box demo", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.by_id(referee_keys.card(Card.parse("AS"))).first.wait_for(state="visible")
    shot("referee")
    assert app.offsite_requests() == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_translates_every_main_screen(
    seeded: AppServer, open_app: OpenApp, code: str
) -> None:
    def text(key: str, **params: object) -> str:
        """The text of ``key`` in ``code``; outside English, never the English text."""
        translated = CATALOG.translate(key, code, **params)
        english = CATALOG.translate(key, "en", **params)
        if code != "en":
            assert translated != english, f"{key} reads the same in {code} and English"
        return translated

    def see(key: str, timeout_ms: int = STEP_TIMEOUT_MS, **params: object) -> None:
        """Wait for the translated text of ``key``; its English text must not be there."""
        app.wait_text(text(key, **params), timeout_ms=timeout_ms)
        if code != "en":
            english = CATALOG.translate(key, "en", **params)
            assert not app.shows(english), f"{key} still in English: {english!r}"

    def shot(screen: str) -> None:
        app.screenshot(f"lang-{code}-{screen}")

    app = open_at(open_app, seeded, "settings")
    app.wait_text("Settings", timeout_ms=FIRST_PAINT_TIMEOUT_MS)
    app.click(id=settings_keys.language(code), expect=text("settings.title"))

    go(app, route(seeded, "game/g3"))
    see("table.record", FIRST_PAINT_TIMEOUT_MS)
    see("word.hands")
    shot("table")
    press(app, game_keys.TABLE_RECORD, expect=text("sheet.how"))
    see("word.outcome.knock")
    shot("sheet")
    press(app, game_keys.SHEET_CLOSE)
    app.wait_gone(text("sheet.how"))
    press(app, game_keys.TABLE_HOME, expect=text("home.heading"))
    see("home.running")
    see("home.new_game")
    shot("home")

    go(app, route(seeded, "history"))
    see("history.title", FIRST_PAINT_TIMEOUT_MS)
    see("history.count", count=4)
    wait_in(app, history_keys.game_row("g1"), text("word.won_by", winner="Bob"))
    shot("history")
    app.click(id=history_keys.game_row("g1"), expect=text("history.chart.title"))
    wait_in(app, history_keys.DETAIL_SUMMARY, text("word.won_by", winner="Bob"))
    shot("history-detail")

    go(app, route(seeded, "stats"))
    see("stats.title", FIRST_PAINT_TIMEOUT_MS)
    played = f"{text('stats.games_played')} 4"
    wait_in(app, stats_keys.player_card("Ann"), played, FIRST_PAINT_TIMEOUT_MS)
    shot("stats")

    go(app, route(seeded, "rules"))
    see("rules.title", FIRST_PAINT_TIMEOUT_MS)
    see("rules.common.title")
    shot("rules")

    go(app, route(seeded, IMPORT_ROUTE))
    see("import.title", FIRST_PAINT_TIMEOUT_MS)
    see("import.intro")
    shot("import")
    assert app.offsite_requests() == []
