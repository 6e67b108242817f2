"""Connections a stranger holds or floods cannot lock the table out (issue 21, points 1 and 3).

Against the real server started with a desktop's descriptor limit (1,024): a
stranger at 127.0.0.1 holds 1,100 connections with half a request head each,
and a phone at 127.0.0.2 still joins, loads the page and opens its websocket.

The floods have a server each; the head timeout and the huge heads share one
table (each closes what it opened, and neither leaves a session or a guess).
"""

from __future__ import annotations

import resource
import socket
import time
from collections.abc import Callable, Iterator

import pytest

from scorekeeper.web.connections import HEAD_TIMEOUT, PER_ADDRESS
from tests.launcher import AppServer
from tests.web.raw import (
    PHONE,
    STRANGER,
    closed_by_server,
    join_cookie,
    open_socket,
    open_websocket,
    phone_client,
    registered_session,
    rss_kb,
    status_of,
)

HELD = 1100
DESKTOP_DESCRIPTORS = 1024


@pytest.fixture
def many_descriptors() -> Iterator[None]:
    """This test process may hold the stranger's 1,100 sockets."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, 4096)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@pytest.fixture
def desktop_table(start_server: Callable[..., AppServer]) -> AppServer:
    started = start_server(table=True, descriptors=DESKTOP_DESCRIPTORS)
    assert started.secret
    return started


def hold_half_heads(server: AppServer, count: int, deadline: float) -> list[socket.socket]:
    """``count`` connections from the stranger, each with half a request head."""
    held: list[socket.socket] = []
    half = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Slow: ".encode()
    while len(held) < count and time.monotonic() < deadline:
        try:
            sock = open_socket(server, STRANGER, timeout=2)
            sock.sendall(half)
        except OSError:
            continue
        held.append(sock)
    return held


def drop_closed(held: list[socket.socket]) -> list[socket.socket]:
    """The connections the server has not closed yet (the others are closed here too)."""
    kept = []
    for sock in held:
        if closed_by_server(sock):
            sock.close()
        else:
            kept.append(sock)
    return kept


@pytest.mark.usefixtures("many_descriptors")
def test_a_phone_gets_in_while_a_stranger_holds_1100_half_open_connections(
    desktop_table: AppServer,
) -> None:
    server = desktop_table
    cookie = join_cookie(server)
    held = hold_half_heads(server, HELD, time.monotonic() + 60)
    try:
        assert len(held) == HELD
        with phone_client(server) as phone:
            page = phone.get("/", headers={"Cookie": cookie})
            engine = phone.get("/flutter_bootstrap.js", headers={"Cookie": cookie})
        assert page.status_code == 200
        assert "flutter_bootstrap.js" in page.text
        assert engine.status_code == 200
        with open_websocket(server, cookie) as websocket:
            assert registered_session(websocket)
        still_open = sum(1 for sock in held if not closed_by_server(sock))
        assert still_open <= PER_ADDRESS, "the server keeps a stranger's excess connections"
    finally:
        for sock in held:
            sock.close()
    assert server.process.poll() is None
    assert "Traceback" not in server.output()


@pytest.mark.usefixtures("many_descriptors")
def test_a_phone_that_sleeps_and_reconnects_gets_in_during_a_connection_flood(
    desktop_table: AppServer,
) -> None:
    """The stranger keeps opening connections (for 8 s) while the phone comes back."""
    server = desktop_table
    cookie = join_cookie(server)
    with open_websocket(server, cookie) as websocket:
        session = registered_session(websocket)
    held: list[socket.socket] = []
    try:
        flood_until = time.monotonic() + 8
        while time.monotonic() < flood_until and len(held) < 5000:
            held += hold_half_heads(server, 200, flood_until)
            held = drop_closed(held)
            with phone_client(server) as phone:
                assert phone.get("/", headers={"Cookie": cookie}).status_code == 200
        with open_websocket(server, cookie) as websocket:
            assert registered_session(websocket, session) == session, "its session was kept"
    finally:
        for sock in held:
            sock.close()


def test_a_request_head_must_come_within_the_head_timeout(table: AppServer) -> None:
    """Idle, half a head, or one header line every two seconds: closed after the timeout."""
    idle = open_socket(table, PHONE)
    half = open_socket(table, PHONE)
    half.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{table.port}\r\n".encode())
    drip = open_socket(table, PHONE)
    drip.sendall(b"GET / HTTP/1.1\r\n")
    started = time.monotonic()
    closed_at: dict[str, float] = {}
    sockets = {"idle": idle, "half": half, "drip": drip}
    try:
        for line in range(int(HEAD_TIMEOUT) * 2):
            if len(closed_at) == len(sockets):
                break
            time.sleep(1)
            if "drip" not in closed_at and line % 2 == 0:
                try:
                    drip.sendall(f"X-Line-{line}: a\r\n".encode())
                except OSError:
                    closed_at["drip"] = time.monotonic() - started
            for name, sock in sockets.items():
                if name not in closed_at and closed_by_server(sock):
                    closed_at[name] = time.monotonic() - started
    finally:
        for sock in sockets.values():
            sock.close()
    assert set(closed_at) == set(sockets), closed_at
    for name, after in closed_at.items():
        assert HEAD_TIMEOUT - 1 <= after <= HEAD_TIMEOUT + 3, (name, after)


@pytest.mark.parametrize("where", ["header", "url"])
def test_a_huge_request_head_is_refused_without_being_buffered(
    table: AppServer, where: str
) -> None:
    """Sending up to 50 MB of one header (or of a URL): the server stops reading at 32 kB."""
    before = rss_kb(table.process.pid)
    sock = open_socket(table, PHONE, timeout=10)
    start = (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{table.port}\r\nX-Big: "
        if where == "header"
        else "GET /"
    ).encode()
    chunk = b"a" * 65536
    sent = 0
    try:
        sock.sendall(start)
        while sent < 50 * 1024 * 1024:
            sock.sendall(chunk)
            sent += len(chunk)
    except OSError:
        pass
    answer = b""
    try:
        answer = sock.recv(4096)
    except OSError:
        pass
    finally:
        sock.close()
    assert sent < 8 * 1024 * 1024, f"the server read {sent} bytes of one head"
    assert answer == b"" or status_of(answer) == 431, answer[:200]
    assert rss_kb(table.process.pid) - before < 20_000
    with phone_client(table) as phone:
        assert phone.get("/").status_code == 401, "the server still answers"
