"""The statistics screen's state and actions: the numbers, counted off the event loop,
and where the player is (tab, page of cards, who is compared).

Why the counting runs off the event loop: the first visit replays every
stored game (seconds, with thousands of games), and the session must keep
answering meanwhile. The screen paints at once with a progress message; the
replayed games are kept (see ``cache``, which also saves them in the data
folder and reads them back in the background at start), so later visits only
replay what changed, and when nothing changed the numbers are in the first frame.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.changes import GameChanged
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.live import use_changes
from scorekeeper.ui.stats_view import model
from scorekeeper.ui.stats_view.model import StatsData, StatsPage, StatsTab, compute


@dataclass(frozen=True, slots=True)
class StatsScreen:
    """What the statistics screen draws, and what its taps do."""

    locale: Locale
    page: StatsPage
    data: StatsData | None
    """None while the first count runs."""
    total: int
    """Stored games being counted (for the progress message)."""
    choose_tab: Callable[[StatsTab], None]
    compare: Callable[[str], None]
    show_more: Callable[[], None]


def use_stats() -> StatsScreen:
    """Count the games (off the event loop when not at hand), and count again on a change."""
    locale = use_locale()
    services = use_services()
    session = ft.context.page
    page, set_page = ft.use_state(StatsPage())
    at_hand = ft.use_memo(lambda: services.played.ready(services.games, compute), dependencies=[])
    data, set_data = ft.use_state(at_hand)
    total = ft.use_memo(
        lambda: 0 if at_hand is not None else len(services.games.list_games()),
        dependencies=[],
    )

    async def load() -> None:
        if at_hand is not None:
            return
        set_data(await asyncio.to_thread(services.played.counted, services.games, compute))
        await asyncio.to_thread(services.played.save)

    ft.on_mounted(load)

    async def recount() -> None:
        set_data(await asyncio.to_thread(services.played.counted, services.games, compute))

    def changed(_change: GameChanged) -> None:
        """A hand saved on another phone (or a game restored here) while the numbers show."""
        session.run_task(recount)

    use_changes(None, changed, own=True)
    return StatsScreen(
        locale,
        page,
        data,
        total,
        choose_tab=lambda tab: set_page(model.choose_tab(tab)),
        compare=lambda player: set_page(model.compare_with(player)),
        show_more=lambda: set_page(model.show_more),
    )
