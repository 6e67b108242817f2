"""The screen a built app shows when it cannot start, in place of exiting without a word.

Why: Flet's shell closes a built app on any exit code but its own, so a data
folder that cannot be opened (locked, no permission, damaged, too new) or a bad
``flet.toml`` would just close the app. Instead a screen says what happened and
what to do (:mod:`scorekeeper.ui.startup`), in the player's saved language, else
the device's, else English; one line goes to the log too.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import flet as ft

__all__ = ["DEVICE_LANGUAGE_WAIT", "device_language", "saved_language", "show_failure"]

DEVICE_LANGUAGE_WAIT = 2.0
"""Seconds a failure screen waits for the device's language before it shows in English."""


def show_failure(error: BaseException, data_dir: Path | None) -> None:
    """Show why the start failed until the app is closed (one line goes to the log too)."""
    import flet as ft  # noqa: PLC0415

    from scorekeeper.compose.root import prepare_page  # noqa: PLC0415
    from scorekeeper.i18n import DEFAULT_LANGUAGE, Catalog  # noqa: PLC0415
    from scorekeeper.ui.startup.model import failure_from  # noqa: PLC0415
    from scorekeeper.ui.startup.view import startup_failure_app  # noqa: PLC0415

    folder = str(data_dir) if data_dir is not None else ""
    failure = failure_from(error, folder)
    print(f"scorekeeper: cannot start: {failure.detail}", file=sys.stderr, flush=True)
    catalog = Catalog.load()
    saved = saved_language(data_dir, catalog.languages)

    async def main(page: ft.Page) -> None:
        language = saved or await device_language(page, catalog.languages) or DEFAULT_LANGUAGE
        prepare_page(page)
        page.title = catalog.translate("startup.title", language)
        page.render_views(startup_failure_app, failure, catalog, language)

    ft.run(main)


def saved_language(data_dir: Path | None, languages: tuple[str, ...]) -> str | None:
    """The language the player chose, when the settings in ``data_dir`` can be read."""
    if data_dir is None:
        return None
    from scorekeeper.services.settings import open_settings  # noqa: PLC0415

    try:
        store = open_settings(data_dir)
    except OSError:
        return None
    if store.problems() or store.path is None or not store.path.is_file():
        return None
    language = store.current().language
    return language if language in languages else None


async def device_language(page: ft.Page, languages: tuple[str, ...]) -> str | None:
    """The device's first language the app speaks, if the shell tells it in time."""
    try:
        info = await asyncio.wait_for(page.get_device_info(), DEVICE_LANGUAGE_WAIT)
    except (TimeoutError, RuntimeError, ValueError, KeyError, TypeError):
        return None
    for locale in getattr(info, "locales", None) or []:
        code = str(getattr(locale, "language_code", "")).lower()
        if code in languages:
            return code
    return None
