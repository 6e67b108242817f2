"""Small pieces every game screen uses: the page column, headings, refusals, navigation."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from scorekeeper.ui.widgets import identified

COLUMNS: dict[str | ft.ResponsiveRowBreakpoint, int | float] = {"xs": 12, "md": 9, "lg": 6}
"""Full width on a phone; a centred, readable column on a tablet or desktop window."""


def body(controls: list[ft.Control], *, spacing: float = 12) -> ft.Control:
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
                        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
                        controls=controls,
                    ),
                )
            ],
        )
    )


def heading(text: str) -> ft.Control:
    """A section heading."""
    return ft.Text(
        text, theme_style=ft.TextThemeStyle.TITLE_SMALL, color=ft.Colors.ON_SURFACE_VARIANT
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


def on_text(handler: Callable[[str], None]) -> Callable[[ft.Event[ft.TextField]], None]:
    """A text field's ``on_change`` that hands ``handler`` the field's new text."""
    return partial(_typed, handler)


def _typed(handler: Callable[[str], None], event: ft.Event[ft.TextField]) -> None:
    handler(event.control.value)


def navigate(route: str) -> Callable[[], None]:
    """A handler that opens ``route`` (kept in the browser's history, so Back works)."""
    return lambda: ft.context.page.navigate(route)


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
