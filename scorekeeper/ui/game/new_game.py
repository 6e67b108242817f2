"""The new-game form (``/new``): variant, three names, who starts, house options, Start.

The form is one ``Setup`` value in state; each control replaces it with a
changed copy, and what is shown (refusals beside their fields, who starts,
the rules summary, whether Start is enabled) is derived from it by the pure
functions of ``setup_model`` and ``first_roles``. Start stores the game and
opens its table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.services.games import GameService
from scorekeeper.ui.context import Locale, use_locale, use_services
from scorekeeper.ui.game import keys
from scorekeeper.ui.game.explain import rules_summary, rules_title
from scorekeeper.ui.game.first_roles import FirstChoice, draw_lots, first_of, first_section, pick
from scorekeeper.ui.game.game_data import mark_started
from scorekeeper.ui.game.house_rules import options_editor
from scorekeeper.ui.game.parts import body, error_line, heading, icon_action, navigate
from scorekeeper.ui.game.setup_model import (
    name_errors,
    names_ready,
    option_texts,
    options_view,
    rematch_of,
    suggestions,
    with_suggestion,
)
from scorekeeper.ui.live import session_origin
from scorekeeper.ui.texts import variant_name
from scorekeeper.ui.widgets import identified


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything typed or tapped in the form."""

    variant: Variant = Variant.BOX
    names: tuple[str, ...] = ("", "", "")
    first: FirstChoice = field(default_factory=FirstChoice)
    options: dict[str, str] = field(
        default_factory=lambda: option_texts(Variant.BOX, HouseRules.defaults(Variant.BOX))
    )
    failure: ScorekeeperError | None = None


def starting_setup(games: GameService, route: str) -> Setup:
    """An empty form, or for a rematch that cuts again the finished game's players in
    their seats, its variant and its house rules (a game no longer stored: an empty form).
    """
    game_id = rematch_of(route)
    if game_id is None:
        return Setup()
    try:
        game = games.load(game_id)
    except ScorekeeperError:
        return Setup()
    return Setup(game.variant, game.players, options=option_texts(game.variant, game.rules))


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
            )
        ),
    )


@ft.component
def new_game_screen() -> ft.View:
    """The form at ``/new``."""
    locale = use_locale()
    t = locale.t
    games = use_services().games
    route = ft.context.page.route or ""
    setup, set_setup = ft.use_state(ft.use_memo(lambda: starting_setup(games, route), []))
    known = ft.use_memo(games.known_players, dependencies=[])
    ft.on_mounted(mark_started)

    def update(change: Callable[[Setup], Setup]) -> None:
        set_setup(lambda s: replace(change(s), failure=None))

    def choose_variant(variant: Variant) -> None:
        defaults = option_texts(variant, HouseRules.defaults(variant))
        update(
            lambda s: (
                s
                if s.variant is variant
                else replace(
                    s,
                    variant=variant,
                    options=defaults,
                    first=replace(s.first, picked=(), drawn=None),
                )
            )
        )

    def type_name(seat: int, text: str) -> None:
        update(
            lambda s: replace(
                s,
                names=tuple(text if i == seat else n for i, n in enumerate(s.names)),
                first=replace(s.first, drawn=None),
            )
        )

    def suggest(name: str) -> None:
        update(lambda s: replace(s, names=with_suggestion(s.names, name)))

    def start() -> None:
        first = first_of(setup.variant, setup.names, setup.first)
        rules = options_view(setup.variant, setup.options).rules
        if first is None or rules is None or not names_ready(setup.names):
            return
        try:
            game = games.create(
                setup.names, setup.variant, first=first, rules=rules, origin=session_origin()
            )
        except ScorekeeperError as error:
            set_setup(replace(setup, failure=error))
            return
        ft.context.page.navigate(f"/game/{game.id}")

    errors = name_errors(setup.names)
    ready_names = names_ready(setup.names)
    checked = options_view(setup.variant, setup.options)
    first = first_of(setup.variant, setup.names, setup.first) if ready_names else None
    controls: list[ft.Control] = [
        heading(t("setup.variant")),
        ft.Row(
            spacing=8,
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                _variant_card(locale, v, v is setup.variant, partial(choose_variant, v))
                for v in Variant
            ],
        ),
        heading(t("setup.players")),
    ]
    for seat in range(3):
        controls.append(
            identified(
                ft.TextField(
                    key=keys.player_field(seat),
                    value=setup.names[seat],
                    label=t("setup.player", number=seat + 1),
                    capitalization=ft.TextCapitalization.WORDS,
                    on_change=lambda e, seat=seat: type_name(seat, e.control.value),
                )
            )
        )
        refusal = errors[seat]
        if refusal is not None:
            controls.append(error_line(locale.error(refusal)))
    offered = suggestions(known, setup.names)
    if offered and not all(n.strip() for n in setup.names):
        chips: list[ft.Control] = [
            identified(
                ft.Chip(
                    label=chip.name,
                    key=keys.suggestion(i),
                    leading=ft.Icon(ft.Icons.CHECK if chip.taken else ft.Icons.PERSON_ADD, size=16),
                    selected=chip.taken,
                    disabled=chip.taken,
                    on_click=partial(suggest, chip.name),
                )
            )
            for i, chip in enumerate(offered)
        ]
        controls += [
            ft.Text(t("setup.recent"), theme_style=ft.TextThemeStyle.BODY_SMALL),
            ft.Row(wrap=True, spacing=6, run_spacing=6, controls=chips),
        ]
    controls.append(heading(t("setup.first")))
    if ready_names:
        controls += first_section(
            locale,
            setup.variant,
            setup.names,
            setup.first,
            on_mode=lambda mode: update(lambda s: replace(s, first=replace(s.first, mode=mode))),
            on_cut=lambda seat, text: update(
                lambda s: replace(
                    s,
                    first=replace(
                        s.first,
                        cuts=tuple(text if i == seat else c for i, c in enumerate(s.first.cuts)),
                    ),
                )
            ),
            on_pick=lambda seat: update(lambda s: replace(s, first=pick(s.variant, s.first, seat))),
            on_draw=lambda: update(
                lambda s: replace(s, first=draw_lots(s.variant, s.names, s.first))
            ),
        )
    else:
        controls.append(ft.Text(t("setup.first.names_first"), color=ft.Colors.ON_SURFACE_VARIANT))
    summary = (
        rules_summary(locale, setup.variant, checked.rules)
        if checked.rules
        else t("table.house.invalid")
    )
    standard = option_texts(setup.variant, HouseRules.defaults(setup.variant))
    controls.append(
        identified(
            ft.ExpansionTile(
                key=keys.RULES_TILE,
                title=ft.Text(
                    rules_title(
                        locale, setup.variant, checked.rules or HouseRules.defaults(setup.variant)
                    )
                    if checked.rules
                    else t("table.house.custom")
                ),
                subtitle=ft.Text(summary, theme_style=ft.TextThemeStyle.BODY_SMALL),
                leading=ft.Icon(ft.Icons.TUNE),
                tile_padding=ft.Padding.symmetric(horizontal=4),
                controls_padding=ft.Padding.symmetric(horizontal=8, vertical=8),
                maintain_state=True,
                controls=[
                    *options_editor(
                        locale,
                        setup.variant,
                        setup.options,
                        checked,
                        lambda name, text: update(
                            lambda s: replace(s, options={**s.options, name: text})
                        ),
                    ),
                    identified(
                        ft.TextButton(
                            t("table.house.reset"),
                            key=keys.RULES_RESET,
                            icon=ft.Icons.RESTART_ALT,
                            disabled=setup.options == standard,
                            on_click=lambda: update(lambda s: replace(s, options=standard)),
                        )
                    ),
                ],
            )
        )
    )
    if setup.failure is not None:
        controls.append(error_line(locale.error(setup.failure), keys.NEW_ERROR))
    controls.append(
        identified(
            ft.FilledButton(
                t("setup.start"),
                key=keys.NEW_START,
                icon=ft.Icons.PLAY_ARROW,
                height=56,
                width=float("inf"),
                disabled=first is None or checked.rules is None,
                on_click=start,
            )
        )
    )
    return ft.View(
        route="/new",
        key=keys.NEW_VIEW,
        appbar=ft.AppBar(
            leading=icon_action(ft.Icons.ARROW_BACK, keys.NEW_BACK, t("setup.back"), navigate("/")),
            title=ft.Text(t("setup.title")),
        ),
        scroll=ft.ScrollMode.AUTO,
        controls=[body(controls)],
    )
