"""The root component: provides services and language, and routes to the screens.

Every screen is one :class:`flet.Route`, so the browser's back button and deep
links reach it. Each area of ``scorekeeper.ui`` lists its own routes in its
``routes.py`` (a ``routes()`` function); :data:`AREAS` is the one list of areas.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.services.devices import HOST_WINDOW, Device
from scorekeeper.ui.context import DeviceContext, LocaleContext, Services, ServicesContext
from scorekeeper.ui.game import routes as game
from scorekeeper.ui.history import routes as history
from scorekeeper.ui.home.view import home_view
from scorekeeper.ui.invite import routes as invite
from scorekeeper.ui.navigation import stacked
from scorekeeper.ui.problems import routes as problems
from scorekeeper.ui.referee import routes as referee
from scorekeeper.ui.rules_view import routes as rules
from scorekeeper.ui.settings import routes as settings
from scorekeeper.ui.settings.state import PreferencesContext, session_preferences
from scorekeeper.ui.sharing import routes as sharing
from scorekeeper.ui.stats_view import routes as stats


@ft.component
def back_to_start() -> ft.Control:
    """An unknown address (an old bookmark, a typo) leads back to the start screen."""
    ft.on_mounted(lambda: ft.context.page.navigate("/"))
    return ft.Container()


AREAS: tuple[Callable[[], list[ft.Route]], ...] = (
    game.routes,
    referee.routes,
    sharing.routes,
    rules.routes,
    history.routes,
    stats.routes,
    settings.routes,
    invite.routes,
    problems.routes,
)
"""Each area's ``routes`` function (its ``routes.py``), in the order they are matched.

Why one way: an area lists its own addresses next to its screens, and this is
the only list of areas; a new screen goes into its area's ``routes``, a new
area into this tuple.
"""


def routes() -> list[ft.Route]:
    """Every screen, by path: the start screen, then every area's routes."""
    return [
        ft.Route(index=True, component=home_view),
        *(route for area in AREAS for route in area()),
    ]


@ft.component
def app(services: Services, language: str | None = None, device: Device = HOST_WINDOW) -> Any:
    """The whole app for one session (one browser tab or window) on ``device``: a list of views.

    The session starts with the device's settings (in ``language``, if given);
    choosing a language, here or in the settings screen, is saved for the
    device's next session.
    """
    preferences = session_preferences(services.table_settings, device, language)
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
        lambda: DeviceContext(
            device,
            lambda: PreferencesContext(
                preferences,
                lambda: LocaleContext(
                    locale,
                    lambda: ft.Router(
                        stacked(routes()), not_found=back_to_start, manage_views=True
                    ),
                ),
            ),
        ),
    )
