"""The address of the Problems screen, for the app's router (``scorekeeper.ui.app``)."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.problems.view import problems_view


def routes() -> list[ft.Route]:
    """``/problems``."""
    return [ft.Route(path="problems", component=problems_view)]
