"""An import that fails part-way stores nothing, says so, and can simply be run again.

The fault is injected where the bytes go to disk: every file the store writes
is opened with ``os.fdopen``; the wrapper lets 20 game files through and makes
the 21st write fail as a full disk does (``ENOSPC``). Real TinyDB data folder.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.services.games import GameService
from scorekeeper.storage import atomic_storage
from scorekeeper.storage.errors import ImportNotStoredError
from scorekeeper.storage.model import ImportAction
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import FakeClock, SequentialIds, new_box_game, play


class _FullDisk:
    """``os.fdopen`` whose ``limit + 1``-th file refuses its write with ENOSPC."""

    def __init__(self, real: Any, limit: int) -> None:
        self._real = real
        self._left = limit

    def __call__(self, fd: int, *args: Any, **kwargs: Any) -> Any:
        handle = self._real(fd, *args, **kwargs)
        self._left -= 1
        if self._left < 0:

            def refuse(_data: bytes) -> int:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

            handle.write = refuse
        return handle


@pytest.fixture
def forty(tmp_path: Path) -> list[Any]:
    """Forty different games, made in a store of their own."""
    with TinyDBRepository(tmp_path / "source", clock=FakeClock(), new_id=SequentialIds()) as repo:
        for n in range(40):
            play(repo, new_box_game(repo), n % 5)
        return repo.export_games()


def _files(folder: Path) -> Iterator[str]:
    return (p.name for p in sorted((folder / "games").iterdir()))


def test_a_full_disk_after_twenty_of_forty_games_stores_none_and_a_rerun_stores_each_once(
    tmp_path: Path, forty: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    with TinyDBRepository(folder, clock=FakeClock(), new_id=SequentialIds("h")) as repo:
        mine = play(repo, new_box_game(repo), 2)
        before = sorted(_files(folder))
        index = (folder / "index.json").read_bytes()
        monkeypatch.setattr(atomic_storage.os, "fdopen", _FullDisk(os.fdopen, 20))
        with pytest.raises(ImportNotStoredError) as refused:
            GameService(repo).import_games(forty)
        monkeypatch.undo()
        assert str(refused.value).startswith("nothing was imported: cannot write")
        assert "No space left on device" in str(refused.value)
        assert sorted(_files(folder)) == before  # no game, no temporary file left
        assert (folder / "index.json").read_bytes() == index
        assert [s.id for s in repo.list_games()] == [mine.id]
        outcomes = GameService(repo).import_games(forty)
        assert {o.action for o in outcomes} == {ImportAction.ADDED}
    with TinyDBRepository(folder) as repo:
        assert repo.problems() == ()
        assert len(repo.list_games()) == 41
        again = GameService(repo).import_games(forty)
        assert {o.action for o in again} == {ImportAction.SKIPPED}
        assert len(repo.list_games()) == 41


def test_a_failed_rename_puts_back_the_game_a_choice_had_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    with TinyDBRepository(folder, clock=FakeClock(), new_id=SequentialIds()) as repo:
        mine = play(repo, new_box_game(repo), 3)
        theirs = replace(mine, hands=mine.hands[:1])
        newcomer = replace(theirs, id="zz01")
        original = (folder / "games" / f"{mine.id}.json").read_bytes()
        real_replace = os.replace
        calls = {"n": 0}

        def second_rename_fails(src: Any, dst: Any) -> None:
            calls["n"] += 1
            if calls["n"] == 2:
                raise OSError(errno.EIO, os.strerror(errno.EIO))
            real_replace(src, dst)

        monkeypatch.setattr("scorekeeper.storage.tinydb_repo.os.replace", second_rename_fails)
        with pytest.raises(ImportNotStoredError):
            GameService(repo).import_games([theirs, newcomer], take={mine.id: (mine, theirs)})
        monkeypatch.undo()
        assert (folder / "games" / f"{mine.id}.json").read_bytes() == original
        assert sorted(_files(folder)) == [f"{mine.id}.json"]
        assert repo.load_game(mine.id) == mine
