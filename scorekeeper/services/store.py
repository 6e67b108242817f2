"""Opening the games of a data folder as a service, for the commands and the app's root.

Why here: the command line and the composition root need the store opened, but
nothing above the services layer should know which store it is or how it is
opened; they get a :class:`GameService` and nothing else. The store's interface
(``GameRepository``) is re-exported for the one caller that hands in a store of
its own (the composition root, given one by a test).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from scorekeeper.services.games import GameService
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.tinydb_repo import open_repository

__all__ = ["GameRepository", "open_service", "opened_games"]


def open_service(data_dir: Path) -> GameService:
    """The games in ``data_dir`` (taking its lock); ``close()`` lets go of them."""
    return GameService(open_repository(data_dir))


@contextmanager
def opened_games(data_dir: Path) -> Iterator[GameService]:
    """The games in ``data_dir`` for the length of a ``with`` block (one command)."""
    with open_repository(data_dir) as repository:
        yield GameService(repository)
