"""The addresses of the history, statistics and settings screens, for the router.

``/history`` lists the games and ``/history/{id}`` shows one (a child route, so
the browser's and the app bar's back lead from a game to the list);
``/stats`` are the statistics; ``/settings`` the settings, with backup and
restore at ``/settings/backup``.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.history.detail_view import history_detail_view
from scorekeeper.ui.history.list_view import history_view
from scorekeeper.ui.settings.backup_view import backup_view
from scorekeeper.ui.settings.view import settings_view
from scorekeeper.ui.stats_view.view import stats_view


def history_routes() -> list[ft.Route]:
    """The routes of history, statistics and settings, for ``scorekeeper.ui.app.routes``."""
    return [
        ft.Route(
            path="history",
            component=history_view,
            children=[ft.Route(path=":game_id", component=history_detail_view)],
        ),
        ft.Route(path="stats", component=stats_view),
        ft.Route(
            path="settings",
            component=settings_view,
            children=[ft.Route(path="backup", component=backup_view)],
        ),
    ]
