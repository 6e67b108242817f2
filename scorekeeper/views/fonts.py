"""The app's font files: one list for the app's theme and the web server that serves them.

Why here, not in the settings screen: the web server preloads the same font for
the full app and the live page, and a shell does not import another shell's
screens.
"""

from __future__ import annotations

from typing import Final

FONT_FAMILY: Final = "Scorekeeper Sans"
"""The one text font of the whole app (the theme gives it to every text)."""

FONTS: Final = {FONT_FAMILY: "fonts/ScorekeeperSans-Regular.ttf"}
"""Font files by family, relative to the assets folder the app serves."""
