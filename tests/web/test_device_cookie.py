"""Every browser gets a device id from the real server, keeps it, and its session knows it.

The id is an HttpOnly cookie (``SameSite=Lax``, ``Path=/``) set on the first
answer to a browser that has none, renewed on each page load, and sent back
with the websocket, so the Flet session of that browser starts in the
device's own settings, in the very first frame. In table mode only a phone
that joined gets one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any

import msgpack
from flet.messaging.protocol import decode_ext_from_msgpack

from scorekeeper.i18n import default_catalog
from scorekeeper.storage.device_settings import DEVICES_FILE
from scorekeeper.web.devices import DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE
from scorekeeper.web.join import cookie_name
from tests.launcher import AppServer
from tests.web.raw import open_websocket, phone_client, register

PAGE = {"accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
GRANDMOTHER = "a" * 32


def device_cookie(set_cookie: str | None) -> Any:
    """The device cookie's morsel in a ``Set-Cookie`` header (None when it sets none)."""
    if set_cookie is None:
        return None
    return SimpleCookie(set_cookie).get(DEVICE_COOKIE)


def test_the_first_page_load_sets_an_httponly_lax_device_cookie_for_the_whole_site(
    server: AppServer,
) -> None:
    with server.client() as client:
        answer = client.get("/", headers=PAGE)
    assert answer.status_code == 200
    morsel = device_cookie(answer.headers.get("set-cookie"))
    assert morsel is not None, answer.headers
    assert re.fullmatch(r"[0-9a-f]{32}", morsel.value)
    assert morsel["httponly"] is True
    assert morsel["samesite"] == "Lax"
    assert morsel["path"] == "/"
    assert morsel["max-age"] == str(DEVICE_COOKIE_MAX_AGE)


def test_the_id_is_kept_across_requests_and_renewed_on_page_loads(server: AppServer) -> None:
    with server.client() as client:
        first = client.get("/", headers=PAGE)
        device = first.cookies[DEVICE_COOKIE]
        script = client.get("/flutter_bootstrap.js")
        again = client.get("/game/abc", headers=PAGE)
        other = client.get("/settings", headers=PAGE)
    assert script.status_code == 200
    assert device_cookie(script.headers.get("set-cookie")) is None, "a file keeps the cookie"
    for answer in (again, other):
        assert device_cookie(answer.headers.get("set-cookie")).value == device
    with server.client() as stranger:
        assert stranger.get("/", headers=PAGE).cookies[DEVICE_COOKIE] != device


def test_a_cookie_the_server_did_not_make_is_replaced(server: AppServer) -> None:
    for made_up in ("x", "A" * 32, "a" * 31, "../../etc", "a" * 32 + "0"):
        with server.client() as client:
            client.cookies.set(DEVICE_COOKIE, made_up)
            answer = client.get("/", headers=PAGE)
        morsel = device_cookie(answer.headers.get("set-cookie"))
        assert morsel is not None and re.fullmatch(r"[0-9a-f]{32}", morsel.value), made_up


def test_in_table_mode_only_a_joined_phone_gets_a_device_id(table: AppServer) -> None:
    with phone_client(table) as client:
        refused = client.get("/", headers=PAGE)
        assert refused.status_code == 401
        assert device_cookie(refused.headers.get("set-cookie")) is None
        joined = client.get(f"/?join={table.secret}", headers=PAGE)
        assert joined.status_code == 303
        page = client.get("/", headers=PAGE)
    assert page.status_code == 200
    assert client.cookies.get(cookie_name(table.port))
    assert device_cookie(page.headers.get("set-cookie")) is not None


def first_frame(server: AppServer, cookie: str | None, source: str) -> dict[str, Any]:
    """The page as Flet's answer to the register describes it, for a browser at ``source``."""
    with open_websocket(server, cookie, source) as websocket:
        websocket.send(register())
        answer = websocket.recv(timeout=15)
    assert isinstance(answer, bytes)
    action, body = msgpack.unpackb(
        answer[1:], ext_hook=decode_ext_from_msgpack, strict_map_key=False
    )
    assert action == 1, body
    patch: dict[str, Any] = body["page_patch"]
    return patch


def language(patch: dict[str, Any]) -> str:
    return str(patch["locale_configuration"]["current_locale"]["language_code"])


def test_the_session_of_a_browser_starts_in_its_devices_settings(
    start_server: Callable[..., AppServer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / DEVICES_FILE).write_text(
        json.dumps({"devices": {GRANDMOTHER: {"language": "pl", "theme": "dark"}}}), "utf-8"
    )
    (data / "settings.json").write_text(json.dumps({"language": "nl"}), "utf-8")
    server = start_server(data_dir=data)
    mine = first_frame(server, f"{DEVICE_COOKIE}={GRANDMOTHER}", "127.0.0.2")
    assert (language(mine), mine["theme_mode"]) == ("pl", "dark")
    other = first_frame(server, f"{DEVICE_COOKIE}={'b' * 32}", "127.0.0.2")
    assert language(other) == "nl", "a device that never chose follows the host"
    host = first_frame(server, f"{DEVICE_COOKIE}={GRANDMOTHER}", "127.0.0.1")
    assert language(host) == "nl", "the browser on the host's own computer is the host"


def test_the_page_greets_each_device_in_its_own_language(
    start_server: Callable[..., AppServer], tmp_path: Path
) -> None:
    """The splash, and the page's language (its notices while the host is away follow it)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / DEVICES_FILE).write_text(
        json.dumps({"devices": {GRANDMOTHER: {"language": "pl"}}}), "utf-8"
    )
    (data / "settings.json").write_text(json.dumps({"language": "nl"}), "utf-8")
    server = start_server(data_dir=data)
    catalog = default_catalog()
    english = {**PAGE, "accept-language": "en"}
    with phone_client(server) as client:
        client.cookies.set(DEVICE_COOKIE, GRANDMOTHER)
        mine = client.get("/", headers=english).text
    with phone_client(server) as client:
        other = client.get("/", headers=english).text
    assert '<html lang="pl">' in mine and catalog.translate("web.splash", "pl") in mine
    assert '<html lang="nl">' in other and catalog.translate("web.splash", "nl") in other
    # While the host is away, the notice says a hand being entered is kept, not saved yet.
    kept = json.dumps(catalog.translate("web.entry_kept", "pl"))
    assert kept in mine, "the reconnect notice does not say that an unsaved hand is kept"
