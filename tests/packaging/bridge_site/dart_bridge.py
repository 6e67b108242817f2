"""Stand-in for ``dart_bridge``, the module a built app's native library adds to Python.

Why: in a built app, Flet's Python side (``flet.messaging.flet_dart_bridge_server``)
talks to Flutter through ``dart_bridge``, a built-in module that
``libdart_bridge`` registers in the embedded CPython; it exists only inside a
built app. This stand-in has the same two calls Flet uses and relays the
channel to the test over a local TCP connection (``SCOREKEEPER_TEST_BRIDGE``
names the port), adding a 4-byte little-endian length per packet, since a
stream has no message boundaries and the bridge does: the framing of Flet's
socket server, so one test client reads both. Flet's code above it is
the real one. Only on ``PYTHONPATH`` of the app a test starts.
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable

_relay = socket.create_connection(("127.0.0.1", int(os.environ["SCOREKEEPER_TEST_BRIDGE"])))
_handlers: dict[int, Callable[[bytes], None] | None] = {}
_ready = threading.Event()


def set_enqueue_handler_func(port: int, func: Callable[[bytes], None] | None) -> None:
    """Where the packets Dart sends on ``port`` go (None: nowhere)."""
    _handlers[port] = func
    _ready.set()


def send_bytes(port: int, data: bytes) -> None:
    """One packet to Dart on ``port`` (``[type][payload]``, boundaries kept)."""
    _relay.sendall(len(data).to_bytes(4, "little") + bytes(data))


def _read(size: int) -> bytes:
    chunks = b""
    while len(chunks) < size:
        chunk = _relay.recv(size - len(chunks))
        if not chunk:
            raise EOFError
        chunks += chunk
    return chunks


def _inbound() -> None:
    _ready.wait()
    try:
        while True:
            length = int.from_bytes(_read(4), "little")
            packet = _read(length)
            for handler in list(_handlers.values()):
                if handler is not None:
                    handler(packet)
    except (EOFError, OSError):
        return


threading.Thread(target=_inbound, name="dart-bridge-relay", daemon=True).start()
