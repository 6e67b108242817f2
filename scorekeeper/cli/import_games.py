"""``scorekeeper import FILE``: store the games of a backup or a session file.

The whole file is validated before the store is even opened, so a bad file
stores nothing. Games already stored are skipped; a different game under a
taken id is kept as a new game with a new id. Each decision is printed.
"""

from __future__ import annotations

import argparse
import sys

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import InputError, fail, read_input
from scorekeeper.cli.games import add_data_dir_option, open_store, store_failure
from scorekeeper.rules.errors import ScorekeeperError


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the file (or ``-`` for standard input) and the data folder."""
    parser.add_argument(
        "file", metavar="FILE", help="backup or session JSON file, or - for standard input"
    )
    add_data_dir_option(parser)


def run(args: argparse.Namespace) -> int:
    """Print one line per game and a total; a bad file gives one line on stderr and status 2."""
    from scorekeeper import storage  # noqa: PLC0415 - loaded only by the commands that use it

    try:
        games = storage.loads_games(read_input(args.file))
    except (InputError, ScorekeeperError) as exc:
        return fail(str(exc))
    try:
        with open_store(args) as repo:
            outcomes = repo.import_games(games)
    except storage.StorageError as exc:
        return store_failure(str(exc))
    skipped = sum(1 for o in outcomes if o.action is storage.ImportAction.SKIPPED)
    lines = [o.describe() for o in outcomes]
    lines.append(f"{len(outcomes) - skipped} stored, {skipped} skipped")
    sys.stdout.buffer.write("".join(f"{line}\n" for line in lines).encode("utf-8"))
    sys.stdout.flush()
    return ExitCode.OK
