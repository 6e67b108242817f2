"""Whether this session can scan a code with the camera, without drawing anything.

Why apart from the camera panel (:mod:`scorekeeper.ui.sharing.camera`): the
import screen's hook asks it before anything is drawn, and a hook imports no
drawing module. ``flet-camera`` is imported lazily and by name: an installation
without it simply has no camera button.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

import flet as ft


@cache
def camera_module() -> ModuleType | None:
    """``flet_camera`` if it is installed, else None."""
    try:
        return importlib.import_module("flet_camera")
    except ImportError:
        return None


def camera_available(page: ft.Page) -> bool:
    """Whether this session can scan: the package is there and the client can host it.

    ``flet-camera`` runs in the web client and in Android and iOS builds; in a
    desktop window it refuses to render.
    """
    mobile = page.platform is not None and page.platform.is_mobile()
    return camera_module() is not None and bool(page.web or mobile)
