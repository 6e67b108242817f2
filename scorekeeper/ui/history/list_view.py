"""The history screen (``/history``): every game, newest first, searchable by player.

Why paging: the store lists thousands of games from memory in milliseconds,
but each row is a handful of controls sent to the client, and the client lays
out every control it receives. Sending the first :data:`PAGE_SIZE` rows and
adding more on request keeps the screen as fast with 5,000 games as with 5.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.hand_words import when
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import SEPARATOR, names, number, variant_name
from scorekeeper.rules.variants import Variant
from scorekeeper.services.records import GameSummary
from scorekeeper.ui.back_link import with_back
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.history import keys
from scorekeeper.ui.history.list_hook import use_history_list
from scorekeeper.ui.kit import Look, action, back_button, empty_state, icon_action, muted
from scorekeeper.ui.text_field import on_text
from scorekeeper.ui.widgets import identified

VARIANT_ICONS = {Variant.BOX: ft.Icons.INVENTORY_2, Variant.JERSEY: ft.Icons.GROUPS}


def _status(locale: Locale, summary: GameSummary) -> ft.Control:
    """Who won, or that the game is unfinished: an icon and words, never colour alone."""
    if summary.finished and summary.winner is not None:
        icon, text = ft.Icons.EMOJI_EVENTS, locale.t("word.won_by", winner=summary.winner)
    else:
        icon, text = ft.Icons.HOURGLASS_TOP, locale.t("history.unfinished")
    return ft.Row(
        tight=True,
        spacing=4,
        controls=[
            ft.Icon(icon, size=18, color=ft.Colors.PRIMARY),
            ft.Text(text, theme_style=ft.TextThemeStyle.LABEL_LARGE),
        ],
    )


def game_row(locale: Locale, summary: GameSummary) -> ft.Control:
    """One game: players, date, variant, hands, and the winner or "unfinished"."""

    async def open_game() -> None:
        await ft.context.page.push_route(f"/history/{summary.id}")

    facts = SEPARATOR.join(
        (
            when(locale, summary.created),
            variant_name(locale, summary.variant),
            locale.t("history.hands", count=number(locale, summary.hands)),
        )
    )
    return identified(
        ft.ListTile(
            key=keys.game_row(summary.id),
            leading=ft.Icon(VARIANT_ICONS[summary.variant], color=ft.Colors.PRIMARY),
            title=ft.Text(names(summary.players), weight=ft.FontWeight.W_600),
            subtitle=ft.Column(
                spacing=2,
                tight=True,
                controls=[muted(facts), _status(locale, summary)],
            ),
            on_click=open_game,
            shape=ft.RoundedRectangleBorder(radius=12),
            bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
        )
    )


@ft.component
def history_view() -> ft.View:
    """The games list with its search field and paging."""
    locale = use_locale()
    t = locale.t
    history = use_history_list()
    shown = history.page
    query = shown.query
    page = ft.context.page

    async def open_stats() -> None:
        await page.push_route(with_back("/stats", "/history"))

    rows: list[ft.Control] = [game_row(locale, summary) for summary in shown.rows]
    if shown.hidden:
        rows.append(
            action(
                t("history.more", count=number(locale, shown.hidden)),
                key=keys.HISTORY_MORE,
                on_click=history.on_more,
                look=Look.OUTLINED,
                icon=ft.Icons.EXPAND_MORE,
            )
        )
    if not shown.found:
        message = t("history.no_match", query=query.strip()) if query.strip() else t("history.none")
        rows.append(empty_state(ft.Icons.HISTORY, message, key=keys.HISTORY_EMPTY))

    return padded_frame(
        route="/history",
        key=keys.HISTORY_VIEW,
        title=t("history.title"),
        back=back_button(keys.HISTORY_BACK, t("button.back"), "/"),
        actions=[icon_action(ft.Icons.INSIGHTS, keys.HISTORY_STATS, t("stats.title"), open_stats)],
        scroll=False,
        spacing=10,
        controls=[
            identified(
                ft.TextField(
                    key=keys.HISTORY_SEARCH,
                    label=t("history.search"),
                    prefix_icon=ft.Icons.SEARCH,
                    value=query,
                    on_change=on_text(history.on_search),
                    autocorrect=False,
                    width=float("inf"),  # the screen's width, like the list under it
                )
            ),
            muted(t("history.count", count=number(locale, shown.found)), key=keys.HISTORY_COUNT),
            ft.ListView(key=keys.HISTORY_LIST, controls=rows, expand=True, spacing=8),
        ],
    )
