"""Sharing a game between phones: the share screen, the import screen and the comparison.

The screens are thin: reading codes, importing and resolving live in
``scorekeeper.sharing``; ``model`` strings those calls into the import flow;
the views only show its state. ``sharing_routes()`` gives the addresses.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.sharing.import_view import import_view
from scorekeeper.ui.sharing.model import IMPORT_ROUTE, game_route, share_route
from scorekeeper.ui.sharing.share_view import share_view

__all__ = ["IMPORT_ROUTE", "game_route", "share_route", "sharing_routes"]


def sharing_routes() -> list[ft.Route]:
    """``/game/<game_id>/share`` and ``/import``."""
    return [
        ft.Route(path="game/:game_id/share", component=share_view),
        ft.Route(path="import", component=import_view),
    ]
