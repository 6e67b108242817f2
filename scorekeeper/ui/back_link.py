"""Back goes where the player came from: a ``back`` address carried in the link.

Why a parameter: several screens are reached from more than one place (the
rules from home, from a game's menu and from a hand's rule; the statistics from
home and from History; a game's share screen from its table and from Past
games). The screen that opens another adds its own address as ``back``; the
app-bar arrow of the screen opened goes there, and to its usual parent when
there is none (a bookmark, a fresh tab). The address is only ever one of the
app's own paths, so a crafted link cannot send the arrow anywhere else.

Also here: a session that starts on another screen than home has already
shown its first screen, so coming back home later does not jump into the
unfinished game (home does that only as the very first screen of a session).
"""

from __future__ import annotations

from urllib.parse import parse_qs, quote, urlsplit

import flet as ft

BACK = "back"
"""The query parameter naming where the back arrow leads."""

STARTED_FLAG = "scorekeeper.session_started"
"""Session-store key: set once a session has shown its first screen.

Set here, at a session's start (``note_first_screen``) and by the screens
(``mark_started``); at the ui root, so no screen folder is needed to ask it.
"""


def with_back(route: str, back: str) -> str:
    """``route`` with ``back`` as the address its back arrow returns to."""
    separator = "&" if "?" in route else "?"
    return f"{route}{separator}{BACK}={quote(back, safe='')}"


def back_target(route: str, default: str) -> str:
    """Where the back arrow of the screen at ``route`` leads: its ``back``, else ``default``."""
    found = parse_qs(urlsplit(route).query).get(BACK, [])
    target = found[0] if found else ""
    return target if _own_path(target) else default


def _own_path(target: str) -> bool:
    """An address inside the app (``/history``), never another site (``//x``, ``https:``)."""
    return target.startswith("/") and not target.startswith("//") and "\\" not in target


def note_first_screen(page: ft.Page) -> None:
    """At a session's start: a first screen other than home counts as the first screen."""
    if urlsplit(page.route or "/").path not in ("", "/"):
        page.session.store.set(STARTED_FLAG, True)


def mark_started() -> bool:
    """Note that this session has shown a screen; True only the first time.

    The home screen opens the unfinished game directly only on a session's
    first screen, not when a player comes back to it later.
    """
    store = ft.context.page.session.store
    if store.get(STARTED_FLAG):
        return False
    store.set(STARTED_FLAG, True)
    return True
