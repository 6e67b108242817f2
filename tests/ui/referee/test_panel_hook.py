"""The referee panel's hook in a real session, without the panel: what it holds and does.

A bare host draws one plain button per action and keeps what the hook returned
each time, so each test shows what the hook itself does with the latest state,
whatever the panel draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import Result
from scorekeeper.ui.referee import model
from scorekeeper.ui.referee.model import RefereeOutcome, RefereeSetup, Step
from scorekeeper.ui.referee.panel_hook import PanelActions, RefereePanel, use_referee_panel
from scorekeeper.ui.referee.reading_model import Hand

from ..harness import UiHarness
from .hands import ANN_DRAWN, ANN_KNOCKS, BOB_LAYS_OFF, cards

BOX = RefereeSetup("Ann", ("Bob",), knock_limit=10, allow_layoffs_on_gin=False, result=Result.KNOCK)
GIN = RefereeSetup("Ann", ("Bob",), knock_limit=10, allow_layoffs_on_gin=False, result=Result.GIN)

TWO = "host.two"
"""Taps 5♥ and 6♥ in one handler, before the host is drawn again."""
KNOCK = "host.knock"
"""Taps Ann's knock in, card by card."""
NEXT = "host.next"
DONE = "host.done"
CANCEL = "host.cancel"
READ = "host.read"
CONFIRM = "host.confirm"
"""Confirms Bob's cards as read from a photo."""
CLOSE = "host.close"
TO_GIN = "host.gin"
"""The host draws the hook again for another hand: a gin instead of a knock."""


def handlers(actions: PanelActions) -> dict[str, Callable[[], None]]:
    """The host's buttons: one per action, with the cards a test taps."""

    def two() -> None:
        actions.on_card(Card.parse("5H"))
        actions.on_card(Card.parse("6H"))

    def knock() -> None:
        for card in ANN_KNOCKS:
            actions.on_card(card)

    def confirm() -> None:
        actions.on_read_confirm(BOB_LAYS_OFF)

    return {
        TWO: two,
        KNOCK: knock,
        NEXT: actions.on_next,
        DONE: actions.on_done,
        CANCEL: actions.on_cancel,
        READ: actions.on_read,
        CONFIRM: confirm,
        CLOSE: actions.on_read_cancel,
    }


def hook_host(
    panels: list[RefereePanel], received: list[RefereeOutcome | None], *, read_first: bool = False
) -> Any:
    """A page over ``use_referee_panel`` that keeps each panel it returns and each outcome."""

    @ft.component
    def host() -> ft.Control:
        setup, set_setup = ft.use_state(BOX)

        def cancel() -> None:
            received.append(None)

        panel = use_referee_panel(setup, received.append, cancel, read_first=read_first)
        panels.append(panel)
        buttons = {**handlers(panel.actions), TO_GIN: lambda: set_setup(GIN)}
        return ft.Column([button(key, handler) for key, handler in buttons.items()])

    def main(page: ft.Page) -> None:
        page.render(host)

    return main


def button(key: str, handler: Callable[[], None]) -> ft.Control:
    return ft.Semantics(identifier=key, content=ft.Button(key, key=key, on_click=handler))


def last(panels: list[RefereePanel]) -> RefereePanel:
    """What the hook returned last: a call, so that each check after a tap reads it anew."""
    return panels[-1]


def test_two_taps_before_the_panel_is_drawn_again_both_count() -> None:
    panels: list[RefereePanel] = []
    with UiHarness(hook_host(panels, [])) as ui:
        assert last(panels).state == model.start(BOX) and last(panels).reading is None
        ui.click(TWO)
        assert last(panels).state.hands == (cards("5H 6H"), ())


def test_the_cards_read_fill_the_players_hand_and_done_hands_the_outcome_over() -> None:
    panels: list[RefereePanel] = []
    received: list[RefereeOutcome | None] = []
    with UiHarness(hook_host(panels, received)) as ui:
        ui.click(KNOCK)
        ui.click(NEXT)
        ui.click(READ)
        held = {card: "Ann" for card in ANN_KNOCKS}
        assert last(panels).reading == Hand("Bob", 10, held)
        ui.click(CONFIRM)
        assert last(panels).reading is None
        assert last(panels).state.hands == (ANN_KNOCKS, BOB_LAYS_OFF)
        ui.click(NEXT)
        assert last(panels).state.step is Step.SUMMARY and received == []
        ui.click(DONE)
        (outcome,) = received
        assert outcome is not None and outcome.deadwood == {"Ann": 4, "Bob": 16}
        ui.click(CANCEL)
        assert received[-1] is None


def test_read_first_opens_on_the_knockers_reader_and_closing_it_leaves_the_picker() -> None:
    panels: list[RefereePanel] = []
    with UiHarness(hook_host(panels, [], read_first=True)) as ui:
        assert last(panels).reading == Hand("Ann", len(ANN_DRAWN), {})
        ui.click(CLOSE)
        assert last(panels).reading is None
        assert last(panels).state == model.start(BOX)


def test_another_hand_starts_afresh_and_its_taps_count_for_it() -> None:
    panels: list[RefereePanel] = []
    with UiHarness(hook_host(panels, [])) as ui:
        ui.click(KNOCK)
        ui.click(TO_GIN)
        assert last(panels).state == model.start(GIN)
        ui.click(TWO)
        assert last(panels).state.setup == GIN
        assert last(panels).state.hands == (cards("5H 6H"), ())
