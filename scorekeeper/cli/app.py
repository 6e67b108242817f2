"""``scorekeeper`` with no sub-command: start the app, in a window or in a browser.

This module only turns the flags into a configuration (over ``flet.toml``),
makes the data folder, and hands both to the one starter
(:func:`scorekeeper.start.starter.start`), with the app to start (the loader of
:mod:`scorekeeper.compose`, which imports the app only once the starter asks);
the starter's refusals it prints as one line with the command's exit status.
"""

from __future__ import annotations

import argparse
import sys

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import fail
from scorekeeper.compose import load
from scorekeeper.config import ConfigError, View, load_config
from scorekeeper.start.starter import StartError, start

__all__ = ["run"]


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
        return fail(
            f"cannot create the data folder {config.data_dir}: {exc.strerror or exc}",
            ExitCode.FAILURE,
        )
    try:
        start(config, load, browser=not args.no_browser)
    except StartError as exc:
        print(f"scorekeeper: {exc}", file=sys.stderr)
        return ExitCode.FAILURE
    except KeyboardInterrupt:  # Ctrl+C: the server has already shut down cleanly
        return ExitCode.INTERRUPTED
    return ExitCode.OK
