"""The rules screen: each variant's rules, rulings and house options, in the player's language.

One component serves every rules address (see ``book``): the overview of both
variants, one variant, or one section scrolled to and highlighted (where a
scored hand links to). Opened from a game (``?game=<id>``) it shows that game's
house options next to the sections they change.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from scorekeeper.i18n.words import Translate, variant_name
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.ui.addresses import game_route
from scorekeeper.ui.back_link import back_target, with_back
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.kit import COLUMNS, leave_by_arrow, shown_again_by_back
from scorekeeper.ui.rules_view import keys
from scorekeeper.ui.rules_view.book import (
    COMMON_ITEMS,
    SECTIONS,
    RulesAddress,
    parse_address,
    rules_route,
    scroll_name,
)
from scorekeeper.ui.rules_view.options import option_lines
from scorekeeper.ui.rules_view.sections import (
    heading,
    option_row,
    paragraphs,
    ruling_box,
    scroll_key,
    section_card,
    section_index,
)
from scorekeeper.ui.widgets import identified


def _load(repository: GameService, game_id: str | None) -> Game | None:
    """The game whose options to show, or None (no game asked for, or not on this phone)."""
    if not game_id:
        return None
    try:
        return repository.load(game_id)
    except ScorekeeperError:
        return None


def back_route(address: RulesAddress) -> str:
    """Where the back arrow leads without a ``back`` address: the game, else one level up."""
    if address.game_id:
        return game_route(address.game_id)
    if address.variant is not None:
        return rules_route()
    return "/"


@ft.component
def rules_view() -> ft.View:
    """The rules at any rules address (``/rules``, ``/rules/box``, ``/rules/box/7`` ...)."""
    locale = use_locale()
    services = use_services()
    page = ft.context.page
    address = parse_address(page.route or "", ft.use_route_params())
    game = ft.use_memo(
        lambda: _load(services.games, address.game_id),
        dependencies=[address.game_id],
    )
    scroller = ft.use_memo(ft.Ref[ft.Column], dependencies=[])

    def opened() -> None:
        """Shown again by the browser's Back after its arrow left it: go where the arrow went."""
        if shown_again_by_back():
            page.navigate(back_target(page.route or "", back_route(address)))

    ft.on_mounted(opened)

    async def scroll_to_section() -> None:
        column = scroller.current
        if column is not None and address.variant is not None and address.section is not None:
            target = scroll_key(scroll_name(address.variant, address.section))
            await column.scroll_to(scroll_key=target, duration=400)

    ft.use_effect(scroll_to_section, dependencies=[address.variant, address.section])

    async def jump(number: int) -> None:
        column = scroller.current
        if column is not None and address.variant is not None:
            target = scroll_key(scroll_name(address.variant, number))
            await column.scroll_to(scroll_key=target, duration=300)

    t = locale.t
    notices: list[str] = []
    if not address.known:
        notices.append(t("rules.not_found"))
    if address.game_id and game is None:
        notices.append(t("rules.game_missing"))
    if game is not None and address.variant is not None and game.variant is not address.variant:
        game = None  # another variant's options would mislead
    if address.variant is None:
        content = _overview(t, address)
    else:
        content = _variant(t, address.variant, address.section, game, jump)

    title = t("rules.title") if address.variant is None else variant_name(t, address.variant)
    column = ft.Column(
        # One scrollable per page of the book: the overview and a variant are the
        # same component, and a reused column kept a variant's scroll offset, far
        # below the end of the short overview (a blank page under the title).
        key=f"rules-page-{address.variant.value if address.variant else 'all'}",
        ref=scroller,
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
        route=page.route or "/rules",
        key=keys.VIEW,
        padding=0,
        appbar=ft.AppBar(
            leading=identified(
                ft.IconButton(
                    ft.Icons.ARROW_BACK,
                    key=keys.BACK,
                    tooltip=t("rules.back"),
                    on_click=lambda: leave_by_arrow(
                        back_target(page.route or "", back_route(address))
                    ),
                )
            ),
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
