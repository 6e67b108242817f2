"""The composition root: builds the services once and returns Flet's ``main(page)``.

Everything the UI needs is created here from the :class:`AppConfig` and handed
down explicitly; nothing is built at import time and there are no module-level
singletons, so tests can start as many independent apps as they like.

``python -m scorekeeper.ui.main`` (what ``flet build`` runs, per
``[tool.flet.app] module`` in ``pyproject.toml``) starts the app inside a built
app as Flet expects (:mod:`scorekeeper.ui.embedded`), and elsewhere like the
``scorekeeper`` command with no arguments.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import flet as ft

from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.services.games import GameService
from scorekeeper.services.played_games import PlayedGames, played_games_in
from scorekeeper.services.settings import Settings, SettingsStore, open_settings
from scorekeeper.services.store import GameRepository, open_service
from scorekeeper.ui.app import app
from scorekeeper.ui.back_link import note_first_screen
from scorekeeper.ui.context import Services
from scorekeeper.ui.settings.appearance import SEED_COLOR, apply_appearance
from scorekeeper.ui.settings.state import initial_settings
from scorekeeper.ui.stats_view.model import compute
from scorekeeper.ui.warm_up import wait_for_warm_up

__all__ = ["SEED_COLOR", "create_main", "prepare_page"]


def create_main(
    config: AppConfig,
    *,
    catalog: Catalog | None = None,
    repository: GameRepository | None = None,
    language: str | None = None,
    settings: SettingsStore | None = None,
) -> Callable[[ft.Page], None]:
    """Build the services for ``config`` and return the per-session entry point.

    ``catalog``, ``repository`` and ``settings`` may be injected by tests; by
    default the packaged catalogues are loaded, and the game store and the
    settings in ``config.data_dir`` are opened here, once per process, not once
    per session. Opening the store takes its lock, so a second app on the same
    data folder stops with a clear message. Sessions start in the saved
    language unless ``language`` names another. With the store opened here,
    the statistics are also made ready in the background (``PlayedGames.prepare``)
    from the replays saved in the data folder.
    """
    services = Services(
        config=config,
        catalog=catalog or Catalog.load(),
        games=GameService(repository) if repository else open_service(config.data_dir),
        settings=settings or open_settings(config.data_dir),
        # Saved replays belong to the store they were made from: only to ours.
        played=PlayedGames() if repository else played_games_in(config.data_dir),
    )
    if repository is None:
        threading.Thread(
            target=services.played.prepare,
            args=(services.games, compute),
            name="statistics",
            daemon=True,
        ).start()

    def main(page: ft.Page) -> None:
        """Set up one session's page and render the app into it."""
        start = initial_settings(services.settings, language)
        prepare_page(page, start)
        page.title = services.catalog.translate("app.title", start.language)
        note_first_screen(page)
        wait_for_warm_up()
        page.render_views(app, services, language)

    return main


def prepare_page(page: ft.Page, settings: Settings | None = None) -> None:
    """Theme the page in card-table green: light, dark or as the system says.

    Also passed to Flet as ``before_main`` (without settings: as the system
    says), which puts the theme into the very first page the client receives;
    set only in ``main`` it arrives a moment later and Flutter animates the
    first screen from its default blue. ``main`` then applies the saved settings.
    """
    apply_appearance(page, settings or Settings())


if __name__ == "__main__":
    from scorekeeper.ui.embedded import start

    raise SystemExit(start())
