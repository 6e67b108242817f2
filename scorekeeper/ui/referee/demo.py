"""``/referee``: the referee panel on a demo hand, to try it (and test it) on its own.

Why a route: the panel is normally opened from the hand sheet's "Count from
cards"; this view lets a browser (and the browser tests) reach it directly.
``?variant=jersey`` gives a knocker and two opponents under the jersey rules
(knock 9 or less, layoffs on gin), anything else the box rules with one
opponent; ``?result=gin`` declares a gin instead of a knock. Done shows what the
panel handed back, in card notation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast
from urllib.parse import parse_qs, urlsplit

import flet as ft

from scorekeeper.rules.cards import format_cards
from scorekeeper.rules.hands import Result
from scorekeeper.rules.variant_registry import house_options, layoffs_allowed, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.kit import Look, action
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee.model import RefereeOutcome
from scorekeeper.ui.referee.panel import referee_panel

DEMO_PLAYERS = ("Ann", "Bob", "Cid")
"""Sample names, as a game's players would be: data, not interface text."""
MAX_WIDTH = 560
"""On a wide window the picker stays card-sized instead of stretching."""


def demo_hand(route: str) -> tuple[Variant, Result]:
    """The variant and declared result a ``/referee?...`` address asks for."""
    query = parse_qs(urlsplit(route).query)
    asked = query.get("variant", [])
    variant = next((v for v in Variant if [v.value] == asked), Variant.BOX)
    result = Result.GIN if query.get("result") == ["gin"] else Result.KNOCK
    return variant, result


@ft.component
def referee_demo_view() -> ft.View:
    """The panel for Ann's knock (or gin) against Bob, or Bob and Cid in jersey."""
    t = use_locale().t
    page = ft.context.page
    variant, result = demo_hand(page.route or "")
    finished, set_finished = ft.use_state(False)
    outcome, set_outcome = ft.use_state(cast(RefereeOutcome | None, None))
    rules = variant_rules(variant)
    knocker = DEMO_PLAYERS[0]
    seats = rules.start_from_ranking(DEMO_PLAYERS)
    opponents = tuple(p for p in rules.card_holders(DEMO_PLAYERS, seats) if p != knocker)

    def done(value: RefereeOutcome) -> None:
        set_outcome(value)
        set_finished(True)

    def again() -> None:
        set_outcome(None)
        set_finished(False)

    if finished:
        content: ft.Control = _outcome(t, outcome, again)
    else:
        content = referee_panel(
            knocker,
            opponents,
            HouseRules.defaults(house_options(variant)).knock_limit,
            layoffs_allowed(variant, knocker_gin=True),
            result,
            on_done=done,
            on_cancel=lambda: set_finished(True),
        )
    width = min(page.width or MAX_WIDTH, MAX_WIDTH)
    return ft.View(
        route="/referee",
        key=keys.DEMO_VIEW,
        padding=0,
        appbar=ft.AppBar(title=ft.Text(t(f"referee.demo.title.{variant.value}"))),
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
