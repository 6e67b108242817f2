"""The end of a game (``/game/{id}/end``): the winner, the final table, and Rematch.

Rematch starts a new game with the same players in the same seats, the same
variant and house rules; the final table and who starts the rematch are the
core's ``standings`` (the final standings act as the cut: the winner takes the
box, or deals).
"""

from __future__ import annotations

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.standings import rematch_seats, standings
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.services.revision import revision
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.first_roles import describe
from scorekeeper.ui.game.game_data import mark_started, use_game
from scorekeeper.ui.game.notice import use_notice
from scorekeeper.ui.game.setup_model import rematch_route
from scorekeeper.ui.game.table import game_route, missing_game
from scorekeeper.ui.game.undo_confirm import use_undo_confirm
from scorekeeper.ui.kit import Look, action, frame, heading, icon_action, navigate
from scorekeeper.ui.session_games import use_session_games


@ft.component
def winner_screen() -> ft.View:
    """Who won, the final table, hands played; Rematch, back to the table, home."""
    game_id = ft.use_route_params().get("game_id", "")
    locale = use_locale()
    t = locale.t
    games = use_session_games()
    loaded, _show = use_game(game_id)
    notify = use_notice()
    ft.on_mounted(mark_started)

    def undo(shown: Game) -> None:
        """Take back the winning hand: the game runs again, at its table."""
        number = len(shown.hands)
        try:
            games.undo(game_id, number, based_on=revision(shown))
        except ScorekeeperError as error:
            notify(locale.error(error))
            return
        ft.context.page.navigate(game_route(game_id))

    ask_undo = use_undo_confirm(undo)
    game, state = loaded.game, loaded.state
    if game is None or state is None:
        return missing_game(locale.error(loaded.error) if loaded.error else "")
    route = game_route(game_id, "end")
    back = icon_action(
        ft.Icons.ARROW_BACK, keys.END_TABLE, t("end.table"), navigate(game_route(game_id))
    )
    if not state.finished or state.winner is None:
        return frame(
            route=route,
            key=keys.END_VIEW,
            title=t("word.game_over"),
            back=back,
            controls=[ft.Text(t("end.not_finished"))],
        )
    first = rematch_seats(game, state)

    def rematch() -> None:
        try:
            new = games.create(
                game.players,
                game.variant,
                first=first,
                rules=game.rules,
            )
        except ScorekeeperError as error:
            notify(locale.error(error))
            return
        ft.context.page.navigate(game_route(new.id))

    table: list[ft.Control] = []
    for place, player in enumerate(standings(game, state), start=1):
        table.append(
            ft.Row(
                controls=[
                    ft.Text(f"{place}.", width=28, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
                    ft.Icon(
                        ft.Icons.EMOJI_EVENTS if player == state.winner else ft.Icons.PERSON,
                        color=ft.Colors.PRIMARY,
                    ),
                    ft.Text(player, expand=True, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
                    ft.Text(
                        t("end.hands_won", count=state.hands_won.get(player, 0)),
                        theme_style=ft.TextThemeStyle.BODY_SMALL,
                    ),
                    ft.Text(
                        str(state.totals[player]),
                        width=56,
                        text_align=ft.TextAlign.END,
                        theme_style=ft.TextThemeStyle.TITLE_LARGE,
                    ),
                ]
            )
        )
    controls: list[ft.Control] = [
        ft.Container(height=12),
        ft.Row(
            alignment=ft.MainAxisAlignment.CENTER,
            controls=[ft.Icon(ft.Icons.EMOJI_EVENTS, size=96, color=ft.Colors.TERTIARY)],
        ),
        ft.Text(
            t("end.wins", winner=state.winner),
            key=keys.END_WINNER,
            theme_style=ft.TextThemeStyle.DISPLAY_SMALL,
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
        ft.Text(
            t("end.after", count=len(state.hands), points=state.totals[state.winner]),
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
        heading(t("end.final")),
        *table,
        ft.Container(height=8),
        action(
            t("end.rematch" if variant_rules(game.variant).has_roles else "end.rematch_dealer"),
            key=keys.END_REMATCH,
            on_click=rematch,
            look=Look.MAIN,
            icon=ft.Icons.REPLAY,
            wide=True,
            height=56,
        ),
        ft.Text(
            t("end.rematch_first", first=describe(locale, first)),
            theme_style=ft.TextThemeStyle.BODY_SMALL,
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
        action(
            t("end.rematch_cut"),
            key=keys.END_REMATCH_CUT,
            on_click=navigate(rematch_route(game.id)),
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
                    on_click=lambda: ask_undo(game),
                    icon=ft.Icons.UNDO,
                ),
            ],
        ),
    ]
    return frame(
        route=route, key=keys.END_VIEW, title=t("word.game_over"), back=back, controls=controls
    )
