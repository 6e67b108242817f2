"""The composition root: builds the services once and returns Flet's ``main(page)``.

Everything the UI needs is created here from the :class:`AppConfig` and handed
down explicitly; nothing is built at import time and there are no module-level
singletons, so tests can start as many independent apps as they like.

Why above ``start`` and not in ``ui``: it reaches into every area of the UI
(and into the web server's devices) to put the app together, which no screen
may, and the starter (:mod:`scorekeeper.start.starter`: embedded, desktop, web)
only runs what it is handed (:mod:`scorekeeper.compose.app`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import flet as ft

from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.services.devices import Device
from scorekeeper.services.games import GameService
from scorekeeper.services.played_games import PlayedGames, played_games_in
from scorekeeper.services.settings import (
    DeviceSettingsStore,
    Settings,
    SettingsStore,
    open_device_settings,
    open_settings,
)
from scorekeeper.services.store import GameRepository, open_service
from scorekeeper.start.warm_up import wait_for_warm_up
from scorekeeper.ui.app import app
from scorekeeper.ui.back_link import note_first_screen
from scorekeeper.ui.context import Services
from scorekeeper.ui.settings.appearance import SEED_COLOR, apply_appearance
from scorekeeper.ui.settings.state import initial_settings
from scorekeeper.ui.startup.view import settings_damaged_dialog
from scorekeeper.ui.stats_view.model import compute
from scorekeeper.views.fonts import FONTS
from scorekeeper.web.devices import page_device
from scorekeeper.web.phone_host import TableHost

__all__ = ["SEED_COLOR", "create_main", "create_services", "prepare_page"]


def create_main(
    config: AppConfig,
    *,
    catalog: Catalog | None = None,
    repository: GameRepository | None = None,
    language: str | None = None,
    settings: SettingsStore | None = None,
    services: Services | None = None,
    device_of: Callable[[ft.Page], Device] = page_device,
) -> Callable[[ft.Page], None]:
    """Build the services for ``config`` and return the per-session entry point.

    ``catalog``, ``repository`` and ``settings`` may be injected by tests (see
    :func:`create_services`), or the ``services`` already built (the web server
    shares the games service with the live page). Each session runs on the
    device ``device_of`` finds for its page (by default what its browser's
    websocket says, :func:`scorekeeper.web.devices.page_device`) and starts in
    that device's settings, in ``language`` if given.
    """
    services = services or create_services(
        config, catalog=catalog, repository=repository, settings=settings
    )

    # A settings file that could not be read is said once, over the first screen.
    unread = [p.detail for p in services.settings.problems() if p.kind.value == "damaged"]
    unread_lock = threading.Lock()

    def main(page: ft.Page) -> None:
        """Set up one session's page and render the app into it."""
        device = device_of(page)
        start = initial_settings(services.table_settings, device, language)
        prepare_page(page, start)
        page.title = services.catalog.translate("app.title", start.language)
        note_first_screen(page)
        wait_for_warm_up()
        if services.table_host is not None and not page.web:
            host = services.table_host
            page.on_close = lambda _: host.stop()  # the app closes: the table closes with it
        page.render_views(app, services, language, device)
        with unread_lock:
            detail = unread.pop() if unread else None
            unread.clear()
        if detail is not None:
            page.show_dialog(settings_damaged_dialog(services.catalog, start.language, detail))

    return main


def create_services(
    config: AppConfig,
    *,
    catalog: Catalog | None = None,
    repository: GameRepository | None = None,
    settings: SettingsStore | None = None,
    devices: DeviceSettingsStore | None = None,
) -> Services:
    """The services of one process: the packaged catalogues, the store, the settings.

    By default the game store, the host's settings and the devices' own in
    ``config.data_dir`` are opened here, once per process, not once per session
    (settings given in memory keep the devices' in memory too). Opening the store
    takes its lock, so a second app on the same data folder stops with a clear
    message. With the store opened here, the statistics are also made ready in
    the background (``PlayedGames.prepare``) from the replays saved in the data folder.
    """
    games = GameService(repository) if repository else open_service(config.data_dir)
    settings = settings or open_settings(config.data_dir)
    if devices is None:
        in_memory = settings.path is None
        devices = DeviceSettingsStore() if in_memory else open_device_settings(config.data_dir)
    services = Services(
        config=config,
        catalog=catalog or Catalog.load(),
        games=games,
        settings=settings,
        devices=devices,
        # Saved replays belong to the store they were made from: only to ours.
        played=PlayedGames() if repository else played_games_in(config.data_dir),
        table_host=TableHost(
            config,
            games,
            lambda: settings.current().language,
            font=config.assets_dir / next(iter(FONTS.values())) if config.assets_dir else None,
        ),
    )
    if repository is None:
        threading.Thread(
            target=services.played.prepare,
            args=(services.games, compute),
            name="statistics",
            daemon=True,
        ).start()
    return services


def prepare_page(page: ft.Page, settings: Settings | None = None) -> None:
    """Theme the page in card-table green: light, dark or as the system says.

    Also passed to Flet as ``before_main`` (without settings: as the system
    says), which puts the theme into the very first page the client receives;
    set only in ``main`` it arrives a moment later and Flutter animates the
    first screen from its default blue. ``main`` then applies the saved settings.
    """
    apply_appearance(page, settings or Settings())
