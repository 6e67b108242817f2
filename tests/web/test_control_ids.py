"""A restarted server never reuses the control ids a phone's page still shows.

A phone that reconnects after the host restarted still has the old process's
controls on screen, and sends events naming them (its open sheet is dismissed as
the new page arrives). When every process counted its controls from the same
number, the new session's sheet took the old sheet's id and that stale event
closed it: the phone was left drawing a sheet Save no longer closed. Checked on
the real server: the ids a page receives before and after a restart share none.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import msgpack
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection

from tests.launcher import AppServer
from tests.web.raw import join_cookie, open_websocket, register

PHONE = "127.0.0.21"
FIXED = frozenset({1, 2})
"""Flet's own fixed ids (the page, and its one child made before any other): the same
page in every session, never a control a stale event could close."""


def _ids(value: object) -> Iterator[int]:
    """Every control id (``_i``) in a decoded Flet message."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "_i" and isinstance(item, int):
                yield item
            else:
                yield from _ids(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _ids(item)


def _page_ids(websocket: ClientConnection, session_id: str | None) -> tuple[str, set[int]]:
    """Register (coming back to ``session_id``) and collect the ids of the page drawn."""
    websocket.send(register(session_id))
    ids: set[int] = set()
    session = ""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            message = websocket.recv(timeout=1.5)
        except (TimeoutError, ConnectionClosed):
            break
        assert isinstance(message, bytes)
        action, body = msgpack.unpackb(message[1:], strict_map_key=False)
        if action == 1:
            session = str(body["session_id"])
        ids.update(_ids(body))
    return session, ids


def test_a_restarted_server_numbers_its_controls_apart_from_the_last(own_table: AppServer) -> None:
    cookie = join_cookie(own_table, PHONE)
    with open_websocket(own_table, cookie, PHONE) as websocket:
        session, before = _page_ids(websocket, None)
    assert session and len(before) > 20, "the home page was not drawn"

    own_table.stop()
    own_table.start()
    with open_websocket(own_table, cookie, PHONE) as websocket:
        _, after = _page_ids(websocket, session)
    assert len(after) > 20, "the home page was not drawn after the restart"
    again = (before & after) - FIXED
    assert not again, f"{len(again)} control ids named again after the restart"
