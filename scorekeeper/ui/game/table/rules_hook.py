"""The house rules of a running game: the dialog's state, and the change it stores.

Before the first hand a change just applies. Once hands are recorded, a change
re-scores every one of them (``games.change_rules``), so the dialog asks
first and says how many hands it re-scores; a recorded hand the new rules
refuse (say, a knock above a lowered limit) is refused with its number.
The sheet itself is drawn by :mod:`scorekeeper.ui.game.table.rules_dialog`, from the
:class:`OpenRules` this hook returns.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.errors import StaleGameError
from scorekeeper.ui.game.setup_model import OptionsView, options_view
from scorekeeper.ui.game.table import rules_edit
from scorekeeper.ui.game.table.rules_edit import RulesActions, RulesEdit
from scorekeeper.ui.session_games import use_session_games


@dataclass(frozen=True, slots=True)
class OpenRules:
    """The open dialog, for the view to draw: the game, what is typed, checked, and its actions."""

    game: Game
    edit: RulesEdit
    checked: OptionsView
    actions: RulesActions


@dataclass(frozen=True, slots=True)
class RulesDialog:
    """What the table needs: a way to open the dialog, and the dialog when open."""

    open: Callable[[], None]
    shown: OpenRules | None = None


def use_rules_dialog(
    game: Game | None,
    show: Callable[[Game], None],
    on_changed: Callable[[int], None],
    on_stale: Callable[[StaleGameError], None],
) -> RulesDialog:
    """Dialog state and actions; ``on_changed(hands re-scored)`` after a change is stored.

    A change refused because another phone changed the game first closes the
    dialog; the screen shows the stored game and hears why (``on_stale``).
    """
    games = use_session_games()
    closed: RulesEdit | None = None
    edit, set_edit = ft.use_state(closed)

    def open_dialog() -> None:
        if game is not None:
            set_edit(rules_edit.opened(game))

    shown: OpenRules | None = None
    if game is not None and isinstance(edit, RulesEdit):
        current: RulesEdit = edit
        checked = options_view(game.variant, current.texts)

        def apply() -> None:
            if checked.rules is None:
                return
            if game.hands and not current.confirming:
                set_edit(rules_edit.asking(current))
                return
            try:
                stored = games.change_rules(game.id, checked.rules, based_on=current.based_on)
            except StaleGameError as error:
                set_edit(None)
                show(error.current)
                on_stale(error)
                return
            except ScorekeeperError as error:
                set_edit(rules_edit.refused(current, error))
                return
            set_edit(None)
            show(stored)
            on_changed(len(stored.hands))

        def on_option(name: str, text: str) -> None:
            set_edit(lambda e: rules_edit.typed(e, name, text) if isinstance(e, RulesEdit) else e)

        actions = RulesActions(apply=apply, close=lambda: set_edit(None), on_option=on_option)
        shown = OpenRules(game, current, checked, actions)
    return RulesDialog(open_dialog, shown)
