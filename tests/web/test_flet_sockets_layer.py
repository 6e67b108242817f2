"""The sessions layer's rules on plain ASGI messages: what the real-server tests cannot stage.

A real picked file is an answer to a call Flet made; the server tests have no
screen that picks one, so here an inner app plays Flet: it asks (a method call
on the websocket) and the heavy answer must reach it, while the same answer to
a call it never made closes the websocket; a heavy data-channel frame passes
only for a channel Flet opened on that websocket. Also: a session is kept for
``kept_seconds`` after its websocket closed, and only then frees its place; the
time Flet takes over an address's messages holds its next ones back.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import msgpack
import pytest
from flet_web.fastapi.flet_app import FletApp

from scorekeeper.web.budget import RateBudget
from scorekeeper.web.server import note_data_channels
from scorekeeper.web.sessions import (
    ALL_FLET_SECONDS_PER_SECOND,
    FLET_BURST_SECONDS,
    FLET_SECONDS_PER_SECOND,
    LIGHT_FLET_SECONDS,
    OPEN_CHANNELS,
    FletSockets,
    call_id,
    message_action,
)


def frame(action: int, body: dict[str, Any]) -> bytes:
    return b"\x00" + msgpack.packb([action, body])


REGISTER = frame(1, {"session_id": None, "page_name": "", "page": {}})
HEAVY = b"\x01" * (2 * 1024 * 1024)


class Client:
    """The browser's side of one websocket: what it sends, and what it was sent."""

    def __init__(self, messages: list[bytes]) -> None:
        self.incoming: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.incoming.put_nowait({"type": "websocket.connect"})
        for data in messages:
            self.incoming.put_nowait({"type": "websocket.receive", "bytes": data})
        self.sent: list[dict[str, Any]] = []

    async def receive(self) -> dict[str, Any]:
        return await self.incoming.get()

    async def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)
        if message["type"] == "websocket.close":
            self.incoming.put_nowait({"type": "websocket.disconnect", "code": message["code"]})

    def close_code(self) -> int | None:
        return next((m["code"] for m in self.sent if m["type"] == "websocket.close"), None)


def scope(address: str = "10.0.0.9") -> dict[str, Any]:
    return {"type": "websocket", "client": (address, 5000), "path": "/ws", "headers": []}


def flet_asking(call: str, got: list[int]) -> Any:
    """An inner app like Flet: answers the register, makes one method call, reads answers."""

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        await receive()  # connect
        await send({"type": "websocket.accept"})
        await receive()  # register
        await send({"type": "websocket.send", "bytes": frame(1, {"session_id": "s1"})})
        await send(
            {"type": "websocket.send", "bytes": frame(5, {"control_id": 7, "call_id": call})}
        )
        while (message := await receive())["type"] == "websocket.receive":
            got.append(len(message["bytes"]))

    return app


def answer(call: str) -> bytes:
    return frame(5, {"control_id": 7, "call_id": call, "result": HEAVY, "error": None})


def run(layer: FletSockets, client: Client, address: str = "10.0.0.9") -> None:
    asyncio.run(asyncio.wait_for(layer(scope(address), client.receive, client.send), 10))


def test_the_heavy_answer_to_a_call_flet_made_reaches_flet() -> None:
    got: list[int] = []
    layer = FletSockets(flet_asking("c1", got), large_message=1024)
    client = Client([REGISTER, answer("c1")])
    client.incoming.put_nowait({"type": "websocket.disconnect", "code": 1000})
    run(layer, client)
    assert got == [len(answer("c1"))]
    assert client.close_code() is None


def test_a_heavy_answer_to_a_call_nobody_made_closes_the_websocket() -> None:
    got: list[int] = []
    layer = FletSockets(flet_asking("c1", got), large_message=1024)
    client = Client([REGISTER, answer("made-up")])
    run(layer, client)
    assert got == []
    assert client.close_code() == 1008


def data_frame(channel: int) -> bytes:
    return b"\x01" + channel.to_bytes(4, "little") + HEAVY


def flet_opening(channel: int | None, got: list[int]) -> Any:
    """An inner app like Flet: answers the register, opens data channel ``channel`` (if any)."""

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        await receive()  # connect
        await send({"type": "websocket.accept"})
        await receive()  # register
        await send({"type": "websocket.send", "bytes": frame(1, {"session_id": "s1"})})
        if channel is not None:
            scope["extensions"][OPEN_CHANNELS].add(channel)
        while (message := await receive())["type"] == "websocket.receive":
            got.append(len(message["bytes"]))

    return app


def test_a_heavy_data_frame_for_a_channel_flet_opened_reaches_flet() -> None:
    got: list[int] = []
    layer = FletSockets(flet_opening(3, got), large_message=1024)
    client = Client([REGISTER, data_frame(3)])
    client.incoming.put_nowait({"type": "websocket.disconnect", "code": 1000})
    run(layer, client)
    assert got == [len(data_frame(3))]
    assert client.close_code() is None


def test_a_heavy_data_frame_for_a_channel_not_open_closes_the_websocket() -> None:
    for opened in (None, 3):
        got: list[int] = []
        layer = FletSockets(flet_opening(opened, got), large_message=1024)
        client = Client([REGISTER, data_frame(4)])
        run(layer, client)
        assert got == []
        assert client.close_code() == 1008


def test_flet_notes_the_channels_it_opens_and_closes_in_the_websockets_scope() -> None:
    note_data_channels()
    scope: dict[str, Any] = {"extensions": {OPEN_CHANNELS: set()}}
    flet = SimpleNamespace(_FletApp__websocket=SimpleNamespace(scope=scope), _data_channels={})
    FletApp.data_channel_for(flet, 9)
    assert scope["extensions"][OPEN_CHANNELS] == {9}
    FletApp.unregister_data_channel(flet, 9)
    assert scope["extensions"][OPEN_CHANNELS] == set()


def test_a_kept_session_frees_its_place_only_after_kept_seconds() -> None:
    now = [0.0]
    layer = FletSockets(
        flet_asking("c1", []), per_address=1, kept_seconds=120, clock=lambda: now[0]
    )
    first = Client([REGISTER])
    first.incoming.put_nowait({"type": "websocket.disconnect", "code": 1000})
    run(layer, first)
    assert layer.held("10.0.0.9") == 1
    now[0] = 60.0
    second = Client([REGISTER])
    run(layer, second)
    assert second.close_code() == 1013, "the kept session still holds the address's place"
    now[0] = 121.0
    assert layer.held("10.0.0.9") == 0
    third = Client([REGISTER])
    third.incoming.put_nowait({"type": "websocket.disconnect", "code": 1000})
    run(layer, third)
    assert third.close_code() is None


def test_the_action_and_call_id_are_read_from_the_frame() -> None:
    assert message_action(REGISTER) == 1
    assert message_action(b"\x01abc") is None
    assert message_action(b"\x00\xc1") is None
    assert call_id(answer("c9")) == "c9"
    assert call_id(REGISTER) == ""


def test_the_time_flet_takes_over_an_addresses_messages_holds_its_next_ones_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each message takes Flet 0.25 s (a clock of the test's): past the burst, one address's
    messages reach Flet at no more than its share of time, whatever their bytes."""
    now = [0.0]
    slept: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds
        await real_sleep(0)

    monkeypatch.setattr(asyncio, "sleep", sleep)
    budget = RateBudget(
        per_address=FLET_SECONDS_PER_SECOND,
        in_all=ALL_FLET_SECONDS_PER_SECOND,
        burst=FLET_BURST_SECONDS,
        light=LIGHT_FLET_SECONDS,
        clock=lambda: now[0],
    )
    got: list[int] = []

    async def slow_flet(scope: dict[str, Any], receive: Any, send: Any) -> None:
        await receive()  # connect
        await send({"type": "websocket.accept"})
        await receive()  # register
        while (message := await receive())["type"] == "websocket.receive":
            got.append(len(message["bytes"]))
            now[0] += 0.25

    tap = frame(3, {"target": 9, "name": "click", "data": None})
    layer = FletSockets(slow_flet, flet_time=budget, timer=lambda: now[0], clock=lambda: now[0])
    client = Client([REGISTER] + [tap] * 10)
    client.incoming.put_nowait({"type": "websocket.disconnect", "code": 1000})
    run(layer, client)
    assert len(got) == 10
    assert slept[:1] and min(slept) > 0
    flet_time = 10 * 0.25
    assert now[0] >= (flet_time - FLET_BURST_SECONDS) / FLET_SECONDS_PER_SECOND
