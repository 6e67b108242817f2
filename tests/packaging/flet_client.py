"""A minimal client of Flet's socket protocol: what a built app's Flutter shell does first.

Why: inside a built app (``flet build apk``), Flutter connects to the Python side
over the socket Flet names (``FLET_SERVER_UDS_PATH``) and registers; the Python
side then sends the page. This client does the same with Flet's own wire format
(``flet.messaging.flet_socket_server``: a 4-byte little-endian length, a type
byte 0, then the msgpack of ``[action, body]``), so a test can see what a phone
would show without Flutter.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgpack
from flet.messaging.protocol import MessageAction, decode_ext_from_msgpack


def wait_for_socket(path: Path, timeout: float) -> socket.socket:
    """Connect to the Unix socket at ``path`` once the app has created it."""
    deadline = time.monotonic() + timeout
    while True:
        if path.exists():
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                client.connect(str(path))
                return client
            except OSError:
                client.close()
        if time.monotonic() > deadline:
            raise AssertionError(f"the app never opened the socket Flet named ({path})")
        time.sleep(0.1)


def send(client: socket.socket, action: MessageAction, body: dict[str, Any]) -> None:
    """One protocol frame, as the Flutter client writes it."""
    packet = b"\x00" + msgpack.packb([action.value, body])
    client.sendall(len(packet).to_bytes(4, "little") + packet)


def register(client: socket.socket, route: str = "/", platform: str = "android") -> None:
    """The client's first message: a new session on a phone-sized page."""
    page = {"route": route, "width": 400, "height": 800, "platform": platform, "web": False}
    send(client, MessageAction.REGISTER_CLIENT, {"session_id": "", "page_name": "", "page": page})


def messages(client: socket.socket, timeout: float) -> Iterator[tuple[MessageAction, Any]]:
    """Decoded messages from the app until ``timeout`` seconds pass without one."""
    client.settimeout(timeout)
    buffer = b""
    while True:
        try:
            chunk = client.recv(65536)
        except TimeoutError:
            return
        if not chunk:
            return
        buffer += chunk
        while len(buffer) >= 4:
            length = int.from_bytes(buffer[:4], "little")
            if len(buffer) < 4 + length:
                break
            packet, buffer = buffer[4 : 4 + length], buffer[4 + length :]
            if packet[:1] == b"\x00":
                action, body = msgpack.unpackb(
                    packet[1:], ext_hook=decode_ext_from_msgpack, strict_map_key=False
                )
                yield MessageAction(action), body


def strings(value: Any) -> Iterator[str]:
    """Every string anywhere in a decoded message (keys, texts, routes)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(key)
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)
