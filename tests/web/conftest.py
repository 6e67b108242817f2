"""The real app as a subprocess on 127.0.0.1 and a free port, for plain http and websocket clients.

No browser: these tests speak http and websockets the way a browser (or an
attacker's script) would, against ``python -m scorekeeper --web`` with a
private data folder. Table mode is switched on with ``--table`` while the
server stays on loopback, so no traffic ever leaves the machine.
"""

from __future__ import annotations

import re
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from tests.app_env import app_env
from tests.e2e.conftest import READY_LINE, REPO, SERVER_START_TIMEOUT, free_port

JOIN_SECRET = re.compile(r"\?join=([A-Za-z0-9_\-]+)")


class Server:
    """One started app; ``secret`` is the join secret it printed (table mode)."""

    def __init__(
        self,
        data_dir: Path,
        log: Path,
        *,
        table: bool,
        config: Path | None = None,
        descriptors: int | None = None,
    ) -> None:
        """``descriptors``: the server's limit on open files (a Linux desktop has 1,024)."""
        self.data_dir = data_dir
        self.port = free_port()
        self.log = log
        env = app_env()
        command = [sys.executable, "-m", "scorekeeper", "--web", "--host", "127.0.0.1"]
        command += ["--port", str(self.port), "--data-dir", str(data_dir)]
        command += ["--table"] if table else []
        command += ["--config", str(config)] if config else []

        def limit_descriptors() -> None:
            if descriptors is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

        with log.open("wb") as out:
            self.process = subprocess.Popen(
                command,
                cwd=REPO,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                preexec_fn=limit_descriptors,  # noqa: PLW1509  (no threads are started before)
            )
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while READY_LINE not in self.output() or not self._answers():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                pytest.fail(f"the app did not start:\n{self.output()}")
            time.sleep(0.05)
        found = JOIN_SECRET.search(self.output())
        self.secret = found.group(1) if found else None

    @property
    def origin(self) -> str:
        """The app's own origin, as its page in a browser would send it."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def client(self) -> httpx.Client:
        """An http client that does not follow redirects (tests look at them)."""
        return httpx.Client(base_url=self.origin, follow_redirects=False, timeout=30)

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def _answers(self) -> bool:
        try:
            httpx.get(f"{self.origin}/favicon.png", timeout=0.5)
        except httpx.HTTPError:
            return False
        return True

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def start_server(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """``start_server(table=True)``: a started app on its own data folder; stopped afterwards."""
    servers: list[Server] = []

    def start(
        *, table: bool = False, data_dir: Path | None = None, descriptors: int | None = None
    ) -> Server:
        number = len(servers) + 1
        server = Server(
            data_dir or tmp_path / f"data-{number}",
            tmp_path / f"server-{number}.log",
            table=table,
            descriptors=descriptors,
        )
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The app as anyone starts it: this computer only, no table mode (one per test module)."""
    folder = tmp_path_factory.mktemp("server")
    started = Server(folder / "data", folder / "server.log", table=False)
    yield started
    started.stop()


@pytest.fixture
def table(start_server: Callable[..., Server]) -> Server:
    """The app in table mode (still on loopback)."""
    started = start_server(table=True)
    assert started.secret, f"no join address printed:\n{started.output()}"
    return started
