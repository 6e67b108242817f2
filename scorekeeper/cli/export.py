"""``scorekeeper export [GAME_ID] [-o FILE]``: games as the session JSON of docs/RULES.md.

With a game id: that game's session file. Without: a backup of every game in
the games list, ``{"format": "scorekeeper-backup/1", "games": [session, ...]}``.
An output file is written atomically, so a failed export never leaves half a
backup behind under the expected name, and only as a plain file: a symbolic
link, FIFO, device or folder at the output path is refused (status 2) and
left as it is.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import fail, write_output
from scorekeeper.cli.games import add_data_dir_option, open_store, store_failure
from scorekeeper.rules.session import dumps_session


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: an optional game id, the output file and the data folder."""
    parser.add_argument("game_id", nargs="?", metavar="GAME_ID", help="export only this game")
    parser.add_argument(
        "-o", "--output", metavar="FILE", default="-", help="output file (default: - for stdout)"
    )
    add_data_dir_option(parser)


def run(args: argparse.Namespace) -> int:
    """Write the JSON; an unknown game id is bad input (status 2)."""
    # Loaded only by the commands that use them.
    from scorekeeper.services.backup import backup_text  # noqa: PLC0415
    from scorekeeper.services.records import GameNotFoundError, StorageError  # noqa: PLC0415

    try:
        with open_store(args) as repo:
            if args.game_id is not None:
                text = dumps_session(repo.load(args.game_id))
            else:
                text = backup_text(repo.export_games())
    except GameNotFoundError as exc:
        return fail(str(exc))
    except StorageError as exc:
        return store_failure(str(exc))
    data = text.encode("utf-8")
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return ExitCode.OK
    return write_output(Path(args.output), data)
