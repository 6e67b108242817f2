"""A snack bar that says what just happened, with one action (Undo, Redo) for a few seconds."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import flet as ft

from scorekeeper.ui.game import keys

NOTICE_MILLIS = 6000
"""Long enough to read a rotation aloud and reach for Undo."""
SNACKBAR_ACTION = "table.snackbar.action"


@dataclass(frozen=True, slots=True)
class Notice:
    """One message, with an optional action."""

    text: str
    action: str | None = None
    on_action: Callable[[], None] | None = field(default=None, compare=False)
    serial: int = 0
    """Makes the same words said twice a new message."""


Show = Callable[..., None]


def use_notice() -> Show:
    """``show(text, action=None, on_action=None)`` for this screen's snack bar."""
    nothing: Notice | None = None
    notice, set_notice = ft.use_state(nothing)
    counter = ft.use_ref(0)

    def show(
        text: str, action: str | None = None, on_action: Callable[[], None] | None = None
    ) -> None:
        counter.current = (counter.current or 0) + 1
        set_notice(Notice(text, action, on_action, counter.current))

    dialog = None
    if isinstance(notice, Notice):
        shown = notice

        def dismissed() -> None:
            set_notice(lambda current: None if current is shown else current)

        def act() -> None:
            dismissed()
            if shown.on_action is not None:
                shown.on_action()

        dialog = ft.SnackBar(
            key=keys.SNACKBAR,
            content=ft.Text(shown.text),
            action=ft.SnackBarAction(label=shown.action, key=SNACKBAR_ACTION, on_click=act)
            if shown.action
            else None,
            duration=NOTICE_MILLIS,
            behavior=ft.SnackBarBehavior.FLOATING,
            on_dismiss=dismissed,
        )
    ft.use_dialog(dialog)
    return show
