"""The ``scorekeeper`` command: picks the sub-command and runs it.

With no sub-command it starts the app (``scorekeeper.cli.app``). Each
sub-command lives in its own module under ``scorekeeper.cli`` exposing
``configure(parser)`` and ``run(args) -> int``. Only the chosen command's module
is imported, so ``replay`` never pays for loading the UI or the QR libraries,
and the app's own module only when the app starts.

Why here and not in ``scorekeeper/__main__.py``: ``main.py`` outside a built
app is this command with no arguments too
(:mod:`scorekeeper.cli.entry`), and nothing may import ``__main__``.
"""

from __future__ import annotations

import argparse
import importlib
import io
import sys
from collections.abc import Sequence

from scorekeeper.cli import COMMANDS, app_options
from scorekeeper.cli.common import Parser, run_guarded


def build_parser(chosen: str | None) -> argparse.ArgumentParser:
    """The top-level parser; only ``chosen`` (or the app) gets its full options."""
    parser = Parser(
        prog="scorekeeper",
        description="Score keeper and referee for three-player Gin Rummy.",
    )
    app_options.configure(parser)
    parser.set_defaults(_run=_start_app)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in COMMANDS.items():
        command_parser = sub.add_parser(name, help=help_text, description=help_text)
        if name == chosen:
            module = importlib.import_module(module_name)
            module.configure(command_parser)
            command_parser.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen command; return its exit status."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8", errors="replace")
    arguments = list(sys.argv[1:] if argv is None else argv)
    chosen = next((a for a in arguments if a in COMMANDS), None)
    args = build_parser(chosen).parse_args(arguments)
    return run_guarded(args._run, args)


def _start_app(args: argparse.Namespace) -> int:
    """Start the app; its module is imported only now (see :mod:`.app_options`)."""
    app = importlib.import_module("scorekeeper.cli.app")
    return int(app.run(args))
