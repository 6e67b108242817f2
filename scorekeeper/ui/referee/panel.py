"""The card referee panel: tap the hands in, see melds, layoffs and deadwood, confirm.

Why a self-contained component with two callbacks: the hand sheet opens it from
"Count from cards" (in a bottom sheet, a dialog or a full view) and only needs
the result back, as a :class:`~scorekeeper.ui.referee.model.RefereeOutcome`;
what happens in between is the panel's own state, held and changed by
:func:`~scorekeeper.ui.referee.panel_hook.use_referee_panel`, and this module
only draws it. It fills whatever height its host gives it (the body scrolls), so
give it a bounded height.

Steps: the knocker's cards → the arrangement to declare (only when several are
equally good) → each opponent's cards → a summary → Done. When the cards do not
allow the result the hand sheet declared, the panel says so and cannot go on.
A player's cards can be tapped in or read from a photo ("Read the cards",
:mod:`~scorekeeper.ui.referee.reading_view`), which fills that player's hand
only once the player confirms what was read.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.rules.hands import Result
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.kit import Look, action, icon_action
from scorekeeper.ui.referee import keys, model
from scorekeeper.ui.referee.model import KNOCKER, RefereeOutcome, RefereeSetup, RefereeState, Step
from scorekeeper.ui.referee.panel_hook import PanelActions, use_referee_panel
from scorekeeper.ui.referee.reading_view import card_reader
from scorekeeper.ui.referee.steps import (
    Translate,
    arrangement_step,
    knocker_step,
    opponent_step,
    summary_step,
)

SIDE_PADDING = 8
"""Leaves 384 px for the 13 cards of a picker row on a 400 px phone."""


@ft.component
def referee_panel(  # noqa: PLR0917 - the signature agreed with the hand sheet
    knocker: str,
    opponents: tuple[str, ...],
    knock_limit: int,
    allow_layoffs_on_gin: bool,
    result: Result,
    on_done: Callable[[RefereeOutcome], None],
    on_cancel: Callable[[], None],
    *,
    read_first: bool = False,
) -> ft.Control:
    """Referee one knock or gin from the cards; ``on_done`` gets the cards and deadwoods.

    ``read_first``: open on "Read the cards" for the first player (the hand sheet's
    own "Read the cards"); cancelling it leaves the picker to tap them in.
    """
    t = use_locale().t
    setup = RefereeSetup(knocker, tuple(opponents), knock_limit, allow_layoffs_on_gin, result)
    panel = use_referee_panel(setup, on_done, on_cancel, read_first=read_first)
    state, actions = panel.state, panel.actions
    if panel.reading is not None:
        # The ✕ above the reader closes it, back to the picker; it does not cancel the count.
        reader = card_reader(panel.reading, actions.on_read_confirm, actions.on_read_cancel)
        return _framed(state, t, actions.on_read_cancel, reader)
    if state.step is Step.SUMMARY:
        body = summary_step(state, t)
    elif state.step is Step.ARRANGEMENT:
        body = arrangement_step(state, t, actions)
    elif state.player == KNOCKER:
        body = knocker_step(state, t, actions)
    else:
        body = opponent_step(state, t, actions)
    if state.step is Step.CARDS:
        body = [_read_button(t, actions.on_read), *body]

    return ft.Column(
        key=keys.PANEL,
        expand=True,
        spacing=0,
        controls=[
            _header(state, t, actions.on_cancel),
            ft.Divider(height=1),
            ft.Container(
                expand=True,
                padding=ft.Padding.symmetric(horizontal=SIDE_PADDING),
                content=ft.Column(
                    spacing=10,
                    scroll=ft.ScrollMode.AUTO,
                    controls=[ft.Container(height=2), *body, ft.Container(height=8)],
                ),
            ),
            ft.Divider(height=1),
            _footer(state, t, actions),
        ],
    )


def _read_button(t: Translate, on_click: Callable[[], None]) -> ft.Control:
    return action(
        t("reading.read"),
        key=keys.READ,
        on_click=on_click,
        look=Look.TONAL,
        icon=ft.Icons.PHOTO_CAMERA_OUTLINED,
    )


def _title(state: RefereeState, t: Translate) -> str:
    setup = state.setup
    if state.step is Step.SUMMARY:
        return t("referee.step.summary")
    if state.step is Step.ARRANGEMENT:
        return t("referee.step.arrangement", player=setup.knocker)
    if state.player == KNOCKER:
        return t(f"referee.step.knocker.{setup.result.value}", player=setup.knocker)
    return t("referee.step.opponent", player=setup.players[state.player])


def _progress(state: RefereeState, t: Translate) -> ft.Control:
    """One chip per hand and one for the check: done ones ticked, the current one bold."""
    at = len(state.setup.players) if state.step is Step.SUMMARY else state.player
    labels = [*state.setup.players, t("referee.progress.check")]
    chips: list[ft.Control] = []
    for index, label in enumerate(labels):
        done, current = index < at, index == at
        chips.append(
            ft.Row(
                spacing=2,
                tight=True,
                controls=[
                    ft.Icon(
                        ft.Icons.CHECK_CIRCLE
                        if done
                        else ft.Icons.RADIO_BUTTON_CHECKED
                        if current
                        else ft.Icons.RADIO_BUTTON_UNCHECKED,
                        size=14,
                        color=ft.Colors.PRIMARY if done or current else ft.Colors.OUTLINE,
                    ),
                    ft.Text(
                        label,
                        size=12,
                        weight=ft.FontWeight.BOLD if current else None,
                        color=None if current else ft.Colors.ON_SURFACE_VARIANT,
                    ),
                ],
            )
        )
    return ft.Row(spacing=10, wrap=True, controls=chips)


def _header(state: RefereeState, t: Translate, on_cancel: Callable[[], None]) -> ft.Control:
    return ft.Container(
        padding=ft.Padding.only(left=SIDE_PADDING + 4, right=4, top=4, bottom=6),
        content=ft.Row(
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                ft.Column(
                    expand=True,
                    spacing=2,
                    controls=[
                        ft.Text(
                            _title(state, t),
                            key=keys.TITLE,
                            theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                            weight=ft.FontWeight.BOLD,
                        ),
                        _progress(state, t),
                    ],
                ),
                icon_action(ft.Icons.CLOSE, keys.CANCEL, t("button.cancel"), on_cancel),
            ],
        ),
    )


def _footer(state: RefereeState, t: Translate, actions: PanelActions) -> ft.Control:
    back = action(
        t("button.back"),
        key=keys.BACK,
        on_click=actions.on_back,
        look=Look.OUTLINED,
        icon=ft.Icons.ARROW_BACK,
        height=48,
    )
    back.visible = model.can_go_back(state)
    if state.step is Step.SUMMARY:
        forward = action(
            t("word.done"),
            key=keys.DONE,
            on_click=actions.on_done,
            look=Look.MAIN,
            icon=ft.Icons.CHECK,
            height=48,
        )
    else:
        forward = action(
            t("word.next"),
            key=keys.NEXT,
            on_click=actions.on_next,
            look=Look.MAIN,
            icon=ft.Icons.ARROW_FORWARD,
            height=48,
            disabled=not model.can_advance(state),
        )
    return ft.Container(
        padding=ft.Padding.symmetric(horizontal=SIDE_PADDING, vertical=8),
        content=ft.Row(controls=[back, ft.Container(expand=True), forward]),
    )


def _framed(
    state: RefereeState, t: Translate, on_cancel: Callable[[], None], body: ft.Control
) -> ft.Control:
    """The panel's frame, shared by the picker's steps and the photo reader: header, rule, body."""
    return ft.Column(
        key=keys.PANEL,
        expand=True,
        spacing=0,
        controls=[_header(state, t, on_cancel), ft.Divider(height=1), body],
    )
