"""The rules screen: each variant's rules, rulings and house options, in the player's language.

One component serves every rules address (see ``book``): the overview of both
variants, one variant, or one section scrolled to and highlighted (where a
scored hand links to). Opened from a game (``?game=<id>``) it shows that game's
house options next to the sections they change. It draws what
:func:`scorekeeper.ui.rules_view.hook.use_rules_page` gives.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from scorekeeper.i18n.words import Translate, variant_name
from scorekeeper.rules.game import Game
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.back_link import back_target, with_back
from scorekeeper.ui.frames import COLUMNS
from scorekeeper.ui.kit import icon_action
from scorekeeper.ui.rules_view import keys
from scorekeeper.ui.rules_view.hook import use_rules_page
from scorekeeper.ui.rules_view.options import option_lines
from scorekeeper.ui.rules_view.sections import (
    heading,
    option_row,
    paragraphs,
    ruling_box,
    section_card,
    section_index,
)
from scorekeeper.ui.widgets import identified
from scorekeeper.views.rule_book import (
    COMMON_ITEMS,
    SECTIONS,
    RulesAddress,
    rules_route,
)


@ft.component
def rules_view() -> ft.View:
    """The rules at any rules address (``/rules``, ``/rules/box``, ``/rules/box/7`` ...)."""
    screen = use_rules_page()
    t = screen.locale.t
    address = screen.address
    if address.variant is None:
        content = _overview(t, address)
    else:
        content = _variant(t, address.variant, address.section, screen.game, screen.jump)
    notices = [t(key) for key in screen.notices]
    title = t("word.rules") if address.variant is None else variant_name(t, address.variant)
    column = ft.Column(
        ref=screen.scroller,
        scroll=ft.ScrollMode.AUTO,
        expand=True,
        controls=[
            ft.ResponsiveRow(
                alignment=ft.MainAxisAlignment.CENTER,
                controls=[
                    ft.Container(
                        col=COLUMNS,
                        padding=ft.Padding.symmetric(horizontal=16, vertical=12),
                        content=ft.Column(
                            spacing=16,
                            controls=[*(_notice(text) for text in notices), *content],
                        ),
                    )
                ],
            )
        ],
    )
    return ft.View(
        route=screen.route,
        # One view per address. Flutter's navigator keeps one page per route and
        # slides the new one in over the old; with one view for every address both
        # pages drew the same controls while they slid, and a wheel or swipe in that
        # moment left the overview, after Back, a title over an empty page that no
        # scrolling brought back (1 in 3 wheels turned at once in a new tab).
        key=keys.view(screen.route),
        padding=0,
        appbar=ft.AppBar(
            leading=icon_action(ft.Icons.ARROW_BACK, keys.BACK, t("button.back"), screen.back),
            title=ft.Text(title),
        ),
        controls=[ft.SafeArea(expand=True, content=column)],
    )


def _notice(text: str) -> ft.Control:
    return ft.Container(
        key=keys.NOTICE,
        bgcolor=ft.Colors.TERTIARY_CONTAINER,
        border_radius=12,
        padding=12,
        content=ft.Row(
            controls=[
                ft.Icon(ft.Icons.INFO_OUTLINE, color=ft.Colors.ON_TERTIARY_CONTAINER),
                ft.Text(text, color=ft.Colors.ON_TERTIARY_CONTAINER, expand=True),
            ]
        ),
    )


def _overview(t: Translate, address: RulesAddress) -> list[ft.Control]:
    """Both variants to choose from, then what they have in common."""
    page = ft.context.page

    def opener(variant: Variant) -> Callable[[], None]:
        link = rules_route(variant, game_id=address.game_id)
        here = page.route or rules_route()
        # Opened from somewhere (a game), the overview is kept on the way back to it.
        if back_target(here, ""):
            link = with_back(link, here)
        return lambda: page.navigate(link)

    cards: list[ft.Control] = [
        ft.Card(
            content=identified(
                ft.ListTile(
                    key=keys.variant_card(variant),
                    title=ft.Text(
                        variant_name(t, variant), theme_style=ft.TextThemeStyle.TITLE_MEDIUM
                    ),
                    subtitle=ft.Text(t(f"rules.{variant.value}.summary")),
                    trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
                    on_click=opener(variant),
                )
            )
        )
        for variant in Variant
    ]
    return [
        ft.Text(t("rules.overview.intro"), theme_style=ft.TextThemeStyle.BODY_LARGE),
        *cards,
        *_common(t),
    ]


def _common(t: Translate) -> list[ft.Control]:
    """docs/RULES.md "Common to both variants": deck, ace, melds, deadwood, and the
    ruling that corrections keep the seats (common 7)."""
    items = [
        ft.Row(
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                ft.Icon(ft.Icons.STYLE, size=18, color=ft.Colors.PRIMARY),
                ft.Column(expand=True, controls=paragraphs(t(f"rules.common.{n}"))),
            ],
        )
        for n in range(1, COMMON_ITEMS + 1)
    ]
    corrections = ft.Column(
        spacing=8,
        controls=[
            ft.Text(
                t("rules.common.corrections.title"), theme_style=ft.TextThemeStyle.TITLE_MEDIUM
            ),
            ruling_box(t, t("rules.common.corrections.ruling")),
        ],
    )
    return [
        ft.Column(
            key=keys.COMMON,
            spacing=10,
            controls=[heading(t("rules.common.title")), *items, corrections],
        )
    ]


def _variant(
    t: Translate,
    variant: Variant,
    linked: int | None,
    game: Game | None,
    on_jump: Callable[[int], Awaitable[None]],
) -> list[ft.Control]:
    """One variant: a button per section, its house options, the common rules, then every
    numbered section."""
    lines = option_lines(variant, game.rules if game is not None else None)
    by_name = {line.name: line for line in lines}
    with_game = game is not None
    options_card = ft.Container(
        key=keys.OPTIONS,
        bgcolor=ft.Colors.SURFACE_CONTAINER,
        border_radius=12,
        padding=12,
        content=ft.Column(
            spacing=8,
            controls=[
                ft.Text(
                    t("rules.options.game_title" if with_game else "rules.options.title"),
                    theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                ),
                ft.Text(
                    t("rules.options.game_hint", players=", ".join(game.players))
                    if game is not None
                    else t("rules.options.standard_hint"),
                    color=ft.Colors.ON_SURFACE_VARIANT,
                ),
                *(
                    option_row(t, line, with_game=with_game, key=keys.option(line.name))
                    for line in lines
                ),
            ],
        ),
    )
    sections = [
        section_card(
            t, variant, section, by_name, linked=section.number == linked, with_game=with_game
        )
        for section in SECTIONS[variant]
    ]
    return [
        ft.Text(t(f"rules.{variant.value}.summary"), theme_style=ft.TextThemeStyle.BODY_LARGE),
        section_index(t, variant, on_jump),
        options_card,
        *_common(t),
        heading(variant_name(t, variant)),
        *sections,
    ]
