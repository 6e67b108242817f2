"""Which way the player came to the screen on top: by an in-app link, by its arrow, or by Back.

Why apart from the kit: it is state in the session's store, not a drawing, so a
hook can ask it (the rules screen, the game's data) without importing the
kit's pieces. A link's handler (:func:`navigate`) and the arrow
(:func:`leave_by_arrow`) note how they left; the screen then shown asks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from urllib.parse import urlsplit

import flet as ft

LEFT_BY_ARROW = "scorekeeper.left_by_arrow"
"""Session-store key: the address of a screen just left by its app-bar arrow.

Why: Flet can only push addresses onto the browser's history, so the arrow
adds its target after the screen it leaves, and the browser's Back then
reopens that screen. The screen, shown again at this address without a tap
(``navigate`` forgets it), goes where its arrow went instead.
"""


TAPPED_TO = "scorekeeper.tapped_to"
"""Session-store key: the address the latest in-app link opened, until that screen
has asked :func:`opened_by_tap`: a screen shown any other way came by Back or Forward."""


def navigate(route: str) -> Callable[[], None]:
    """A handler that opens ``route`` (kept in the browser's history, so Back works)."""
    return partial(_navigate, route)


def _navigate(route: str) -> None:
    page = ft.context.page
    page.session.store.set(LEFT_BY_ARROW, None)
    page.session.store.set(TAPPED_TO, urlsplit(route).path)
    page.navigate(route)


def opened_by_tap() -> bool:
    """Whether the screen on top was opened by an in-app link (asked once, on mount),
    not by the browser's Back or Forward or the system's back."""
    store = ft.context.page.session.store
    tapped = store.get(TAPPED_TO)
    store.set(TAPPED_TO, None)
    return bool(tapped) and tapped == urlsplit(ft.context.page.route or "/").path


def leave_by_arrow(target: str) -> None:
    """Go to ``target`` from the screen on top, noting it as left by its arrow."""
    page = ft.context.page
    page.session.store.set(LEFT_BY_ARROW, page.route or "/")
    page.navigate(target)


def shown_again_by_back() -> bool:
    """Whether the screen on top was just left by its arrow and Back has brought it back."""
    page = ft.context.page
    left = page.session.store.get(LEFT_BY_ARROW)
    return bool(left) and left == (page.route or "/")
