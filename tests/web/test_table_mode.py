"""Table mode against the real server: no secret, wrong secret, the cookie, and revoking it.

Wrong guesses (each address's slowdown lasts ten minutes), a revoke and a
restart each have a server of their own; the other tests share the module's table.
"""

from __future__ import annotations

import concurrent.futures
import json
import time
from collections.abc import Callable
from http.cookies import SimpleCookie
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect
from websockets.typing import Origin

from scorekeeper.storage.join_secret import JOIN_FILE, JoinSecretFile
from scorekeeper.web.join import cookie_name
from tests.launcher import AppServer


def join(table: AppServer, client: httpx.Client) -> str:
    """Open the join address; return the cookie the server set."""
    response = client.get(f"/?join={table.secret}")
    assert response.status_code == 303
    cookie = SimpleCookie(response.headers["set-cookie"])[cookie_name(table.port)]
    return cookie.value


def cookie_header(table: AppServer, value: str) -> dict[str, str]:
    return {"Cookie": f"{cookie_name(table.port)}={value}"}


def test_without_the_secret_the_page_says_how_to_join(table: AppServer) -> None:
    with table.client() as client:
        page = client.get("/")
        engine = client.get("/flutter_bootstrap.js")
    assert page.status_code == 401
    assert page.headers["content-type"].startswith("text/html")
    assert "Invite a phone" in page.text
    assert "flutter" not in page.text.lower()
    assert engine.status_code == 401


def test_the_how_to_join_page_speaks_the_browsers_language(table: AppServer) -> None:
    with table.client() as client:
        dutch = client.get("/", headers={"Accept-Language": "nl-BE,nl;q=0.9,en;q=0.5"})
        unknown = client.get("/", headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    assert 'lang="nl"' in dutch.text
    assert "Telefoon uitnodigen" in dutch.text
    assert 'lang="en"' in unknown.text


def test_the_secret_is_kept_in_the_data_folder_with_at_least_128_bits(table: AppServer) -> None:
    saved = json.loads((table.data_dir / JOIN_FILE).read_text())
    assert saved["secret"] == table.secret
    assert table.secret is not None
    assert len(table.secret) * 6 >= 128


def test_the_right_secret_sets_a_strict_httponly_cookie_and_drops_the_secret(
    table: AppServer,
) -> None:
    with table.client() as client:
        response = client.get(f"/game/abc?join={table.secret}&tab=2")
    assert response.status_code == 303
    assert response.headers["location"] == "/game/abc?tab=2"
    raw = response.headers["set-cookie"]
    morsel = SimpleCookie(raw)[cookie_name(table.port)]
    assert morsel["httponly"] is True
    assert morsel["samesite"] == "Strict"
    assert morsel["path"] == "/"
    assert table.secret not in raw, "the cookie must not be the secret itself"


def test_the_cookie_lets_the_page_and_the_websocket_in(table: AppServer) -> None:
    with table.client() as client:
        cookie = join(table, client)
        page = client.get("/")
    assert page.status_code == 200
    assert "flutter_bootstrap.js" in page.text
    with connect(
        table.ws_url,
        origin=Origin(table.origin),
        additional_headers=cookie_header(table, cookie),
        open_timeout=10,
    ) as socket:
        assert socket.ping().wait(5), "a joined phone got no pong on its websocket in 5 s"


def test_the_websocket_is_refused_without_the_cookie(table: AppServer) -> None:
    for headers in ({}, cookie_header(table, "0" * 64)):
        with pytest.raises(InvalidStatus) as refused:
            connect(
                table.ws_url,
                origin=Origin(table.origin),
                additional_headers=headers,
                open_timeout=10,
            )
        assert refused.value.response.status_code == 403


def test_a_made_up_cookie_gets_the_how_to_join_page(table: AppServer) -> None:
    with table.client() as client:
        response = client.get("/", headers=cookie_header(table, "0" * 64))
    assert response.status_code == 401


def test_wrong_secrets_are_refused_and_each_one_is_slower(own_table: AppServer) -> None:
    waits = []
    with own_table.client() as client:
        for guess in ("wrong", "also-wrong", "still-wrong"):
            started = time.monotonic()
            response = client.get(f"/?join={guess}")
            waits.append(time.monotonic() - started)
            assert response.status_code == 403
            assert "set-cookie" not in response.headers
            assert "not valid" in response.text
        right = client.get(f"/?join={own_table.secret}")
    assert waits[0] >= 0.4
    assert waits[1] > waits[0] + 0.3
    assert waits[2] > waits[1] + 0.6
    assert right.status_code == 303, "the right secret still works after wrong guesses"


def test_parallel_wrong_guesses_wait_in_line(own_table: AppServer) -> None:
    """Parallel connections from one client buy nothing: the waits add up."""
    started = time.monotonic()
    with (
        own_table.client() as client,
        concurrent.futures.ThreadPoolExecutor(4) as pool,
    ):
        codes = list(pool.map(lambda n: client.get(f"/?join=guess{n}").status_code, range(4)))
    assert codes == [403] * 4
    assert time.monotonic() - started >= 0.5 + 1 + 2 + 4 - 0.2


def test_revoking_shuts_out_every_phone_and_closes_open_websockets(own_table: AppServer) -> None:
    with own_table.client() as client:
        cookie = join(own_table, client)
        with connect(
            own_table.ws_url,
            origin=Origin(own_table.origin),
            additional_headers=cookie_header(own_table, cookie),
            open_timeout=10,
        ) as socket:
            # What Settings' "Revoke every phone" does: a new secret in the data folder.
            new_secret = JoinSecretFile(own_table.data_dir).renew()
            with pytest.raises(ConnectionClosed) as closed:
                socket.recv(timeout=5)
        assert closed.value.rcvd is not None
        assert closed.value.rcvd.code == 1008
        assert client.get("/", headers=cookie_header(own_table, cookie)).status_code == 401
        old = client.get(f"/?join={own_table.secret}")
        assert old.status_code == 403
        assert client.get(f"/?join={new_secret}").status_code == 303


def test_the_secret_survives_a_restart(
    start_server: Callable[..., AppServer], tmp_path: Path
) -> None:
    first = start_server(table=True, data_dir=tmp_path / "kept")
    first.stop()
    second = start_server(table=True, data_dir=tmp_path / "kept")
    assert second.secret == first.secret
