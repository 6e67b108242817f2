"""The addresses of the settings screens, for the app's router (``scorekeeper.ui.app``).

``/settings`` is the settings; backup and restore is its child ``/settings/backup``,
so the app bar's back leads from one to the other.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.settings.backup_view import backup_view
from scorekeeper.ui.settings.view import settings_view


def routes() -> list[ft.Route]:
    """``/settings`` and ``/settings/backup``."""
    return [
        ft.Route(
            path="settings",
            component=settings_view,
            children=[ft.Route(path="backup", component=backup_view)],
        )
    ]
