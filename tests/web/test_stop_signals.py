"""A stop asked for before uvicorn listens is obeyed, in the process itself.

Python's own Ctrl+C raises wherever the main thread is; inside an import the
interpreter prints it and drops it, and the server ran on (seen in CI: a stop
sent the moment "Press Ctrl+C to stop." showed was ignored for 15 s).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Awaitable, Callable, Mapping

import httpx
import pytest

from scorekeeper.web.listening import bind
from scorekeeper.web.server import held_stop_signals, serve_web
from tests.launcher import free_port

Message = dict[str, object]
"""An ASGI event, either way."""


async def hello(
    scope: Mapping[str, object],
    receive: Callable[[], Awaitable[Message]],
    send: Callable[[Message], Awaitable[None]],
) -> None:
    """The smallest ASGI app: a plain answer, and lifespan events taken as they come."""
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            else:
                await send({"type": "lifespan.shutdown.complete"})
                return
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"hello"})


def test_ctrl_c_before_the_server_listens_stops_it_as_it_starts() -> None:
    port = free_port()
    began = time.monotonic()
    steps: list[str] = []
    with pytest.raises(KeyboardInterrupt), held_stop_signals() as held:
        signal.raise_signal(signal.SIGINT)  # noted, not raised: the start goes on
        steps.append(f"noted {held}")
        serve_web(hello, bind("127.0.0.1", port), held)
        steps.append("served")
    assert steps == [f"noted {[int(signal.SIGINT)]}", "served"]
    assert time.monotonic() - began < 5, "the server ran on after an early Ctrl+C"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_ctrl_c_while_serving_stops_it_with_keyboard_interrupt() -> None:
    port = free_port()
    answered: list[int] = []

    def press_ctrl_c_once_it_answers() -> None:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                answered.append(httpx.get(f"http://127.0.0.1:{port}/", timeout=1).status_code)
                break
            except httpx.HTTPError:
                time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGINT)

    presser = threading.Thread(target=press_ctrl_c_once_it_answers)
    with pytest.raises(KeyboardInterrupt), held_stop_signals() as held:
        presser.start()
        serve_web(hello, bind("127.0.0.1", port), held)
    presser.join()
    assert answered == [200]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_a_background_jobs_ignored_ctrl_c_becomes_pythons_own_afterwards() -> None:
    inherited = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with held_stop_signals():
            assert signal.getsignal(signal.SIGINT) not in (signal.SIG_IGN, signal.SIG_DFL)
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, inherited)
