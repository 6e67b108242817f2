"""``scorekeeper replay FILE``: score a session file as docs/RULES.md specifies."""

from __future__ import annotations

import argparse

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import InputError, fail, print_json, read_input
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import replay
from scorekeeper.rules.session import loads_session, replay_to_dict


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the session file, or ``-`` for standard input."""
    parser.add_argument("file", metavar="FILE", help="session JSON file, or - for standard input")


def run(args: argparse.Namespace) -> int:
    """Print the replay result; on a bad file, one line on standard error and status 2."""
    try:
        game = loads_session(read_input(args.file))
    except (InputError, ScorekeeperError) as exc:
        return fail(str(exc))
    print_json(replay_to_dict(game, replay(game)))
    return ExitCode.OK
