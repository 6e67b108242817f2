"""Fixtures: every contract test runs against the memory and the TinyDB store."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from scorekeeper.storage.clock import IdFactory
from scorekeeper.storage.memory import MemoryRepository
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import FakeClock, SequentialIds


class Stores:
    """Opens stores of one kind; ``reopen`` shows what survives closing.

    The memory store has nothing to survive with, so for it ``reopen`` hands
    back the same object; the TinyDB store is closed and read back from disk.
    """

    def __init__(self, kind: str, folder: Path) -> None:
        self.kind = kind
        self.folder = folder
        self.clock = FakeClock()
        self.ids: IdFactory = SequentialIds()
        self._open: list[GameRepository] = []

    def open(self) -> GameRepository:
        repo: GameRepository
        if self.kind == "memory":
            repo = MemoryRepository(clock=self.clock, new_id=self.ids)
        else:
            repo = TinyDBRepository(self.folder, clock=self.clock, new_id=self.ids)
        self._open.append(repo)
        return repo

    def reopen(self, repo: GameRepository) -> GameRepository:
        if self.kind == "memory":
            return repo
        repo.close()
        return self.open()

    def close_all(self) -> None:
        for repo in self._open:
            repo.close()


@pytest.fixture(params=["memory", "tinydb"])
def stores(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Stores]:
    """A ``Stores`` of each kind, the TinyDB one in a fresh folder on disk."""
    factory = Stores(request.param, tmp_path / "data")
    yield factory
    factory.close_all()


@pytest.fixture
def repo(stores: Stores) -> GameRepository:
    """An open, empty store of each kind."""
    return stores.open()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def ids() -> SequentialIds:
    return SequentialIds()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def open_disk(
    data_dir: Path, clock: FakeClock, ids: SequentialIds
) -> Iterator[Callable[[], TinyDBRepository]]:
    """``open_disk()`` opens the TinyDB store in ``data_dir``; all are closed afterwards."""
    opened: list[TinyDBRepository] = []

    def opener() -> TinyDBRepository:
        repo = TinyDBRepository(data_dir, clock=clock, new_id=ids)
        opened.append(repo)
        return repo

    yield opener
    for repo in opened:
        repo.close()
