"""The table screen (``/game/{id}``): the three players, Record hand, and the hand list.

What it shows is ``table_model.table_view`` of the stored game; every change
(save, undo, redo, edit, house rules) is ``table_hook``'s, through the game
service, naming the revision this screen showed; the screen then shows the
game the service returned. After a save the rotation is announced with "Undo
hand N", which undoes that hand and no other; a hand that ends the game opens
the winner screen. A change made on another phone redraws the table with a
short notice; a change refused because another phone was first shows why, and
the table as it is stored. This module only draws.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from scorekeeper.i18n.game_words import rules_summary
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import variant_name
from scorekeeper.rules.game import Game
from scorekeeper.services.sharing import fingerprint
from scorekeeper.ui.back_link import with_back
from scorekeeper.ui.frames import body
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.notice import notice_bar
from scorekeeper.ui.game.sheet.view import sheet_dialog
from scorekeeper.ui.game.table.hook import use_table
from scorekeeper.ui.game.table.rules_dialog import rules_dialog
from scorekeeper.ui.game.table.tiles import hand_list, player_tile
from scorekeeper.ui.game.undo.view import undo_dialog
from scorekeeper.ui.kit import Look, action, error_line, heading, icon_action
from scorekeeper.ui.route_state import navigate
from scorekeeper.ui.widgets import identified
from scorekeeper.views.addresses import game_route
from scorekeeper.views.rule_book import rules_route
from scorekeeper.views.table import TableView, table_view


def missing_game(text: str) -> ft.View:
    """What a stale link to a game that is not stored shows."""
    return ft.View(
        route="/game",
        key=keys.TABLE_NOT_FOUND,
        appbar=ft.AppBar(leading=icon_action(ft.Icons.HOME, keys.TABLE_HOME, "", navigate("/"))),
        controls=[body([ft.Text(text)])],
    )


@ft.component
def table_screen() -> ft.View:
    """The game in progress (or finished) at ``/game/{id}``."""
    game_id = ft.use_route_params().get("game_id", "")
    screen = use_table(game_id)
    locale, loaded, sheet = screen.locale, screen.loaded, screen.sheet
    ft.use_dialog(undo_dialog(locale, screen.undo))
    ft.use_dialog(notice_bar(screen.notices))
    ft.use_dialog(sheet_dialog(locale, sheet.open))
    ft.use_dialog(rules_dialog(locale, screen.rules))
    t = locale.t
    game = loaded.game
    if game is None or loaded.state is None:
        return missing_game(locale.error(loaded.error) if loaded.error else "")
    view = table_view(game, loaded.state)

    rows = hand_list(locale, view.rows, game_id) or [
        ft.Text(t("table.no_hands"), color=ft.Colors.ON_SURFACE_VARIANT)
    ]
    tiles = ft.Row(
        spacing=8,
        vertical_alignment=ft.CrossAxisAlignment.START,
        controls=[
            player_tile(locale, seat, tile, view.target, name_size=screen.name_size)
            for seat, tile in enumerate(view.tiles)
        ],
    )
    return ft.View(
        route=game_route(game_id),
        key=keys.TABLE_VIEW,
        appbar=_appbar(locale, game, view, partial(screen.undo.ask, game), screen.open_rules),
        scroll=ft.ScrollMode.AUTO,
        controls=[
            body(
                [
                    tiles,
                    _about(locale, game),
                    _deleted(locale)
                    if loaded.deleted
                    else _primary(locale, game, view, sheet.open_new, sheet.set_aside),
                    heading(t("word.hands")),
                    *rows,
                ]
            )
        ],
    )


def _appbar(
    locale: Locale,
    game: Game,
    view: TableView,
    undo: Callable[[], None],
    open_rules: Callable[[], None],
) -> ft.AppBar:
    t = locale.t
    menu = identified(
        ft.PopupMenuButton(
            key=keys.TABLE_MENU,
            icon=ft.Icons.MORE_VERT,
            tooltip=t("table.menu"),
            items=[
                ft.PopupMenuItem(
                    key=keys.TABLE_HOUSE_RULES, content=t("word.house_rules"), on_click=open_rules
                ),
                ft.PopupMenuItem(
                    key=keys.TABLE_RULES,
                    content=t("table.rules"),
                    on_click=navigate(
                        with_back(rules_route(game.variant, game_id=game.id), game_route(game.id))
                    ),
                ),
            ],
        )
    )
    title = t("word.game_over") if view.finished else t("word.hand", number=view.next_hand)
    return ft.AppBar(
        leading=icon_action(ft.Icons.HOME, keys.TABLE_HOME, t("table.home"), navigate("/")),
        title=ft.Text(title, key=keys.TABLE_HAND_NUMBER),
        actions=[
            icon_action(
                ft.Icons.UNDO,
                keys.TABLE_UNDO,
                t("table.undo_hand", number=len(game.hands))
                if game.hands
                else t("table.undo_last"),
                undo,
                disabled=not game.hands,
            ),
            icon_action(
                ft.Icons.QR_CODE_2,
                keys.TABLE_SHARE,
                t("table.share"),
                navigate(game_route(game.id, "share")),
            ),
            menu,
        ],
    )


def _about(locale: Locale, game: Game) -> ft.Control:
    """The variant and house rules in one line, and the record code (fingerprint)."""
    rules = (
        f"{variant_name(locale, game.variant)} · {rules_summary(locale, game.variant, game.rules)}"
    )
    code = locale.t("table.code", code=fingerprint(game))
    small, muted = ft.TextThemeStyle.BODY_SMALL, ft.Colors.ON_SURFACE_VARIANT
    return ft.Row(
        vertical_alignment=ft.CrossAxisAlignment.START,
        controls=[
            ft.Text(rules, expand=True, theme_style=small, color=muted),
            ft.Text(code, key=keys.TABLE_FINGERPRINT, no_wrap=True, theme_style=small, color=muted),
        ],
    )


def _deleted(locale: Locale) -> ft.Control:
    """In place of Record hand on a game deleted on another phone: why, and Home."""
    return ft.Column(
        key=keys.TABLE_DELETED,
        controls=[
            error_line(locale.t("live.deleted")),
            action(
                locale.t("table.home"),
                key=keys.TABLE_HOME_AFTER_DELETE,
                on_click=navigate("/"),
                look=Look.MAIN,
                icon=ft.Icons.HOME,
                wide=True,
                height=60,
            ),
        ],
    )


def _primary(
    locale: Locale,
    game: Game,
    view: TableView,
    record: Callable[[], None],
    set_aside: int | None,
) -> ft.Control:
    """Record hand while the game runs (Continue hand N with an entry set aside); the
    winner and a way to the result once it is over."""
    t = locale.t
    if not view.finished:
        return action(
            t("table.record") if set_aside is None else t("table.continue", number=set_aside),
            key=keys.TABLE_RECORD,
            on_click=record,
            look=Look.MAIN,
            icon=ft.Icons.ADD_CIRCLE,
            wide=True,
            height=60,
        )
    points = next((tile.total for tile in view.tiles if tile.name == view.winner), 0)
    return ft.Container(
        key=keys.TABLE_RESULT,
        padding=12,
        border_radius=16,
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        content=ft.Row(
            controls=[
                ft.Icon(ft.Icons.EMOJI_EVENTS, color=ft.Colors.ON_TERTIARY_CONTAINER),
                ft.Text(
                    t("table.won", winner=view.winner, points=points),
                    expand=True,
                    color=ft.Colors.ON_TERTIARY_CONTAINER,
                    weight=ft.FontWeight.W_600,
                ),
                action(
                    t("table.see_result"),
                    key=keys.TABLE_SEE_RESULT,
                    on_click=navigate(game_route(game.id, "end")),
                ),
            ]
        ),
    )
