"""The start-up failure screen: what happened, what to do, and the exact line for a helper.

Shown instead of the app when the start fails inside a built app (see
:mod:`scorekeeper.compose.failure`), in the player's language; the one screen of a
process that has no services, so it takes the catalogue and the language as
they are.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n import Catalog
from scorekeeper.ui.frames import frame
from scorekeeper.ui.kit import card, muted
from scorekeeper.ui.startup import keys
from scorekeeper.ui.startup.model import TODO, WHAT, StartupFailure


@ft.component
def startup_failure_view(failure: StartupFailure, catalog: Catalog, language: str) -> ft.View:
    """What stopped the start and what to do, then the folder and the detail, to copy."""

    def t(key: str, **params: object) -> str:
        return catalog.translate(key, language, **params)

    return frame(
        route="/",
        key=keys.STARTUP_FAILURE_VIEW,
        title=t("startup.title"),
        controls=[
            ft.Row(
                spacing=12,
                vertical_alignment=ft.CrossAxisAlignment.START,
                controls=[
                    ft.Icon(ft.Icons.REPORT_PROBLEM_OUTLINED, color=ft.Colors.ERROR),
                    ft.Text(
                        t(WHAT[failure.trouble]),
                        key=keys.STARTUP_WHAT,
                        weight=ft.FontWeight.BOLD,
                        expand=True,
                    ),
                ],
            ),
            ft.Text(t(TODO[failure.trouble]), key=keys.STARTUP_TODO),
            card(
                ft.Column(
                    spacing=4,
                    controls=[
                        muted(t("startup.folder", folder=failure.folder), selectable=True),
                        muted(t("startup.detail", detail=failure.detail), selectable=True),
                    ],
                ),
                key=keys.STARTUP_DETAIL,
            ),
        ],
    )


def startup_failure_app(failure: StartupFailure, catalog: Catalog, language: str) -> list[ft.View]:
    """The whole app of a failed start: one screen."""
    return [startup_failure_view(failure, catalog, language)]


def settings_damaged_dialog(catalog: Catalog, language: str, detail: str) -> ft.AlertDialog:
    """Shown over the first screen when the settings file could not be read at start.

    The app runs on with standard settings (the games are not in that file), so
    this is a notice, not a stop: it says so and where to choose them again.
    """
    return ft.AlertDialog(
        key=keys.SETTINGS_DAMAGED_DIALOG,
        modal=True,
        icon=ft.Icon(ft.Icons.REPORT_PROBLEM_OUTLINED, color=ft.Colors.ERROR),
        title=ft.Text(catalog.translate("startup.settings.what", language)),
        content=ft.Column(
            tight=True,
            spacing=8,
            controls=[
                ft.Text(catalog.translate("startup.settings.todo", language)),
                muted(
                    catalog.translate("startup.detail", language, detail=detail), selectable=True
                ),
            ],
        ),
        actions=[
            ft.TextButton(
                catalog.translate("startup.ok", language),
                key=keys.SETTINGS_DAMAGED_OK,
                on_click=lambda event: event.page.pop_dialog(),
            )
        ],
    )
