"""The screens' layout kit: the frame, the column, the way back, and the pieces every area draws.

Why one module: every area once built its own frame (``body()`` in the game
screens, ``screen()`` in sharing, ``view_padding`` in history, inline in the
rules) with three different column widths, and settings and statistics
borrowed their cards from history. A screen now takes its frame and pieces
from here, so the app looks and reads the same on every screen, and a change
of the layout is made once.

Two frames, for two kinds of screen:

- :func:`frame`: a screen whose whole content scrolls as one column (the forms,
  the table, home, sharing): an app bar, then :func:`body` (centred :data:`COLUMNS`).
- :func:`padded_frame`: a screen whose controls sit straight in the view, padded
  (:func:`view_padding`) so they are at most :data:`CONTENT_WIDTH` wide: one
  that scrolls a ``ListView`` of its own, loading more as it goes (history,
  statistics), and the screens of facts and settings beside them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import flet as ft

from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.widgets import identified

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
) -> ft.View:
    """A screen whose content scrolls as one centred column under an app bar.

    ``back`` is the app bar's way back (:func:`back_button`, or an
    :func:`icon_action` that goes to a fixed screen); ``title`` a text, or a
    control of its own (one with a key); ``stretch`` makes every control as
    wide as the column (a form), else each keeps its own width.
    """
    bar_title = ft.Text(title) if isinstance(title, str) else title
    return ft.View(
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
) -> ft.View:
    """A screen whose controls sit straight in the view, at most :data:`CONTENT_WIDTH` wide.

    ``scroll`` False leaves the scrolling to a ``ListView`` among ``controls``
    (one with ``expand=True`` fills the rest of the screen).
    """
    return ft.View(
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


# --- the way back and other actions -------------------------------------------------------------


def back_button(key: str, tooltip: str, route: str) -> ft.Control:
    """The app bar's way back for a screen that can be opened directly (a bookmark).

    A screen at the top of the view stack has no back arrow of its own; this
    one goes where the player came from (the ``back`` of the address, see
    ``back_link``), else to ``route`` (usually the start screen).
    """

    async def go_back() -> None:
        page = ft.context.page
        await page.push_route(back_target(page.route or "", route))

    return identified(
        ft.IconButton(ft.Icons.ARROW_BACK, key=key, tooltip=tooltip, on_click=go_back)
    )


def icon_action(
    icon: ft.IconData,
    key: str,
    tooltip: str,
    on_click: Callable[[], None],
    *,
    disabled: bool = False,
) -> ft.Control:
    """An app-bar icon button with a tooltip (its accessible name) and a key."""
    return identified(
        ft.IconButton(icon, key=key, tooltip=tooltip, on_click=on_click, disabled=disabled)
    )


def navigate(route: str) -> Callable[[], None]:
    """A handler that opens ``route`` (kept in the browser's history, so Back works)."""
    return partial(_navigate, route)


def _navigate(route: str) -> None:
    ft.context.page.navigate(route)


def on_text(handler: Callable[[str], None]) -> Callable[[ft.Event[ft.TextField]], None]:
    """A text field's ``on_change`` that hands ``handler`` the field's new text."""
    return partial(_typed, handler)


def _typed(handler: Callable[[str], None], event: ft.Event[ft.TextField]) -> None:
    handler(event.control.value)


# --- pieces -------------------------------------------------------------------------------------


def heading(text: str) -> ft.Control:
    """A section heading inside a form (quiet, small)."""
    return ft.Text(
        text, theme_style=ft.TextThemeStyle.TITLE_SMALL, color=ft.Colors.ON_SURFACE_VARIANT
    )


def section_title(text: str) -> ft.Text:
    """A heading inside a screen of facts (bold, larger)."""
    return ft.Text(text, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD)


def muted(text: str, *, key: str | None = None, selectable: bool = False) -> ft.Text:
    """Secondary text: readable in light and dark, but quieter than the main text."""
    return ft.Text(
        text,
        key=key,
        theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        color=ft.Colors.ON_SURFACE_VARIANT,
        selectable=selectable,
    )


def error_line(text: str, key: str | None = None) -> ft.Control:
    """A refusal in the error colour with an icon (never colour alone)."""
    return ft.Row(
        key=key,
        spacing=6,
        controls=[
            ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR, size=18),
            ft.Text(text, color=ft.Colors.ERROR, expand=True),
        ],
    )


def card(content: ft.Control, *, key: str | None = None, padding: int = 16) -> ft.Control:
    """A quiet surface that groups related facts (works in light and dark).

    Flutter reads a card's texts as one node to assistive technology ("Ann,
    Games played, 4, ..."), so a card with a key also carries it as its
    semantics identifier: that is how a screen reader user's browser, and a
    browser test, finds the card.
    """
    surface = ft.Container(
        key=key,
        content=content,
        padding=padding,
        border_radius=12,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
    )
    if key is None:
        return surface
    return ft.Semantics(identifier=key, container=True, content=surface)


def empty_state(icon: ft.IconData, text: str, *, key: str) -> ft.Control:
    """What a list shows when there is nothing in it: an icon and one sentence."""
    return ft.Container(
        key=key,
        padding=ft.Padding.symmetric(vertical=48, horizontal=24),
        alignment=ft.Alignment.CENTER,
        content=ft.Column(
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
            controls=[
                ft.Icon(icon, size=48, color=ft.Colors.ON_SURFACE_VARIANT),
                ft.Text(
                    text,
                    text_align=ft.TextAlign.CENTER,
                    theme_style=ft.TextThemeStyle.BODY_LARGE,
                ),
            ],
        ),
    )


def wide(control: ft.Control) -> ft.Control:
    """``control`` stretched to the column's width (a thumb-sized target on a phone).

    Why the wrapper: ``identified`` puts a ``Semantics`` around the control, and a
    row only stretches its direct children.
    """
    return ft.Row(controls=[ft.Container(expand=True, content=control)])
