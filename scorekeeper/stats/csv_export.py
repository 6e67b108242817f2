"""Every recorded hand as one CSV row, for the backup and for spreadsheets.

The CSV is a convenience copy for people who want to chart their games; the
session JSON remains the backup that can be imported again. Rows are replayed
values (scores, totals, the rule explanation), so the file reads on its own.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from scorekeeper.rules.game import Game, HandRecord, replay
from scorekeeper.rules.hands import Result

HEADER: tuple[str, ...] = (
    "game_id",
    "game_created",
    "variant",
    "hand",
    "dealer",
    "box",
    "captain",
    "sitter",
    "result",
    "by",
    "outcome",
    "winner",
    "player1",
    "deadwood1",
    "player2",
    "deadwood2",
    "player3",
    "deadwood3",
    "points1",
    "points2",
    "points3",
    "total1",
    "total2",
    "total3",
    "explanation",
)
"""Columns; players, deadwood, points and totals are by seat (the game's player order)."""

FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")
"""Leading characters that make Excel, LibreOffice or Google Sheets read a cell as a
formula (OWASP, "CSV injection"); tab and carriage return are on OWASP's list too."""


def guard(text: str) -> str:
    """``text`` made safe to open in a spreadsheet: a leading apostrophe if needed.

    Player names are free text typed by anyone at the table or arriving in a
    shared code from another phone. A name such as ``=HYPERLINK("http://…")``
    would otherwise become a live formula when the backup is opened, able to
    leak the sheet's contents or, through old DDE features, run commands. The
    apostrophe is what spreadsheets themselves use to mark "this is text". Only
    text cells are guarded: the numbers written are plain integers, and a
    negative total such as ``-20`` must stay a number.
    """
    return "'" + text if text.startswith(FORMULA_PREFIXES) else text


def hands_csv(games: Iterable[Game]) -> str:
    """One CSV row per hand of ``games``, with a header row, in the order given.

    Games are listed in the order given and hands in play order. ``box``,
    ``captain`` and ``sitter`` are empty for ``jersey``; a deadwood is empty for
    a player who held no cards or, in a draw, had none entered; ``winner`` is
    empty when nobody scored. Lines end with CRLF (RFC 4180); the caller writes
    the text as UTF-8, so any name round-trips.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    for game in games:
        writer.writerows(_row(game, record) for record in replay(game).hands)
    return out.getvalue()


def _row(game: Game, record: HandRecord) -> list[str | int]:
    """The cells of one hand, text cells guarded."""
    entry, score, roles = record.entry, record.score, record.roles
    seats: list[str | int] = []
    for player in game.players:
        seats += [guard(player), _deadwood(record, player)]
    return [
        guard(game.id),
        guard(game.created),
        game.variant.value,
        record.number,
        guard(record.dealer),
        *(guard(name) for name in (roles.as_tuple() if roles else ("", "", ""))),
        entry.result.value,
        guard(entry.by or ""),
        score.outcome.value,
        guard(score.winner or ""),
        *seats,
        *(score.points[p] for p in game.players),
        *(record.totals[p] for p in game.players),
        guard(score.explanation.english()),
    ]


def _deadwood(record: HandRecord, player: str) -> int | str:
    """The deadwood entered for ``player`` (a gin player's is 0), or empty if none."""
    entry = record.entry
    if player in entry.deadwood:
        return entry.deadwood[player]
    if player == entry.by and entry.result is Result.GIN:
        return 0
    return ""
