"""``scorekeeper share GAME [--png FILE] [--text]``: a game as QR code(s) or code text.

GAME is the id of a stored game (looked up in ``--data-dir``, default as for
the app) and nothing else: an argument never reads a file by accident
(``share /etc/passwd``). A session file is shared only when named explicitly
with ``--file FILE`` (``-`` for standard input). A game too big for one code gets
numbered codes: ``FILE`` becomes ``FILE-1.png``, ``FILE-2.png``, ... Each is
written as ``export -o`` writes its file: only as a plain file (a symbolic link,
FIFO, device or folder there is refused with status 2 and left as it is).
With ``--text`` the code text(s) go to standard output, one per line, so they can
be piped or pasted; everything else goes to standard error then.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import InputError, fail, read_input, shorten, write_output
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.session import loads_session
from scorekeeper.services.records import is_valid_game_id
from scorekeeper.services.sharing import (
    MAX_VERSION,
    SINGLE_MAX_VERSION,
    fingerprint,
    game_to_codes,
    render_png,
    version_for,
)


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the game, where to write the PNG, whether to print the text."""
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("game", metavar="GAME", nargs="?", help="the id of a stored game")
    source.add_argument(
        "--file", metavar="FILE", help="share the game of a session JSON file (- for stdin)"
    )
    parser.add_argument("--png", metavar="FILE", help="write the QR code as a PNG image")
    parser.add_argument("--text", action="store_true", help="print the code text")
    parser.add_argument("--data-dir", metavar="DIR", help="folder of the stored games")
    parser.add_argument(
        "--max-version",
        type=int,
        default=SINGLE_MAX_VERSION,
        choices=range(5, MAX_VERSION + 1),
        metavar="N",
        help=f"largest QR version of one code (default {SINGLE_MAX_VERSION}); "
        "bigger games are split",
    )


def run(args: argparse.Namespace) -> int:
    """Write and/or print the code(s); one line on standard error if the game is refused."""
    try:
        game = _load(args.game, args.file, args.data_dir)
        codes = game_to_codes(game, max_version=args.max_version)
    except (InputError, ScorekeeperError) as exc:
        return fail(str(exc))
    info = sys.stderr if args.text else sys.stdout
    if args.text or not args.png:
        for code in codes:
            print(code)
    if args.png:
        for path, code in zip(_png_paths(Path(args.png), len(codes)), codes, strict=True):
            status = write_output(path, render_png(code))
            if status != ExitCode.OK:
                return status
            print(f"wrote {path} (QR version {version_for(code)})", file=info)
    print(f"fingerprint {fingerprint(game)}", file=info)
    return ExitCode.OK


def _load(game_id: str | None, file: str | None, data_dir: str | None) -> Game:
    """The game of the session file named by ``--file``, else the stored game ``game_id``."""
    if file is not None:
        return loads_session(read_input(file))
    if game_id is None or not is_valid_game_id(game_id):
        raise InputError(f"{shorten(game_id or '')} is not a game id (a file needs --file FILE)")
    from scorekeeper.services.data_folder import resolve_data_dir  # noqa: PLC0415
    from scorekeeper.services.store import opened_games  # noqa: PLC0415

    with opened_games(resolve_data_dir(data_dir)) as games:
        return games.load(game_id)


def _png_paths(path: Path, count: int) -> list[Path]:
    if count == 1:
        return [path]
    suffix = path.suffix or ".png"
    return [path.with_name(f"{path.stem}-{n}{suffix}") for n in range(1, count + 1)]
