"""The root component: provides services and language, and routes to the screens.

Why a router now, with one screen: the next screens (new game, table, hand
detail) each become one :class:`flet.Route`, and the browser's back button and
deep links work without touching the other screens.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.i18n import DEFAULT_LANGUAGE
from scorekeeper.ui.context import Locale, LocaleContext, Services, ServicesContext
from scorekeeper.ui.home import home_view


@ft.component
def back_to_start() -> ft.Control:
    """An unknown address (an old bookmark, a typo) leads back to the start screen."""
    ft.on_mounted(lambda: ft.context.page.navigate("/"))
    return ft.Container()


def routes() -> list[ft.Route]:
    """Every screen, by path. Add new screens here."""
    return [ft.Route(index=True, component=home_view)]


@ft.component
def app(services: Services, language: str = DEFAULT_LANGUAGE) -> Any:
    """The whole app for one session (one browser tab or window): a list of views."""
    current, set_current = ft.use_state(language)
    locale = ft.use_memo(
        lambda: Locale(catalog=services.catalog, language=current, choose=set_current),
        dependencies=[current],
    )
    return ServicesContext(
        services,
        lambda: LocaleContext(
            locale, lambda: ft.Router(routes(), not_found=back_to_start, manage_views=True)
        ),
    )
