"""A stranger with many addresses cannot shut a joined phone out (issue 35, point 1).

On each of many addresses (127.1.x.y, all loopback) the stranger keeps four
keep-alive connections, each with a wrong secret always waiting in the
line, and opens a new one whenever the server closes one: more connections
than the server holds in all, none of them idle. A joined phone must still
load the page and open its websocket, and a new phone must still join with
the secret, with a laptop's 1,024 descriptors and with macOS's 256.

Each case has a server of its own: the guesses stay counted against the
stranger's addresses for ten minutes.
"""

from __future__ import annotations

import resource
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from scorekeeper.web.connections import total_limit
from tests.launcher import AppServer
from tests.web.raw import (
    GUESSERS_PER_ADDRESS,
    Guesser,
    join_cookie,
    open_websocket,
    phone_client,
    registered_session,
    stranger_addresses,
)


@pytest.fixture
def many_descriptors() -> Iterator[None]:
    """This test process may hold the stranger's sockets."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, 4096)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@pytest.mark.usefixtures("many_descriptors")
@pytest.mark.parametrize("descriptors", [256, 1024])
def test_a_joined_phone_gets_in_whatever_the_strangers_addresses(
    start_server: Callable[..., AppServer], descriptors: int
) -> None:
    server = start_server(table=True, descriptors=descriptors)
    cookie = join_cookie(server)
    addresses = stranger_addresses(total_limit(descriptors) // GUESSERS_PER_ADDRESS + 8)
    with Guesser(server, addresses) as stranger:
        time.sleep(1.5)  # every guess of the first round is waiting in line
        assert stranger.held() > total_limit(descriptors), "the stranger holds too few"
        loads = []
        for _ in range(3):
            with phone_client(server) as phone:
                try:
                    page = phone.get("/", headers={"Cookie": cookie})
                except httpx.TransportError as error:
                    pytest.fail(f"the joined phone was shut out: {error!r}")
            loads.append(page.status_code)
        assert loads == [200, 200, 200]
        with open_websocket(server, cookie) as websocket:
            assert registered_session(websocket)
        with phone_client(server, "127.0.0.3") as newcomer:
            assert newcomer.get(f"/?join={server.secret}").status_code == 303
        assert stranger.guesses > len(addresses) * GUESSERS_PER_ADDRESS
    assert server.process is not None
    assert server.process.poll() is None
    assert "Traceback" not in server.output()
