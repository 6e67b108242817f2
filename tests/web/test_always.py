"""What holds on every server, table mode or not: own host names, own page on /ws, safe headers."""

from __future__ import annotations

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect
from websockets.typing import Origin

from tests.launcher import AppServer

PATHS = ("/", "/settings", "/flutter_bootstrap.js", "/no-such-file.js")
"""The page, a client route, a static file of the client and a missing file."""


@pytest.mark.parametrize("path", PATHS)
def test_every_answer_has_the_security_headers_and_no_cors_allowance(
    server: AppServer, path: str
) -> None:
    with server.client() as client:
        response = client.get(path)
    assert response.status_code in (200, 404), path
    headers = response.headers
    assert "access-control-allow-origin" not in headers
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"
    assert headers["x-frame-options"] == "DENY"
    policy = headers["content-security-policy"]
    assert "frame-ancestors 'none'" in policy
    assert "default-src 'self'" in policy


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "[::1]"])
def test_the_servers_own_names_are_answered(server: AppServer, host: str) -> None:
    with server.client() as client:
        response = client.get("/", headers={"Host": f"{host}:{server.port}"})
    assert response.status_code == 200
    assert "<html" in response.text


@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "127.0.0.1.evil.example", ""])
def test_a_foreign_host_name_is_refused(server: AppServer, host: str) -> None:
    """DNS rebinding: a page whose own name now points here still sends its own Host."""
    with server.client() as client:
        response = client.get("/", headers={"Host": host})
    assert response.status_code == 403
    assert "<html" not in response.text
    assert response.headers["x-content-type-options"] == "nosniff"


def test_the_apps_own_page_opens_the_websocket(server: AppServer) -> None:
    with connect(server.ws_url, origin=Origin(server.origin), open_timeout=10) as socket:
        assert socket.ping().wait(5), "the app's own page got no pong on its websocket in 5 s"


@pytest.mark.parametrize(
    "origin",
    ["http://evil.example", "http://127.0.0.1:1", "null", "https://127.0.0.1.evil.example", None],
)
def test_a_websocket_from_another_page_is_refused(server: AppServer, origin: Origin | None) -> None:
    with pytest.raises(InvalidStatus) as refused:
        connect(server.ws_url, origin=origin, open_timeout=10)
    assert refused.value.response.status_code == 403


def test_a_rebound_page_cannot_open_the_websocket(server: AppServer) -> None:
    """Foreign Host and matching Origin: what a DNS-rebinding page would send."""
    with pytest.raises(InvalidStatus) as refused:
        connect(
            server.ws_url,
            origin=Origin("http://evil.example:80"),
            additional_headers={"Host": "evil.example:80"},
            open_timeout=10,
        )
    # The client sends its own Host too: h11 refuses two Host headers outright (400).
    assert refused.value.response.status_code in (400, 403)


def test_without_table_mode_no_secret_is_printed_or_needed(server: AppServer) -> None:
    assert server.secret is None
    with server.client() as client:
        assert client.get("/").status_code == 200
