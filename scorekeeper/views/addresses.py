"""The address of a game's screens, one function for every area that links to them.

Why one place: the table wrote ``/game/{id}`` one way and the sharing area
another; a game's screens are ``/game/{id}`` and below it (``end``, ``share``,
``hands/{n}``), and every link to them is built here.
"""

from __future__ import annotations


def game_route(game_id: str, *rest: str) -> str:
    """The address of a game screen: ``/game/{id}``, ``/game/{id}/end``, ..."""
    return "/".join(("", "game", game_id, *rest))
