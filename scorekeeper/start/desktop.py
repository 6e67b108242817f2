"""Whether a desktop window can open here, asked before the app tries one.

Why ask first: Flet, when no window can open, silently serves the web client
on 0.0.0.0:8000 instead; and ``flet-desktop`` downloads its client on first
use, which without internet stopped the app with a traceback-like line. Asked
here, both become one line and the app is served to a browser instead.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import platform
import tarfile
import zipfile
from collections.abc import Mapping

__all__ = ["desktop_available", "desktop_client_problem"]


def desktop_available(environ: Mapping[str, str] | None = None, system: str | None = None) -> bool:
    """Whether Flet can open a desktop window (else it would silently serve on 0.0.0.0:8000)."""
    env = os.environ if environ is None else environ
    system = platform.system() if system is None else system
    if env.get("FLET_FORCE_WEB_SERVER", "").lower() in ("1", "true", "yes"):
        return False
    # On Linux, Flet's own test (flet.utils.is_linux_server) looks at DISPLAY only.
    has_screen = bool(env.get("DISPLAY")) if system == "Linux" else system in ("Windows", "Darwin")
    return has_screen and importlib.util.find_spec("flet_desktop") is not None


def desktop_client_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """Why Flet's desktop client cannot be had here, or None when it is ready.

    ``flet-desktop`` downloads the client on first use; without internet that
    failed inside Flet and stopped the app with a traceback-like line and status
    2. Asked here first (the same call Flet makes, ``ensure_client_cached``), a
    failure becomes one line and the browser is served instead. A client named
    by ``FLET_VIEW_PATH`` (a developer's own) is taken as it is.
    """
    env = os.environ if environ is None else environ
    if env.get("FLET_VIEW_PATH"):
        return None
    desktop = importlib.import_module("flet_desktop")
    try:
        desktop.ensure_client_cached()
    except (OSError, ValueError, tarfile.TarError, zipfile.BadZipFile) as exc:
        reason = getattr(exc, "reason", None) or exc
        return f"{type(exc).__name__}: {reason}"
    return None
