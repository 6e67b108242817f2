"""A message Flet receives is not formatted in full for its debug log (issue 35, point 4).

Driven through Flet's own receive loop (``FletApp``, with a stand-in for its
websocket and session): what its transport log is handed, and what its session
gets, for a 243 kB list of floats, the message that kept every phone waiting.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import msgpack
import pytest
from flet_web.fastapi import flet_app
from flet_web.fastapi.flet_app import FletApp
from starlette.websockets import WebSocketDisconnect

from scorekeeper.web.quiet_bodies import FLET_TRANSPORT_LOG, quiet_received_bodies

UPDATE_CONTROL_PROPS = 4
FLOATS = [n / 7 for n in range(27_000)]
MESSAGE = b"\x00" + msgpack.packb([UPDATE_CONTROL_PROPS, {"id": 7, "props": {"x": FLOATS}}])


class Spy:
    """Flet's transport log, keeping each text it is handed."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def debug(self, text: str, *args: Any) -> None:
        self.texts.append(text)


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Iterator[Spy]:
    """The spy in place of Flet's transport log; Flet's decoder and the log's level restored."""
    monkeypatch.setattr(flet_app, "msgpack", flet_app.msgpack)
    spy = Spy()
    monkeypatch.setattr(flet_app, "transport_log", spy)
    log = logging.getLogger(FLET_TRANSPORT_LOG)
    level = log.level
    yield spy
    log.setLevel(level)


def received(message: bytes) -> list[tuple[int, dict[str, Any]]]:
    """Run Flet's receive loop over ``message`` and a disconnect; the patches its session got."""
    patches: list[tuple[int, dict[str, Any]]] = []
    waiting = [message]

    async def receive_bytes() -> bytes:
        if waiting:
            return waiting.pop()
        raise WebSocketDisconnect

    async def run() -> None:
        app = FletApp(asyncio.get_running_loop(), None, lambda page: None, None)  # type: ignore[arg-type]
        app._FletApp__websocket = SimpleNamespace(receive_bytes=receive_bytes)  # type: ignore[attr-defined]
        app._FletApp__send_queue = asyncio.Queue()  # type: ignore[attr-defined]
        app._FletApp__session = SimpleNamespace(  # type: ignore[attr-defined]
            apply_patch=lambda control, props: patches.append((control, props))
        )
        await app._FletApp__receive_loop()  # type: ignore[attr-defined]

    asyncio.run(run())
    return patches


def test_a_received_body_is_logged_by_its_size_and_reaches_flet_whole(spy: Spy) -> None:
    logging.getLogger(FLET_TRANSPORT_LOG).setLevel(logging.INFO)
    quiet_received_bodies()
    assert received(MESSAGE) == [(7, {"x": FLOATS})]
    [text] = spy.texts
    assert len(text) < 100, f"Flet formatted {len(text)} characters of the message"
    assert "map of 2" in text


def test_with_flet_s_transport_log_on_bodies_keep_their_full_text(spy: Spy) -> None:
    logging.getLogger(FLET_TRANSPORT_LOG).setLevel(logging.DEBUG)
    quiet_received_bodies()
    assert received(MESSAGE) == [(7, {"x": FLOATS})]
    [text] = spy.texts
    assert len(text) > 100_000
