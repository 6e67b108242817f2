"""Every theme names the app's font; the font list is given to a page once."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from scorekeeper.storage.settings import Settings, ThemeChoice
from scorekeeper.ui.settings.appearance import apply_appearance
from scorekeeper.views.fonts import FONT_FAMILY, FONTS


def test_light_dark_and_larger_text_all_use_the_apps_font() -> None:
    page: Any = SimpleNamespace(
        fonts=None, theme=None, dark_theme=None, theme_mode=None, locale_configuration=None
    )
    apply_appearance(page, Settings())
    fonts = page.fonts
    assert fonts == FONTS
    changed = replace(Settings(), theme=ThemeChoice.DARK, large_text=True)
    apply_appearance(page, changed)
    assert page.fonts is fonts, "the fonts are not sent again on a theme change"
    assert page.theme.font_family == page.dark_theme.font_family == FONT_FAMILY
    assert page.theme.text_theme is not None  # larger text
