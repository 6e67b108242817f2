"""The addresses of the sharing screens, for the app's router (``scorekeeper.ui.app``)."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.sharing.import_view import import_view
from scorekeeper.ui.sharing.model import IMPORT_ROUTE
from scorekeeper.ui.sharing.share_view import share_view


def routes() -> list[ft.Route]:
    """``/game/<game_id>/share`` and ``/import``."""
    return [
        ft.Route(path="game/:game_id/share", component=share_view),
        ft.Route(path=IMPORT_ROUTE.lstrip("/"), component=import_view),
    ]
