"""One address cannot flood the host's log (issue 35, point 2), on both servers.

The app's server gets thousands of requests that are not http: its log keeps
a few lines of them, not thousands. The phone's table server (uvicorn
without websockets, here in this process) logs nothing for a websocket
upgrade, where uvicorn advises installing a websocket library twice per request.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn

from scorekeeper.web import table_server
from scorekeeper.web.asgi import Receive, Scope, Send, respond
from scorekeeper.web.listening import bind
from scorekeeper.web.logs import BURST
from tests.launcher import AppServer
from tests.web.raw import STRANGER, open_socket, read_all, status_of

INVALID = 2000


def test_a_flood_of_invalid_requests_leaves_a_few_lines(server: AppServer) -> None:
    for _ in range(INVALID):
        with contextlib.suppress(OSError), open_socket(server, STRANGER) as sock:
            sock.sendall(b"\x16\x03\x01 not http at all\r\n\r\n")
            read_all(sock, deadline=time.monotonic() + 2)
    time.sleep(0.3)
    lines = server.output().count("Invalid HTTP request received")
    assert 1 <= lines <= BURST + 1, f"{lines} lines for {INVALID} invalid requests"


async def _plain(scope: Scope, receive: Receive, send: Send) -> None:
    if scope["type"] == "http":
        await respond(send, 200, b"plain http\n")


@pytest.fixture
def phone_server() -> Iterator[int]:
    """The phone's table server settings around a plain app, on a thread; its port.

    The log's configuration is undone at once: its records reach pytest's handlers.
    """
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    sock = bind("127.0.0.1", 0)
    port = int(sock.getsockname()[1])
    server = uvicorn.Server(table_server.server_config(_plain))
    root.handlers[:], root.level = handlers, level
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])))
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.01)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


def test_a_websocket_upgrade_on_the_phones_server_logs_nothing(
    phone_server: int, caplog: pytest.LogCaptureFixture
) -> None:
    with socket.create_connection(("127.0.0.1", phone_server), timeout=5) as sock:
        sock.sendall(
            f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{phone_server}\r\nConnection: Upgrade\r\n"
            "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n".encode()
        )
        answer = sock.recv(4096)
    assert status_of(answer) == 200, answer[:200]
    assert not [
        record.getMessage() for record in caplog.records if record.name.startswith("uvicorn")
    ]
