"""The games-list index: one compact summary per game, so listing parses one file.

It is a TinyDB file (table ``meta`` with the schema version, table ``games``
with one document per game) and purely a cache: every entry is derived from a
game file and carries that file's signature. At start-up an entry whose
signature no longer matches its file is recomputed from the file, and a
missing or damaged index is rebuilt from all game files. That is what lets the
store skip rewriting the index on every save: a stale entry is detected and
repaired, never trusted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from scorekeeper.rules.variants import Variant
from scorekeeper.storage import schema
from scorekeeper.storage.atomic_storage import encode_json, read_json_tables, write_atomic
from scorekeeper.storage.errors import DamagedFileError, NewerSchemaError
from scorekeeper.storage.layout import FileSig
from scorekeeper.storage.model import GameSummary

META_TABLE = "meta"
GAMES_TABLE = "games"


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """A game's summary and the signature of the file it was computed from."""

    summary: GameSummary
    sig: FileSig


def encode_index(entries: Iterable[IndexEntry]) -> bytes:
    """The bytes of an index file listing ``entries``."""
    games = {str(n): _entry_to_dict(e) for n, e in enumerate(entries, start=1)}
    meta = {"1": {"schema": schema.INDEX_SCHEMA}}
    return encode_json({META_TABLE: meta, GAMES_TABLE: games})


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
    version = schema.schema_version(meta, path)
    if version > schema.INDEX_SCHEMA:
        raise NewerSchemaError(path, version, schema.INDEX_SCHEMA)
    if version < schema.INDEX_SCHEMA:
        return None
    entries: dict[str, IndexEntry] = {}
    for doc_id, raw in tables.get(GAMES_TABLE, {}).items():
        try:
            entry = _entry_from_dict(raw)
        except (KeyError, TypeError, ValueError) as exc:
            detail = f"missing {exc}" if isinstance(exc, KeyError) else str(exc)
            raise DamagedFileError(path, f"entry {doc_id} is malformed ({detail})") from None
        entries[entry.summary.id] = entry
    return entries


def _entry_to_dict(entry: IndexEntry) -> dict[str, Any]:
    s = entry.summary
    return {
        "id": s.id,
        "created": s.created,
        "updated": s.updated,
        "deleted": s.deleted,
        "variant": s.variant.value,
        "players": list(s.players),
        "hands": s.hands,
        "finished": s.finished,
        "winner": s.winner,
        "totals": [s.totals[p] for p in s.players],
        "file": list(entry.sig),
    }


def _entry_from_dict(raw: Mapping[str, Any]) -> IndexEntry:
    """Parse one entry; any wrong type or missing key raises (the caller reports it)."""
    players = tuple(_str(p) for p in raw["players"])
    totals = [_int(t) for t in raw["totals"]]
    sig = tuple(_int(n) for n in raw["file"])
    if len(players) != 3 or len(totals) != 3 or len(sig) != 3:
        raise ValueError("wrong length")
    winner, deleted = raw["winner"], raw["deleted"]
    summary = GameSummary(
        id=_str(raw["id"]),
        created=_str(raw["created"]),
        updated=_str(raw["updated"]),
        variant=Variant.parse(raw["variant"]),
        players=(players[0], players[1], players[2]),
        hands=_int(raw["hands"]),
        finished=_bool(raw["finished"]),
        winner=None if winner is None else _str(winner),
        totals=MappingProxyType(dict(zip(players, totals, strict=True))),
        deleted=None if deleted is None else _str(deleted),
    )
    return IndexEntry(summary, (sig[0], sig[1], sig[2]))


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("text expected")
    return value


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("whole number expected")
    return value


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise TypeError("true/false expected")
    return value
