"""``scorekeeper import-code FILE_OR_TEXT...``: read a shared game and show what it holds.

Each argument is an image file (a photo or screenshot of the code(s)), a text
file holding code text, ``-`` for standard input, or the code text itself;
a game split over several codes takes them all, in any order. It prints a JSON
summary with the fingerprint. With ``--data-dir`` the game is also imported:
a new game is stored, the same game again changes nothing, and a game that
differs from the stored one is compared hand by hand and left unstored (exit
status 1) unless ``--resolve`` says what to do.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from scorekeeper.cli import ExitCode
from scorekeeper.cli.common import InputError, fail, is_file, print_json, read_input, shorten
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.session import hand_to_dict
from scorekeeper.services.sharing import (
    FORMAT,
    Comparison,
    HandRow,
    HandView,
    Resolution,
    UnreadableImageError,
    fingerprint,
    game_from_codes,
    read_code_texts_in_file,
    split_pasted_text,
)

_IMAGE_MAGIC = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"BM", b"RIFF", b"II*\x00", b"MM\x00*")


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the code source(s); optionally the data folder and a resolution."""
    parser.add_argument(
        "sources",
        nargs="+",
        metavar="FILE_OR_TEXT",
        help="image file, text file, - for standard input, or the code text itself",
    )
    parser.add_argument("--data-dir", metavar="DIR", help="import into the games in DIR")
    parser.add_argument(
        "--resolve",
        choices=[r.value.replace("_", "-") for r in Resolution],
        help="if the stored game differs: keep-mine, take-theirs or keep-both",
    )


def run(args: argparse.Namespace) -> int:
    """Print the summary (and the import outcome); one error line and status 2 if refused."""
    try:
        texts: list[str] = []
        for source in args.sources:
            texts += _code_texts(source)
        game = game_from_codes(texts)
    except (InputError, ScorekeeperError) as exc:
        return fail(str(exc))
    summary = summarize(game)
    if not args.data_dir:
        print_json(summary)
        return ExitCode.OK
    from scorekeeper.services.records import StorageError  # noqa: PLC0415 - needs the store

    try:
        status, extra = _import(game, Path(args.data_dir), args.resolve)
    except StorageError as exc:
        return fail(str(exc), ExitCode.FAILURE)
    except ScorekeeperError as exc:
        return fail(str(exc))
    print_json(summary | extra)
    return ExitCode.CONFLICT if status == "conflict" else ExitCode.OK


def _code_texts(source: str) -> list[str]:
    """The code texts in one argument: an image, a text file, stdin, or literal text."""
    if source != "-" and not is_file(source):
        if not source.strip().upper().startswith(FORMAT):
            raise InputError(f"{shorten(source)} is neither a file nor a game code")
        return split_pasted_text(source)
    data = read_input(source)
    if data.startswith(_IMAGE_MAGIC):
        return read_code_texts_in_file(data)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadableImageError(detail="neither an image nor UTF-8 text") from None
    return split_pasted_text(text)


def summarize(game: Game) -> dict[str, Any]:
    """What the players check before importing: who, when, how far, the fingerprint."""
    state = replay(game)
    return {
        "id": game.id,
        "created": game.created,
        "variant": game.variant.value,
        "players": list(game.players),
        "hands": len(game.hands),
        "corrections": len(game.corrections),
        "totals": dict(state.totals),
        "finished": state.finished,
        "winner": state.winner,
        "fingerprint": fingerprint(game),
    }


def _import(game: Game, data_dir: Path, resolve: str | None) -> tuple[str, dict[str, Any]]:
    from scorekeeper.services import imports  # noqa: PLC0415 - needs the store
    from scorekeeper.services.store import opened_games  # noqa: PLC0415

    with opened_games(data_dir) as games:
        result = imports.import_game(games, game)
        status = result.status.value
        extra: dict[str, Any] = {"status": status, "stored_id": result.game.id}
        if result.comparison is None:
            return status, extra
        extra["comparison"] = comparison_to_dict(result.comparison)
        if resolve is None:
            return status, extra
        choice = Resolution(resolve.replace("-", "_"))
        stored = imports.resolve(games, result.comparison, choice)
        extra["status"] = choice.value
        extra["stored"] = [{"id": g.id, "fingerprint": fingerprint(g)} for g in stored]
        return choice.value, extra


def comparison_to_dict(comparison: Comparison) -> dict[str, Any]:
    """The comparison as JSON: differing settings, differing hands, totals on both sides."""
    return {
        "fingerprint_here": comparison.fingerprint_here,
        "fingerprint_there": comparison.fingerprint_there,
        "settings": [
            {"name": s.name, "here": s.here, "there": s.there} for s in comparison.settings
        ],
        "hands": [_row_to_dict(comparison, row) for row in comparison.differences],
        "same_hands": len(comparison.rows) - len(comparison.differences),
        "totals_here": dict(comparison.totals_here),
        "totals_there": dict(comparison.totals_there),
        "winner_here": comparison.winner_here,
        "winner_there": comparison.winner_there,
    }


def _row_to_dict(comparison: Comparison, row: HandRow) -> dict[str, Any]:
    return {
        "status": row.status.value,
        "here": _side(comparison.here, row.here),
        "there": _side(comparison.there, row.there),
        "point_change": row.point_change,
    }


def _side(game: Game, view: HandView | None) -> dict[str, Any] | None:
    if view is None:
        return None
    return {
        "n": view.number,
        "entry": hand_to_dict(game.players, view.entry),
        "points": dict(view.points),
        "explanation": view.explanation,
    }
