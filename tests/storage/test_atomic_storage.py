"""The TinyDB storage: durable, all-or-nothing writes and strict reads."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from tinydb import Query, TinyDB

from scorekeeper.storage import atomic_storage
from scorekeeper.storage.atomic_storage import AtomicJSONStorage, read_json_tables, write_atomic
from scorekeeper.storage.errors import DamagedFileError, StorageIOError


def test_tinydb_works_on_top_of_it(tmp_path: Path) -> None:
    path = tmp_path / "db.json"
    with TinyDB(path, storage=AtomicJSONStorage) as db:
        assert db.all() == []
        db.insert({"name": "Zoé", "score": 3})
        db.insert({"name": "Bob", "score": 7})
        db.update({"score": 4}, Query().name == "Zoé")
    with TinyDB(path, storage=AtomicJSONStorage) as db:
        found = db.search(Query().score > 3)
    assert found == [{"name": "Zoé", "score": 4}, {"name": "Bob", "score": 7}]
    assert "Zoé".encode() in path.read_bytes(), "names stay readable in the file"


def test_a_write_is_fsynced_renamed_and_the_folder_fsynced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The order that makes a write durable: data, then rename, then the folder."""
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        events.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_atomic(tmp_path / "a.json", b"{}")
    assert events == ["fsync file", "rename", "fsync folder"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.json"
    write_atomic(path, b'{"old": {}}')

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(StorageIOError, match=r"cannot write .*a\.json: Input/output error"):
        write_atomic(path, b'{"new": {}}')
    monkeypatch.undo()
    assert path.read_bytes() == b'{"old": {}}'
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_an_interrupted_write_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "a.json", b"{}")
    assert list(tmp_path.iterdir()) == []


def test_files_are_private_unless_asked(tmp_path: Path) -> None:
    write_atomic(tmp_path / "private.json", b"{}")
    write_atomic(tmp_path / "shared.json", b"{}", mode=0o644)
    assert (tmp_path / "private.json").stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "shared.json").stat().st_mode & 0o777 == 0o644


def test_a_missing_file_is_an_empty_database(tmp_path: Path) -> None:
    assert read_json_tables(tmp_path / "none.json") is None


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b"", "the file is empty"),
        (b'{"_default": {"1": {"a": 1}', "not valid JSON"),
        (b"\xff\xfe", "not UTF-8"),
        (b'{"_default": [1]}', "not a TinyDB database"),
        (b'{"_default": {"1": [["a", 1]]}}', "not a TinyDB database"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ],
)
def test_a_damaged_file_is_refused_not_treated_as_empty(
    tmp_path: Path, content: bytes, detail: str
) -> None:
    path = tmp_path / "db.json"
    path.write_bytes(content)
    with pytest.raises(DamagedFileError, match=detail):
        TinyDB(path, storage=AtomicJSONStorage).all()
    assert path.read_bytes() == content


def test_a_missing_folder_is_a_storage_error(tmp_path: Path) -> None:
    with pytest.raises(StorageIOError, match="cannot write"):
        write_atomic(tmp_path / "missing" / "a.json", b"{}")


def _cached(path: Path) -> tuple[TinyDB, AtomicJSONStorage]:
    db = TinyDB(path, storage=AtomicJSONStorage, cached=True)
    storage = db.storage
    assert isinstance(storage, AtomicJSONStorage)
    return db, storage


def test_the_cache_spares_a_parse_but_never_hides_a_file_changed_behind_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "db.json"
    db, _ = _cached(path)
    db.insert({"n": 1})
    parses: list[Path] = []
    real = atomic_storage.read_json_tables
    monkeypatch.setattr(atomic_storage, "read_json_tables", lambda p: parses.append(p) or real(p))
    db.update({"n": 2})
    assert db.all() == [{"n": 2}]
    assert parses == [], "what it wrote itself is read from memory"
    write_atomic(path, b'{"_default": {"1": {"n": 9}}}')  # another writer, a new file
    assert db.all() == [{"n": 9}]
    assert parses == [path]
    path.unlink()
    assert db.all() == []


def test_one_write_makes_several_operations_one_atomic_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "db.json"
    db, storage = _cached(path)
    db.insert({"n": 1})
    writes: list[bytes] = []
    real = atomic_storage.write_atomic
    monkeypatch.setattr(
        atomic_storage, "write_atomic", lambda p, data: writes.append(data) or real(p, data)
    )
    with storage.one_write():
        db.truncate()
        db.table("meta").insert({"schema": 2})
        db.insert_multiple([{"n": 2}, {"n": 3}])
        assert db.count(Query().n > 1) == 2, "inside, reads see the changes so far"
    assert len(writes) == 1
    assert TinyDB(path).table("meta").all() == [{"schema": 2}]


def test_a_failed_one_write_writes_nothing_and_forgets_what_it_held(tmp_path: Path) -> None:
    path = tmp_path / "db.json"
    db, storage = _cached(path)
    db.insert({"n": 1})
    before = path.read_bytes()
    with pytest.raises(RuntimeError), storage.one_write():
        db.update({"n": 2})
        raise RuntimeError("an operation failed")
    assert path.read_bytes() == before
    assert db.all() == [{"n": 1}]
