"""``/referee``: the referee panel on a demo hand, to try it (and test it) on its own.

Why a route: the panel is normally opened from the hand sheet's "Count from
cards"; this view lets a browser (and the browser tests) reach it directly.
``?variant=jersey`` gives a knocker and two opponents under the jersey rules
(knock 9 or less, layoffs on gin), anything else the box rules with one
opponent; ``?result=gin`` declares a gin instead of a knock (``demo_model``). Done
shows what the panel handed back, in card notation.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.rules.cards import format_cards
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.kit import Look, action
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee.demo_hook import use_referee_demo
from scorekeeper.ui.referee.model import RefereeOutcome
from scorekeeper.ui.referee.panel import referee_panel

MAX_WIDTH = 560
"""On a wide window the picker stays card-sized instead of stretching."""


@ft.component
def referee_demo_view() -> ft.View:
    """The panel for Ann's knock (or gin) against Bob, or Bob and Cid in jersey."""
    t = use_locale().t
    demo = use_referee_demo()
    hand, state, actions = demo.hand, demo.state, demo.actions
    if state.finished:
        content: ft.Control = _outcome(t, state.outcome, actions.again)
    else:
        content = referee_panel(
            hand.knocker,
            hand.opponents,
            hand.knock_limit,
            hand.layoffs,
            hand.result,
            on_done=actions.done,
            on_cancel=actions.cancel,
        )
    width = min(ft.context.page.width or MAX_WIDTH, MAX_WIDTH)
    return ft.View(
        route="/referee",
        key=keys.DEMO_VIEW,
        padding=0,
        appbar=ft.AppBar(title=ft.Text(t(f"referee.demo.title.{hand.variant.value}"))),
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        controls=[ft.SafeArea(expand=True, content=ft.Container(width=width, content=content))],
    )


def _outcome(
    t: Callable[..., str], outcome: RefereeOutcome | None, again: Callable[[], None]
) -> ft.Control:
    """What the panel handed back, one line per player; or that it was cancelled."""
    lines = (
        [
            t(
                "referee.demo.outcome",
                player=player,
                deadwood=outcome.deadwood[player],
                cards=format_cards(cards),
            )
            for player, cards in outcome.cards.items()
        ]
        if outcome is not None
        else [t("referee.demo.cancelled")]
    )
    return ft.Container(
        padding=16,
        content=ft.Column(
            spacing=12,
            controls=[
                ft.Column(
                    key=keys.DEMO_OUTCOME,
                    spacing=6,
                    controls=[ft.Text(line) for line in lines],
                ),
                action(
                    t("referee.demo.again"),
                    key=keys.DEMO_AGAIN,
                    on_click=again,
                    look=Look.MAIN,
                    icon=ft.Icons.REPLAY,
                ),
            ],
        ),
    )
