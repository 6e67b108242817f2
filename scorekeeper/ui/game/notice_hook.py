"""What the game screens' snack bar says, and what a screen heard from other phones.

Each message gets a snack bar of its own: a message that arrives while the
previous one is still up first closes that one, then opens anew on the next
render. Patching the old snack bar in place would keep the old one's timer,
and the new message (with its Undo) would vanish after a moment. The bar itself
is drawn by :mod:`scorekeeper.ui.game.notice` from the :class:`NoticeBar` here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import flet as ft


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


@dataclass(frozen=True, slots=True)
class NoticeBar:
    """The message on screen, for the view to draw, and what its dismissal does."""

    shown: Notice | None
    dismissed: Callable[[], None]


@dataclass(frozen=True, slots=True)
class Notifier:
    """A screen's snack bar: ``show(text, action=None, on_action=None)``, and the bar."""

    show: Show
    bar: NoticeBar


def use_notice() -> Notifier:
    """The state of this screen's snack bar, and the way to say something in it."""
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
    shown = notices.shown

    def dismissed() -> None:
        set_notices(lambda n: Notices(None, n.waiting) if n.shown is shown else n)

    return Notifier(show, NoticeBar(shown, dismissed))


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
