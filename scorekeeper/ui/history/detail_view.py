"""One past game (``/history/{id}``): summary, chart, hands, corrections; delete or continue.

Deleting is one tap, because it can be undone: the game moves to the store's
deleted list, the screen returns to the games list, and a snackbar offers
Undo for a few seconds. An unfinished game can be continued at the table
(``/game/{id}``).
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import names
from scorekeeper.rules.game import Game, GameState
from scorekeeper.ui.back_link import with_back
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.history import keys
from scorekeeper.ui.history.chart import totals_chart
from scorekeeper.ui.history.detail_hook import use_record
from scorekeeper.ui.history.hand_table import corrections_card, hand_card, summary_card
from scorekeeper.ui.history.model import correction_lines, hand_lines, running_totals
from scorekeeper.ui.kit import Look, action, card, empty_state, icon_action, section_title
from scorekeeper.ui.session_games import use_session_games
from scorekeeper.ui.settings.appearance import LARGE_TEXT_SCALE
from scorekeeper.ui.settings.state import use_preferences
from scorekeeper.views.addresses import game_route

UNDO_SECONDS = 8
"""Long enough to reach the button after reading the message; short enough to go away."""


def _content(locale: Locale, game: Game, state: GameState, scale: float) -> list[ft.BaseControl]:
    t = locale.t
    controls: list[ft.BaseControl] = [summary_card(locale, game, state), _ways(locale, game, state)]
    if state.hands:
        controls += [
            section_title(t("history.chart.title")),
            card(
                totals_chart(
                    running_totals(game, state),
                    game.rules.target,
                    locale,
                    scale,
                    finished=state.finished,
                )
            ),
        ]
    controls.append(section_title(t("word.hands")))
    lines = hand_lines(state, game.corrections)
    if lines:
        controls += [hand_card(locale, game, line) for line in lines]
    else:
        controls.append(
            empty_state(ft.Icons.STYLE, t("history.detail.no_hands"), key=keys.DETAIL_NO_HANDS)
        )
    corrections = correction_lines(game)
    if corrections:
        controls += [
            section_title(t("word.corrections")),
            corrections_card(locale, game, corrections),
        ]
    return controls


def _ways(locale: Locale, game: Game, state: GameState) -> ft.Control:
    """Back to the game's table (to go on, or to look at a finished one) and its share screen.

    Both come back here: the share screen's arrow returns to this record.
    """
    t = locale.t
    here = f"/history/{game.id}"

    async def open_table() -> None:
        await ft.context.page.push_route(game_route(game.id))

    async def share() -> None:
        await ft.context.page.push_route(with_back(game_route(game.id, "share"), here))

    running = not state.finished
    return ft.Row(
        wrap=True,
        spacing=8,
        run_spacing=8,
        controls=[
            action(
                t("history.detail.continue" if running else "history.detail.open"),
                key=keys.DETAIL_CONTINUE if running else keys.DETAIL_OPEN,
                on_click=open_table,
                look=Look.MAIN if running else Look.OUTLINED,
                icon=ft.Icons.PLAY_ARROW if running else ft.Icons.TABLE_RESTAURANT,
                height=48,
            ),
            action(
                t("history.detail.share"),
                key=keys.DETAIL_SHARE,
                on_click=share,
                look=Look.OUTLINED,
                icon=ft.Icons.QR_CODE_2,
                height=48,
            ),
        ],
    )


@ft.component
def history_detail_view() -> ft.View:
    """The record of one game, looked up by the ``game_id`` in the address."""
    locale = use_locale()
    t = locale.t
    games = use_session_games()
    large_text = use_preferences().settings.large_text
    game_id = ft.use_route_params().get("game_id", "")
    loaded = use_record(game_id)
    page = ft.context.page

    async def delete() -> None:
        if isinstance(loaded, str):
            return
        game = loaded[0]
        games.delete(game.id)

        def undo() -> None:
            games.restore(game.id)

        page.show_dialog(
            ft.SnackBar(
                key=keys.DELETED_SNACKBAR,
                content=ft.Text(t("history.deleted", players=names(game.players))),
                action=t("history.undo"),
                on_action=undo,
                persist=False,
                duration=ft.Duration(seconds=UNDO_SECONDS),
            )
        )
        await page.push_route("/history")

    actions: list[ft.Control] = []
    if isinstance(loaded, str):
        title = t("history.detail.title")
        controls: list[ft.BaseControl] = [
            empty_state(ft.Icons.SEARCH_OFF, t(loaded), key=keys.DETAIL_MISSING)
        ]
    else:
        game, state = loaded
        title = names(game.players)
        controls = _content(locale, game, state, LARGE_TEXT_SCALE if large_text else 1)
        actions.append(
            icon_action(
                ft.Icons.DELETE_OUTLINE, keys.DETAIL_DELETE, t("history.detail.delete"), delete
            )
        )
    return padded_frame(
        route=f"/history/{game_id}",
        key=keys.DETAIL_VIEW,
        title=title,
        actions=actions,
        controls=controls,
    )
