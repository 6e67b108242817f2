"""What only the store on disk can get wrong: files, the index, damage, versions."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from tinydb import Query, TinyDB

from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.rules.session import dumps_session, loads_session, session_from_dict
from scorekeeper.services.games import GameService
from scorekeeper.storage import atomic_storage, gamefile, schema
from scorekeeper.storage import index as index_module
from scorekeeper.storage.errors import (
    GameDamagedError,
    GameNotFoundError,
    NewerSchemaError,
    StorageIOError,
)
from scorekeeper.storage.layout import DataLayout
from scorekeeper.storage.model import ImportAction, ProblemKind
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import DRAW, append_hand, finish, new_box_game, play

Opener = Callable[[], TinyDBRepository]


def _three_games(open_disk: Opener) -> list[str]:
    with open_disk() as repo:
        games = [
            play(repo, new_box_game(repo, ("Ann", "Bob", "Cid")), 2),
            play(repo, new_box_game(repo, ("Dee", "Eve", "Fay")), 3),
            play(repo, new_box_game(repo, ("Gus", "Hal", "Ida")), 4),
        ]
    return [g.id for g in games]


def _sig(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return (stat.st_ino, stat.st_mtime_ns)


def test_the_layout_on_disk(open_disk: Opener, data_dir: Path) -> None:
    ids = _three_games(open_disk)
    names = sorted(str(p.relative_to(data_dir)) for p in data_dir.rglob("*"))
    assert names == [".scorekeeper.lock", "games", *(f"games/{i}.json" for i in ids), "index.json"]
    game_file = data_dir / "games" / f"{ids[0]}.json"
    assert oct(game_file.stat().st_mode & 0o777) == "0o600"
    # Every file is a plain TinyDB database, so TinyDB itself (its stock JSON storage) opens it.
    with TinyDB(game_file) as db:
        (document,) = db.table("game").all()
    assert document.doc_id == 1
    assert document["schema"] == 2
    assert document["session"]["id"] == ids[0]
    with TinyDB(data_dir / "index.json") as db:
        assert db.table("meta").get(doc_id=1) == {"schema": 2}
        games = db.table("games")
        assert sorted(d["id"] for d in games.all()) == sorted(ids)
        (listed,) = games.search(Query().players.any(["Dee"]))
    assert (listed["id"], listed["hands"], listed["deleted"]) == (ids[1], 3, None)


def test_a_plain_save_does_not_rewrite_the_index(open_disk: Opener, data_dir: Path) -> None:
    """The cost of a save must not grow with the number of games."""
    index = data_dir / "index.json"
    repo = open_disk()
    game = new_box_game(repo)
    before = _sig(index)
    game = play(repo, game, 3)
    repo.delete_game(new_box_game(repo, ("Dee", "Eve", "Fay")).id)
    after_delete = _sig(index)
    assert after_delete != before
    game = play(repo, game, 1)
    assert _sig(index) == after_delete
    finish(repo, game)
    assert _sig(index) != after_delete, "a game that ends is written to the index at once"
    done = _sig(index)
    repo.close()
    assert _sig(index) == done, "nothing was pending"


def test_a_saved_hand_is_one_write_of_its_file_and_parses_nothing(
    open_disk: Opener, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A change loads its game once and writes one file: TinyDB's read is the storage's cache."""
    ids = _three_games(open_disk)
    writes: list[str] = []
    parses: list[str] = []
    real_write, real_read = atomic_storage.write_atomic, atomic_storage.read_json_tables

    def counted_write(path: Path, data: bytes) -> None:
        writes.append(path.name)
        real_write(path, data)

    def counted_read(path: Path) -> object:
        parses.append(path.name)
        return real_read(path)

    monkeypatch.setattr(atomic_storage, "write_atomic", counted_write)
    monkeypatch.setattr(atomic_storage, "read_json_tables", counted_read)
    with open_disk() as repo:
        assert (writes, parses) == ([], ["index.json"]), "opening reads the index, no game"
        parses.clear()
        game = repo.load_game(ids[0])
        assert (writes, parses) == ([], [f"{ids[0]}.json"])
        parses.clear()
        play(repo, game, 2)
        assert (writes, parses) == ([f"{ids[0]}.json"] * 2, [])
    assert writes[-1] == "index.json", "the lagging documents are written on closing"


def test_a_change_after_a_save_decodes_nothing_but_a_file_changed_around_it_is_read(
    open_disk: Opener, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The load that starts a change reuses the game the last save wrote (one ``stat``, no
    decoding and checking of every hand); a file changed behind the store is read again."""
    ids = _three_games(open_disk)
    decodes: list[object] = []
    real = session_from_dict

    def counted(data: object) -> object:
        decodes.append(data)
        return real(data)

    monkeypatch.setattr(gamefile, "session_from_dict", counted)
    with open_disk() as repo:
        game = play(repo, repo.load_game(ids[0]), 3)
        assert len(decodes) == 1, "only the first load decodes the file"
        path = data_dir / "games" / f"{ids[0]}.json"
        with TinyDB(path) as db:
            session = db.table("game").get(doc_id=1)["session"]
            db.table("game").update({"session": {**session, "hands": session["hands"][:-1]}})
        assert repo.load_game(ids[0]).hands == game.hands[:-1]
        assert len(decodes) == 2


def test_a_stale_index_is_repaired_from_the_game_files(open_disk: Opener, data_dir: Path) -> None:
    index = data_dir / "index.json"
    with open_disk() as repo:
        game = new_box_game(repo)
    old_index = index.read_bytes()
    with open_disk() as repo:
        play(repo, game, 3)
    index.write_bytes(old_index)  # as if the process had died before closing
    with open_disk() as repo:
        (summary,) = repo.list_games()
        assert summary.hands == 3
        assert repo.problems() == ()
    (document,) = json.loads(index.read_bytes())["games"].values()
    assert document["hands"] == 3


def test_listing_games_parses_no_game_file(
    open_disk: Opener, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _three_games(open_disk)

    def no_reading(file: gamefile.GameFile, game_id: str) -> None:
        raise AssertionError(f"read {file.path}")

    monkeypatch.setattr(gamefile.GameFile, "read", no_reading)
    with open_disk() as repo:
        assert sorted(s.id for s in repo.list_games()) == sorted(ids)
        latest_first = ["Gus", "Hal", "Ida", "Dee", "Eve", "Fay", "Ann", "Bob", "Cid"]
        assert GameService(repo).known_players() == latest_first


CORRUPTIONS: dict[str, Callable[[bytes], bytes]] = {
    "truncated": lambda raw: raw[: len(raw) // 2],
    "empty": lambda raw: b"",
    "garbage": lambda raw: b"\x00\xff" + raw[2:],
    "not a database": lambda raw: b"[1, 2, 3]",
    "no game document": lambda raw: b'{"game": {}}',
    "no schema": lambda raw: raw.replace(b'"schema":2', b'"schema":"one"'),
    "invalid game": lambda raw: raw.replace(b'"players"', b'"players":1,"x"', 1),
    "other game id": lambda raw: raw.replace(b'"id":"g0002"', b'"id":"g0009"'),
}
REASONS: dict[str, str] = {
    "truncated": "not valid JSON (Expecting ',' delimiter",
    "empty": "the file is empty",
    "garbage": "not UTF-8 text (bad byte at 1)",
    "not a database": "not a TinyDB database (an object of tables)",
    "no game document": "it holds no 'game' document",
    "no schema": "no valid format version",
    "invalid game": "the game in it is not valid (",
    "other game id": "it holds game 'g0009', not 'g0002'",
}
"""What the problem says about each kind of damage: each is named, not just counted."""


@pytest.mark.parametrize("damage", CORRUPTIONS, ids=list(CORRUPTIONS))
def test_a_damaged_game_file_is_moved_aside_and_the_others_load(
    open_disk: Opener, data_dir: Path, damage: str
) -> None:
    ids = _three_games(open_disk)
    path = data_dir / "games" / f"{ids[1]}.json"
    damaged = CORRUPTIONS[damage](path.read_bytes())
    path.write_bytes(damaged)
    with open_disk() as repo:
        (problem,) = repo.problems()
        assert problem.kind is ProblemKind.DAMAGED_GAME
        assert problem.path == path
        assert problem.moved_to is not None
        assert problem.moved_to.parent == data_dir / "damaged"
        assert problem.moved_to.name.startswith(f"{ids[1]}.2024")
        assert problem.moved_to.read_bytes() == damaged, "kept exactly as found"
        assert problem.message.startswith(f"game {ids[1]} could not be read ({REASONS[damage]}")
        assert problem.message.endswith(f"; the file was moved to {problem.moved_to}")
        assert not path.exists()
        assert sorted(s.id for s in repo.list_games()) == [ids[0], ids[2]]
        assert len(repo.load_game(ids[2]).hands) == 4
        with pytest.raises(GameNotFoundError):
            repo.load_game(ids[1])
    with open_disk() as repo:
        assert repo.problems() == (), "reported once, the folder is consistent again"
        assert len(repo.list_games()) == 2


@pytest.mark.parametrize(("occurrences", "shown"), [(1, 2), (2, 0)], ids=["hand 3", "hand 1"])
def test_a_game_with_a_bad_hand_is_shown_up_to_that_hand_and_its_file_kept_whole(
    open_disk: Opener, data_dir: Path, occurrences: int, shown: int
) -> None:
    ids = _three_games(open_disk)
    path = data_dir / "games" / f"{ids[1]}.json"
    raw = path.read_bytes()
    cut = len(raw)
    for _ in range(occurrences):  # the last ``occurrences`` deadwoods of Eve become 99
        cut = raw.rindex(b'"Eve":5', 0, cut)
    damaged = raw[:cut] + raw[cut:].replace(b'"Eve":5', b'"Eve":99')
    path.write_bytes(damaged)
    with open_disk() as repo:
        (problem,) = repo.problems()
        assert problem.kind is ProblemKind.GAME_SHOWN_IN_PART
        assert problem.moved_to is not None and problem.moved_to.read_bytes() == damaged
        assert problem.message.endswith(
            f"; the game is shown up to hand {shown}, the rest is only in the moved file"
        )
        assert f"hand {shown + 1}: the deadwood of Eve cannot be 99" in problem.message
        assert sorted(s.id for s in repo.list_games()) == sorted(ids)
        assert len(repo.load_game(ids[1]).hands) == shown
        append_hand(repo, ids[1], DRAW)
    with open_disk() as repo:
        assert repo.problems() == ()
        assert len(repo.load_game(ids[1]).hands) == shown + 1


def test_damage_found_while_running_is_handled_the_same_way(
    open_disk: Opener, data_dir: Path
) -> None:
    ids = _three_games(open_disk)
    with open_disk() as repo:
        (data_dir / "games" / f"{ids[0]}.json").write_bytes(b"{")
        with pytest.raises(GameDamagedError, match=ids[0]) as caught:
            append_hand(repo, ids[0], DRAW)
        assert caught.value.moved_to.read_bytes() == b"{"
        assert [p.kind for p in repo.problems()] == [ProblemKind.DAMAGED_GAME]
        assert ids[0] not in {s.id for s in repo.list_games()}
    with open_disk() as repo:
        assert repo.problems() == ()


def test_moving_aside_never_overwrites_an_earlier_damaged_copy(tmp_path: Path) -> None:
    layout = DataLayout(tmp_path)
    layout.create()
    moved = []
    for content in (b"first", b"second"):
        path = layout.game_path("g0001")
        path.write_bytes(content)
        moved.append(layout.move_aside(path, "2024-05-01T12:00:00+00:00"))
    assert [p.name for p in moved] == ["g0001.20240501T120000.json", "g0001.20240501T120000-2.json"]
    assert [p.read_bytes() for p in moved] == [b"first", b"second"]


@pytest.mark.parametrize("damage", ["garbage", "malformed entry", "empty"])
def test_a_damaged_index_is_moved_aside_and_rebuilt(
    open_disk: Opener, data_dir: Path, damage: str
) -> None:
    ids = _three_games(open_disk)
    index = data_dir / "index.json"
    raw = index.read_bytes()
    document = json.loads(raw)
    document["games"]["2"]["hands"] = "3"  # the hand count as text
    bad = {
        "garbage": raw[:-7],
        "malformed entry": json.dumps(document).encode(),
        "empty": b"",
    }[damage]
    index.write_bytes(bad)
    with open_disk() as repo:
        (problem,) = repo.problems()
        assert problem.kind is ProblemKind.DAMAGED_INDEX
        assert problem.moved_to is not None and problem.moved_to.read_bytes() == bad
        assert "rebuilt" in problem.message
        if damage == "malformed entry":
            assert "game document 2 is malformed (a value has the wrong type)" in problem.message
        assert sorted(s.id for s in repo.list_games()) == sorted(ids)
        assert [s.hands for s in sorted(repo.list_games(), key=lambda s: s.id)] == [2, 3, 4]
    with open_disk() as repo:
        assert repo.problems() == ()


def test_a_missing_index_is_rebuilt_silently(open_disk: Opener, data_dir: Path) -> None:
    ids = _three_games(open_disk)
    (data_dir / "index.json").unlink()
    with open_disk() as repo:
        assert repo.problems() == ()
        assert sorted(s.id for s in repo.list_games()) == sorted(ids)


def test_a_vanished_game_file_is_reported(open_disk: Opener, data_dir: Path) -> None:
    ids = _three_games(open_disk)
    (data_dir / "games" / f"{ids[0]}.json").unlink()
    with open_disk() as repo:
        (problem,) = repo.problems()
        assert problem.kind is ProblemKind.MISSING_GAME
        assert ids[0] in problem.message
        assert len(repo.list_games()) == 2


def test_foreign_files_are_reported_and_left_alone(open_disk: Opener, data_dir: Path) -> None:
    _three_games(open_disk)
    foreign = data_dir / "games" / "My Notes.json"
    foreign.write_text("hello")
    (data_dir / "games" / "readme.txt").write_text("ignored")
    with open_disk() as repo:
        (problem,) = repo.problems()
        assert problem.kind is ProblemKind.FOREIGN_FILE
        assert len(repo.list_games()) == 3
    assert foreign.read_text() == "hello"


def test_unfinished_temporary_files_are_swept_at_start_up(
    open_disk: Opener, data_dir: Path
) -> None:
    ids = _three_games(open_disk)
    leftovers = [data_dir / "games" / f".{ids[0]}.json.abc123.tmp", data_dir / ".index.json.x.tmp"]
    for leftover in leftovers:
        leftover.write_bytes(b'{"game": {"1": ')
    with open_disk() as repo:
        assert repo.problems() == ()
        assert len(repo.list_games()) == 3
    assert not any(leftover.exists() for leftover in leftovers)


def _rewrite_schema(path: Path, version: int, *, old: int = 2) -> bytes:
    raw = path.read_bytes().replace(f'"schema":{old}'.encode(), f'"schema":{version}'.encode())
    path.write_bytes(raw)
    return raw


def test_a_game_from_a_newer_version_is_left_untouched(open_disk: Opener, data_dir: Path) -> None:
    ids = _three_games(open_disk)
    path = data_dir / "games" / f"{ids[0]}.json"
    raw = _rewrite_schema(path, 7)
    with open_disk() as repo:
        (problem,) = repo.problems()
        assert problem.kind is ProblemKind.NEWER_GAME
        assert "newer Scorekeeper (format version 7; this one reads up to 2)" in problem.message
        assert len(repo.list_games()) == 2
        with pytest.raises(NewerSchemaError):
            repo.load_game(ids[0])
        game = session_from_dict(json.loads(raw)["game"]["1"]["session"])
        (outcome,) = GameService(repo).import_games([game])
        assert outcome.action is ImportAction.CONFLICT
        (outcome,) = GameService(repo).import_games([game], take={game.id: (game, game)})
        assert outcome.action is ImportAction.CONFLICT  # cannot be compared: never replaced
    assert path.read_bytes() == raw


def test_a_newer_index_refuses_the_folder_and_is_not_touched(
    open_disk: Opener, data_dir: Path
) -> None:
    _three_games(open_disk)
    index = data_dir / "index.json"
    raw = _rewrite_schema(index, 3)
    for _ in range(2):  # the lock is released again: the same clear error twice
        with pytest.raises(NewerSchemaError, match="format version 3"):
            open_disk()
    assert index.read_bytes() == raw


def test_an_older_index_is_rebuilt(
    open_disk: Opener, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _three_games(open_disk)
    monkeypatch.setattr(index_module, "INDEX_SCHEMA", 3)
    with open_disk() as repo:
        assert repo.problems() == ()
        assert sorted(s.id for s in repo.list_games()) == sorted(ids)
    assert json.loads((data_dir / "index.json").read_bytes())["meta"]["1"]["schema"] == 3


def test_old_game_files_are_migrated_when_next_saved(
    open_disk: Opener, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _three_games(open_disk)

    def to_v3(document: dict[str, object]) -> dict[str, object]:
        return {**document, "schema": 3, "note": "added by version 3"}

    for module in (schema, gamefile):  # where the version is upgraded to, and written
        monkeypatch.setattr(module, "GAME_SCHEMA", 3)
    monkeypatch.setattr(schema, "GAME_MIGRATIONS", {**schema.GAME_MIGRATIONS, 2: to_v3})
    path = data_dir / "games" / f"{ids[0]}.json"
    with open_disk() as repo:
        game = repo.load_game(ids[0])
        assert len(game.hands) == 2
        assert json.loads(path.read_bytes())["game"]["1"]["schema"] == 2, "reading writes nothing"
        append_hand(repo, ids[0], DRAW)
    assert json.loads(path.read_bytes())["game"]["1"]["schema"] == 3


def test_a_failed_write_changes_nothing_and_says_why(
    open_disk: Opener, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = _three_games(open_disk)
    path = data_dir / "games" / f"{ids[0]}.json"
    before = path.read_bytes()

    def disk_full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with open_disk() as repo:
        monkeypatch.setattr(os, "replace", disk_full)
        with pytest.raises(StorageIOError, match="No space left on device"):
            append_hand(repo, ids[0], DRAW)
        monkeypatch.undo()
        assert len(repo.load_game(ids[0]).hands) == 2
        assert {s.id: s.hands for s in repo.list_games()}[ids[0]] == 2
    assert path.read_bytes() == before
    assert [p.name for p in (data_dir / "games").iterdir() if p.name.startswith(".")] == []


def test_an_index_that_cannot_be_written_is_reported_not_fatal(
    open_disk: Opener, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = open_disk()

    def failing(index: index_module.IndexFile, changed: object) -> None:
        raise StorageIOError("write", index.path, OSError(errno.EROFS, "Read-only file system"))

    monkeypatch.setattr(index_module.IndexFile, "update", failing)
    game = new_box_game(repo)
    (problem,) = repo.problems()
    assert problem.kind is ProblemKind.INDEX_NOT_SAVED
    monkeypatch.undo()
    repo.close()
    with open_disk() as again:
        assert again.load_game(game.id) == game
        assert [s.id for s in again.list_games()] == [game.id]


def test_a_data_folder_that_is_a_file_is_a_clear_error(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("")
    with pytest.raises(StorageIOError, match=str(not_a_folder)):
        TinyDBRepository(not_a_folder)


def test_exported_sessions_replay_with_the_rules_core(open_disk: Opener) -> None:
    with open_disk() as repo:
        game = play(repo, new_box_game(repo), 2)
        game = append_hand(repo, game.id, HandEntry(Result.GIN, "Ann", {"Bob": 20}))
        assert loads_session(dumps_session(repo.load_game(game.id))) == game
