"""The screens' frames: the app bar over a column, every screen the same width.

Why one module: every area once built its own frame (``body()`` in the game
screens, ``screen()`` in sharing, ``view_padding`` in history, inline in the
rules) with three different column widths. A screen now takes its frame from
here and its pieces from the kit (:mod:`scorekeeper.ui.kit`), so the app looks
and reads the same on every screen, and a change of the layout is made once.

Two frames, for two kinds of screen:

- :func:`frame`: a screen whose whole content scrolls as one column (the forms,
  the table, home, sharing): an app bar, then :func:`body` (centred :data:`COLUMNS`).
- :func:`padded_frame`: a screen whose controls sit straight in the view, padded
  (:func:`view_padding`) so they are at most :data:`CONTENT_WIDTH` wide: one
  that scrolls a ``ListView`` of its own, loading more as it goes (history,
  statistics), and the screens of facts and settings beside them.
"""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

COLUMNS: dict[str | ft.ResponsiveRowBreakpoint, int | float] = {"xs": 12, "md": 9, "lg": 6}
"""Full width on a phone; a centred, readable column on a tablet or desktop window."""

CONTENT_WIDTH = 560
"""Screens with a list of their own fill a phone and stop growing on a desktop."""


# --- frames -----------------------------------------------------------------------------------


def frame(
    *,
    route: str,
    key: str,
    title: str | ft.Control,
    controls: list[ft.Control],
    back: ft.Control | None = None,
    actions: list[ft.Control] | None = None,
    spacing: float = 12,
    stretch: bool = True,
    ref: ft.Ref[ft.View] | None = None,
) -> ft.View:
    """A screen whose content scrolls as one centred column under an app bar.

    ``back`` is the app bar's way back (``kit.back_button``, or a
    ``kit.icon_action`` that goes to a fixed screen); ``title`` a text, or a
    control of its own (one with a key); ``stretch`` makes every control as
    wide as the column (a form), else each keeps its own width; ``ref`` lets a
    hook scroll it (``clipboard.use_revealed``).
    """
    bar_title = ft.Text(title) if isinstance(title, str) else title
    return ft.View(
        ref=ref,
        route=route,
        key=key,
        appbar=ft.AppBar(leading=back, title=bar_title, actions=actions),
        scroll=ft.ScrollMode.AUTO,
        controls=[body(controls, spacing=spacing, stretch=stretch)],
    )


def padded_frame(
    *,
    route: str,
    key: str,
    title: str,
    controls: Sequence[ft.BaseControl],
    back: ft.Control | None = None,
    actions: list[ft.Control] | None = None,
    scroll: bool = True,
    spacing: float = 12,
    ref: ft.Ref[ft.View] | None = None,
) -> ft.View:
    """A screen whose controls sit straight in the view, at most :data:`CONTENT_WIDTH` wide.

    ``scroll`` False leaves the scrolling to a ``ListView`` among ``controls``
    (one with ``expand=True`` fills the rest of the screen); ``ref`` lets a hook
    scroll it (``clipboard.use_revealed``).
    """
    return ft.View(
        ref=ref,
        route=route,
        key=key,
        padding=view_padding(ft.context.page),
        scroll=ft.ScrollMode.AUTO if scroll else None,
        spacing=spacing,
        appbar=ft.AppBar(leading=back, title=ft.Text(title), actions=actions),
        controls=list(controls),
    )


def body(controls: list[ft.Control], *, spacing: float = 12, stretch: bool = True) -> ft.Control:
    """The screen's content column, phone first, centred and narrower on wide screens."""
    return ft.SafeArea(
        content=ft.ResponsiveRow(
            alignment=ft.MainAxisAlignment.CENTER,
            controls=[
                ft.Container(
                    col=COLUMNS,
                    padding=ft.Padding.only(left=4, right=4, bottom=24),
                    content=ft.Column(
                        spacing=spacing,
                        horizontal_alignment=(
                            ft.CrossAxisAlignment.STRETCH
                            if stretch
                            else ft.CrossAxisAlignment.START
                        ),
                        controls=controls,
                    ),
                )
            ],
        )
    )


def view_padding(page: ft.Page) -> ft.Padding:
    """Padding that keeps a screen's content :data:`CONTENT_WIDTH` wide at most.

    Flet has no "maximum width" box, so the side padding grows with the
    window instead; on a phone it is the usual 12 points. The phone's safe-area
    insets are added (a notch or rounded corners in landscape, the home
    indicator below); the app bar keeps the top clear itself.
    """
    width = float(page.width or 0)
    side = max(12.0, (width - CONTENT_WIDTH) / 2)
    inset = page.media.padding
    return ft.Padding(
        left=max(side, 12 + inset.left),
        right=max(side, 12 + inset.right),
        top=8,
        bottom=8 + inset.bottom,
    )
