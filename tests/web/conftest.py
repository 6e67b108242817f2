"""The real app as a subprocess on 127.0.0.1 and a free port, for plain http and websocket clients.

No browser: these tests speak http and websockets the way a browser (or an
attacker's script) would, against ``python -m scorekeeper --web`` with a
private data folder. Table mode is switched on with ``--table`` while the
server stays on loopback, so no traffic ever leaves the machine.

Servers are shared per module (``server``, ``table``) by the tests that leave
them as they found them. A test that revokes the secret, uses up a limit (of
connections, sessions or websocket bytes), leaves wrong guesses counted against
an address, stops the server or times what it does gets one of its own
(``own_table``, ``start_server``): the server remembers such things per address
for minutes (a kept session 120 s, a wrong guess 600 s), so they would reach
the next test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.launcher import AppServer, started


@pytest.fixture
def start_server(tmp_path: Path) -> Iterator[Callable[..., AppServer]]:
    """``start_server(table=True)``: a started app on its own data folder; stopped afterwards."""
    servers: list[AppServer] = []

    def start(
        *, table: bool = False, data_dir: Path | None = None, descriptors: int | None = None
    ) -> AppServer:
        number = len(servers) + 1
        server = started(
            data_dir or tmp_path / f"data-{number}",
            tmp_path / f"server-{number}",
            table=table,
            descriptors=descriptors,
        )
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop(strict=False)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    """The app as anyone starts it: this computer only, no table mode (one per test module)."""
    folder = tmp_path_factory.mktemp("server")
    app = started(folder / "data", folder, table=False)
    yield app
    app.stop(strict=False)


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    """The app in table mode (still on loopback), one per test module.

    Only for tests that leave it as they found it: no revoke, no wrong guess, no
    limit used up, no session kept. The others take ``own_table``.
    """
    folder = tmp_path_factory.mktemp("table")
    app = started(folder / "data", folder, table=True)
    try:
        assert app.secret, f"no join address printed:\n{app.output()}"
        yield app
    finally:
        app.stop(strict=False)


@pytest.fixture
def own_table(start_server: Callable[..., AppServer]) -> AppServer:
    """The app in table mode for this test alone: it revokes, exhausts or times something."""
    app = start_server(table=True)
    assert app.secret, f"no join address printed:\n{app.output()}"
    return app


ATTACKS = frozenset(
    {
        "test_backoff.py",
        "test_byte_budget.py",
        "test_flet_sessions.py",
        "test_guess_queue.py",
        "test_held_connections.py",
        "test_many_addresses.py",
    }
)
"""The modules that attack the server and time what it does (floods, slow heads, guesses)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the timed attacks ``attack``: the quick lane leaves them out, the suite runs them."""
    here = Path(__file__).parent
    for item in items:
        path = Path(item.path)
        if path.parent == here and path.name in ATTACKS:
            item.add_marker(pytest.mark.attack)
