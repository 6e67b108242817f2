"""Format versions: older files migrate step by step, newer ones are refused."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.rules.corrections import CorrectionKind
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.storage.backup import backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.errors import DamagedFileError, NewerSchemaError
from scorekeeper.storage.gamefile import GameFile
from scorekeeper.storage.schema import GAME_SCHEMA, upgrade
from tests.storage.conftest import Stores
from tests.storage.helpers import change_rules, new_box_game, play, redo_hand, undo_last_hand

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


# --- version 2: seats as played -------------------------------------------------------


def _version_1_file(path: Path) -> None:
    """A game file as the app wrote it before seats as played (no seats, schema 1)."""
    session = {
        "format": "scorekeeper-session/1",
        "id": "g0001",
        "created": "2026-11-30T20:00:00+01:00",
        "variant": "box",
        "house_rules": {"gin_bonus": 25, "undercut_bonus": 10, "knock_limit": 10, "target": 100},
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "hands": [
            {"result": "knock", "by": "Ann", "deadwood": {"Ann": 5, "Bob": 12}},
            {"result": "knock", "by": "Cid", "deadwood": {"Ann": 20, "Cid": 3}},
        ],
    }
    document = {"schema": 1, "updated": "2026-11-30T20:30:00+01:00", "deleted": None}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"game": {"1": document | {"session": session}}}), "utf-8")


def test_a_version_1_game_file_loads_with_the_rotations_seats_and_saves_as_version_2(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g0001.json"
    _version_1_file(path)
    stored = GameFile(path).read("g0001")
    assert stored is not None
    assert [hand.seats for hand in stored.game.hands] == [
        Seats.of_box(Roles("Ann", "Bob", "Cid")),
        Seats.of_box(Roles("Ann", "Cid", "Bob")),
    ]
    fixed = stored.game.edit(1, HandEntry(Result.KNOCK, "Bob", {"Ann": 12, "Bob": 5}), at="t")
    GameFile(path).write(replace(stored, game=fixed))
    document = json.loads(path.read_text("utf-8"))["game"]["1"]
    assert document["schema"] == GAME_SCHEMA == 2
    assert [hand["seats"]["sitter"] for hand in document["session"]["hands"]] == ["Cid", "Bob"]
    again = GameFile(path).read("g0001")
    assert again is not None and again.game == fixed
    assert [r.off_rotation for r in replay(again.game).hands] == [False, True]


def test_redo_and_rules_changes_are_stored_in_the_audit_trail(stores: Stores) -> None:
    repo = stores.open()
    game = play(repo, new_box_game(repo), 3)
    undone = undo_last_hand(repo, game.id)
    removed = undone.corrections[-1].before
    assert removed is not None
    redo_hand(repo, game.id, 3, removed)
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 150})
    change_rules(repo, game.id, rules)
    kept = stores.reopen(repo).load_game(game.id)
    assert [(c.kind, c.hand) for c in kept.corrections] == [
        (CorrectionKind.UNDO, 3),
        (CorrectionKind.REDO, 3),
        (CorrectionKind.RULES, 0),
    ]
    assert kept.hands == game.hands and kept.rules == rules
    assert kept.corrections[2].rules_before == game.rules


def test_a_backup_and_an_export_carry_the_seats_as_played() -> None:
    game = Game.start(
        ["Ann", "Bob", "Cid"], Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    game = game.record(HandEntry(Result.KNOCK, "Ann", {"Ann": 5, "Bob": 12}))
    game = game.record(HandEntry(Result.KNOCK, "Cid", {"Ann": 20, "Cid": 3}))
    fixed = game.edit(1, HandEntry(Result.KNOCK, "Bob", {"Ann": 12, "Bob": 5}), at="t")
    (back,) = loads_games(dumps_json(backup_to_dict([fixed])))
    assert back == fixed
    assert [r.off_rotation for r in replay(back).hands] == [False, True]
    (exported,) = backup_to_dict([fixed])["games"]
    assert exported["hands"][1]["seats"] == {"box": "Ann", "captain": "Cid", "sitter": "Bob"}
