"""The Problems screen (``/problems``): what the store found wrong with its files at start."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.problems.view import problems_view


def problems_routes() -> list[ft.Route]:
    """The route of the Problems screen, for ``scorekeeper.ui.app.routes``."""
    return [ft.Route(path="problems", component=problems_view)]
