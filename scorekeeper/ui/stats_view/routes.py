"""The address of the statistics screen, for the app's router (``scorekeeper.ui.app``)."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.stats_view.view import stats_view


def routes() -> list[ft.Route]:
    """``/stats``."""
    return [ft.Route(path="stats", component=stats_view)]
