"""The composition root: builds the services once and returns Flet's ``main(page)``.

Everything the UI needs is created here from the :class:`AppConfig` and handed
down explicitly; nothing is built at import time and there are no module-level
singletons, so tests can start as many independent apps as they like.

``python -m scorekeeper.ui.main`` (what ``flet build`` runs, per
``[tool.flet.app] module`` in ``pyproject.toml``) starts the app like the
``scorekeeper`` command with no arguments.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.config import AppConfig
from scorekeeper.i18n import DEFAULT_LANGUAGE, Catalog
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.tinydb_repo import open_repository
from scorekeeper.ui.app import app
from scorekeeper.ui.context import Services

SEED_COLOR = ft.Colors.GREEN_800
"""Card-table green; Material derives readable light and dark schemes from it."""


def create_main(
    config: AppConfig,
    *,
    catalog: Catalog | None = None,
    repository: GameRepository | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> Callable[[ft.Page], None]:
    """Build the services for ``config`` and return the per-session entry point.

    ``catalog`` and ``repository`` may be injected by tests; by default the
    packaged catalogues are loaded and the game store in ``config.data_dir`` is
    opened here, once per process, not once per session. Opening the store takes
    its lock, so a second app on the same data folder stops with a clear message.
    """
    services = Services(
        config=config,
        catalog=catalog or Catalog.load(),
        repository=repository or open_repository(config.data_dir),
    )

    def main(page: ft.Page) -> None:
        """Set up one session's page and render the app into it."""
        prepare_page(page)
        page.title = services.catalog.translate("app.title", language)
        page.render_views(app, services, language)

    return main


def prepare_page(page: ft.Page) -> None:
    """Theme the page: light or dark as the system says, in card-table green.

    Also passed to Flet as ``before_main``, which puts the theme into the very
    first page the client receives; set only in ``main`` it arrives a moment
    later and Flutter animates the first screen from its default blue.
    """
    page.theme_mode = ft.ThemeMode.SYSTEM
    page.theme = ft.Theme(color_scheme_seed=SEED_COLOR)
    page.dark_theme = ft.Theme(color_scheme_seed=SEED_COLOR)


if __name__ == "__main__":
    from scorekeeper.__main__ import main as cli_main

    raise SystemExit(cli_main([]))
