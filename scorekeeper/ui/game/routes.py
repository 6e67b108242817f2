"""The addresses of the game screens, for the app's router (``scorekeeper.ui.app``).

Each screen is its own top-level route, so a browser reload or a restarted
server reopens exactly the screen the address names, from the stored game.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.game.end.view import winner_screen
from scorekeeper.ui.game.new_game.view import new_game_screen
from scorekeeper.ui.game.table.hand_detail import hand_detail_screen
from scorekeeper.ui.game.table.view import table_screen


def routes() -> list[ft.Route]:
    """``/new``, ``/game/{id}``, ``/game/{id}/hands/{n}`` and ``/game/{id}/end``."""
    return [
        ft.Route(path="new", component=new_game_screen),
        ft.Route(path="game/:game_id", component=table_screen),
        ft.Route(path="game/:game_id/hands/:number", component=hand_detail_screen),
        ft.Route(path="game/:game_id/end", component=winner_screen),
    ]
