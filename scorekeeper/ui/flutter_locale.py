"""Flutter's own words in the player's language: "Back", "Dismiss", "Dialog", "Alert" ...

Why: besides the app's texts (the catalogues), Flutter's material widgets say
a few words of their own: the back arrow's tooltip, the name a screen reader
gives a dialog, a popup menu or a snack bar, the barrier that dismisses a
sheet. They follow the page's locale, which Flet leaves at English unless the
app names another, so a Polish table heard "Back" and "Dialog". The page's
locale is set from the settings' language wherever the settings reach the page
(:func:`scorekeeper.ui.settings.appearance.apply_appearance`): before the first
screen of every session and whenever the language is changed.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

import flet as ft

from scorekeeper.i18n import LANGUAGES

LOCALES: Final = MappingProxyType({language: ft.Locale(language) for language in LANGUAGES})
"""Each language of the app as a Flutter locale (the language alone: Flutter's words
do not differ by country for these five)."""


def locale_configuration(language: str) -> ft.LocaleConfiguration:
    """The page's locales: the app's five, the current one ``language``'s."""
    return ft.LocaleConfiguration(
        supported_locales=list(LOCALES.values()), current_locale=LOCALES[language]
    )


def apply_locale(page: ft.Page, language: str) -> None:
    """Let Flutter speak ``language``; sent only when it changed."""
    wanted = locale_configuration(language)
    if page.locale_configuration != wanted:
        page.locale_configuration = wanted
