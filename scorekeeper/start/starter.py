"""The one starter: the app inside a built app, in a desktop window, or served to browsers.

Whoever starts the app hands a finished :class:`AppConfig` to :func:`start`
(the ``scorekeeper`` command, from its flags) or calls :func:`start_embedded`
(a built app, whose configuration is its own storage); everything after that
is here, once. Either hands over the app too, as a loader of its composition
(:mod:`.composition`): the starter runs the app, the composition root above it
(:mod:`scorekeeper.compose`) puts it together.

- **Embedded**, inside a built app (``flet build apk|ipa|macos|windows|linux``):
  Flet's Flutter shell sets ``FLET_PLATFORM`` (``android``, ``ios``, ``macos``,
  ...) and the app's own storage (``FLET_APP_STORAGE_DATA``), names the channel
  it talks over, and runs the top-level ``main.py``. The channel is
  ``FLET_DART_BRIDGE_PORT`` in a built app (an in-process channel of Flet's build
  template) and ``FLET_SERVER_UDS_PATH`` (a socket) under ``flet run``;
  :func:`flet.run` serves whichever is named. Our web server must not start (the
  shell would wait for it forever, showing a loading screen), and neither
  flet-web nor uvicorn is installed on a phone. A start that fails there is
  shown, never printed and exited (the composition's ``show_failure``): the shell closes the app
  without a word on any exit code but its own.
- **Desktop**: a window, when a desktop client can start (:mod:`.desktop`).
- **Web**: otherwise our own web server (:mod:`scorekeeper.web.server`) on the
  configured address, printed in the terminal (:mod:`.terminal`). With
  ``--host 0.0.0.0`` (or ``--table``) the app runs in table mode: the terminal
  shows the join address, with the table's secret, and a QR code of it, so a
  phone at the table can join; nobody without the secret gets in.

The web server never falls back to Flet's defaults (0.0.0.0:8000, engine from a
CDN): host and port come from :mod:`scorekeeper.config`, and the client is
served with ``no_cdn`` and a same-origin-only security policy
(:mod:`scorekeeper.web`).

Flet, FastAPI and uvicorn are imported inside the functions, not at the top:
they take about half a second to import, the commands that never start the app
import the command line only, and a phone has no FastAPI or uvicorn at all.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.config import FLET_STORAGE_ENV, AppConfig, ConfigError, View, load_config

if TYPE_CHECKING:
    import socket
    from collections.abc import Callable

    import flet as ft

    from scorekeeper.services.devices import Device
    from scorekeeper.services.games import GameService
    from scorekeeper.services.settings import TableSettings
    from scorekeeper.start.composition import Loader

__all__ = [
    "BRIDGE_ENV",
    "PLATFORM_ENV",
    "SOCKET_ENV",
    "StartError",
    "embedded_config",
    "is_embedded",
    "run_embedded",
    "splash_language",
    "start",
    "start_embedded",
]

PLATFORM_ENV = "FLET_PLATFORM"
"""Set by Flet's shell of a built app (and only there)."""
BRIDGE_ENV = "FLET_DART_BRIDGE_PORT"
"""The in-process channel a built app talks over (Flet's build template sets it)."""
SOCKET_ENV = "FLET_SERVER_UDS_PATH"
"""The socket ``flet run`` names instead."""


class StartError(Exception):
    """The app could not start; the text is the one line shown after ``scorekeeper:``."""


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


def start_embedded(load: Loader) -> None:
    """Start a built app from its own storage; a bad ``flet.toml`` gets the failure screen."""
    try:
        config = embedded_config()
    except ConfigError as exc:
        storage = os.environ.get(FLET_STORAGE_ENV)
        load().show_failure(exc, Path(storage) if storage else None)
        return
    run_embedded(config, load)


def start(config: AppConfig, load: Loader, *, browser: bool = True) -> None:
    """Start the app ``load`` puts together for ``config`` (its data folder made); return when
    it is closed.

    Inside a built app over Flet's own channel; else in a window when the
    configuration asks for one and one can open; else served to browsers, the
    default browser opened at the address when ``browser`` and a screen allow.
    Raises :class:`StartError` when it cannot start; Ctrl+C reaches the caller
    as ``KeyboardInterrupt`` once the server has shut down cleanly.
    """
    if is_embedded():  # inside a built app: Flet's socket, never our web server
        run_embedded(config, load)
        return
    from scorekeeper.services.records import StorageError  # noqa: PLC0415
    from scorekeeper.services.settings import open_settings  # noqa: PLC0415

    composition = load()  # Flet and the app
    importlib.import_module("scorekeeper.web.server")  # FastAPI and uvicorn, before the freeze
    # What is loaded by now (Flet, FastAPI, the app) lives as long as the process.
    # Moved out of the cycle collector's reach, it is no longer walked by every
    # full collection, the pauses a player feels on whichever screen is being
    # sent (measured: about 60 ms down to about 20 ms).
    gc.collect()
    gc.freeze()
    settings = open_settings(config.data_dir)
    try:
        app = composition.served(config, settings)
    except StorageError as exc:
        raise StartError(str(exc)) from exc
    if config.view is View.DESKTOP and _in_a_window(app.main, config, app.before_main):
        return
    _serve_web(app.main, config, app.before_main, app.table, app.games, browser=browser)


def run_embedded(config: AppConfig, load: Loader) -> None:
    """Hand the app to Flet's own transport; return when the app is closed.

    Flet's controls are loaded in the background meanwhile (the shell takes a
    while to connect), so the first screen does not wait for their imports.
    """
    import flet as ft  # noqa: PLC0415 - only a started app needs Flet

    from scorekeeper.services.records import StorageError  # noqa: PLC0415
    from scorekeeper.services.settings import open_settings  # noqa: PLC0415
    from scorekeeper.start.warm_up import start_warm_up  # noqa: PLC0415

    composition = load()
    try:
        config.data_dir.mkdir(parents=True, exist_ok=True)
        settings = open_settings(config.data_dir)
        app = composition.embedded(config, settings)
    except (OSError, StorageError) as exc:
        composition.show_failure(exc, config.data_dir)
        return

    # As in the other starts: what is loaded now lives as long as the app.
    gc.collect()
    gc.freeze()
    start_warm_up()
    ft.run(
        app.main,
        before_main=app.before_main,
        assets_dir=str(config.assets_dir) if config.assets_dir else "assets",
    )


def _in_a_window(
    main: Callable[[ft.Page], None], config: AppConfig, before_main: Callable[[ft.Page], None]
) -> bool:
    """Run the app in a desktop window until it is closed; False (and why) when none can open.

    Only once :func:`.desktop.desktop_available` says a window can open: otherwise
    Flet silently serves the web client on 0.0.0.0:8000.
    """
    import flet as ft  # noqa: PLC0415

    from scorekeeper.start.desktop import desktop_available, desktop_client_problem  # noqa: PLC0415
    from scorekeeper.start.warm_up import start_warm_up  # noqa: PLC0415

    if not desktop_available():
        print(
            "No desktop window can open here (pip install 'scorekeeper[desktop]' adds one);"
            " serving the app to a browser instead."
        )
        return False
    problem = desktop_client_problem()
    if problem is not None:
        print(
            f"The desktop window needs Flet's desktop client, which could not be fetched"
            f" ({problem}); serving the app to a browser instead.",
            flush=True,
        )
        return False
    print("Opening the Scorekeeper window.", flush=True)
    start_warm_up()  # while the window starts, as the browser's start hides it for the web
    ft.run(
        main,
        before_main=before_main,
        view=ft.AppView.FLET_APP,
        assets_dir=str(config.assets_dir) if config.assets_dir else None,
    )
    return True


def _serve_web(
    main: Callable[[ft.Page], None],
    config: AppConfig,
    before_main: Callable[[ft.Page], None],
    table: TableSettings,
    games: GameService,
    *,
    browser: bool,
) -> None:
    """Serve the app to browsers on the configured address until Ctrl+C or SIGTERM."""
    from scorekeeper.i18n import DEFAULT_LANGUAGE, default_catalog  # noqa: PLC0415
    from scorekeeper.services.addresses import ANY_ADDRESS, lan_address  # noqa: PLC0415
    from scorekeeper.services.devices import HOST_WINDOW  # noqa: PLC0415
    from scorekeeper.start.terminal import announce  # noqa: PLC0415
    from scorekeeper.start.warm_up import start_warm_up  # noqa: PLC0415
    from scorekeeper.web.server import (  # noqa: PLC0415
        Closing,
        build_web_app,
        held_stop_signals,
        serve_web,
        start_client_build,
    )

    with held_stop_signals() as held:  # a Ctrl+C from here on is never lost
        # Flet's static-file server lets these variables override its arguments;
        # pin them so a stray environment cannot bring back the CDN or another renderer.
        os.environ["FLET_WEB_NO_CDN"] = "true"
        os.environ["FLET_WEB_RENDERER"] = config.renderer.value
        sock = _bound(config)
        app_name = default_catalog().translate("app.title", DEFAULT_LANGUAGE)
        lan = lan_address() if config.host in ANY_ADDRESS else None
        closing = Closing()
        web_app = build_web_app(
            main,
            config,
            before_main=before_main,
            app_name=app_name,
            lan=lan,
            language=lambda accept, device: splash_language(table, device, accept),
            games=games,
            host_language=lambda: table.current(HOST_WINDOW).language,
            closing=closing,
        )
        secret = _secret_or_refusal(config, lan, sock)
        announce(config, sys.stdout, lan, secret)
        if browser:
            _open_in_browser(config, lan, secret)
        start_warm_up()
        builder = start_client_build(config)
        try:
            serve_web(web_app, sock, held, closing)
        finally:
            if builder is not None and builder.poll() is None:
                builder.terminate()


def _bound(config: AppConfig) -> socket.socket:
    """Bound first and apart: a busy port (a second start) is refused before anything is built."""
    from scorekeeper.web.listening import bind  # noqa: PLC0415

    try:
        return bind(config.host, config.port)
    except OSError as exc:
        raise StartError(
            f"cannot serve on {config.host}:{config.port}: {exc.strerror or exc}"
            " (is Scorekeeper already running? choose another port with --port)"
        ) from exc


def _secret_or_refusal(config: AppConfig, lan: str | None, sock: socket.socket) -> str | None:
    """Apart, as its refusal (a full disk) must close the bound socket and read as one line."""
    from scorekeeper.services.records import StorageError  # noqa: PLC0415

    try:
        return _watched_secret(config, lan)
    except StorageError as exc:
        sock.close()
        # One line, as every refusal of the command reads.
        raise StartError(" ".join(f"table mode cannot start: {exc}".split())) from exc


def _open_in_browser(config: AppConfig, lan: str | None, secret: str | None) -> None:
    """Apart, as only a start asked to open a browser needs the launcher and the addresses."""
    from scorekeeper.services.addresses import join_address, served_urls  # noqa: PLC0415
    from scorekeeper.start.launch import browser_wanted, open_browser  # noqa: PLC0415

    if browser_wanted():
        local, _ = served_urls(config, lan)
        open_browser(join_address(local, secret) if secret is not None else local)


def _watched_secret(config: AppConfig, lan: str | None) -> str | None:
    """The table's secret (None off table mode); the terminal shows each new one.

    Raises ``StorageError`` when the secret cannot be made (a full disk).
    """
    from scorekeeper.services.table_secret import table_secret  # noqa: PLC0415
    from scorekeeper.start.terminal import announce_revoked  # noqa: PLC0415

    if not config.table_mode:
        return None
    secrets = table_secret(config.data_dir)
    secret = secrets.current()
    secrets.on_change(lambda renewed: announce_revoked(config, sys.stdout, lan, renewed))
    return secret


def splash_language(settings: TableSettings, device: Device, accept_language: str) -> str:
    """The language the app will open in on ``device``: the one set, else the browser's best."""
    from scorekeeper.i18n import DEFAULT_LANGUAGE, default_catalog  # noqa: PLC0415
    from scorekeeper.web.languages import preferred_language  # noqa: PLC0415

    chosen = settings.language_set(device)
    if chosen is not None:
        return chosen
    catalog = default_catalog()
    return preferred_language(accept_language, catalog.languages, DEFAULT_LANGUAGE)
