"""Stable control keys: how tests (and Flutter's semantics tree) find a control.

Keys never change with the language, so one test drives the app in all five.
Interactive controls also expose their key as a semantics identifier (see
:func:`scorekeeper.ui.widgets.identified`), which the browser tests use.
"""

from __future__ import annotations

from typing import Final

APP_TITLE: Final = "app.title"
LANGUAGE_MENU: Final = "language.menu"
HOME_VIEW: Final = "home"
HOME_NEW_GAME: Final = "home.new_game"


def language_item(language: str) -> str:
    """The key of the language menu entry for ``language`` (e.g. ``language.nl``)."""
    return f"language.{language}"
