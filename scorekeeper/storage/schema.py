"""Version numbers of the files on disk, and the path from old versions to new.

Every game file carries ``"schema": N``. Reading a file older than
``GAME_SCHEMA`` runs the registered migrations one step at a time (N to N+1)
in memory; the next save writes the current version. A file *newer* than this
app understands is refused and never rewritten: an older app cannot know what
it would throw away.

The games-list index is a cache of the game files, so it needs no migrations:
an index of another version is simply rebuilt (a newer one refuses the folder,
since a newer app is evidently using it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from scorekeeper.storage.errors import DamagedFileError, NewerSchemaError

GAME_SCHEMA = 2
"""Version of the game files this app writes.

1: ``{"game": {"1": {"schema", "updated", "deleted", "session"}}}`` with the
session object of docs/RULES.md.
2: the same, and every hand carries its ``seats`` (as played), and corrections
may be redos, rules changes and records taken from another phone. An app that
reads only version 1 would replay a corrected game by the rotation and find it
broken, so it must refuse these files instead (it does: they are newer).
"""
INDEX_SCHEMA = 2
"""Version of the games-list index this app writes.

1: table ``games`` with one document of columns and rows.
2: table ``games`` with one document per game (``storage.index``); a version 1
index is rebuilt from the game files on opening.
"""

Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""Turns a document of version N into one of version N+1."""


def _seats_as_the_rotation(document: dict[str, Any]) -> dict[str, Any]:
    """Version 1 to 2: nothing to rewrite.

    A version 1 hand has no ``seats``; reading it takes the rotation's, which is
    what the hand was played with (version 1 could not record anything else),
    and the next save writes them.
    """
    return document | {"schema": 2}


GAME_MIGRATIONS: Mapping[int, Migration] = {1: _seats_as_the_rotation}
"""Migration from each old version to the next."""


def upgrade(
    document: dict[str, Any],
    path: Path,
    *,
    current: int | None = None,
    migrations: Mapping[int, Migration] | None = None,
) -> dict[str, Any]:
    """``document`` brought to the current version, or an error naming ``path``.

    ``current`` and ``migrations`` default to this module's game schema (looked
    up at call time, so a test can register a future version).
    """
    target = GAME_SCHEMA if current is None else current
    steps = GAME_MIGRATIONS if migrations is None else migrations
    version = schema_version(document, path)
    if version > target:
        raise NewerSchemaError(path, version, target)
    while version < target:
        if version not in steps:
            raise DamagedFileError(path, f"no way to read format version {version}")
        document = steps[version](document)
        if schema_version(document, path) != version + 1:
            raise RuntimeError(f"migration {version} must produce format version {version + 1}")
        version += 1
    return document


def schema_version(document: Mapping[str, Any], path: Path) -> int:
    """The ``schema`` number of a document; ``DamagedFileError`` if it has none."""
    version = document.get("schema")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedFileError(path, f"no valid format version (schema: {version!r})")
    return version
