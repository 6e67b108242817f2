"""Opening the app for whoever typed ``scorekeeper`` at a computer with a screen.

Why: without Flet's desktop client (the ``scorekeeper[desktop]`` extra) the app
is served to a browser, and a newcomer should not have to copy an address out
of the terminal. When there is a screen to show a browser on, the default
browser opens at the app's address; never on a server, under CI, or with
``--no-browser`` (scripts and the test suite).
"""

from __future__ import annotations

import os
import platform
import threading
import webbrowser
from collections.abc import Mapping

__all__ = ["browser_wanted", "open_browser"]


def browser_wanted(environ: Mapping[str, str] | None = None, system: str | None = None) -> bool:
    """Whether a browser can and should open here: a screen, and not a CI run."""
    env = os.environ if environ is None else environ
    system = platform.system() if system is None else system
    if env.get("CI", "").lower() not in ("", "0", "false", "no"):
        return False
    if system in ("Windows", "Darwin"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def open_browser(url: str) -> threading.Thread:
    """Open ``url`` in the default browser without holding up the server's start.

    The server's socket is already listening, so the browser's first request
    waits in its queue until the server answers it.
    """
    opener = threading.Thread(target=webbrowser.open, args=(url,), name="browser", daemon=True)
    opener.start()
    return opener
