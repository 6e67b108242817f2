"""Raw-socket clients for the attacks: exact bytes on the wire, from a chosen loopback address.

Every address here is in 127.0.0.0/8 (all of it reaches this machine on Linux),
so a stranger (127.0.0.1) and a phone (127.0.0.2) are told apart by the server
while no packet leaves the machine. Every loop is bounded by a count and a time.
"""

from __future__ import annotations

import selectors
import socket
import threading
import time
from pathlib import Path

import httpx
import msgpack
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

from scorekeeper.web.backoff import QUEUED_GUESSES
from scorekeeper.web.join import cookie_name
from tests.launcher import AppServer

STRANGER = "127.0.0.1"
PHONE = "127.0.0.2"


def open_socket(server: AppServer, source: str, timeout: float = 5.0) -> socket.socket:
    """A TCP connection to the server from ``source``."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", server.port))
    return sock


def request(server: AppServer, target: str, *, source: str = PHONE, headers: str = "") -> bytes:
    """Send one raw GET and return the whole answer (the server closes after it)."""
    sock = open_socket(server, source, timeout=30)
    try:
        sock.sendall(
            f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n{headers}"
            "Connection: close\r\n\r\n".encode("latin-1")
        )
        return read_all(sock, deadline=time.monotonic() + 30)
    finally:
        sock.close()


def read_all(sock: socket.socket, *, deadline: float) -> bytes:
    """Everything until the server closes (or the deadline)."""
    chunks = []
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except (TimeoutError, ConnectionResetError):
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def closed_by_server(sock: socket.socket) -> bool:
    """Whether the server closed this connection (without waiting)."""
    sock.setblocking(False)
    try:
        return sock.recv(1, socket.MSG_PEEK) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        sock.setblocking(True)


def status_of(answer: bytes) -> int:
    """The status code of a raw http answer (0 when there is none)."""
    parts = answer.split(b" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


def header_of(answer: bytes, name: str) -> str | None:
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1")
    for line in head.split("\r\n")[1:]:
        key, _, value = line.partition(":")
        if key.strip().lower() == name.lower():
            return value.strip()
    return None


def phone_client(server: AppServer, source: str = PHONE) -> httpx.Client:
    """An http client whose connections come from ``source``."""
    return httpx.Client(
        base_url=server.origin,
        follow_redirects=False,
        timeout=30,
        transport=httpx.HTTPTransport(local_address=source),
    )


def join_cookie(server: AppServer, source: str = PHONE) -> str:
    """Join the table from ``source``; the cookie header value to send from then on."""
    with phone_client(server, source) as client:
        answer = client.get(f"/?join={server.secret}")
    assert answer.status_code == 303, answer.text
    return f"{cookie_name(server.port)}={answer.cookies[cookie_name(server.port)]}"


def open_websocket(server: AppServer, cookie: str | None, source: str = PHONE) -> ClientConnection:
    """The app's websocket as its page opens it, from ``source``.

    The socket's 10 s timeout bounds the handshake only: websockets keeps a socket it
    is given as it is, and a timeout left on it ends the connection without a close
    frame when a send takes longer (a 15 MiB message read within the host's byte
    budget) or nothing comes for 10 s, as a browser's websocket never does.
    """
    sock = open_socket(server, source, timeout=10)
    websocket = connect(
        server.ws_url,
        sock=sock,
        origin=Origin(server.origin),
        additional_headers={"Cookie": cookie} if cookie else {},
        open_timeout=10,
        max_size=None,
    )
    sock.settimeout(None)
    return websocket


GUESSERS_PER_ADDRESS = QUEUED_GUESSES
"""A guesser's connections per address: one wrong guess waiting on each."""


def stranger_addresses(count: int) -> list[str]:
    """``count`` loopback addresses, none of them the phone's (127.0.0.x)."""
    return [f"127.1.{number // 250}.{number % 250 + 1}" for number in range(count)]


class Guesser:
    """A stranger: ``GUESSERS_PER_ADDRESS`` keep-alive connections per address, each guessing.

    A connection whose answer came sends its next guess at once; one the server
    closed is opened again from the same address. Runs on a thread until stopped.
    """

    def __init__(self, server: AppServer, addresses: list[str]) -> None:
        self._server = server
        self._addresses = addresses
        self._selector = selectors.DefaultSelector()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.guesses = 0

    def __enter__(self) -> Guesser:
        for address in self._addresses:
            for _ in range(GUESSERS_PER_ADDRESS):
                self._open(address)
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join(10)
        for key in list(self._selector.get_map().values()):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            sock.close()
        self._selector.close()

    def held(self) -> int:
        return len(self._selector.get_map())

    def _open(self, address: str) -> None:
        try:
            sock = open_socket(self._server, address, timeout=2)
        except OSError:
            return
        try:
            self._guess(sock)
        except OSError:
            sock.close()
            return
        sock.setblocking(False)
        self._selector.register(sock, selectors.EVENT_READ, address)

    def _guess(self, sock: socket.socket) -> None:
        sock.sendall(
            f"GET /?join=wrong{self.guesses} HTTP/1.1\r\n"
            f"Host: 127.0.0.1:{self._server.port}\r\n\r\n".encode()
        )
        self.guesses += 1

    def _run(self) -> None:
        while not self._stop.is_set():
            for key, _ in self._selector.select(timeout=0.1):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                try:
                    answer = sock.recv(65536)
                    if answer:
                        for _ in range(answer.count(b"HTTP/1.1 ")):
                            self._guess(sock)
                        continue
                except OSError:
                    pass
                self._selector.unregister(sock)
                sock.close()
                self._open(str(key.data))


def register(session_id: str | None = None) -> bytes:
    """Flet's first message from a page: register, with a session id to come back to."""
    body = {"session_id": session_id, "page_name": "", "page": {"route": "/"}}
    return b"\x00" + msgpack.packb([1, body])


def registered_session(websocket: ClientConnection, session_id: str | None = None) -> str:
    """Register (coming back to ``session_id``) and return the session id Flet answers with."""
    websocket.send(register(session_id))
    answer = websocket.recv(timeout=15)
    assert isinstance(answer, bytes)
    action, body = msgpack.unpackb(answer[1:], strict_map_key=False)
    assert action == 1, (action, body)
    return str(body["session_id"])


def rss_kb(pid: int) -> int:
    """The resident memory of process ``pid``, in kB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError(f"no VmRSS for {pid}")
