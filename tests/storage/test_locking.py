"""One process per data folder: a second one gets a clear error and writes nothing."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scorekeeper.storage.errors import DataDirLockedError
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import new_box_game, play

OPEN_AND_SAVE = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from scorekeeper.storage import StorageError, open_repository
    from tests.storage.helpers import new_box_game

    try:
        repo = open_repository(Path(sys.argv[1]))
    except StorageError as exc:
        print(exc)
        sys.exit(3)
    new_box_game(repo)
    print("ready", flush=True)
    sys.stdin.read()
    """
)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int, int]]:
    """Every file's bytes, inode and modification time: any write changes one of them."""
    return {
        str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_ino, p.stat().st_mtime_ns)
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _second_process(folder: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", OPEN_AND_SAVE, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )


def test_a_second_process_is_refused_by_name_and_writes_nothing(data_dir: Path) -> None:
    with TinyDBRepository(data_dir) as repo:
        play(repo, new_box_game(repo), 2)
        before = snapshot(data_dir)
        other = _second_process(data_dir)
        out, _ = other.communicate(timeout=60)
        assert other.returncode == 3
        assert out.strip() == (
            f"the data folder {data_dir} is in use by another Scorekeeper "
            f"(process {__import__('os').getpid()}); close that one first, "
            "or choose another folder with --data-dir"
        )
        assert snapshot(data_dir) == before
        assert len(repo.list_games()) == 1


def test_a_second_store_in_the_same_process_is_refused_too(data_dir: Path) -> None:
    with TinyDBRepository(data_dir), pytest.raises(DataDirLockedError, match=str(data_dir)):
        TinyDBRepository(data_dir)
    with TinyDBRepository(data_dir) as again:
        assert again.list_games() == []


def test_the_lock_dies_with_its_process(data_dir: Path) -> None:
    holder = _second_process(data_dir)
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "ready"
    with pytest.raises(DataDirLockedError):
        TinyDBRepository(data_dir)
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=60)
    with TinyDBRepository(data_dir) as repo:
        assert len(repo.list_games()) == 1
