"""The home screen: what the app is, and the way into a new game.

For now "New game" only says the set-up screens are coming; the table screen and
the game list replace the placeholder parts in the next issues.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.ui import keys
from scorekeeper.ui.context import Locale, use_locale
from scorekeeper.ui.widgets import identified

_CONTENT_WIDTH = 360
"""Fits a 400 px phone with margins and keeps lines short on a desktop window."""


@ft.component
def language_menu() -> ft.Control:
    """The language switcher: each language listed by its own name."""
    locale = use_locale()

    def pick(language: str) -> Callable[[], None]:
        return lambda: locale.choose(language)

    return identified(
        ft.PopupMenuButton(
            key=keys.LANGUAGE_MENU,
            icon=ft.Icons.TRANSLATE,
            tooltip=locale.t("language.menu"),
            items=[
                ft.PopupMenuItem(
                    key=keys.language_item(language),
                    content=locale.catalog.translate("language.name", language),
                    checked=language == locale.language,
                    on_click=pick(language),
                )
                for language in locale.catalog.languages
            ],
        )
    )


def _coming_soon(locale: Locale, close: Callable[[], None]) -> ft.AlertDialog:
    return ft.AlertDialog(
        key=keys.COMING_SOON_DIALOG,
        title=ft.Text(locale.t("home.coming_soon.title")),
        content=ft.Text(locale.t("home.coming_soon.body")),
        actions=[
            identified(
                ft.TextButton(locale.t("common.got_it"), key=keys.COMING_SOON_CLOSE, on_click=close)
            )
        ],
        on_dismiss=close,
    )


@ft.component
def home_view() -> ft.View:
    """The first screen: title, a short promise, and the New game button."""
    locale = use_locale()
    t = locale.t
    coming_soon, set_coming_soon = ft.use_state(False)
    ft.use_dialog(_coming_soon(locale, lambda: set_coming_soon(False)) if coming_soon else None)

    return ft.View(
        route="/",
        key=keys.HOME_VIEW,
        appbar=ft.AppBar(
            title=ft.Text(t("app.title"), key=keys.APP_TITLE),
            actions=[language_menu()],
        ),
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        scroll=ft.ScrollMode.AUTO,
        controls=[
            ft.SafeArea(
                content=ft.Container(
                    width=_CONTENT_WIDTH,
                    padding=ft.Padding.symmetric(vertical=32),
                    content=ft.Column(
                        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                        spacing=20,
                        controls=[
                            ft.Icon(ft.Icons.STYLE, size=72, color=ft.Colors.PRIMARY),
                            ft.Text(
                                t("home.heading"),
                                theme_style=ft.TextThemeStyle.HEADLINE_MEDIUM,
                                text_align=ft.TextAlign.CENTER,
                            ),
                            ft.Text(
                                t("home.tagline"),
                                theme_style=ft.TextThemeStyle.BODY_LARGE,
                                text_align=ft.TextAlign.CENTER,
                            ),
                            identified(
                                ft.FilledButton(
                                    t("home.new_game"),
                                    key=keys.HOME_NEW_GAME,
                                    icon=ft.Icons.ADD,
                                    width=_CONTENT_WIDTH,
                                    height=56,
                                    on_click=lambda: set_coming_soon(True),
                                )
                            ),
                            ft.Text(
                                t("home.empty"),
                                theme_style=ft.TextThemeStyle.BODY_MEDIUM,
                                color=ft.Colors.ON_SURFACE_VARIANT,
                                text_align=ft.TextAlign.CENTER,
                            ),
                        ],
                    ),
                ),
            )
        ],
    )
