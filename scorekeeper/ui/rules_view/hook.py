"""The rules screen's state: the address, the game whose options it shows, the scrolling.

One hook serves every rules address (see :mod:`scorekeeper.views.rule_book`). Opened from a game
(``?game=<id>``) it loads that game, for its house options beside the sections
they change; a section address is scrolled to once the page is drawn.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.services.games import GameService
from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.route_state import leave_by_arrow, shown_again_by_back
from scorekeeper.ui.rules_view.keys import scroll_key
from scorekeeper.views.rule_book import (
    RulesAddress,
    back_route,
    notice_keys,
    options_game,
    parse_address,
    scroll_name,
)


@dataclass(frozen=True, slots=True)
class RulesPage:
    """What the rules screen draws, and what its controls do."""

    locale: Locale
    route: str
    address: RulesAddress
    game: Game | None
    """The game whose house options to show beside the sections (same variant only)."""
    notices: tuple[str, ...]
    """Catalogue keys of what the address could not find."""
    scroller: ft.Ref[ft.Column]
    jump: Callable[[int], Awaitable[None]]
    """Scroll to a section of the variant shown."""
    back: Callable[[], None]


def _load(games: GameService, game_id: str | None) -> Game | None:
    """The game whose options to show, or None (no game asked for, or not on this phone)."""
    if not game_id:
        return None
    try:
        return games.load(game_id)
    except ScorekeeperError:
        return None


def use_rules_page() -> RulesPage:
    """The address read, its game loaded, and its section scrolled to."""
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

    def back() -> None:
        leave_by_arrow(back_target(page.route or "", back_route(address)))

    return RulesPage(
        locale,
        page.route or "/rules",
        address,
        options_game(address, game),
        notice_keys(address, found=game is not None),
        scroller,
        jump,
        back,
    )
