"""A phone hosts the table: the switch's server, from "Host this table" on until off.

:class:`TableHost` runs the table server (:mod:`scorekeeper.web.table_server`:
the live page, the join gate and the limits, on uvicorn without extras) on a
thread of its own, so the app's event loop stays Flet's, from
:meth:`TableHost.start` until :meth:`TableHost.stop`, which the switch calls
when it is turned off and the app when its session closes. The server's
modules (uvicorn, the live page) are loaded only when the switch is first
turned on: an app that never hosts starts without them.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from scorekeeper.config import AppConfig
from scorekeeper.services.addresses import live_address
from scorekeeper.services.games import GameService
from scorekeeper.services.table_secret import table_secret
from scorekeeper.web.listening import bind

if TYPE_CHECKING:
    import uvicorn

__all__ = ["HostedTable", "TableHost"]

START_SECONDS: Final = 10.0
"""How long :meth:`TableHost.start` waits for the server to listen before it gives up."""
STOP_WAIT_SECONDS: Final = 6.0
"""How long :meth:`TableHost.stop` waits for the server's thread (open pages are told at once)."""


@dataclass(frozen=True, slots=True)
class HostedTable:
    """A running table server: where it listens, and the join address with the secret."""

    base_url: str
    join_address: str


class TableHost:
    """Starts and stops the phone's table server; one at a time, from any thread."""

    def __init__(
        self,
        config: AppConfig,
        games: GameService,
        host_language: Callable[[], str],
        *,
        font: Path | None = None,
    ) -> None:
        self._config = config
        self._games = games
        self._host_language = host_language
        self._font = font
        self._lock = threading.Lock()
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._hosted: HostedTable | None = None

    @property
    def hosted(self) -> HostedTable | None:
        """The running server, or None."""
        return self._hosted

    def start(self, lan: str) -> HostedTable:
        """Serve the table on ``lan`` (the phone's Wi-Fi address) at the configured port.

        Raises ``OSError`` when the port is taken or the address is not this
        device's; returns the running server when one already runs.
        """
        with self._lock:
            if self._hosted is not None:
                return self._hosted
            config = AppConfig(
                data_dir=self._config.data_dir, host=lan, port=self._config.port, table=True
            )
            from scorekeeper.web import table_server  # noqa: PLC0415 - only once hosting

            sock = bind(lan, config.port)
            closing = table_server.Closing()
            app = table_server.table_app(
                config, self._games, lan, self._host_language, font=self._font, closing=closing
            )
            server = table_server.server(app, closing)
            thread = threading.Thread(
                target=_serve, args=(server, sock), name="table-host", daemon=True
            )
            thread.start()
            base = (
                f"http://[{lan}]:{config.port}/" if ":" in lan else f"http://{lan}:{config.port}/"
            )
            if not _started(server, thread):
                server.should_exit = True
                thread.join(START_SECONDS)
                raise OSError(f"the table server on {base} did not start")
            self._server, self._thread = server, thread
            secret = table_secret(config.data_dir).current()
            self._hosted = HostedTable(base, live_address(base, secret))
            return self._hosted

    def stop(self) -> None:
        """Stop serving: open live pages end, the address refuses. Nothing when none runs."""
        with self._lock:
            server, thread = self._server, self._thread
            self._server = self._thread = self._hosted = None
        if server is None or thread is None:
            return
        server.should_exit = True
        thread.join(STOP_WAIT_SECONDS)


def _serve(server: uvicorn.Server, sock: socket.socket) -> None:
    with contextlib.closing(sock):
        asyncio.run(server.serve(sockets=[sock]))


def _started(server: uvicorn.Server, thread: threading.Thread) -> bool:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if server.started:
            return True
        if not thread.is_alive():
            return False
        time.sleep(0.01)
    return False
