"""Flet's controls loaded while the first browser is still starting, not when it asks for a screen.

Why: Flet 1.0.5 imports a control's module (and makes its class a dataclass)
the first time the app names it, ``ft.FilledButton`` say. In the first
session after a start, that was about 100 of the 160 ms the home screen took
to render, and its first page reached the browser about 250 ms later than a
second session's. A browser takes at least a second and a half (much longer
on a phone) to download and start the engine before it opens the websocket,
so names loaded in the background at start are ready before anyone asks.

A session's render waits for a warm-up still running (:func:`wait_for_warm_up`),
so two threads never import the same Flet module at once (a cycle among
modules imported from two threads can show one of them a module half made).

The list is every ``ft.`` name the app uses (ui, start, compose, web); ``tests/ui/test_warm_up.py``
fails when it falls out of step with the code.
"""

from __future__ import annotations

import threading
from typing import Final

import flet as ft

FLET_NAMES: Final = (
    "AlertDialog",
    "Alignment",
    "AnimationStyle",
    "AppBar",
    "AppView",
    "BaseControl",
    "Border",
    "BorderRadius",
    "BottomSheet",
    "BoxFit",
    "ButtonStyle",
    "Card",
    "Chip",
    "ClipBehavior",
    "Clipboard",
    "Colors",
    "Column",
    "Container",
    "Control",
    "ControlEventHandler",
    "CrossAxisAlignment",
    "Divider",
    "Dropdown",
    "DropdownOption",
    "Duration",
    "Event",
    "ExpansionTile",
    "FilePicker",
    "FilePickerFileType",
    "FilledButton",
    "FilledTonalButton",
    "FontWeight",
    "Icon",
    "IconButton",
    "IconData",
    "Icons",
    "Image",
    "KeyboardType",
    "ListTile",
    "ListView",
    "Locale",
    "LocaleConfiguration",
    "MainAxisAlignment",
    "MergeSemantics",
    "OutlinedButton",
    "Padding",
    "Page",
    "PopupMenuButton",
    "PopupMenuItem",
    "ProgressBar",
    "ProgressRing",
    "Ref",
    "ResponsiveRow",
    "ResponsiveRowBreakpoint",
    "RoundedRectangleBorder",
    "Route",
    "Router",
    "Row",
    "SafeArea",
    "ScrollKey",
    "ScrollMode",
    "Semantics",
    "SnackBar",
    "SnackBarAction",
    "SnackBarBehavior",
    "Stack",
    "Switch",
    "Text",
    "TextAlign",
    "TextButton",
    "TextCapitalization",
    "TextField",
    "TextOverflow",
    "TextSelection",
    "TextStyle",
    "TextTheme",
    "TextThemeStyle",
    "Theme",
    "ThemeMode",
    "Tooltip",
    "UrlLauncher",
    "View",
    "WebRenderer",
    "component",
    "context",
    "create_context",
    "memo",
    "on_mounted",
    "on_unmounted",
    "run",
    "use_context",
    "use_dialog",
    "use_effect",
    "use_memo",
    "use_ref",
    "use_route_location",
    "use_route_params",
    "use_state",
    "use_view_path",
)
"""Every name the UI takes from ``flet`` (``ft.Name`` in its modules), sorted."""


def warm_up() -> None:
    """Load every name of :data:`FLET_NAMES` (each an import the first time, then a lookup)."""
    for name in FLET_NAMES:
        getattr(ft, name)


_started: list[threading.Thread] = []
"""The warm-up thread once started (at most one per process)."""


def start_warm_up() -> threading.Thread:
    """Run :func:`warm_up` in a background thread; the server need not wait for it."""
    if not _started:
        _started.append(threading.Thread(target=warm_up, name="warm-up", daemon=True))
        _started[0].start()
    return _started[0]


def wait_for_warm_up() -> None:
    """Return once no warm-up is running (at once when none was started or it is done)."""
    for thread in _started:
        thread.join()
