"""The panel as the hand sheet uses it: inside a bottom sheet, called by keyword."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.hands import Result
from scorekeeper.ui.context import LocaleContext
from scorekeeper.ui.referee import keys
from scorekeeper.ui.referee.model import RefereeOutcome
from scorekeeper.ui.referee.panel import referee_panel

from ..harness import UiHarness
from .hands import ANN_KNOCKS, BOB_LAYS_OFF
from .test_panel import tap

OPEN = "host.open"
SHOWN = "host.shown"


def sheet_host(catalog: Catalog, received: list[RefereeOutcome | None]) -> Any:
    """A page with one button that opens the referee in a bottom sheet of fixed height."""

    @ft.component
    def host() -> ft.Control:
        counting, set_counting = ft.use_state(False)

        def done(outcome: RefereeOutcome) -> None:
            received.append(outcome)
            set_counting(False)

        def cancel() -> None:
            received.append(None)
            set_counting(False)

        panel = referee_panel(
            knocker="Ann",
            opponents=("Bob",),
            knock_limit=10,
            allow_layoffs_on_gin=False,
            result=Result.KNOCK,
            on_done=done,
            on_cancel=cancel,
        )
        sheet = ft.BottomSheet(
            content=ft.Container(height=760, content=panel), scrollable=True, dismissible=False
        )
        ft.use_dialog(sheet if counting else None)
        return ft.Column(
            [
                ft.Semantics(
                    identifier=OPEN,
                    content=ft.Button("Count", key=OPEN, on_click=lambda: set_counting(True)),
                ),
                ft.Text(str(len(received)), key=SHOWN),
            ]
        )

    locale = Locale(catalog=catalog, language="en", choose=lambda _: None)

    def main(page: ft.Page) -> None:
        page.render(lambda: LocaleContext(locale, host))

    return main


def test_the_panel_works_in_a_bottom_sheet_and_hands_back_the_outcome(catalog: Catalog) -> None:
    received: list[RefereeOutcome | None] = []
    with UiHarness(sheet_host(catalog, received)) as ui:
        ui.click(OPEN)
        assert [type(d).__name__ for d in ui.open_dialogs()] == ["BottomSheet"]
        tap(ui, ANN_KNOCKS)
        assert ui.find_as(keys.VERDICT, ft.Text).value == "Can knock (4)"
        ui.click(keys.NEXT)
        tap(ui, BOB_LAYS_OFF)
        ui.click(keys.NEXT)
        ui.click(keys.DONE)
        assert ui.open_dialogs() == []
        (outcome,) = received
        assert outcome is not None and outcome.deadwood == {"Ann": 4, "Bob": 16}
        assert {len(cards) for cards in outcome.cards.values()} == {10}

        ui.click(OPEN)  # a fresh count each time
        assert ui.find_as(keys.COUNT, ft.Text).value == "Ann: 0 of 10 cards"
        ui.click(keys.CANCEL)
        assert received[-1] is None and ui.open_dialogs() == []
