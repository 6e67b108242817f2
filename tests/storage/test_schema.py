"""Format versions: older files migrate step by step, newer ones are refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeeper.storage.errors import DamagedFileError, NewerSchemaError
from scorekeeper.storage.schema import upgrade

PATH = Path("games/g0001.json")


def _step(version: int) -> Any:
    def migrate(document: dict[str, Any]) -> dict[str, Any]:
        return {**document, "schema": version + 1, "steps": [*document.get("steps", []), version]}

    return migrate


def test_the_current_version_is_returned_unchanged() -> None:
    document = {"schema": 3, "x": 1}
    assert upgrade(document, PATH, current=3, migrations={}) is document


def test_an_old_document_runs_every_migration_in_order() -> None:
    migrations = {1: _step(1), 2: _step(2)}
    assert upgrade({"schema": 1}, PATH, current=3, migrations=migrations) == {
        "schema": 3,
        "steps": [1, 2],
    }


def test_a_newer_document_is_refused_with_both_versions() -> None:
    with pytest.raises(NewerSchemaError, match=r"g0001.json .*version 4; this one reads up to 3"):
        upgrade({"schema": 4}, PATH, current=3, migrations={})


@pytest.mark.parametrize("version", [None, "1", 0, True, 1.0])
def test_a_missing_or_odd_version_is_damage(version: object) -> None:
    with pytest.raises(DamagedFileError, match="no valid format version"):
        upgrade({"schema": version}, PATH, current=1, migrations={})


def test_a_gap_in_the_migrations_is_damage_not_a_guess() -> None:
    with pytest.raises(DamagedFileError, match="no way to read format version 2"):
        upgrade({"schema": 1}, PATH, current=3, migrations={1: _step(1)})


def test_a_migration_that_does_not_advance_is_a_programming_error() -> None:
    with pytest.raises(RuntimeError, match="migration 1 must produce format version 2"):
        upgrade({"schema": 1}, PATH, current=2, migrations={1: lambda d: d})
