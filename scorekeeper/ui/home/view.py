"""The home screen: New game, Continue the unfinished game, and the ways to everything else.

On a session's first screen, when a game is still unfinished, the app does not
stop here: it opens that game's table directly (closing or killing the app in
the middle of a game and starting it again lands back at the table). Coming
back home later in the session shows this screen, with Continue on top.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import totals_line, variant_name
from scorekeeper.services.records import GameSummary
from scorekeeper.ui import keys
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import frame
from scorekeeper.ui.game import keys as game_keys
from scorekeeper.ui.home.hook import use_home
from scorekeeper.ui.invite import keys as invite_keys
from scorekeeper.ui.kit import Look, action
from scorekeeper.ui.problems.notice import problems_notice
from scorekeeper.ui.route_state import navigate
from scorekeeper.ui.widgets import identified
from scorekeeper.views.addresses import game_route

PLACES = (
    (game_keys.HOME_HISTORY, ft.Icons.HISTORY, "home.history", "/history"),
    (game_keys.HOME_STATS, ft.Icons.INSIGHTS, "home.stats", "/stats"),
    (game_keys.HOME_IMPORT, ft.Icons.QR_CODE_SCANNER, "home.import", "/import"),
    (game_keys.HOME_RULES, ft.Icons.MENU_BOOK, "word.rules", "/rules"),
    (invite_keys.HOME_INVITE, ft.Icons.QR_CODE_2, "invite.title", "/invite"),
    (game_keys.HOME_SETTINGS, ft.Icons.SETTINGS, "word.settings", "/settings"),
)
"""The other screens: key, icon, label and address."""


@ft.component
def language_menu() -> ft.Control:
    """The language switcher: each language listed by its own name."""
    locale = use_locale()

    def pick(language: str) -> Callable[[], None]:
        return lambda: locale.choose(language)

    return identified(
        ft.PopupMenuButton(
            key=keys.LANGUAGE_MENU,
            icon=ft.Icons.TRANSLATE,
            tooltip=locale.t("word.language"),
            items=[
                ft.PopupMenuItem(
                    key=keys.language_item(language),
                    content=locale.catalog.translate("language.name", language),
                    checked=language == locale.language,
                    on_click=pick(language),
                )
                for language in locale.catalog.languages
            ],
        )
    )


def _continue_card(locale: Locale, game: GameSummary) -> ft.Control:
    t = locale.t
    totals = totals_line(locale, game.players, game.totals)
    return ft.Container(
        padding=16,
        border_radius=16,
        bgcolor=ft.Colors.PRIMARY_CONTAINER,
        content=ft.Column(
            spacing=8,
            controls=[
                ft.Text(
                    t("home.running"),
                    theme_style=ft.TextThemeStyle.LABEL_LARGE,
                    color=ft.Colors.ON_PRIMARY_CONTAINER,
                ),
                ft.Text(
                    ", ".join(game.players),
                    theme_style=ft.TextThemeStyle.TITLE_LARGE,
                    color=ft.Colors.ON_PRIMARY_CONTAINER,
                ),
                ft.Text(
                    t(
                        "home.running_about",
                        variant=variant_name(locale, game.variant),
                        hands=game.hands,
                        totals=totals,
                    ),
                    color=ft.Colors.ON_PRIMARY_CONTAINER,
                ),
                action(
                    t("home.continue"),
                    key=game_keys.HOME_CONTINUE,
                    on_click=navigate(game_route(game.id)),
                    look=Look.MAIN,
                    icon=ft.Icons.PLAY_ARROW,
                    wide=True,
                    height=56,
                ),
            ],
        ),
    )


def _welcome(locale: Locale) -> list[ft.Control]:
    """The app's sign, name and tagline: the top of the screen, the same in every state."""
    t = locale.t
    return [
        ft.Row(
            alignment=ft.MainAxisAlignment.CENTER,
            controls=[ft.Icon(ft.Icons.STYLE, size=64, color=ft.Colors.PRIMARY)],
        ),
        ft.Text(
            t("home.heading"),
            theme_style=ft.TextThemeStyle.HEADLINE_MEDIUM,
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
        ft.Text(
            t("home.tagline"),
            theme_style=ft.TextThemeStyle.BODY_LARGE,
            text_align=ft.TextAlign.CENTER,
            width=float("inf"),
        ),
    ]


def _places(locale: Locale) -> list[ft.Control]:
    """A tile per other screen (``PLACES``): the same list whatever the games are."""
    return [
        identified(
            ft.ListTile(
                key=key,
                leading=ft.Icon(icon),
                title=ft.Text(locale.t(label)),
                trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
                on_click=navigate(route),
            )
        )
        for key, icon, label, route in PLACES
    ]


@ft.component
def home_view() -> ft.View:
    """The first screen: Continue (if a game runs), New game, and the other screens."""
    locale = use_locale()
    t = locale.t
    home = use_home()
    running = home.running
    controls = _welcome(locale)
    controls += problems_notice(locale, home.problems)
    if running is not None:
        controls.append(_continue_card(locale, running))
    controls.append(
        action(
            t("word.new_game"),
            key=keys.HOME_NEW_GAME,
            on_click=navigate("/new"),
            look=Look.TONAL if running is not None else Look.MAIN,
            icon=ft.Icons.ADD,
            wide=True,
            height=56,
        )
    )
    if home.empty:
        controls.append(
            ft.Text(
                t("home.empty"),
                color=ft.Colors.ON_SURFACE_VARIANT,
                text_align=ft.TextAlign.CENTER,
                width=float("inf"),
            )
        )
    controls += _places(locale)
    return frame(
        route="/",
        key=keys.HOME_VIEW,
        title=ft.Text(t("app.title"), key=keys.APP_TITLE),
        actions=[language_menu()],
        controls=controls,
        spacing=16,
    )
