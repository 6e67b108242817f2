"""The addresses of the history screens, for the app's router (``scorekeeper.ui.app``).

``/history`` lists the games and ``/history/{id}`` shows one (a child route, so
the browser's and the app bar's back lead from a game to the list).
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.history.detail_view import history_detail_view
from scorekeeper.ui.history.list_view import history_view


def routes() -> list[ft.Route]:
    """``/history`` and ``/history/<game_id>``."""
    return [
        ft.Route(
            path="history",
            component=history_view,
            children=[ft.Route(path=":game_id", component=history_detail_view)],
        )
    ]
