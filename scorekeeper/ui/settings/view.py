"""The settings screen (``/settings``): language, look, defaults for new games, backup.

Every choice takes effect at once and is saved for the next start; nothing
here needs a Save button. What went wrong with the settings file (if
anything) is said at the top, once, in plain words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import letters_name, variant_name
from scorekeeper.rules.card_letters import LetterSet
from scorekeeper.rules.variants import Variant
from scorekeeper.services.settings import SettingsProblem, ThemeChoice
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.invite.settings_section import table_phones_section
from scorekeeper.ui.kit import back_button, card, muted, section_title
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.rules_editor import rules_editor
from scorekeeper.ui.settings.state import Change, Preferences, use_preferences
from scorekeeper.ui.settings.widgets import choice_tile, link_tile

THEME_ICONS = {
    ThemeChoice.SYSTEM: ft.Icons.BRIGHTNESS_AUTO,
    ThemeChoice.LIGHT: ft.Icons.LIGHT_MODE,
    ThemeChoice.DARK: ft.Icons.DARK_MODE,
}


def problems_card(locale: Locale, problems: tuple[SettingsProblem, ...]) -> ft.Control:
    """What was wrong with the settings file: one sentence per kind, then the details."""
    t = locale.t
    kinds = list(dict.fromkeys(problem.kind for problem in problems))
    return card(
        ft.Row(
            spacing=12,
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                ft.Icon(ft.Icons.WARNING_AMBER, color=ft.Colors.ERROR),
                ft.Column(
                    expand=True,
                    spacing=4,
                    controls=[
                        *(ft.Text(t(f"settings.problem.{kind.value}")) for kind in kinds),
                        *(muted(problem.detail, selectable=True) for problem in problems),
                    ],
                ),
            ],
        ),
        key=keys.SETTINGS_PROBLEMS,
    )


def setting(change: Callable[[Change], None], **values: Any) -> Callable[[], None]:
    """A handler that sets the named settings to ``values`` (e.g. ``language="nl"``)."""
    return lambda: change(lambda settings: replace(settings, **values))


@ft.component
def settings_view() -> ft.View:
    """All settings on one scrolling screen, grouped under headings."""
    locale = use_locale()
    t = locale.t
    preferences = use_preferences()
    page = ft.context.page

    async def open_backup() -> None:
        await page.push_route("/settings/backup")

    problems = use_services().table_settings.problems()
    controls: list[ft.BaseControl] = [
        *([problems_card(locale, problems)] if problems else []),
        *_language_section(locale, preferences),
        *_appearance_section(locale, preferences),
        *_letters_section(locale, preferences),
        *_new_games_section(locale, preferences),
        table_phones_section(),
        section_title(t("settings.backup")),
        link_tile(
            keys.OPEN_BACKUP,
            ft.Icons.SAVE_ALT,
            t("backup.title"),
            t("settings.backup.about"),
            open_backup,
        ),
    ]
    return padded_frame(
        route="/settings",
        key=keys.SETTINGS_VIEW,
        title=t("word.settings"),
        back=back_button(keys.SETTINGS_BACK, t("button.back"), "/"),
        spacing=8,
        controls=controls,
    )


def _language_section(locale: Locale, preferences: Preferences) -> list[ft.Control]:
    """Every language by its own name, the one in force chosen."""
    chosen = preferences.settings.language
    languages = [
        choice_tile(
            keys.language(code),
            locale.catalog.translate("language.name", code),
            selected=code == chosen,
            on_choose=setting(preferences.change, language=code),
        )
        for code in locale.catalog.languages
    ]
    return [section_title(locale.t("word.language")), ft.Column(languages, spacing=0)]


def _letters_section(locale: Locale, preferences: Preferences) -> list[ft.Control]:
    """The letters on the players' cards, for "Read the cards": automatic, or one deck's.

    Automatic reads them from the cards and asks only when the letters seen fit
    decks that read them differently (a V alone: a Dutch queen or a French jack).
    """
    chosen = preferences.settings.card_letters
    options: list[LetterSet | None] = [None, *LetterSet]
    tiles = [
        choice_tile(
            keys.card_letters(letters),
            letters_name(locale, letters),
            selected=letters is chosen,
            on_choose=setting(preferences.change, card_letters=letters),
        )
        for letters in options
    ]
    return [
        section_title(locale.t("settings.card_letters")),
        muted(locale.t("settings.card_letters.why")),
        ft.Column(tiles, spacing=0),
    ]


def _appearance_section(locale: Locale, preferences: Preferences) -> list[ft.Control]:
    """The theme (system, light, dark) and larger text."""
    t = locale.t
    settings, change = preferences.settings, preferences.change
    themes = [
        choice_tile(
            keys.theme(choice.value),
            t(f"settings.theme.{choice.value}"),
            selected=choice is settings.theme,
            icon=THEME_ICONS[choice],
            on_choose=setting(change, theme=choice),
        )
        for choice in ThemeChoice
    ]
    return [
        section_title(t("settings.appearance")),
        ft.Column([*themes, _large_text(locale, preferences)], spacing=0),
    ]


def _large_text(locale: Locale, preferences: Preferences) -> ft.Control:
    """Larger text: one control for a screen reader, a switch that says its state.

    The drawn switch inside the row is left out of the semantics (a switch inside
    a button is two controls in one place, and its own name repeated the row's).
    """
    t = locale.t
    settings, change = preferences.settings, preferences.change
    return ft.Semantics(
        identifier=keys.LARGE_TEXT,
        content=ft.MergeSemantics(
            content=ft.Semantics(
                toggled=settings.large_text,
                content=ft.ListTile(
                    key=keys.LARGE_TEXT,
                    leading=ft.Icon(ft.Icons.FORMAT_SIZE, color=ft.Colors.PRIMARY),
                    title=ft.Text(t("settings.large_text")),
                    subtitle=ft.Text(t("settings.large_text.why")),
                    trailing=ft.Semantics(
                        exclude_semantics=True,
                        content=ft.Switch(
                            key=keys.LARGE_TEXT_SWITCH,
                            value=settings.large_text,
                            on_change=lambda e: setting(change, large_text=bool(e.control.value))(),
                        ),
                    ),
                    on_click=lambda: change(lambda s: replace(s, large_text=not s.large_text)),
                ),
            )
        ),
    )


def _new_games_section(locale: Locale, preferences: Preferences) -> list[ft.Control]:
    """The variant a new game starts with, and that variant's house options."""
    t = locale.t
    settings = preferences.settings
    variants = [
        choice_tile(
            keys.variant(variant.value),
            variant_name(t, variant),
            subtitle=t(f"settings.variant.{variant.value}.about"),
            selected=variant is settings.variant,
            on_choose=setting(preferences.change, variant=variant),
        )
        for variant in Variant
    ]
    return [
        section_title(t("settings.new_games")),
        muted(t("settings.new_games.about")),
        ft.Column(variants, spacing=0),
        rules_editor(settings.variant),
    ]
