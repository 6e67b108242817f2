"""What the home screen shows, and the jump into an unfinished game on a session's first screen.

Why a hook: the screen draws the games list's facts (a running game, none yet,
the store's problems), and the list is read once per change to the games (here
or on another phone), not on every render.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorekeeper.services.records import GameSummary, StorageProblem
from scorekeeper.ui.back_link import mark_started
from scorekeeper.ui.context import use_services
from scorekeeper.ui.live import use_games_version
from scorekeeper.views.addresses import game_route


@dataclass(frozen=True, slots=True)
class HomeScreen:
    """What home draws."""

    running: GameSummary | None
    """The game to continue: the most recently played one that is not over."""
    empty: bool
    """No game stored yet."""
    problems: tuple[StorageProblem, ...]
    """What the store could not use (the notice that leads to Problems)."""


def unfinished(games: list[GameSummary]) -> GameSummary | None:
    """The most recently played game that is not over (the list is newest first)."""
    return next((g for g in games if not g.finished), None)


def use_home() -> HomeScreen:
    """Home's facts; as a session's first screen, a running game opens its table instead."""
    service = use_services().games
    version = use_games_version()
    games = ft.use_memo(service.list_games, dependencies=[version])
    running = unfinished(games)

    def on_start() -> None:
        if mark_started() and running is not None:
            ft.context.page.navigate(game_route(running.id))

    ft.on_mounted(on_start)
    return HomeScreen(running, not games, service.problems())
