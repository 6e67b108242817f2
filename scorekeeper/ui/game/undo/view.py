"""The undo question, drawn: keep the result, or undo and play on.

What it asks and when is ``model``'s; what the buttons do, ``hook``'s.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.undo.hook import UndoAsking
from scorekeeper.ui.kit import Look, action


def undo_dialog(locale: Locale, asking: UndoAsking) -> ft.AlertDialog | None:
    """The open question drawn (for ``ft.use_dialog``), or None when none is asked."""
    question = asking.question
    if question is None:
        return None
    t = locale.t
    dialog = ft.AlertDialog(
        key=keys.UNDO_CONFIRM,
        modal=True,
        title=ft.Text(t("table.undo_confirm.title")),
        semantics_label=t("table.undo_confirm.title"),
        content=ft.Text(
            t("table.undo_confirm.text", number=question.number, winner=question.winner)
        ),
    )

    def thawed(handler: Callable[[], None]) -> Callable[[], None]:
        """``handler``, after the dialog's frozen mark is taken off.

        Flet 1.0.5 marks a shown dialog frozen when another dialog's entry is
        added to the overlay beside it (a question asked again while the last one
        is still leaving), and ``use_dialog`` then cannot patch it closed; it takes
        the mark off only when it shows a dialog again, so the closing tap does.
        """

        def run() -> None:
            if hasattr(dialog, "_frozen"):
                del dialog._frozen
            handler()

        return run

    dialog.actions = [
        action(
            t("table.undo_confirm.keep"), key=keys.UNDO_CONFIRM_KEEP, on_click=thawed(asking.keep)
        ),
        action(
            t("table.undo_confirm.undo"),
            key=keys.UNDO_CONFIRM_YES,
            on_click=thawed(asking.confirm),
            look=Look.MAIN,
        ),
    ]
    return dialog
