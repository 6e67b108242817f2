"""The table screen's game and what its changes do: a hook for ``/game/{id}``.

``use_table`` loads the game, follows the change feed, and owns every change
the table makes through the game service: a saved hand (announced with "Undo
hand N"), Undo and Redo (each naming the game it was offered for), the house
rules dialog and the hand sheet. A refusal is said in a notice; a change
refused because another phone was first shows the game as it is stored. A
hand that ends the game opens the winner screen, on every phone at the table.
The screen itself (``table``) only draws what the hook gives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import flet as ft
from flet.components.hooks.use_ref import MutableRef

from scorekeeper.i18n.game_words import announcement_text
from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry
from scorekeeper.services.changes import ChangeKind, GameChanged
from scorekeeper.services.errors import StaleGameError
from scorekeeper.services.games import GameService
from scorekeeper.services.revision import revision
from scorekeeper.ui.back_link import mark_started
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.game.game_data import Loaded, use_game
from scorekeeper.ui.game.notice_hook import Heard, NoticeBar, Show, use_heard, use_notice
from scorekeeper.ui.game.sheet.hook import HandSheet, Saved, use_hand_sheet
from scorekeeper.ui.game.table.rules_hook import OpenRules, use_rules_dialog
from scorekeeper.ui.game.table.tile_layout import tile_name_size
from scorekeeper.ui.game.undo.hook import UndoAsking, use_undo_question
from scorekeeper.ui.live import notice_text, session_origin
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE
from scorekeeper.ui.settings.state import use_preferences
from scorekeeper.views.addresses import game_route


@dataclass(frozen=True, slots=True)
class TableScreen:
    """What the table screen needs from the hook."""

    locale: Locale
    loaded: Loaded
    sheet: HandSheet
    open_rules: Callable[[], None]
    """Open the house rules dialog."""
    rules: OpenRules | None
    """The house rules dialog when open, for the view to draw."""
    notices: NoticeBar
    """The snack bar's message, for the view to draw."""
    undo: UndoAsking
    """Undo the last hand (asking first if that hand won the game), and the question."""
    name_size: float
    """The players' names on the tiles (:mod:`.tile_layout`)."""


def use_table(game_id: str) -> TableScreen:
    """The game ``game_id`` on the table, its hand sheet, and its changes."""
    locale = use_locale()
    t = locale.t
    games = use_services().games
    notifier = use_notice()
    notify = notifier.show
    idle = ft.use_ref(True)
    heard = use_heard(notify)
    loaded, show = use_game(game_id, partial(_heard, locale, heard.tell, idle))
    ft.on_mounted(mark_started)
    game = loaded.game
    changes = _table_changes(locale, games, game_id, show, notify)
    _use_winner_screen(game_id, loaded.state is not None and loaded.state.finished)
    sheet = use_hand_sheet(game, changes.saved, changes.refused, heard.text, deleted=loaded.deleted)
    _follow_sheet(sheet.open is not None, idle, heard)
    rules = use_rules_dialog(
        game,
        show,
        lambda count: notify(t("table.rescored", count=count)),
        lambda error: notify(locale.error(error)),
    )
    scale = LARGE_TEXT_SCALE if use_preferences().settings.large_text else 1
    name_size = tile_name_size(ft.context.page.width, scale)
    return TableScreen(
        locale,
        loaded,
        sheet,
        rules.open,
        rules.shown,
        notifier.bar,
        use_undo_question(changes.undo),
        name_size,
    )


@dataclass(frozen=True, slots=True)
class _TableChanges:
    """What the table changes through the game service, and what it says of a refusal."""

    refused: Callable[[ScorekeeperError], None]
    undo: Callable[[Game], None]
    saved: Callable[[Saved], None]


def _table_changes(
    locale: Locale,
    games: GameService,
    game_id: str,
    show: Callable[[Game], None],
    notify: Show,
) -> _TableChanges:
    """The table's changes, made together: Undo offers Redo, which offers Undo again."""
    t = locale.t
    refused = partial(_refused, locale, show, notify)

    def redo(shown: Game, entry: HandEntry, number: int) -> None:
        try:
            stored = games.redo(
                game_id, number, entry, based_on=revision(shown), origin=session_origin()
            )
        except ScorekeeperError as error:
            refused(error)
            return
        show(stored)
        notify(
            t("table.redone", number=number),
            t("table.undo_hand", number=number),
            partial(undo, stored),
        )

    def undo(shown: Game) -> None:
        """Undo the last hand of ``shown``, the game this Undo was offered for, and only it."""
        number = len(shown.hands)
        try:
            stored = games.undo(game_id, number, based_on=revision(shown), origin=session_origin())
        except ScorekeeperError as error:
            refused(error)
            return
        show(stored)
        removed = shown.hands[-1]
        notify(
            t("table.undone", number=number),
            t("table.redo"),
            partial(redo, stored, removed, number),
        )

    def saved(done: Saved) -> None:
        show(done.game)
        if replay(done.game).finished:
            return  # the winner screen opens by itself (_use_winner_screen)
        if done.edited:
            notify(t("table.edited", number=done.number))
        else:
            notify(
                announcement_text(locale, done.preview.next),
                t("table.undo_hand", number=len(done.game.hands)),
                partial(undo, done.game),
            )

    return _TableChanges(refused, undo, saved)


def _refused(
    locale: Locale, show: Callable[[Game], None], notify: Show, error: ScorekeeperError
) -> None:
    """Say why a change was refused (the sheet's Save hears it as well as Undo and Redo);
    a game changed on another phone is shown as it is stored now."""
    if isinstance(error, StaleGameError):
        show(error.current)
    notify(locale.error(error))


def _follow_sheet(open_now: bool, idle: MutableRef[bool], heard: Heard) -> None:
    """Tell the screen and its notices whether the hand sheet is open (the view shows it)."""
    idle.current = not open_now
    heard.follow(open_now)


def _heard(
    locale: Locale,
    notify: Callable[[str], None],
    idle: MutableRef[bool],
    change: GameChanged,
) -> None:
    """A change stored by another phone: say what it was; a deleted game is left for Home.

    Nothing can be saved to a deleted game, so the table does not stay on it
    offering Record hand and Edit. With a sheet open it stays: the sheet says
    the game was deleted, keeps what was typed and offers Home instead of Save;
    closed, it leaves the table saying so in place of Record hand (``_deleted``).
    """
    notify(notice_text(locale, change))
    if change.kind is ChangeKind.DELETED and idle.current:
        ft.context.page.navigate("/")


def _use_winner_screen(game_id: str, finished: bool) -> None:
    """Open the winner screen when the game on screen ends, on every phone at the table.

    Whichever phone saved the hand that ends it (or a correction that does), the
    others hear of it on the change feed; each opens the result, not only the
    one that entered it. A game that was already over when the table opened stays
    on the table, with its link to the result.
    """
    before = ft.use_ref(finished)

    def follow() -> None:
        if finished and before.current is False:
            ft.context.page.navigate(game_route(game_id, "end"))
        before.current = finished

    ft.use_effect(follow, dependencies=[game_id, finished])
