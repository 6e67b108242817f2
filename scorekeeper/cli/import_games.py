"""``scorekeeper import FILE``: store the games of a backup or a session file.

The whole file is validated before the store is even opened, so a bad file
stores nothing. A game keeps its id: one already stored is skipped, and a
differing copy of a stored game keeps the stored one (and says so) unless
``--take-theirs`` stores the file's record in its place or ``--keep-both``
stores it as a second game. The games are stored all or none: a write that
fails part-way removes what it wrote, so running the command again after
freeing space stores each game once. Each decision is printed.
"""

from __future__ import annotations

import argparse
import sys

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import InputError, fail, read_input
from scorekeeper.cli.games import add_data_dir_option, open_store, store_failure
from scorekeeper.rules.errors import ScorekeeperError


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the file (or ``-`` for standard input), the data folder, what wins a conflict."""
    parser.add_argument(
        "file", metavar="FILE", help="backup or session JSON file, or - for standard input"
    )
    add_data_dir_option(parser)
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument(
        "--take-theirs",
        action="store_true",
        help="a game stored here that differs from the file's copy takes the file's record",
    )
    choice.add_argument(
        "--keep-both",
        action="store_true",
        help="a game stored here that differs from the file's copy stays, "
        "and the file's copy is stored as a second game",
    )


def run(args: argparse.Namespace) -> int:
    """Print one line per game and a total; a bad file gives one line on stderr and status 2."""
    # Loaded only by the commands that use them.
    from scorekeeper.services.backup import loads_games  # noqa: PLC0415
    from scorekeeper.services.imports import import_all  # noqa: PLC0415
    from scorekeeper.services.records import ImportAction, StorageError  # noqa: PLC0415
    from scorekeeper.services.sharing import Resolution  # noqa: PLC0415

    choice = Resolution.KEEP_MINE
    if args.take_theirs:
        choice = Resolution.TAKE_THEIRS
    elif args.keep_both:
        choice = Resolution.KEEP_BOTH
    try:
        games = loads_games(read_input(args.file))
    except (InputError, ScorekeeperError) as exc:
        return fail(str(exc))
    try:
        with open_store(args) as service:
            outcomes = import_all(service, games, choice)
    except StorageError as exc:
        return store_failure(str(exc))
    stored = sum(1 for o in outcomes if o.stored)
    kept = sum(1 for o in outcomes if o.action is ImportAction.CONFLICT)
    lines = [o.describe() for o in outcomes]
    total = f"{stored} stored, {len(outcomes) - stored - kept} skipped"
    lines.append(total + (f", {kept} kept as stored" if kept else ""))
    sys.stdout.buffer.write("".join(f"{line}\n" for line in lines).encode("utf-8"))
    sys.stdout.flush()
    return ExitCode.OK
