"""The games list's state and actions (``/history``): the search, the page, and the list.

Why the list is kept: a key typed in the search or "show more" changes only what
is shown, so the games are listed again only when a game changes (here or on
another phone), not on every render.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.ui.context import use_services
from scorekeeper.ui.history import model
from scorekeeper.ui.history.model import ListPage, ListState
from scorekeeper.ui.live import use_games_version


@dataclass(frozen=True, slots=True)
class HistoryList:
    """What the games list's view draws, and what its controls do."""

    page: ListPage
    on_search: Callable[[str], None]
    """The search field's new text."""
    on_more: Callable[[], None]


def use_history_list() -> HistoryList:
    """The list read once per change to the games, searched and paged by the player."""
    games = use_services().games
    version = use_games_version()
    summaries = ft.use_memo(games.list_games, dependencies=[version])
    state, set_state = ft.use_state(ListState())

    def on_more() -> None:
        set_state(model.more)

    return HistoryList(
        model.list_page(summaries, state),
        lambda query: set_state(model.searched(query)),
        on_more,
    )
