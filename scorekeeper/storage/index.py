"""The games-list index: one compact summary per game, so listing parses one file.

It is purely a cache: every entry is derived from a game file and carries that
file's signature. At start-up an entry whose signature no longer matches its
file is recomputed from the file, and a missing or damaged index is rebuilt
from all game files. That is what lets the store skip rewriting the index on
every save: a stale entry is detected and repaired, never trusted.

The file is a TinyDB database (table ``meta`` with the schema version, table
``games`` with one document ``{"columns": [...], "rows": [[...], ...]}``). Rows
rather than one document per game, because the index is only ever read whole
and rows parse about four times faster: at 5,000 games that is most of the
time it takes to open the games list.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from scorekeeper.rules.variants import Variant
from scorekeeper.storage.atomic_storage import encode_json, read_json_tables, write_atomic
from scorekeeper.storage.errors import DamagedFileError, NewerSchemaError
from scorekeeper.storage.layout import FileSig
from scorekeeper.storage.model import GameSummary
from scorekeeper.storage.schema import INDEX_SCHEMA, schema_version

META_TABLE = "meta"
GAMES_TABLE = "games"
COLUMNS = (
    "id",
    "created",
    "updated",
    "deleted",
    "variant",
    "players",
    "hands",
    "finished",
    "winner",
    "totals",
    "file",
)
_VARIANTS = {variant.value: variant for variant in Variant}


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """A game's summary and the signature of the file it was computed from."""

    summary: GameSummary
    sig: FileSig


def encode_index(entries: Iterable[IndexEntry]) -> bytes:
    """The bytes of an index file listing ``entries``."""
    rows = [_row(entry) for entry in entries]
    return encode_json(
        {
            META_TABLE: {"1": {"schema": INDEX_SCHEMA}},
            GAMES_TABLE: {"1": {"columns": list(COLUMNS), "rows": rows}},
        }
    )


def write_index(path: Path, entries: Iterable[IndexEntry]) -> None:
    """Replace the index atomically and durably."""
    write_atomic(path, encode_index(entries))


def read_index(path: Path) -> dict[str, IndexEntry] | None:
    """The entries by game id; None if there is no index or it is an older version.

    ``DamagedFileError`` for an unreadable index, ``NewerSchemaError`` for one
    written by a newer app.
    """
    tables = read_json_tables(path)
    if tables is None:
        return None
    meta = tables.get(META_TABLE, {}).get("1")
    if not isinstance(meta, dict):
        raise DamagedFileError(path, "it has no format version")
    version = schema_version(meta, path)
    if version > INDEX_SCHEMA:
        raise NewerSchemaError(path, version, INDEX_SCHEMA)
    if version < INDEX_SCHEMA:
        return None
    document = tables.get(GAMES_TABLE, {}).get("1")
    if not isinstance(document, dict) or document.get("columns") != list(COLUMNS):
        raise DamagedFileError(path, "its games table is not the expected columns")
    rows = document.get("rows")
    if not isinstance(rows, list):
        raise DamagedFileError(path, "its games table has no rows")
    entries: dict[str, IndexEntry] = {}
    for number, row in enumerate(rows, start=1):
        try:
            entry = _entry(row)
        except (TypeError, ValueError, KeyError) as exc:
            raise DamagedFileError(path, f"row {number} is malformed ({exc})") from None
        entries[entry.summary.id] = entry
    return entries


def _row(entry: IndexEntry) -> list[Any]:
    s = entry.summary
    return [
        s.id,
        s.created,
        s.updated,
        s.deleted,
        s.variant.value,
        list(s.players),
        s.hands,
        s.finished,
        s.winner,
        [s.totals[p] for p in s.players],
        list(entry.sig),
    ]


def _entry(row: object) -> IndexEntry:
    """Parse one row, checking every type (``type(x) is int`` also refuses booleans)."""
    if type(row) is not list or len(row) != len(COLUMNS):
        raise ValueError("wrong number of columns")
    game_id, created, updated, deleted, variant, players, hands, finished, winner, totals, sig = row
    if not (
        type(game_id) is str
        and type(created) is str
        and type(updated) is str
        and (deleted is None or type(deleted) is str)
        and type(hands) is int
        and type(finished) is bool
        and (winner is None or type(winner) is str)
        and _three(players, str)
        and _three(totals, int)
        and _three(sig, int)
    ):
        raise TypeError("a value has the wrong type")
    summary = GameSummary(
        id=game_id,
        created=created,
        updated=updated,
        variant=_VARIANTS[variant],
        players=(players[0], players[1], players[2]),
        hands=hands,
        finished=finished,
        winner=winner,
        totals=MappingProxyType(dict(zip(players, totals, strict=True))),
        deleted=deleted,
    )
    return IndexEntry(summary, (sig[0], sig[1], sig[2]))


def _three(value: object, kind: type) -> bool:
    return (
        type(value) is list
        and len(value) == 3
        and type(value[0]) is kind
        and type(value[1]) is kind
        and type(value[2]) is kind
    )
