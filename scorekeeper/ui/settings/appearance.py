"""How the settings look on the page: light or dark, and the size of the text.

Why text size through the theme: Flet has no text-scale setting, but every
Material widget (buttons, app bars, list tiles, plain texts) takes its font
from the theme's text styles, so scaling those scales the whole app at once,
screens that other people write included.

Why a font of our own (``assets/fonts``): the font Flutter's web client ships
has no suit signs (♠♥♦♣), no "−" and no "≤", and for a missing glyph Flutter
fetches a fallback font from a CDN, which an offline phone (and the page's
content policy) does not allow: cards read "2▯". Scorekeeper Sans, a 34 KB
subset of Noto Sans with Noto's suit and maths signs merged in, covers every
letter of the five languages and every sign the app writes, and is served by
the app itself.
"""

from __future__ import annotations

from typing import Final

import flet as ft

from scorekeeper.services.settings import Settings, ThemeChoice
from scorekeeper.ui.flutter_locale import apply_locale
from scorekeeper.views.fonts import FONT_FAMILY, FONTS

SEED_COLOR: Final = ft.Colors.GREEN_800
"""Card-table green; Material derives readable light and dark schemes from it."""

LARGE_TEXT_SCALE: Final = 1.3
"""Larger text: 30% up, enough to read a phone at arm's length across a table."""

_MATERIAL_SIZES: Final[dict[str, float]] = {
    "display_large": 57,
    "display_medium": 45,
    "display_small": 36,
    "headline_large": 32,
    "headline_medium": 28,
    "headline_small": 24,
    "title_large": 22,
    "title_medium": 16,
    "title_small": 14,
    "label_large": 14,
    "label_medium": 12,
    "label_small": 11,
    "body_large": 16,
    "body_medium": 14,
    "body_small": 12,
}
"""Material 3's type scale: the sizes every text style starts from."""

THEME_MODES: Final = {
    ThemeChoice.SYSTEM: ft.ThemeMode.SYSTEM,
    ThemeChoice.LIGHT: ft.ThemeMode.LIGHT,
    ThemeChoice.DARK: ft.ThemeMode.DARK,
}


def text_theme(scale: float) -> ft.TextTheme | None:
    """Every Material text style scaled by ``scale``; None for the standard sizes.

    Each style names its colour too (``ON_SURFACE``, Material 3's default for
    all of them): a style given without one arrives in Flutter without the
    light or dark default, and text turns dark grey on a dark background.
    Widgets that colour their own text (buttons, selected list tiles) still do.
    """
    if scale == 1:
        return None
    styles = {
        name: ft.TextStyle(size=round(size * scale, 1), color=ft.Colors.ON_SURFACE)
        for name, size in _MATERIAL_SIZES.items()
    }
    return ft.TextTheme(**styles)


def apply_appearance(page: ft.Page, settings: Settings) -> None:
    """Set the page's light/dark mode, themes and Flutter's language for ``settings``.

    Safe before the first render (the composition root calls it) and from an
    event handler (the page update that follows the handler sends it).
    """
    scaled = text_theme(LARGE_TEXT_SCALE if settings.large_text else 1)
    if page.fonts != FONTS:
        # Only once per page: the fonts never change, and a font sent again makes
        # Flutter's web client load it again while the new theme is laid out.
        page.fonts = dict(FONTS)
    page.theme_mode = THEME_MODES[settings.theme]
    page.theme = ft.Theme(color_scheme_seed=SEED_COLOR, font_family=FONT_FAMILY, text_theme=scaled)
    page.dark_theme = ft.Theme(
        color_scheme_seed=SEED_COLOR, font_family=FONT_FAMILY, text_theme=scaled
    )
    apply_locale(page, settings.language)
