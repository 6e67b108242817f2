"""The root component: provides services and language, and routes to the screens.

Why a router now, with one screen: the next screens (new game, table, hand
detail) each become one :class:`flet.Route`, and the browser's back button and
deep links work without touching the other screens.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import flet as ft

from scorekeeper.ui.context import Locale, LocaleContext, Services, ServicesContext
from scorekeeper.ui.game.routes import game_routes
from scorekeeper.ui.history.routes import history_routes
from scorekeeper.ui.home import home_view
from scorekeeper.ui.invite import invite_routes
from scorekeeper.ui.navigation import stacked
from scorekeeper.ui.problems import problems_routes
from scorekeeper.ui.referee.demo import referee_demo_view
from scorekeeper.ui.rules_view import rules_routes
from scorekeeper.ui.settings.state import PreferencesContext, session_preferences
from scorekeeper.ui.sharing import sharing_routes


@ft.component
def back_to_start() -> ft.Control:
    """An unknown address (an old bookmark, a typo) leads back to the start screen."""
    ft.on_mounted(lambda: ft.context.page.navigate("/"))
    return ft.Container()


def routes() -> list[ft.Route]:
    """Every screen, by path. Add new screens here."""
    return [
        ft.Route(index=True, component=home_view),
        *game_routes(),
        ft.Route(path="referee", component=referee_demo_view),
        *sharing_routes(),
        *rules_routes(),
        *history_routes(),
        *invite_routes(),
        *problems_routes(),
    ]


@ft.component
def app(services: Services, language: str | None = None) -> Any:
    """The whole app for one session (one browser tab or window): a list of views.

    The session starts with the saved settings (in ``language``, if given);
    choosing a language, here or in the settings screen, is saved for the next start.
    """
    preferences = session_preferences(services.settings, language)
    current = preferences.settings.language
    change = preferences.change
    locale = ft.use_memo(
        lambda: Locale(
            catalog=services.catalog,
            language=current,
            choose=lambda chosen: change(lambda s: replace(s, language=chosen)),
        ),
        dependencies=[current],
    )
    return ServicesContext(
        services,
        lambda: PreferencesContext(
            preferences,
            lambda: LocaleContext(
                locale,
                lambda: ft.Router(stacked(routes()), not_found=back_to_start, manage_views=True),
            ),
        ),
    )
