"""The games-list index: a TinyDB database with one document per game, so listing parses one file.

It is purely a cache: every document is derived from a game file and carries
that file's signature. At start-up a document whose signature no longer
matches its file is recomputed from the file, and a missing or damaged index
is rebuilt from all game files. That is what lets the store skip rewriting the
index on every save: a stale document is detected and repaired, never trusted.

Table ``meta`` holds the schema version (document 1); table ``games`` one
document per game, found by its ``id`` with a ``Query``. It is read once, when
the store opens; every later change of it is one ``one_write`` of the atomic
storage, whose cache spares TinyDB a parse of the whole index before each
operation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, cast

from tinydb import Query, TinyDB

from scorekeeper.rules.variants import Variant
from scorekeeper.storage.atomic_storage import AtomicJSONStorage, FileSig
from scorekeeper.storage.errors import DamagedFileError, NewerSchemaError
from scorekeeper.storage.model import GameSummary
from scorekeeper.storage.schema import INDEX_SCHEMA, schema_version

META_TABLE = "meta"
GAMES_TABLE = "games"
_VARIANTS = {variant.value: variant for variant in Variant}
_GAME = Query()


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """A game's summary and the signature of the file it was computed from."""

    summary: GameSummary
    sig: FileSig


class IndexFile:
    """The index's TinyDB database: read whole once, changed one write at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db = TinyDB(path, storage=AtomicJSONStorage, cached=True)
        self._storage = cast(AtomicJSONStorage, self._db.storage)
        self._games = self._db.table(GAMES_TABLE)

    def read(self) -> dict[str, IndexEntry] | None:
        """The entries by game id; None if there is no index or it is an older version.

        ``DamagedFileError`` for an unreadable index, ``NewerSchemaError`` for one
        written by a newer app.
        """
        meta = self._db.table(META_TABLE).get(doc_id=1)
        if meta is None and not self.path.exists():
            return None
        if not isinstance(meta, dict):
            raise DamagedFileError(self.path, "it has no format version")
        version = schema_version(meta, self.path)
        if version > INDEX_SCHEMA:
            raise NewerSchemaError(self.path, version, INDEX_SCHEMA)
        if version < INDEX_SCHEMA:
            return None
        entries: dict[str, IndexEntry] = {}
        for document in self._games:
            try:
                entry = _entry(document)
            except (TypeError, ValueError, KeyError) as exc:
                detail = f"game document {document.doc_id} is malformed ({exc})"
                raise DamagedFileError(self.path, detail) from None
            entries[entry.summary.id] = entry
        return entries

    def rebuild(self, entries: Iterable[IndexEntry]) -> None:
        """Replace the whole index with ``entries``, in one atomic write."""
        meta = self._db.table(META_TABLE)
        with self._storage.one_write():
            meta.truncate()
            meta.insert({"schema": INDEX_SCHEMA})
            self._games.truncate()
            self._games.insert_multiple(_document(entry) for entry in entries)

    def update(self, changed: Mapping[str, IndexEntry | None]) -> None:
        """Put the documents of the changed games (None: drop the game), in one atomic write."""
        documents = {game_id: _document(e) for game_id, e in changed.items() if e is not None}
        dropped = [game_id for game_id, entry in changed.items() if entry is None]
        found: set[str] = set()

        def refresh(document: MutableMapping[str, Any]) -> None:
            found.add(document["id"])
            document.update(documents[document["id"]])

        with self._storage.one_write():
            if documents:
                self._games.update(refresh, _GAME.id.one_of(list(documents)))
            if dropped:
                self._games.remove(_GAME.id.one_of(dropped))
            added = [document for game_id, document in documents.items() if game_id not in found]
            if added:
                self._games.insert_multiple(added)


def _document(entry: IndexEntry) -> dict[str, Any]:
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


def _entry(document: Mapping[str, Any]) -> IndexEntry:
    """Parse one document, checking every type (``type(x) is int`` also refuses booleans)."""
    game_id, created, updated = document["id"], document["created"], document["updated"]
    deleted, variant, players = document["deleted"], document["variant"], document["players"]
    hands, finished, winner = document["hands"], document["finished"], document["winner"]
    totals, sig = document["totals"], document["file"]
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
