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
from dataclasses import dataclass, replace

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.changes import GameChanged
from scorekeeper.stats import head_to_head
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.live import use_changes
from scorekeeper.ui.stats_view import model
from scorekeeper.ui.stats_view.model import (
    DuelPick,
    StatsData,
    StatsPage,
    StatsTab,
    compute,
    duel_lines,
    first_pick,
)


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


@dataclass(frozen=True, slots=True)
class Duel:
    """The head-to-head tab: who can be picked, who is, what they did against each other."""

    everyone: tuple[str, ...]
    pick: DuelPick
    lines: tuple[str, ...]
    """The comparison's sentences; none for fewer than two players or one player twice."""
    choose_first: Callable[[str], None]
    choose_second: Callable[[str], None]


def use_duel(data: StatsData, chosen: str) -> Duel:
    """The two pickers' choice (first ``chosen``, a player card's Compare) and its comparison."""
    locale = use_locale()
    everyone = tuple(stats.name for stats in data.players)
    pick, set_pick = ft.use_state(first_pick(everyone, chosen))
    lines: tuple[str, ...] = ()
    if len(everyone) >= 2 and not pick.same:
        duel = head_to_head(data.played, pick.first, pick.second)
        lines = duel_lines(locale.t, locale.language, duel)
    return Duel(
        everyone,
        pick,
        lines,
        choose_first=lambda name: set_pick(lambda p: replace(p, first=name)),
        choose_second=lambda name: set_pick(lambda p: replace(p, second=name)),
    )
