"""A hand's detail (``/game/{id}/hands/{n}``): the hand as stored, its Edit sheet, and news.

The detail shows the game as the change feed last carried it, like the table,
but while the hand is being corrected it keeps showing the game as the sheet
opened it: a change made elsewhere meanwhile (another phone's save) is said by
the sheet, and Save then says what happened, instead of the page moving under
the player's entry.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import totals_line
from scorekeeper.rules.game import Game, HandRecord, replay
from scorekeeper.services.errors import StaleGameError
from scorekeeper.ui.back_link import mark_started
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game.game_data import use_game
from scorekeeper.ui.game.notice_hook import NoticeBar, use_heard, use_notice
from scorekeeper.ui.game.sheet.hook import HandSheet, Saved, use_hand_sheet
from scorekeeper.ui.live import notice_text


@dataclass(frozen=True, slots=True)
class HandDetail:
    """What the detail draws: the hand (or why there is none), its sheet and the snack bar."""

    locale: Locale
    game_id: str
    number: int
    """The hand's number as the address gives it (0 when it is not a number)."""
    game: Game | None
    """The game as shown: as stored, or as the open sheet was filled in against (None: none)."""
    record: HandRecord | None
    """The hand, replayed; None when the address names no hand of a stored game."""
    missing: str
    """Why nothing is shown, in the player's words (when ``record`` is None)."""
    sheet: HandSheet
    notices: NoticeBar


def use_hand_detail() -> HandDetail:
    """The hand the address names, kept in step with the feed, and its Edit sheet."""
    params = ft.use_route_params()
    game_id = params.get("game_id", "")
    number_text = params.get("number", "")
    locale = use_locale()
    notifier = use_notice()
    notify = notifier.show
    heard = use_heard(notify)
    loaded, show = use_game(game_id, lambda change: heard.tell(notice_text(locale, change)))
    ft.on_mounted(mark_started)

    def saved(done: Saved) -> None:
        show(done.game)
        totals = totals_line(locale, done.game.players, replay(done.game).totals)
        notify(locale.t("detail.saved", number=done.number, totals=totals))

    def stale(error: StaleGameError) -> None:
        show(error.current)
        notify(locale.error(error))

    sheet = use_hand_sheet(loaded.game, saved, stale, heard.text, deleted=loaded.deleted)
    heard.follow(sheet.open is not None)
    game, state = loaded.game, loaded.state
    if sheet.shown is not None and sheet.shown != game:
        game, state = sheet.shown, replay(sheet.shown)
    number = int(number_text) if number_text.isdigit() else 0
    record = None
    if game is not None and state is not None and 1 <= number <= len(state.hands):
        record = state.hands[number - 1]
    missing = ""
    if record is None and loaded.error is not None:
        missing = locale.error(loaded.error)
    elif record is None:
        missing = locale.t("detail.no_hand", number=number_text)
    return HandDetail(locale, game_id, number, game, record, missing, sheet, notifier.bar)
