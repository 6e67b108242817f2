"""Undo that would reopen a finished game asks first.

Why ask only then: undoing a running game's last hand is one tap and comes
back with Redo, which is right at the table. Undoing the hand that won a game
takes the win away and makes the game run again (the winner screen goes,
the statistics change), a bigger step that a stray tap should not take.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.rules.game import Game, replay
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game import keys
from scorekeeper.ui.kit import Look, action


def use_undo_confirm(undo: Callable[[Game], None]) -> Callable[[Game], None]:
    """``undo`` for a running game; for a finished one, a dialog that asks first.

    The dialog is built when asked for and shown with ``page.show_dialog``, not
    kept in component state: a state-held dialog that outlived one re-render
    of the table (the undo itself re-renders it) could not be closed again.
    """
    locale = use_locale()
    t = locale.t

    def ask(game: Game) -> None:
        state = replay(game)
        if not game.hands or not state.finished:
            undo(game)
            return
        page = ft.context.page

        def close() -> None:
            # This dialog, not ``page.pop_dialog()``'s topmost one (maybe a notice).
            # Flet 1.0.5 marks a shown dialog frozen when another dialog host of the
            # screen (the notice, the sheet) diffs the overlay; its own hook strips
            # the mark the same way before closing.
            if hasattr(dialog, "_frozen"):
                del dialog._frozen
            dialog.open = False
            dialog.update()

        def confirmed() -> None:
            close()
            undo(game)

        dialog = ft.AlertDialog(
            key=keys.UNDO_CONFIRM,
            modal=True,
            title=ft.Text(t("table.undo_confirm.title")),
            semantics_label=t("table.undo_confirm.title"),
            content=ft.Text(
                t("table.undo_confirm.text", number=len(game.hands), winner=state.winner or "")
            ),
            actions=[
                action(t("table.undo_confirm.keep"), key=keys.UNDO_CONFIRM_KEEP, on_click=close),
                action(
                    t("table.undo_confirm.undo"),
                    key=keys.UNDO_CONFIRM_YES,
                    on_click=confirmed,
                    look=Look.MAIN,
                ),
            ],
        )
        page.show_dialog(dialog)

    return ask
