"""Small pieces the history, statistics and settings screens share."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.widgets import identified

CONTENT_WIDTH = 560
"""Screens fill a phone and stop growing on a desktop, where long lines read badly."""


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


def section_title(text: str) -> ft.Text:
    """A heading inside a screen."""
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
