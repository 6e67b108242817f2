"""Starting inside a built app (``flet build apk|ipa|macos|windows|linux``).

A built app runs this package's Python in the app itself: Flet's Flutter shell
sets ``FLET_PLATFORM`` (``android``, ``ios``, ``macos``, ...), names the socket it
waits on (``FLET_SERVER_UDS_PATH``, or a port on Windows) and the app's own storage
(``FLET_APP_STORAGE_DATA``), then runs ``python -m scorekeeper.ui.main``. The app
must then hand ``main`` to :func:`flet.run`, which serves exactly that socket;
our web server must not start (the shell would wait for it forever, showing a
loading screen), and neither flet-web nor uvicorn is installed on a phone.

:func:`start` is what ``python -m scorekeeper.ui.main`` runs: embedded when Flet
says so, else the ``scorekeeper`` command with no arguments.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Mapping

from scorekeeper.config import FLET_STORAGE_ENV, AppConfig, ConfigError, load_config

__all__ = ["PLATFORM_ENV", "embedded_config", "is_embedded", "run_embedded", "start"]

PLATFORM_ENV = "FLET_PLATFORM"
"""Set by Flet's shell of a built app (and only there)."""

_FAILURE = 1
_BAD_INPUT = 2


def is_embedded(environ: Mapping[str, str] | None = None) -> bool:
    """Whether this process runs inside a built Flet app."""
    env = os.environ if environ is None else environ
    return bool(env.get(PLATFORM_ENV))


def embedded_config(environ: Mapping[str, str] | None = None) -> AppConfig:
    """The configuration inside a built app: games in the app's own storage.

    ``FLET_APP_STORAGE_DATA`` wins over everything else (a stray ``data_dir`` in
    ``flet.toml`` must not send a phone's games elsewhere); without it the usual
    resolution applies.
    """
    env = os.environ if environ is None else environ
    storage = env.get(FLET_STORAGE_ENV) or None
    return load_config(overrides={"data_dir": storage}, environ=env)


def run_embedded(config: AppConfig) -> int:
    """Hand the app to Flet's own transport; return when the app is closed."""
    import flet as ft  # noqa: PLC0415 - only a started app needs Flet

    from scorekeeper.services.records import StorageError  # noqa: PLC0415
    from scorekeeper.services.settings import open_settings  # noqa: PLC0415
    from scorekeeper.ui.main import create_main, prepare_page  # noqa: PLC0415

    try:
        config.data_dir.mkdir(parents=True, exist_ok=True)
        settings = open_settings(config.data_dir)
        main = create_main(config, settings=settings)
    except (OSError, StorageError) as exc:
        print(f"scorekeeper: cannot open the games in {config.data_dir}: {exc}", file=sys.stderr)
        return _FAILURE

    def before_main(page: ft.Page) -> None:
        """The saved theme is in the very first frame, not a moment later."""
        prepare_page(page, settings.current())

    # As in the command line's start: what is loaded now lives as long as the app.
    gc.collect()
    gc.freeze()
    ft.run(
        main,
        before_main=before_main,
        assets_dir=str(config.assets_dir) if config.assets_dir else "assets",
    )
    return 0


def start() -> int:
    """``python -m scorekeeper.ui.main``: embedded inside a built app, else the command."""
    if not is_embedded():
        from scorekeeper.cli.dispatch import main as cli_main  # noqa: PLC0415

        return cli_main([])
    try:
        config = embedded_config()
    except ConfigError as exc:
        print(f"scorekeeper: {exc}", file=sys.stderr)
        return _BAD_INPUT
    return run_embedded(config)
