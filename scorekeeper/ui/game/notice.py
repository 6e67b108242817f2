"""The game screens' snack bar, drawn: what just happened, with one action (Undo, Redo).

What it says and when it closes is :mod:`scorekeeper.ui.game.notice_hook`'s; a
screen's view shows :func:`notice_bar` with ``ft.use_dialog``.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.game import keys
from scorekeeper.ui.game.notice_hook import NoticeBar

NOTICE_MILLIS = 6000
"""Long enough to read a rotation aloud and reach for Undo."""
SNACKBAR_ACTION = "table.snackbar.action"


def notice_bar(bar: NoticeBar) -> ft.SnackBar | None:
    """The snack bar of the message on screen, or None when there is none."""
    shown = bar.shown
    if shown is None:
        return None

    def act() -> None:
        # Flutter hides the snack bar itself and then reports the dismissal;
        # closing it here too would let the next message patch the closing one.
        if shown.on_action is not None:
            shown.on_action()

    action = (
        ft.SnackBarAction(label=shown.action, key=SNACKBAR_ACTION, on_click=act)
        if shown.action
        else None
    )
    return ft.SnackBar(
        # A key of its own: with a shared key Flet would match it to the closing
        # snack bar and patch that one instead of showing a new one.
        key=f"{keys.SNACKBAR}.{shown.serial}",
        content=ft.Text(shown.text),
        action=action,
        duration=NOTICE_MILLIS,
        behavior=ft.SnackBarBehavior.FLOATING,
        on_dismiss=bar.dismissed,
    )
