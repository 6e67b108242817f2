"""A snack bar that says what just happened, with one action (Undo, Redo) for a few seconds.

Each message gets a snack bar of its own: a message that arrives while the
previous one is still up first closes that one, then opens anew on the next
render. Patching the old snack bar in place would keep the old one's timer,
and the new message (with its Undo) would vanish after a moment.
"""

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


@dataclass(frozen=True, slots=True)
class Notices:
    """The message on screen, and one waiting for it to close."""

    shown: Notice | None = None
    waiting: Notice | None = None


Show = Callable[..., None]


def use_notice() -> Show:
    """``show(text, action=None, on_action=None)`` for this screen's snack bar."""
    notices, set_notices = ft.use_state(Notices())
    counter = ft.use_ref(0)

    def show(
        text: str, action: str | None = None, on_action: Callable[[], None] | None = None
    ) -> None:
        counter.current = (counter.current or 0) + 1
        new = Notice(text, action, on_action, counter.current)
        set_notices(lambda n: Notices(None, new) if n.shown is not None else Notices(new))

    def open_waiting() -> None:
        if notices.shown is None and notices.waiting is not None:
            waiting = notices.waiting
            set_notices(lambda n: Notices(waiting) if n.waiting is waiting else n)

    ft.use_effect(open_waiting, dependencies=[notices])
    dialog = None
    if notices.shown is not None:
        shown = notices.shown

        def dismissed() -> None:
            set_notices(lambda n: Notices(None, n.waiting) if n.shown is shown else n)

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
        dialog = ft.SnackBar(
            # A key of its own: with a shared key Flet would match it to the closing
            # snack bar and patch that one instead of showing a new one.
            key=f"{keys.SNACKBAR}.{shown.serial}",
            content=ft.Text(shown.text),
            action=action,
            duration=NOTICE_MILLIS,
            behavior=ft.SnackBarBehavior.FLOATING,
            on_dismiss=dismissed,
        )
    ft.use_dialog(dialog)
    return show


@dataclass(frozen=True, slots=True)
class Heard:
    """Notices of other phones' changes, kept for an open hand sheet to say.

    Why: the snack bar shows beneath a bottom sheet, so a player typing a hand
    never saw that another phone had just recorded or undone one.
    """

    text: str | None
    """The latest notice heard while the sheet is open (None: nothing, or no sheet)."""
    tell: Callable[[str], None]
    """Say a notice: in the snack bar, and in the sheet if one is open."""
    follow: Callable[[bool], None]
    """Call on every render, after the sheet: whether a sheet is open now."""


def use_heard(notify: Show) -> Heard:
    """:class:`Heard` over the screen's ``notify`` (:func:`use_notice`)."""
    nothing: str | None = None
    text, set_text = ft.use_state(nothing)
    sheet_open = ft.use_ref(False)

    def tell(told: str) -> None:
        notify(told)
        set_text(told if sheet_open.current else None)

    def follow(now_open: bool) -> None:
        sheet_open.current = now_open

        def forget() -> None:
            if not now_open:
                set_text(None)

        ft.use_effect(forget, dependencies=[now_open])

    return Heard(text, tell, follow)
