"""The Problems screen's lines: what the store could not use, read once as the screen opens."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.context import use_services
from scorekeeper.ui.problems.model import ProblemLine, problem_lines


def use_problem_lines() -> tuple[ProblemLine, ...]:
    """Each problem the store noted, oldest first, as the screen lists it."""
    games = use_services().games
    return ft.use_memo(lambda: problem_lines(games.problems()), dependencies=[])
