"""The Problems screen: each file the store could not use at start, why, and where it went.

Nothing here changes a file: damaged files stay in the damaged folder for
rescue, and the screen says where, so a player (or whoever helps them) can
find them. The store's English sentence is shown selectable, to copy.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import frame
from scorekeeper.ui.kit import card, empty_state, muted
from scorekeeper.ui.problems import keys
from scorekeeper.ui.problems.hook import use_problem_lines
from scorekeeper.ui.problems.model import ProblemLine


def _line(locale: Locale, index: int, line: ProblemLine) -> ft.Control:
    t = locale.t
    texts: list[ft.Control] = [
        ft.Text(t(line.why), weight=ft.FontWeight.BOLD),
        muted(t("problems.file", path=line.file), selectable=True),
    ]
    if line.moved_to is not None:
        texts.append(muted(t("problems.moved", path=line.moved_to), selectable=True))
    texts.append(muted(t("problems.detail", detail=line.detail), selectable=True))
    return card(
        ft.Row(
            spacing=12,
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                ft.Icon(ft.Icons.REPORT_PROBLEM_OUTLINED, color=ft.Colors.ERROR),
                ft.Column(expand=True, spacing=4, controls=texts),
            ],
        ),
        key=keys.problem_item(index),
    )


@ft.component
def problems_view() -> ft.View:
    """The list of problems, oldest first, or a line saying there are none."""
    locale = use_locale()
    t = locale.t
    lines = use_problem_lines()
    controls: list[ft.Control]
    if lines:
        controls = [
            ft.Text(t("problems.intro")),
            *(_line(locale, index, line) for index, line in enumerate(lines)),
        ]
    else:
        controls = [
            empty_state(ft.Icons.CHECK_CIRCLE_OUTLINE, t("problems.none"), key=keys.PROBLEMS_NONE)
        ]
    return frame(
        route="/problems", key=keys.PROBLEMS_VIEW, title=t("problems.title"), controls=controls
    )
