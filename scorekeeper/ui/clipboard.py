"""Copying a text where the browser keeps the clipboard from the page.

Why apart from the kit: a screen's hook decides whether to copy or to show the
text for copying by hand (:func:`clipboard_blocked`) and scrolls that block into
view (:func:`use_revealed`); neither draws, so a hook imports them without the
kit's pieces. The block itself is drawn by the kit's ``copy_by_hand``.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import flet as ft

_LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]", "::1"})


def clipboard_blocked(page_url: str | None) -> bool:
    """Whether the browser will not let the page write the clipboard: plain http, not loopback.

    ``page_url`` is Flet's ``page.url``, the websocket's address (``ws://host:port/…``).
    Browsers grant the clipboard to secure contexts only: https, and http on
    this machine itself. A phone at the table opens the app over plain http at
    the host's network address, where a copy fails or silently does nothing.
    """
    parts = urlsplit(page_url or "")
    if parts.scheme not in ("http", "ws"):
        return False
    host = (parts.hostname or "").lower()
    return host not in _LOOPBACK_HOSTS and not host.startswith("127.")


def revealed_name(key: str) -> str:
    """The scroll name of the block that shows the control ``key`` (see :func:`use_revealed`)."""
    return f"{key}.revealed"


def revealed_key(key: str) -> ft.ScrollKey:
    """The scroll key of that block (Flet's decorator hides the constructor from mypy)."""
    return ft.ScrollKey(revealed_name(key))  # type: ignore[call-arg]


def use_revealed(shown: bool, key: str) -> ft.Ref[ft.View]:
    """A ref for the screen's view, scrolled to the block of ``key`` each time ``shown`` turns on.

    Why: a block shown in place of a button at the foot of a phone's screen
    (:func:`copy_by_hand`, four lines high) reached below the fold, so its
    selection was out of sight; Flutter does not bring a read-only field it
    focuses into view. The block carries the scroll key (:func:`revealed_name`).
    """
    view = ft.use_memo(ft.Ref[ft.View], dependencies=[])

    async def reveal() -> None:
        if shown and view.current is not None:
            await view.current.scroll_to(scroll_key=revealed_key(key), duration=300)

    ft.use_effect(reveal, dependencies=[shown])
    return view
