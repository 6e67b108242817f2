"""Redirects, failures, FastAPI's pages and the Origin check, against the real server (issue 21).

Points 5 (redirects only to the server's own paths), 8 (no traceback, one
clean answer), 9 (no ``/docs`` or ``/openapi.json``) and part of 10 (the Origin
check honours the scheme and the path; a revoke shows the new address in the
terminal). Issue 35, point 8: a head over 32 kB is answered 431, however it arrives.
"""

from __future__ import annotations

import json
import time
from urllib.parse import urljoin, urlsplit

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect
from websockets.typing import Origin

from scorekeeper.storage.join_secret import JoinSecretFile
from scorekeeper.web.connections import HEAD_BYTES
from scorekeeper.web.splash import CLIENT_PREFIX
from tests.launcher import AppServer
from tests.web.raw import (
    header_of,
    join_cookie,
    open_socket,
    open_websocket,
    phone_client,
    read_all,
    register,
    request,
    status_of,
)

FOREIGN_PATHS = (
    "//evil.example/",
    "///evil.example/",
    "/%2F%2Fevil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%5Cevil.example/",
    "/\\evil.example/",
    "/%09/evil.example/",
    "/%0A/evil.example/",
    "/%20//evil.example/",
    "/.//evil.example/",
    "//evil.example/%2E%2E/",
)


@pytest.mark.parametrize("path", FOREIGN_PATHS)
def test_the_join_redirect_goes_only_to_the_servers_own_page(table: AppServer, path: str) -> None:
    answer = request(table, f"{path}?join={table.secret}&tab=2")
    status = status_of(answer)
    if status == 400:  # a path no file can have (a control character) is refused outright
        return
    assert status == 303, answer[:300]
    location = header_of(answer, "location")
    assert location is not None
    assert location.startswith("/") and not location.startswith(("//", "/\\"))
    assert "\\" not in location and not any(ord(char) < 0x21 for char in location)
    followed = urlsplit(urljoin(f"{table.origin}/", location))
    assert followed.netloc == f"127.0.0.1:{table.port}", location
    assert location.endswith("?tab=2")


def test_head_of_the_font_manifest_is_answered(server: AppServer) -> None:
    with server.client() as client:
        head = client.head("/assets/FontManifest.json")
        get = client.get("/assets/FontManifest.json")
    assert head.status_code == 200
    assert head.content == b""
    assert get.status_code == 200
    assert isinstance(json.loads(get.content), list)


@pytest.mark.parametrize("path", ["/%00", "/assets/%00x.json", "/a%00b/c", f"{CLIENT_PREFIX}%00"])
def test_a_nul_byte_in_a_path_gets_a_short_400(server: AppServer, path: str) -> None:
    answer = request(server, path)
    assert status_of(answer) == 400, answer[:300]
    body = answer.split(b"\r\n\r\n", 1)[1]
    assert body.count(b"\n") == 1 and b"Traceback" not in body
    assert header_of(answer, "x-content-type-options") == "nosniff"


def head(port: int, padding: int, *, close: bool = True) -> bytes:
    """A GET whose head is ``padding`` bytes of one header longer than a bare one."""
    return (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Pad: {'a' * padding}\r\n"
        f"{'Connection: close' if close else 'X-Keep: 1'}\r\n\r\n"
    ).encode()


@pytest.mark.parametrize("how", ["one write", "pieces", "pipelined"])
def test_a_head_over_the_limit_is_answered_431_however_it_arrives(
    table: AppServer, how: str
) -> None:
    big = head(table.port, 120 * 1024)
    sock = open_socket(table, "127.0.0.2")
    try:
        if how == "one write":
            sock.sendall(big)
        elif how == "pieces":  # the limit's worth in pieces, read; then the piece past it
            for start in range(0, HEAD_BYTES, 4096):
                sock.sendall(big[start : start + 4096])
            time.sleep(0.3)
            sock.sendall(big[HEAD_BYTES : HEAD_BYTES + 1024])
        else:  # behind a small request on the same connection, in the same write
            sock.sendall(head(table.port, 0, close=False) + big)
        answer = read_all(sock, deadline=time.monotonic() + 10)
    finally:
        sock.close()
    statuses = [int(part[:3]) for part in answer.split(b"HTTP/1.1 ")[1:]]
    assert statuses == ([401, 431] if how == "pipelined" else [431]), answer[:300]


def test_a_head_just_within_the_limit_is_answered(table: AppServer) -> None:
    padding = HEAD_BYTES - len(head(table.port, 0))
    sock = open_socket(table, "127.0.0.2")
    try:
        sock.sendall(head(table.port, padding))
        answer = read_all(sock, deadline=time.monotonic() + 10)
    finally:
        sock.close()
    assert status_of(answer) == 401, answer[:300]


def test_clients_that_hang_up_mid_answer_leave_no_traceback(own_table: AppServer) -> None:
    """Ten downloads of the engine cut off after the first bytes, ten websockets gone at once."""
    cookie = join_cookie(own_table)
    with phone_client(own_table) as phone:
        page = phone.get("/", headers={"Cookie": cookie}).text
    engine = next(part.split('"')[0] for part in page.split(CLIENT_PREFIX)[1:] if ".js" in part)
    for _ in range(10):
        sock = open_socket(own_table, "127.0.0.2")
        sock.sendall(
            f"GET {CLIENT_PREFIX}{engine} HTTP/1.1\r\nHost: 127.0.0.1:{own_table.port}\r\n"
            f"Cookie: {cookie}\r\n\r\n".encode()
        )
        sock.recv(100)
        sock.close()
    for _ in range(10):
        with open_websocket(own_table, cookie) as websocket:
            websocket.send(register())
    time.sleep(2)
    with phone_client(own_table) as phone:
        assert phone.get("/", headers={"Cookie": cookie}).status_code == 200
    output = own_table.output()
    assert "Traceback" not in output and "ClientDisconnected" not in output, output[-3000:]


@pytest.mark.parametrize("path", ["/docs", "/redoc", "/openapi.json", "/docs/oauth2-redirect"])
def test_fastapis_own_pages_are_not_served(server: AppServer, path: str) -> None:
    with server.client() as client:
        answer = client.get(path)
    assert "swagger" not in answer.text.lower()
    assert "redoc" not in answer.text.lower()
    assert '"openapi"' not in answer.text


def test_the_origin_must_match_the_scheme_and_have_no_path(server: AppServer) -> None:
    for origin in (
        f"https://127.0.0.1:{server.port}",
        f"http://127.0.0.1:{server.port}/",
        f"http://127.0.0.1:{server.port}/evil",
        f"ws://127.0.0.1:{server.port}",
        f"http://127.0.0.1:{server.port}?x",
    ):
        with pytest.raises(InvalidStatus) as refused:
            connect(server.ws_url, origin=Origin(origin), open_timeout=10)
        assert refused.value.response.status_code == 403, origin


def test_after_a_revoke_the_terminal_shows_the_new_join_address(own_table: AppServer) -> None:
    old = own_table.secret
    # What Settings does, from another process here.
    new = JoinSecretFile(own_table.data_dir).renew()
    with phone_client(own_table) as phone:
        assert phone.get(f"/?join={new}").status_code == 303
    deadline = time.monotonic() + 10
    while f"?join={new}" not in own_table.output() and time.monotonic() < deadline:
        time.sleep(0.1)
    output = own_table.output()
    assert f"?join={new}" in output
    assert output.index(f"?join={new}") > output.rindex(f"?join={old}")
    assert "Every phone was revoked" in output
