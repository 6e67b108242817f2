"""The body of each referee step, drawn from the state; taps go to the panel's actions.

Each function takes the state, the translator and the panel's
:class:`~scorekeeper.ui.referee.panel_hook.PanelActions` (each applies a pure
transition of :mod:`scorekeeper.ui.referee.flow` to the panel's state), so no
rule is decided here: the model says what is allowed and what to show.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from scorekeeper.rules.hands import Result
from scorekeeper.rules.melds import Arrangement
from scorekeeper.ui.kit import Look, action
from scorekeeper.ui.referee import flow, keys, model
from scorekeeper.ui.referee.card_face import MINI, face
from scorekeeper.ui.referee.meld_view import (
    arrangement_view,
    deadwood_line,
    group,
    groups,
    layoff_view,
    say,
    verdict_banner,
)
from scorekeeper.ui.referee.model import KNOCKER, RefereeState
from scorekeeper.ui.referee.panel_hook import PanelActions
from scorekeeper.ui.referee.picker import DISCARD_RING, card_picker, tray
from scorekeeper.ui.widgets import identified

Translate = Callable[..., str]


def _hint(text: str) -> ft.Text:
    return ft.Text(text, color=ft.Colors.ON_SURFACE_VARIANT)


def _picking(state: RefereeState, t: Translate, actions: PanelActions) -> list[ft.Control]:
    """Picker, count line with Clear, and tray: the same for every player."""
    held = state.hands[state.player]
    check = model.knocker_check(state) if state.player == KNOCKER else None
    suggested = check.verdict.discard if check is not None and check.verdict else None
    count_row = ft.Row(
        alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
        controls=[
            ft.Text(
                say(t, model.count_message(state)),
                key=keys.COUNT,
                theme_style=ft.TextThemeStyle.TITLE_SMALL,
                expand=True,
            ),
            action(
                t("referee.clear"),
                key=keys.CLEAR,
                on_click=actions.on_clear,
                icon=ft.Icons.BACKSPACE_OUTLINED,
                disabled=not held,
            ),
        ],
    )
    controls: list[ft.Control] = [
        card_picker(
            held=held,
            owners=model.owners(state),
            full=model.is_full(state),
            on_card=actions.on_card,
            t=t,
        ),
        count_row,
        tray(held=held, on_card=actions.on_card, t=t, discard=suggested),
    ]
    if suggested is not None:
        controls.append(
            ft.Row(
                spacing=8,
                controls=[
                    face(suggested, MINI, ring=DISCARD_RING),
                    ft.Text(t("referee.discard.best"), expand=True),
                    action(
                        t("referee.discard.apply"),
                        key=keys.DISCARD,
                        on_click=actions.on_discard,
                        look=Look.TONAL,
                        icon=ft.Icons.REMOVE_CIRCLE_OUTLINE,
                    ),
                ],
            )
        )
    return controls


def knocker_step(state: RefereeState, t: Translate, actions: PanelActions) -> list[ft.Control]:
    """The knocker's cards, the verdict and the melds as soon as 10 (or 11) are in."""
    check = model.knocker_check(state)
    controls: list[ft.Control] = [_hint(t("referee.hint.knocker", player=state.setup.knocker))]
    controls += _picking(state, t, actions)
    banner = verdict_banner(t, check)
    if banner is not None:
        controls.append(banner)
    if check.arrangements:
        controls.append(arrangement_view(t, check.arrangements[0], deadwood=False))
        if len(check.arrangements) > 1:
            controls.append(_hint(t("referee.arrangement.more", count=len(check.arrangements))))
    return controls


def arrangement_step(state: RefereeState, t: Translate, actions: PanelActions) -> list[ft.Control]:
    """Equally good ways to lay down the knocker's hand; the knocker picks one."""
    check = model.knocker_check(state)
    deadwood = check.verdict.deadwood if check.verdict else 0
    controls: list[ft.Control] = [
        _hint(t("referee.arrangement.hint", player=state.setup.knocker, deadwood=deadwood))
    ]
    for index, arrangement in enumerate(check.arrangements):
        chosen = index == state.choice
        option = ft.Container(
            key=keys.arrangement(index),
            padding=10,
            border_radius=ft.BorderRadius.all(12),
            border=ft.Border.all(
                3 if chosen else 1, ft.Colors.PRIMARY if chosen else ft.Colors.OUTLINE_VARIANT
            ),
            on_click=partial(actions.on_choose, index),
            content=ft.Column(
                spacing=6,
                controls=[
                    ft.Row(
                        spacing=8,
                        controls=[
                            ft.Icon(
                                ft.Icons.RADIO_BUTTON_CHECKED
                                if chosen
                                else ft.Icons.RADIO_BUTTON_UNCHECKED,
                                color=ft.Colors.PRIMARY,
                            ),
                            ft.Text(
                                t("referee.arrangement.option", number=index + 1),
                                theme_style=ft.TextThemeStyle.TITLE_SMALL,
                            ),
                        ],
                    ),
                    arrangement_view(t, arrangement, with_key=False),
                ],
            ),
        )
        semantics = identified(option)
        semantics.selected = chosen
        semantics.button = True
        controls.append(semantics)
    return controls


def opponent_step(state: RefereeState, t: Translate, actions: PanelActions) -> list[ft.Control]:
    """An opponent's cards; once all 10 are in, their melds and layoffs."""
    name = state.setup.players[state.player]
    controls: list[ft.Control] = [_hint(t("referee.hint.opponent", player=name))]
    controls += _picking(state, t, actions)
    result = model.opponent_check(state, state.player)
    declared = model.declared(state)
    if result is not None:
        controls.append(
            layoff_view(
                t,
                result,
                knocker=state.setup.knocker,
                player=name,
                allowed=model.layoffs_allowed(state),
            )
        )
    elif declared is not None:
        controls += [
            _hint(t("referee.declared", player=state.setup.knocker)),
            groups([group(meld) for meld in declared.melds]),
        ]
    return controls


def summary_step(state: RefereeState, t: Translate) -> list[ft.Control]:
    """Each player's deadwood, with their cards laid out, before Done."""
    result = flow.outcome(state)
    declared = model.declared(state)
    controls: list[ft.Control] = [_hint(t("referee.summary.hint"))]
    for index, name in enumerate(state.setup.players):
        if index == KNOCKER:
            # Gin is not a knock: the player who went gin is not called the knocker.
            gin = state.setup.result is Result.GIN
            role = t("referee.role.gin" if gin else "referee.role.knocker")
            body = _knocker_summary(declared, t) if declared else None
        else:
            role = t("referee.role.opponent")
            body = _opponent_summary(state, index, t)
        controls.append(
            ft.Container(
                padding=10,
                border_radius=ft.BorderRadius.all(12),
                bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
                content=ft.Column(
                    spacing=6,
                    controls=[
                        ft.Row(
                            controls=[
                                ft.Text(name, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
                                ft.Text(role, color=ft.Colors.ON_SURFACE_VARIANT, expand=True),
                                deadwood_line(t, result.deadwood[name], key=keys.summary(name)),
                            ]
                        ),
                        *([body] if body is not None else []),
                    ],
                ),
            )
        )
    return controls


def _knocker_summary(declared: Arrangement, t: Translate) -> ft.Control:
    """The melds the knocker lays down and the unmatched cards."""
    parts = [group(meld) for meld in declared.melds]
    if declared.unmatched:
        parts.append(group(declared.unmatched, caption=t("referee.unmatched"), loose=True))
    return groups(parts)


def _opponent_summary(state: RefereeState, index: int, t: Translate) -> ft.Control | None:
    """An opponent's own melds, the cards they laid off, and what is left."""
    result = model.opponent_check(state, index)
    if result is None:
        return None
    parts = [group(meld) for meld in result.melds]
    if result.layoffs:
        laid = tuple(layoff.card for layoff in result.layoffs)
        parts.append(group(laid, laid_off=laid, caption=t("referee.laid_off")))
    if result.unmatched:
        parts.append(group(result.unmatched, caption=t("referee.unmatched"), loose=True))
    return groups(parts)
