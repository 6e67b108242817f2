"""``scorekeeper games``: list the stored games, one per line.

Also home of what the storage commands share (the ``--data-dir`` option,
opening the store, reporting its problems), so that ``export`` and ``import``
behave the same way. The store itself is imported inside ``run()``: building
the parser for any command must stay fast.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from scorekeeper.cli import ExitCode
from scorekeeper.config import ConfigError
from scorekeeper.services.data_folder import DATA_DIR_HELP, resolve_data_dir

if TYPE_CHECKING:
    from scorekeeper.services.games import GameService
    from scorekeeper.services.records import GameSummary


def add_data_dir_option(parser: argparse.ArgumentParser) -> None:
    """``--data-dir DIR``, defaulting as the app's configuration says.

    Its default is "not given" rather than None: the app's own ``--data-dir``
    before the command name (``scorekeeper --data-dir D games``) must not be
    overwritten by this option's default, which argparse would otherwise do.
    """
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=DATA_DIR_HELP,
    )


def open_store(args: argparse.Namespace) -> GameService:
    """The games in the chosen folder; the store's start-up problems are printed as warnings."""
    from scorekeeper.services.records import StorageError  # noqa: PLC0415 - only when used
    from scorekeeper.services.store import open_service  # noqa: PLC0415

    try:
        folder = resolve_data_dir(getattr(args, "data_dir", None))
    except ConfigError as exc:
        raise StorageError(detail=str(exc)) from None
    games = open_service(folder)
    for problem in games.problems():
        print(f"scorekeeper: warning: {problem.message}", file=sys.stderr)
    return games


def store_failure(message: str) -> int:
    """Report a store that could not be used (locked, unreadable) in one line."""
    print(f"scorekeeper: {' '.join(message.split())}", file=sys.stderr)
    return ExitCode.FAILURE


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: the data folder."""
    add_data_dir_option(parser)


def run(args: argparse.Namespace) -> int:
    """Print one line per game, most recently played first."""
    from scorekeeper.services.records import StorageError  # noqa: PLC0415

    try:
        with open_store(args) as repo:
            summaries = repo.list_games()
    except StorageError as exc:
        return store_failure(str(exc))
    lines = [format_summary(summary) for summary in summaries]
    sys.stdout.buffer.write("".join(f"{line}\n" for line in lines).encode("utf-8"))
    sys.stdout.flush()
    return ExitCode.OK


def format_summary(summary: GameSummary) -> str:
    """``id  date  variant  N hands  Ann 57, Bob 12, Cid 30  won by Ann``."""
    hands = "1 hand" if summary.hands == 1 else f"{summary.hands} hands"
    totals = ", ".join(f"{player} {summary.totals[player]}" for player in summary.players)
    status = f"won by {summary.winner}" if summary.finished else "in progress"
    date = summary.created[:10] or "?"
    return f"{summary.id}  {date}  {summary.variant.value:<6}  {hands}  {totals}  {status}"
