"""One game, one copy: a game keeps its id through a QR code, a backup and a restore.

The case from the issue: a game received by QR code, one edit apart from the
backup restored later. Before, the restore added a second copy under a new id
and the statistics counted the game twice. Real TinyDB folder, real codes.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import ImportStatus, import_all
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.compare import Resolution
from scorekeeper.stats import player_stats
from scorekeeper.storage import backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.model import ImportAction
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.sharing.reading import import_codes
from tests.storage.helpers import FakeClock, SequentialIds, new_box_game, play


def _phone(folder: Path) -> TinyDBRepository:
    return TinyDBRepository(folder, clock=FakeClock(), new_id=SequentialIds())


def _other_phones_game(tmp_path: Path) -> Game:
    with _phone(tmp_path / "other") as other:
        return play(other, new_box_game(other), 4)


def test_a_restore_of_a_newer_copy_after_a_qr_import_is_one_game(tmp_path: Path) -> None:
    theirs = _other_phones_game(tmp_path)
    with _phone(tmp_path / "mine") as repo:
        games = GameService(repo)
        received = import_codes(games, game_to_codes(theirs))
        assert received.status is ImportStatus.ADDED and received.game.id == theirs.id
        edited = theirs.edit(1, HandEntry(Result.KNOCK, "Ann", {"Ann": 2, "Bob": 30}), "t")
        backup = loads_games(dumps_json(backup_to_dict([edited])).encode("utf-8"))
        (kept,) = import_all(games, backup)
        assert kept.action is ImportAction.CONFLICT
        assert [s.id for s in repo.list_games()] == [theirs.id]
        (taken,) = import_all(games, backup, Resolution.TAKE_THEIRS)
        assert taken.action is ImportAction.REPLACED
        assert repo.load_game(theirs.id).hands == edited.hands
        assert [s.id for s in repo.list_games()] == [theirs.id]
        stats = player_stats(repo.export_games())
        assert {s.games_played for s in stats.values()} == {1}, "the game counts once"


def test_keeping_both_is_a_deliberate_second_game_and_counted_as_one(tmp_path: Path) -> None:
    theirs = _other_phones_game(tmp_path)
    with _phone(tmp_path / "mine") as repo:
        games = GameService(repo)
        import_codes(games, game_to_codes(theirs))
        shorter = replace(theirs, hands=theirs.hands[:2])
        (copy,) = import_all(games, [shorter], Resolution.KEEP_BOTH)
        assert (copy.action, copy.source_id) == (ImportAction.COPIED, theirs.id)
        assert copy.game_id != theirs.id
        assert sorted(s.id for s in repo.list_games()) == sorted([theirs.id, copy.game_id])
        (again,) = import_all(games, [shorter], Resolution.KEEP_BOTH)
        assert (again.action, again.game_id) == (ImportAction.SKIPPED, copy.game_id), (
            "a second run meets the copy it made and makes no third game"
        )
        assert len(repo.list_games()) == 2
