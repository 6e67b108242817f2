"""The cards of the statistics screen: one per player, one per group of three.

Long lists come in pages (``model.PAGE_SIZE`` cards, then "show more"): a
player's card is about forty-five controls to build, send and lay out, so
thirty players would be over a thousand, and a phone shows one or two cards
at a time anyway. Measured with 5,000 stored games, ten cards instead of four
added about 100 ms to every visit.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import names, number
from scorekeeper.ui.kit import Look, action, card, muted
from scorekeeper.ui.stats_view import keys
from scorekeeper.ui.stats_view.model import StatsData, group_lines, player_facts


def more_button(locale: Locale, hidden: int, show_more: Callable[[], None]) -> ft.Control:
    """ "Show more", saying how many cards are still hidden."""
    return action(
        locale.t("history.more", count=number(locale, hidden)),
        key=keys.STATS_MORE,
        on_click=show_more,
        look=Look.OUTLINED,
        icon=ft.Icons.EXPAND_MORE,
    )


def _fact(stats_name: str, field: str, label: str, value: str) -> ft.Control:
    """One labelled number: a cell of the grid, half a phone's width, a third of a tablet's."""
    return ft.Column(
        col={"xs": 6, "md": 4},
        spacing=0,
        controls=[
            muted(label),
            ft.Text(
                value,
                key=keys.player_fact(stats_name, field),
                theme_style=ft.TextThemeStyle.TITLE_LARGE,
                weight=ft.FontWeight.BOLD,
            ),
        ],
    )


def player_card(
    locale: Locale,
    stats_name: str,
    facts: tuple[tuple[str, str, str], ...],
    on_compare: Callable[[str], None] | None = None,
) -> ft.Control:
    """A player's name over a two-column grid of labelled numbers, then Compare.

    Compare opens head to head with this player first. It is also what a
    keyboard reaches the list by: the cards scroll in a list of their own, and
    a scrolling region with nothing focusable in it cannot be scrolled from the
    keyboard (axe-core: scrollable-region-focusable, serious).
    """
    cells: list[ft.Control] = [
        _fact(stats_name, field, label, value) for field, label, value in facts
    ]
    return card(
        ft.Column(
            spacing=8,
            controls=[
                ft.Row(
                    spacing=8,
                    controls=[
                        ft.Icon(ft.Icons.PERSON, color=ft.Colors.PRIMARY),
                        ft.Text(
                            stats_name,
                            theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                            weight=ft.FontWeight.BOLD,
                        ),
                    ],
                ),
                ft.ResponsiveRow(cells, spacing=8, run_spacing=8),
                *(
                    []
                    if on_compare is None
                    else [
                        action(
                            locale.t("stats.compare", player=stats_name),
                            key=keys.compare(stats_name),
                            on_click=functools.partial(on_compare, stats_name),
                            icon=ft.Icons.COMPARE_ARROWS,
                        )
                    ]
                ),
            ],
        ),
        key=keys.player_card(stats_name),
    )


def players_part(
    locale: Locale,
    data: StatsData,
    shown: int,
    show_more: Callable[[], None],
    on_compare: Callable[[str], None] | None = None,
) -> list[ft.Control]:
    """One card per player, most games first, the first ``shown`` of them."""
    cards: list[ft.Control] = [
        player_card(
            locale,
            stats.name,
            tuple(
                (f.field, f.label, f.value) for f in player_facts(locale.t, locale.language, stats)
            ),
            on_compare if len(data.players) > 1 else None,
        )
        for stats in data.players[:shown]
    ]
    if len(data.players) > shown:
        cards.append(more_button(locale, len(data.players) - shown, show_more))
    return cards


def groups_part(
    locale: Locale, data: StatsData, shown: int, show_more: Callable[[], None]
) -> list[ft.Control]:
    """One card per group of three, most games together first, the first ``shown``."""
    controls: list[ft.Control] = []
    for index, group in enumerate(data.groups[:shown]):
        facts, members = group_lines(locale.t, locale.language, group)
        controls.append(
            card(
                ft.Column(
                    spacing=6,
                    controls=[
                        ft.Row(
                            spacing=8,
                            controls=[
                                ft.Icon(ft.Icons.GROUPS, color=ft.Colors.PRIMARY),
                                ft.Text(
                                    names(group.players),
                                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                                    weight=ft.FontWeight.BOLD,
                                    expand=True,
                                ),
                            ],
                        ),
                        muted(facts),
                        *(ft.Text(line) for line in members),
                    ],
                ),
                key=keys.group_card(index),
            )
        )
    if len(data.groups) > shown:
        controls.append(more_button(locale, len(data.groups) - shown, show_more))
    return controls
