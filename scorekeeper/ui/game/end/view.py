"""The end of a game (``/game/{id}/end``): the winner, the final table, and Rematch.

Rematch starts a new game with the same players in the same seats, the same
variant and house rules; the final table and who starts the rematch are the
core's ``standings`` (the final standings act as the cut: the winner takes the
box, or deals). What is shown is ``model``'s; what the buttons do,
``hook``'s; this module only draws.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.ui.frames import frame
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.end.hook import EndActions, use_end
from scorekeeper.ui.game.end.model import EndView, Place
from scorekeeper.ui.game.new_game.first_roles import describe
from scorekeeper.ui.game.notice import notice_bar
from scorekeeper.ui.game.setup_model import rematch_route
from scorekeeper.ui.game.table.view import missing_game
from scorekeeper.ui.game.undo.view import undo_dialog
from scorekeeper.ui.kit import Look, action, heading, icon_action
from scorekeeper.ui.route_state import navigate
from scorekeeper.views.addresses import game_route


@ft.component
def winner_screen() -> ft.View:
    """Who won, the final table, hands played; Rematch, back to the table, home."""
    game_id = ft.use_route_params().get("game_id", "")
    screen = use_end(game_id)
    ft.use_dialog(notice_bar(screen.notices))
    ft.use_dialog(undo_dialog(screen.locale, screen.undo))
    locale, loaded = screen.locale, screen.loaded
    t = locale.t
    if loaded.game is None:
        return missing_game(locale.error(loaded.error) if loaded.error else "")
    back = icon_action(
        ft.Icons.ARROW_BACK,
        keys.END_TABLE,
        t("button.back_to_table"),
        navigate(game_route(game_id)),
    )
    controls: list[ft.Control] = (
        [ft.Text(t("end.not_finished"))]
        if screen.view is None
        else _finished(locale, game_id, screen.view, screen.actions)
    )
    return frame(
        route=game_route(game_id, "end"),
        key=keys.END_VIEW,
        title=t("word.game_over"),
        back=back,
        controls=controls,
    )


def _finished(locale: Locale, game_id: str, view: EndView, actions: EndActions) -> list[ft.Control]:
    """The trophy, who won after how many hands, the final table and the ways on."""
    return [
        *_winner(locale, view),
        heading(locale.t("end.final")),
        *(_place(locale, place) for place in view.places),
        ft.Container(height=8),
        *_ways_on(locale, game_id, view, actions),
    ]


def _winner(locale: Locale, view: EndView) -> list[ft.Control]:
    """The trophy and who won: what the table reads first, above the final table."""
    t = locale.t
    return [
        ft.Container(height=12),
        ft.Row(
            alignment=ft.MainAxisAlignment.CENTER,
            controls=[ft.Icon(ft.Icons.EMOJI_EVENTS, size=96, color=ft.Colors.TERTIARY)],
        ),
        ft.Text(
            t("end.wins", winner=view.winner),
            key=keys.END_WINNER,
            theme_style=ft.TextThemeStyle.DISPLAY_SMALL,
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
        ft.Text(
            t("end.after", count=view.hands, points=view.points),
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
    ]


def _ways_on(locale: Locale, game_id: str, view: EndView, actions: EndActions) -> list[ft.Control]:
    """Rematch, a rematch after a new cut, home and undo: every way off this screen."""
    t = locale.t
    return [
        action(
            t("end.rematch" if view.has_roles else "end.rematch_dealer"),
            key=keys.END_REMATCH,
            on_click=actions.on_rematch,
            look=Look.MAIN,
            icon=ft.Icons.REPLAY,
            wide=True,
            height=56,
        ),
        ft.Text(
            t("end.rematch_first", first=describe(locale, view.rematch_first)),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
        action(
            t("end.rematch_cut"),
            key=keys.END_REMATCH_CUT,
            on_click=navigate(rematch_route(game_id)),
            look=Look.OUTLINED,
            icon=ft.Icons.CONTENT_CUT,
            wide=True,
            height=48,
        ),
        ft.Row(
            alignment=ft.MainAxisAlignment.CENTER,
            wrap=True,
            controls=[
                action(
                    t("end.home"), key=keys.END_HOME, on_click=navigate("/"), icon=ft.Icons.HOME
                ),
                action(
                    t("table.undo_last"),
                    key=keys.END_UNDO,
                    on_click=actions.on_undo,
                    icon=ft.Icons.UNDO,
                ),
            ],
        ),
    ]


def _place(locale: Locale, place: Place) -> ft.Control:
    """One line of the final table: place, trophy or person, name, hands won, total."""
    return ft.Row(
        controls=[
            ft.Text(f"{place.number}.", width=28, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            ft.Icon(
                ft.Icons.EMOJI_EVENTS if place.won else ft.Icons.PERSON,
                color=ft.Colors.PRIMARY,
            ),
            ft.Text(place.player, expand=True, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            ft.Text(
                locale.t("end.hands_won", count=place.hands_won),
                theme_style=ft.TextThemeStyle.BODY_SMALL,
            ),
            ft.Text(
                str(place.total),
                width=56,
                text_align=ft.TextAlign.END,
                theme_style=ft.TextThemeStyle.TITLE_LARGE,
            ),
        ]
    )
