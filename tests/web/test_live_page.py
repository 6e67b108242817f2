"""The live page through the real server: behind the same gate, host rules and headers as the app.

The server runs in table mode on loopback. "Revoke every phone" is what the
Settings screen does to the data folder: a new secret in its file.
"""

from __future__ import annotations

import time
from http.cookies import SimpleCookie

import httpx

from scorekeeper.live_page.http import CONTENT_SECURITY_POLICY
from scorekeeper.storage.join_secret import JoinSecretFile
from scorekeeper.web.join import cookie_name
from tests.launcher import AppServer


def joined(table: AppServer, client: httpx.Client) -> dict[str, str]:
    """Open the join address a phone scans; the cookie it gets, as a request header."""
    response = client.get(f"/live/?join={table.secret}")
    assert response.status_code == 303
    assert response.headers["location"] == "/live/"
    cookie = SimpleCookie(response.headers["set-cookie"])[cookie_name(table.port)]
    return {"Cookie": f"{cookie_name(table.port)}={cookie.value}"}


def test_a_stranger_gets_the_join_page_and_nothing_of_the_live_page(table: AppServer) -> None:
    with table.client() as client:
        for path in ("/live/", "/live/events", "/live/game/x"):
            refused = client.get(path)
            assert refused.status_code == 401, path
            assert "Invite a phone" in refused.text
            assert "Live at the table" not in refused.text


def test_the_join_address_opens_the_live_page_with_a_strict_policy(table: AppServer) -> None:
    with table.client() as client:
        cookie = joined(table, client)
        page = client.get("/live/", headers={**cookie, "Accept-Language": "de-AT,de;q=0.9"})
        app = client.get("/", headers=cookie)
    assert page.status_code == 200
    assert "Live am Tisch" in page.text
    assert page.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    assert "unsafe-inline" not in page.headers["content-security-policy"]
    assert page.headers["x-frame-options"] == "DENY"
    assert page.headers["referrer-policy"] == "no-referrer"
    assert "access-control-allow-origin" not in page.headers
    # The full app is one tap away and keeps its own policy (Flet's client needs it).
    assert app.status_code == 200
    assert app.headers["content-security-policy"] != CONTENT_SECURITY_POLICY
    assert 'href="/"' in page.text


def test_a_foreign_host_name_is_refused_on_the_live_page_too(table: AppServer) -> None:
    with table.client() as client:
        cookie = joined(table, client)
        rebound = client.get("/live/", headers={**cookie, "Host": "evil.example"})
    assert rebound.status_code == 403


def test_a_revoke_closes_the_open_stream_and_the_page_cannot_reconnect(
    own_table: AppServer,
) -> None:
    with own_table.client() as client:
        cookie = joined(own_table, client)
        with client.stream("GET", "/live/events", headers=cookie) as events:
            assert events.status_code == 200
            assert events.headers["content-type"].startswith("text/event-stream")
            lines = events.iter_lines()
            assert next(lines) == "retry: 2000"
            JoinSecretFile(own_table.data_dir).renew()
            started = time.monotonic()
            rest = list(lines)  # ends when the server closes the stream
        assert "event: revoked" in rest
        assert time.monotonic() - started < 5
        assert client.get("/live/events", headers=cookie).status_code == 401
