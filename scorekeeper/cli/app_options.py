"""The options of ``scorekeeper`` with no sub-command (starting the app), on their own.

Why apart from :mod:`scorekeeper.cli.app`: every command's parser lists these
options, but only starting the app needs what ``app`` imports (the web server's
addresses, the join secret, the store). So ``scorekeeper melds --jsonl``, often
started once per hand by a script, never pays for them.
"""

from __future__ import annotations

import argparse

__all__ = ["configure"]


def configure(parser: argparse.ArgumentParser) -> None:
    """Options for starting the app; they override ``flet.toml`` for this run."""
    group = parser.add_argument_group("app options (override flet.toml)")
    group.add_argument(
        "--web", action="store_true", help="serve the app to a browser instead of a window"
    )
    group.add_argument(
        "--host",
        metavar="ADDRESS",
        help="address to serve on (127.0.0.1: this computer only; 0.0.0.0: your network)",
    )
    group.add_argument("--port", metavar="N", type=int, help="port to serve on (default 8550)")
    group.add_argument("--data-dir", metavar="DIR", help="folder where games are kept")
    group.add_argument("--config", metavar="FILE", help="read settings from FILE, not flet.toml")
    group.add_argument(
        "--no-browser",
        action="store_true",
        help="do not open the browser at the app's address (it opens when a screen is there)",
    )
    group.add_argument(
        "--table",
        action="store_true",
        default=None,
        help="table mode: only phones that join with the printed secret get in"
        " (implied by any --host but this computer's own)",
    )
