"""The app as the starter asks for it (:class:`scorekeeper.start.composition.Composition`).

The starter runs the app inside a built app, in a window or behind the web
server; what it runs is put together here, from the composition root
(:mod:`.root`), and a built app's failed start is shown here too (:mod:`.failure`).
"""

from __future__ import annotations

from pathlib import Path

import flet as ft

from scorekeeper.compose.failure import show_failure
from scorekeeper.compose.root import create_main, create_services, prepare_page
from scorekeeper.config import AppConfig
from scorekeeper.services.settings import SettingsStore
from scorekeeper.start.composition import Built, Served
from scorekeeper.web.devices import page_device

__all__ = ["APP", "App"]


class App:
    """Puts the app together for the starter (one per process is enough: it keeps nothing)."""

    def served(self, config: AppConfig, settings: SettingsStore) -> Served:
        """The app for a window or the web server: each session in its device's settings."""
        services = create_services(config, settings=settings)
        main = create_main(config, services=services)

        def before_main(page: ft.Page) -> None:
            """The device's saved theme is in the very first frame, not a moment later."""
            prepare_page(page, services.table_settings.current(page_device(page)))

        return Served(main, before_main, services.table_settings, services.games)

    def embedded(self, config: AppConfig, settings: SettingsStore) -> Built:
        """The app inside a built app, in the settings of the one device it runs on."""
        main = create_main(config, settings=settings)

        def before_main(page: ft.Page) -> None:
            """The saved theme is in the very first frame, not a moment later."""
            prepare_page(page, settings.current())

        return Built(main, before_main)

    def show_failure(self, error: BaseException, data_dir: Path | None) -> None:
        """The failure screen of a built app (:func:`.failure.show_failure`)."""
        show_failure(error, data_dir)


APP = App()
"""What :func:`scorekeeper.compose.load` hands the starter."""
