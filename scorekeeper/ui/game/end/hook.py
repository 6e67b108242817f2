"""The end screen's game and what its buttons do: a hook for ``/game/{id}/end``.

Rematch asks the game service for a new game with the same players, variant,
house rules and the rematch's first seats; Undo takes back the winning hand
(after the confirmation a finished game asks for) and goes back to the table.
A refusal is shown as a notice and the screen stays. The screen itself
(``view``) only draws what the hook gives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.revision import revision
from scorekeeper.ui.back_link import mark_started
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game.end.model import EndView, end_view
from scorekeeper.ui.game.game_data import Loaded, use_game
from scorekeeper.ui.game.notice_hook import NoticeBar, use_notice
from scorekeeper.ui.game.undo.hook import UndoAsking, use_undo_question
from scorekeeper.ui.session_games import use_session_games
from scorekeeper.views.addresses import game_route


@dataclass(frozen=True, slots=True)
class EndActions:
    """One handler per button of the end screen."""

    on_rematch: Callable[[], None]
    on_undo: Callable[[], None]


@dataclass(frozen=True, slots=True)
class EndScreen:
    """What the end screen needs from the hook."""

    locale: Locale
    loaded: Loaded
    view: EndView | None
    """None while the game has not been won (or could not be loaded)."""
    actions: EndActions
    notices: NoticeBar
    """The snack bar's message (a refusal), for the view to draw."""
    undo: UndoAsking
    """The question before the winning hand is undone, for the view to draw."""


def use_end(game_id: str) -> EndScreen:
    """The game ``game_id`` as the end screen shows it, and its buttons' handlers."""
    locale = use_locale()
    games = use_session_games()
    loaded, _show = use_game(game_id)
    notifier = use_notice()
    notify = notifier.show
    ft.on_mounted(mark_started)

    def undo(shown: Game) -> None:
        """Take back the winning hand: the game runs again, at its table."""
        try:
            games.undo(game_id, len(shown.hands), based_on=revision(shown))
        except ScorekeeperError as error:
            notify(locale.error(error))
            return
        ft.context.page.navigate(game_route(game_id))

    undo_asking = use_undo_question(undo)
    game, state = loaded.game, loaded.state
    view = end_view(game, state) if game is not None and state is not None else None

    def on_rematch() -> None:
        if game is None or view is None:
            return
        try:
            new = games.create(
                game.players, game.variant, first=view.rematch_first, rules=game.rules
            )
        except ScorekeeperError as error:
            notify(locale.error(error))
            return
        ft.context.page.navigate(game_route(new.id))

    def on_undo() -> None:
        if game is not None:
            undo_asking.ask(game)

    return EndScreen(
        locale, loaded, view, EndActions(on_rematch, on_undo), notifier.bar, undo_asking
    )
