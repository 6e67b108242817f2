"""The new-game form (``/new``): variant, three names, who starts, house options, Start.

A thin component: the form's state, what each control does and what is shown
come from ``hook`` (state and actions) over ``model`` (the
frozen ``Setup``, its pure changes and the derived ``SetupView``); this module
only turns them into controls.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from scorekeeper.i18n.game_words import rules_summary, rules_title
from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import variant_name
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.ui.back_link import mark_started
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import frame
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.game_data import came_back_after_start
from scorekeeper.ui.game.house_rules import options_editor
from scorekeeper.ui.game.new_game.first_roles import first_section
from scorekeeper.ui.game.new_game.hook import NewGameForm, use_new_game
from scorekeeper.ui.kit import Look, action, error_line, heading, icon_action
from scorekeeper.ui.route_state import navigate
from scorekeeper.ui.text_field import on_text
from scorekeeper.ui.widgets import identified


def _variant_card(
    locale: Locale, variant: Variant, chosen: bool, on_choose: Callable[[], None]
) -> ft.Control:
    return ft.Container(
        expand=True,
        content=identified(
            ft.Container(
                key=keys.variant_card(variant.value),
                on_click=on_choose,
                padding=12,
                border_radius=16,
                border=ft.Border.all(
                    3 if chosen else 1, ft.Colors.PRIMARY if chosen else ft.Colors.OUTLINE_VARIANT
                ),
                bgcolor=ft.Colors.PRIMARY_CONTAINER if chosen else None,
                content=ft.Column(
                    spacing=4,
                    controls=[
                        ft.Row(
                            controls=[
                                ft.Text(
                                    variant_name(locale, variant),
                                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                                    expand=True,
                                ),
                                ft.Icon(
                                    ft.Icons.CHECK_CIRCLE if chosen else ft.Icons.CIRCLE_OUTLINED,
                                    color=ft.Colors.PRIMARY,
                                ),
                            ]
                        ),
                        ft.Text(
                            locale.t(f"setup.variant.{variant.value}.about"),
                            theme_style=ft.TextThemeStyle.BODY_SMALL,
                        ),
                    ],
                ),
            ),
            selected=chosen,
        ),
    )


def _opened_here() -> None:
    """Mounted: note the session's first screen; shown by Back from the game it has
    just started, go Home instead (see ``came_back_after_start``)."""
    mark_started()
    if came_back_after_start():
        ft.context.page.navigate("/")


@ft.component
def new_game_screen() -> ft.View:
    """The form at ``/new``."""
    locale = use_locale()
    t = locale.t
    form = use_new_game()
    ft.on_mounted(_opened_here)
    return frame(
        route="/new",
        key=keys.NEW_VIEW,
        title=t("word.new_game"),
        back=icon_action(ft.Icons.ARROW_BACK, keys.NEW_BACK, t("button.back"), navigate("/")),
        controls=_form(locale, form),
    )


def _form(locale: Locale, form: NewGameForm) -> list[ft.Control]:
    t = locale.t
    setup, view, actions = form.setup, form.view, form.actions
    controls: list[ft.Control] = [
        heading(t("word.variant")),
        ft.Row(
            spacing=8,
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                _variant_card(locale, v, v is setup.variant, partial(actions.on_variant, v))
                for v in Variant
            ],
        ),
        heading(t("setup.players")),
        *_names(locale, form),
        heading(t("setup.first")),
    ]
    if view.names_ready:
        controls += first_section(
            locale,
            setup.variant,
            setup.names,
            setup.first,
            actions.first,
        )
    else:
        controls.append(ft.Text(t("setup.first.names_first"), color=ft.Colors.ON_SURFACE_VARIANT))
    controls.append(_rules_tile(locale, form))
    if setup.failure is not None:
        controls.append(error_line(locale.error(setup.failure), keys.NEW_ERROR))
    controls.append(
        action(
            t("setup.start"),
            key=keys.NEW_START,
            on_click=actions.on_start,
            look=Look.MAIN,
            icon=ft.Icons.PLAY_ARROW,
            wide=True,
            height=56,
            disabled=not view.can_start,
        )
    )
    return controls


def _names(locale: Locale, form: NewGameForm) -> list[ft.Control]:
    """The three name fields, each with its refusal, then the past players' chips."""
    t = locale.t
    controls: list[ft.Control] = []
    for seat in range(3):
        controls.append(
            identified(
                ft.TextField(
                    key=keys.player_field(seat),
                    value=form.setup.names[seat],
                    label=t("setup.player", number=seat + 1),
                    capitalization=ft.TextCapitalization.WORDS,
                    on_change=on_text(partial(form.actions.on_name, seat)),
                )
            )
        )
        refusal = form.view.name_errors[seat]
        if refusal is not None:
            controls.append(error_line(locale.error(refusal)))
    if form.view.offered:
        chips: list[ft.Control] = [
            identified(
                ft.Chip(
                    label=chip.name,
                    key=keys.suggestion(i),
                    leading=ft.Icon(ft.Icons.CHECK if chip.taken else ft.Icons.PERSON_ADD, size=16),
                    selected=chip.taken,
                    disabled=chip.taken,
                    on_click=partial(form.actions.on_suggestion, chip.name),
                )
            )
            for i, chip in enumerate(form.view.offered)
        ]
        controls += [
            ft.Text(t("setup.recent"), theme_style=ft.TextThemeStyle.BODY_SMALL),
            ft.Row(wrap=True, spacing=6, run_spacing=6, controls=chips),
        ]
    return controls


def _opened(data: object) -> bool:
    """An expansion tile's change event as open or closed (Flet sends a bool or its text)."""
    return data if isinstance(data, bool) else str(data).lower() == "true"


def _rules_tile(locale: Locale, form: NewGameForm) -> ft.Control:
    """The house rules: their title and summary, opening onto the editor and Reset."""
    t = locale.t
    setup, checked = form.setup, form.view.options
    summary = (
        rules_summary(locale, setup.variant, checked.rules)
        if checked.rules
        else t("table.house.invalid")
    )
    return identified(
        ft.ExpansionTile(
            key=keys.RULES_TILE,
            title=ft.Text(
                rules_title(
                    locale,
                    setup.variant,
                    checked.rules or HouseRules.defaults(house_options(setup.variant)),
                )
                if checked.rules
                else t("table.house.custom")
            ),
            subtitle=ft.Text(summary, theme_style=ft.TextThemeStyle.BODY_SMALL),
            leading=ft.Icon(ft.Icons.TUNE),
            tile_padding=ft.Padding.symmetric(horizontal=4),
            controls_padding=ft.Padding.symmetric(horizontal=8, vertical=8),
            maintain_state=True,
            expanded=setup.rules_open,
            on_change=lambda e: form.actions.on_rules_open(_opened(e.data)),
            controls=[
                *options_editor(
                    locale, setup.variant, setup.options, checked, form.actions.on_option
                ),
                action(
                    t("table.house.reset"),
                    key=keys.RULES_RESET,
                    on_click=form.actions.on_reset,
                    icon=ft.Icons.RESTART_ALT,
                    disabled=form.view.standard,
                ),
            ],
        )
    )
