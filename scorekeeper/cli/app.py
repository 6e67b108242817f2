"""``scorekeeper`` with no sub-command: start the app, in a window or in a browser.

A window when a desktop client can start (a display, and ``flet-desktop``
installed); otherwise a web server on the configured address, printed in the
terminal. With ``--host 0.0.0.0`` (or ``--table``) the app runs in table mode: the
terminal shows the join address, with the table's secret, and a QR code of it,
so a phone at the table can join; nobody without the secret gets in.

The web server never falls back to Flet's defaults (0.0.0.0:8000, engine from a
CDN): host and port come from :mod:`scorekeeper.config`, and the client is
served with ``no_cdn`` and a same-origin-only security policy
(:mod:`scorekeeper.ui.web`).
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import os
import platform
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, TextIO

from scorekeeper.cli import ExitCode
from scorekeeper.cli.app_options import configure
from scorekeeper.cli.common import fail
from scorekeeper.cli.launch import browser_wanted, open_browser
from scorekeeper.config import AppConfig, ConfigError, View, load_config
from scorekeeper.i18n import DEFAULT_LANGUAGE, default_catalog
from scorekeeper.ui.web.addresses import lan_address, served_urls
from scorekeeper.ui.web.join import join_address
from scorekeeper.ui.web.languages import preferred_language

if TYPE_CHECKING:
    from scorekeeper.services.settings import SettingsStore

__all__ = ["announce", "configure", "desktop_available", "lan_address", "run", "served_urls"]

_ANY_ADDRESS = ("0.0.0.0", "::")


def run(args: argparse.Namespace) -> int:
    """Start the app; return when it is closed. Bad settings: one line, status 2."""
    try:
        config = load_config(
            args.config,
            {
                "view": View.WEB.value if args.web else None,
                "host": args.host,
                "port": args.port,
                "data_dir": args.data_dir,
                "table": args.table,
            },
        )
    except ConfigError as exc:
        return fail(str(exc))
    try:
        config.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return fail(f"cannot create the data folder {config.data_dir}: {exc.strerror or exc}")
    return _start(config, browser=not args.no_browser)


def desktop_available(environ: Mapping[str, str] | None = None, system: str | None = None) -> bool:
    """Whether Flet can open a desktop window (else it would silently serve on 0.0.0.0:8000)."""
    env = os.environ if environ is None else environ
    system = platform.system() if system is None else system
    if env.get("FLET_FORCE_WEB_SERVER", "").lower() in ("1", "true", "yes"):
        return False
    # On Linux, Flet's own test (flet.utils.is_linux_server) looks at DISPLAY only.
    has_screen = bool(env.get("DISPLAY")) if system == "Linux" else system in ("Windows", "Darwin")
    return has_screen and importlib.util.find_spec("flet_desktop") is not None


def print_qr(text: str, out: TextIO) -> None:
    """Draw ``text`` as a QR code with block characters, light on dark."""
    import qrcode  # noqa: PLC0415  (only ``--host 0.0.0.0`` needs it)

    code = qrcode.QRCode(border=2, error_correction=qrcode.constants.ERROR_CORRECT_M)
    code.add_data(text)
    code.make(fit=True)
    is_tty = bool(getattr(out, "isatty", lambda: False)())
    try:
        # A terminal gets explicit black/white colours, so the code scans whatever
        # its theme; plain output assumes the usual dark background.
        code.print_ascii(out=out, tty=is_tty, invert=True)
    except UnicodeEncodeError:
        out.write("(this terminal cannot draw the QR code)\n")


def announce(config: AppConfig, out: TextIO, lan: str | None, secret: str | None = None) -> None:
    """Tell the user where the app is, and how a phone can open it.

    In table mode (``secret`` given) both addresses carry the table's secret:
    without it nobody gets in, this computer's browser included.
    """
    local, shared = served_urls(config, lan)
    if secret is not None:
        local = join_address(local, secret)
        shared = join_address(shared, secret) if shared else None
    out.write(f"Scorekeeper is running at {local}\n")
    if shared:
        out.write(f"On your network: {shared}  (scan to open it on a phone)\n")
        print_qr(shared, out)
    elif config.host in _ANY_ADDRESS:
        out.write("No network address found: only this computer can open the app.\n")
    if secret is not None:
        out.write("Table mode: only browsers that open this address once get in.\n")
    out.write(f"Games are kept in {config.data_dir}\nPress Ctrl+C to stop.\n")
    out.flush()


def _start(config: AppConfig, *, browser: bool = True) -> int:
    from scorekeeper.ui.embedded import is_embedded, run_embedded  # noqa: PLC0415

    if is_embedded():  # inside a built app: Flet's socket, never our web server
        return run_embedded(config)
    # Imported here, not at the top: Flet, FastAPI and uvicorn take about half a
    # second to import, and the other sub-commands never need them.
    import flet as ft  # noqa: PLC0415

    from scorekeeper.services.records import StorageError  # noqa: PLC0415
    from scorekeeper.services.settings import open_settings  # noqa: PLC0415
    from scorekeeper.services.table_secret import current_secret  # noqa: PLC0415
    from scorekeeper.ui.main import create_main, prepare_page  # noqa: PLC0415
    from scorekeeper.ui.server import (  # noqa: PLC0415
        bind,
        build_web_app,
        run_desktop,
        serve_web,
        start_client_build,
    )
    from scorekeeper.ui.warm_up import start_warm_up  # noqa: PLC0415

    # What is loaded by now (Flet, FastAPI, the app) lives as long as the process.
    # Moved out of the cycle collector's reach, it is no longer walked by every
    # full collection, the pauses a player feels on whichever screen is being
    # sent (measured: about 60 ms down to about 20 ms).
    gc.collect()
    gc.freeze()
    settings = open_settings(config.data_dir)
    try:
        main = create_main(config, settings=settings)
    except StorageError as exc:
        print(f"scorekeeper: {exc}", file=sys.stderr)
        return ExitCode.FAILURE

    def before_main(page: ft.Page) -> None:
        """The saved theme is in the very first frame, not a moment later."""
        prepare_page(page, settings.current())

    if config.view is View.DESKTOP:
        if desktop_available():
            print("Opening the Scorekeeper window.", flush=True)
            run_desktop(main, config, before_main=before_main)
            return ExitCode.OK
        print(
            "No desktop window can open here (pip install 'scorekeeper[desktop]' adds one);"
            " serving the app to a browser instead."
        )

    # Flet's static-file server lets these variables override its arguments;
    # pin them so a stray environment cannot bring back the CDN or another renderer.
    os.environ["FLET_WEB_NO_CDN"] = "true"
    os.environ["FLET_WEB_RENDERER"] = config.renderer.value
    try:
        sock = bind(config.host, config.port)
    except OSError as exc:
        print(
            f"scorekeeper: cannot serve on {config.host}:{config.port}: {exc.strerror or exc}"
            " (is Scorekeeper already running? choose another port with --port)",
            file=sys.stderr,
        )
        return ExitCode.FAILURE
    app_name = default_catalog().translate("app.title", DEFAULT_LANGUAGE)
    lan = lan_address() if config.host in _ANY_ADDRESS else None
    web_app = build_web_app(
        main,
        config,
        before_main=before_main,
        app_name=app_name,
        lan=lan,
        language=lambda accept: splash_language(settings, accept),
    )
    secret = current_secret(config.data_dir) if config.table_mode else None
    announce(config, sys.stdout, lan, secret)
    if browser and browser_wanted():
        local, _ = served_urls(config, lan)
        open_browser(join_address(local, secret) if secret is not None else local)
    start_warm_up()
    builder = start_client_build(config)
    try:
        serve_web(web_app, sock)
    except KeyboardInterrupt:  # Ctrl+C: the server has already shut down cleanly
        return ExitCode.INTERRUPTED
    finally:
        if builder is not None and builder.poll() is None:
            builder.terminate()
    return ExitCode.OK


def splash_language(settings: SettingsStore, accept_language: str) -> str:
    """The language the app will open in: the saved one, else the browser's best."""
    if settings.path is not None and settings.path.exists():
        return settings.current().language
    catalog = default_catalog()
    return preferred_language(accept_language, catalog.languages, DEFAULT_LANGUAGE)
