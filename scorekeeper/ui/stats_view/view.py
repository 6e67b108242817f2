"""The statistics screen (``/stats``): per player, per group of three, and head to head.

It draws what :func:`scorekeeper.ui.stats_view.hook.use_stats` gives (the numbers,
the tab, the page of cards) and :func:`~scorekeeper.ui.stats_view.hook.use_duel` (the
two players compared head to head).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import flet as ft

from scorekeeper.i18n.words import number
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.kit import Look, action, back_button, card, empty_state, muted
from scorekeeper.ui.stats_view import keys
from scorekeeper.ui.stats_view.cards import groups_part, players_part
from scorekeeper.ui.stats_view.hook import StatsScreen, use_duel, use_stats
from scorekeeper.ui.stats_view.model import StatsData, StatsTab
from scorekeeper.ui.widgets import identified

TAB_ICONS = {
    StatsTab.PLAYERS: ft.Icons.PERSON,
    StatsTab.GROUPS: ft.Icons.GROUPS,
    StatsTab.H2H: ft.Icons.COMPARE_ARROWS,
}
TAB_NAMES = {
    StatsTab.PLAYERS: "word.players",
    StatsTab.GROUPS: "stats.tab.groups",
    StatsTab.H2H: "stats.tab.h2h",
}
"""Each tab's catalogue key: the players by the game's one word for them."""


def _picker(
    key: str,
    label: str,
    value: str,
    everyone: Sequence[str],
    choose: ft.ControlEventHandler[ft.Dropdown],
) -> ft.Control:
    """One of the two pickers: the same list of players, each with its own choice."""
    wrapped = identified(
        ft.Dropdown(
            key=key,
            label=label,
            value=value or None,
            options=[ft.DropdownOption(key=name, text=name) for name in everyone],
            on_select=choose,
            expand=True,
        )
    )
    wrapped.expand = True  # the row sizes the wrapper, which then sizes the menu
    return wrapped


@ft.component
def duel_part(data: StatsData, chosen: str = "") -> ft.Control:
    """Pick two players; see their games and their box-against-captain hands.

    ``chosen`` (a player card's Compare) is the first player, the next one the second.
    """
    t = use_locale().t
    duel = use_duel(data, chosen)
    if len(duel.everyone) < 2:
        return empty_state(ft.Icons.COMPARE_ARROWS, t("stats.h2h.too_few"), key=keys.H2H_RESULT)
    if duel.pick.same:
        result: ft.Control = muted(t("stats.h2h.same"), key=keys.H2H_RESULT)
    else:
        result = card(
            ft.Column([ft.Text(line) for line in duel.lines], spacing=6),
            key=keys.H2H_RESULT,
        )
    pickers = (
        (keys.H2H_FIRST, "stats.h2h.first", duel.pick.first, duel.choose_first),
        (keys.H2H_SECOND, "stats.h2h.second", duel.pick.second, duel.choose_second),
    )
    return ft.Column(
        spacing=12,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
        controls=[
            ft.Row(
                spacing=8,
                controls=[
                    _picker(key, t(label), value, duel.everyone, _chooser(choose))
                    for key, label, value, choose in pickers
                ],
            ),
            result,
        ],
    )


def _chooser(choose: Callable[[str], None]) -> ft.ControlEventHandler[ft.Dropdown]:
    """A picker's handler: the name chosen, or none."""
    return lambda e: choose(e.control.value or "")


def _tabs(screen: StatsScreen) -> ft.Control:
    """A button per tab, the shown one selected: the same row above every tab's content."""
    page = screen.page
    return ft.Row(
        wrap=True,
        spacing=8,
        controls=[
            # Flet's chip always reaches the browser as a checkbox; these are one of
            # three views, so each is a button that says whether it is the one shown.
            action(
                screen.locale.t(TAB_NAMES[each]),
                key=keys.tab(each.value),
                on_click=functools.partial(screen.choose_tab, each),
                look=Look.TONAL if each is page.tab else Look.OUTLINED,
                icon=TAB_ICONS[each],
                selected=each is page.tab,
            )
            for each in StatsTab
        ],
    )


def _loading(screen: StatsScreen) -> ft.Control:
    """What shows while the games are counted off the event loop (a big history takes a while)."""
    locale = screen.locale
    loading = ft.Row(
        key=keys.STATS_LOADING,
        spacing=12,
        controls=[
            ft.ProgressRing(width=24, height=24),
            ft.Text(locale.t("stats.loading", count=number(locale, screen.total))),
        ],
    )
    return ft.Semantics(identifier=keys.STATS_LOADING, container=True, content=loading)


@ft.component
def stats_view() -> ft.View:
    """The statistics screen: tabs over players, groups and head to head."""
    screen = use_stats()
    locale = screen.locale
    t = locale.t
    page, data = screen.page, screen.data
    tabs = _tabs(screen)
    body: list[ft.Control]
    if data is None:
        body = [_loading(screen)]
    elif not data.players:
        body = [empty_state(ft.Icons.INSIGHTS, t("stats.empty"), key=keys.STATS_EMPTY)]
    elif page.tab is StatsTab.PLAYERS:
        body = players_part(locale, data, page.shown, screen.show_more, screen.compare)
    elif page.tab is StatsTab.GROUPS:
        body = groups_part(locale, data, page.shown, screen.show_more)
    else:
        body = [duel_part(data, page.compared)]
    if data is not None and data.unreadable:
        body.insert(
            0,
            muted(
                t("stats.unreadable", count=number(locale, data.unreadable)),
                key=keys.STATS_UNREADABLE,
            ),
        )

    return padded_frame(
        route="/stats",
        key=keys.STATS_VIEW,
        title=t("stats.title"),
        back=back_button(keys.STATS_BACK, t("button.back"), "/"),
        scroll=False,
        spacing=10,
        controls=[
            tabs,
            ft.ListView(key=keys.STATS_LIST, controls=body, expand=True, spacing=12),
        ],
    )
