"""The notice on Home when files were moved aside or left out at start.

Why on Home: a damaged game used to vanish from History without a word. The
notice counts what the store found and leads to the Problems screen.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.records import StorageProblem
from scorekeeper.ui.problems import keys
from scorekeeper.ui.problems.model import notice_count
from scorekeeper.ui.route_state import navigate
from scorekeeper.ui.widgets import identified


def problems_notice(locale: Locale, problems: tuple[StorageProblem, ...]) -> list[ft.Control]:
    """The notice as a list of controls: empty when nothing was found."""
    count = notice_count(problems)
    if not count:
        return []
    return [
        identified(
            ft.ListTile(
                key=keys.HOME_PROBLEMS,
                leading=ft.Icon(ft.Icons.REPORT_PROBLEM_OUTLINED, color=ft.Colors.ERROR),
                title=ft.Text(locale.t("home.problems", count=count)),
                subtitle=ft.Text(locale.t("home.problems.about")),
                trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
                bgcolor=ft.Colors.ERROR_CONTAINER,
                on_click=navigate("/problems"),
            )
        )
    ]
