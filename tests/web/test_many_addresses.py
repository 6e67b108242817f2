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
import selectors
import socket
import threading
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from scorekeeper.web.backoff import QUEUED_GUESSES
from scorekeeper.web.connections import total_limit
from tests.launcher import AppServer
from tests.web.raw import join_cookie, open_socket, open_websocket, phone_client, registered_session

PER_ADDRESS = QUEUED_GUESSES
"""The stranger's connections per address: one wrong guess waiting on each."""


@pytest.fixture
def many_descriptors() -> Iterator[None]:
    """This test process may hold the stranger's sockets."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, 4096)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def stranger_addresses(count: int) -> list[str]:
    """``count`` loopback addresses, none of them the phone's (127.0.0.x)."""
    return [f"127.1.{number // 250}.{number % 250 + 1}" for number in range(count)]


class Guesser:
    """The stranger: ``PER_ADDRESS`` keep-alive connections per address, a guess always waiting.

    A connection whose answer came sends its next guess at once; one the server
    closed is opened again from the same address. Runs on a thread until stopped.
    """

    def __init__(self, server: AppServer, addresses: list[str]) -> None:
        self._server = server
        self._addresses = addresses
        self._selector = selectors.DefaultSelector()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.guesses = 0
        self.reopened = 0

    def __enter__(self) -> Guesser:
        for address in self._addresses:
            for _ in range(PER_ADDRESS):
                self._open(address)
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join(10)
        for key in list(self._selector.get_map().values()):
            key.fileobj.close()  # type: ignore[union-attr]
        self._selector.close()

    def held(self) -> int:
        return len(self._selector.get_map())

    def _open(self, address: str) -> None:
        try:
            sock = open_socket(self._server, address, timeout=2)
            self._guess(sock)
        except OSError:
            return
        sock.setblocking(False)
        self._selector.register(sock, selectors.EVENT_READ, address)

    def _guess(self, sock: socket.socket) -> None:
        sock.sendall(
            f"GET /?join=wrong{self.guesses} HTTP/1.1\r\n"
            f"Host: 127.0.0.1:{self._server.port}\r\n\r\n".encode()
        )
        self.guesses += 1

    def _run(self) -> None:
        while not self._stop.is_set():
            for key, _ in self._selector.select(timeout=0.1):
                sock: socket.socket = key.fileobj  # type: ignore[assignment]
                try:
                    answer = sock.recv(65536)
                    if answer:
                        for _ in range(answer.count(b"HTTP/1.1 ")):
                            self._guess(sock)
                        continue
                except OSError:
                    pass
                self._selector.unregister(sock)
                sock.close()
                self.reopened += 1
                self._open(str(key.data))


@pytest.mark.usefixtures("many_descriptors")
@pytest.mark.parametrize("descriptors", [256, 1024])
def test_a_joined_phone_gets_in_whatever_the_strangers_addresses(
    start_server: Callable[..., AppServer], descriptors: int
) -> None:
    server = start_server(table=True, descriptors=descriptors)
    cookie = join_cookie(server)
    addresses = stranger_addresses(total_limit(descriptors) // PER_ADDRESS + 8)
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
        assert stranger.guesses > len(addresses) * PER_ADDRESS
    assert server.process is not None
    assert server.process.poll() is None
    assert "Traceback" not in server.output()
