"""The one way a test starts the app: ``python -m scorekeeper --web ...`` in a process of its own.

Why one launcher: the browser tests, the http and websocket tests, the table on
the LAN and the benchmarks all start the app the way a user does (the command
line, the configuration and the web server are part of what they test), and five
copies of that start had drifted apart (what "ready" means, how a stop is
waited for, which log is read). Every start is counted in :data:`STARTS`, so the
suite's summary can say what its servers cost.

Each app is forked from a warm interpreter (``tests/app_forks.py``) that has the
app's imports done already, and then runs the package's ``__main__`` with its
arguments, as ``python -m scorekeeper`` does; only a start with code to run
``before`` the app gets a fresh interpreter.
"""

from __future__ import annotations

import functools
import ipaddress
import json
import os
import random
import re
import resource
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.app_env import app_env

REPO = Path(__file__).resolve().parents[1]
READY_LINE = "Press Ctrl+C to stop."
"""The last line the app prints before it serves."""
SERVER_START_TIMEOUT = 30.0
JOIN_SECRET = re.compile(r"\?join=([A-Za-z0-9_\-]+)")
STARTS: list[float] = []
"""Seconds each server start in this process took to serve, in order."""


PORTS = range(20_000, 32_000)
"""Where test servers listen: below the kernel's ephemeral ports (32768 and up on Linux).

Why not a port the kernel picks (``bind(0)``): it comes from the range the kernel
also takes the source port of every outgoing connection from, and with four test
processes' browsers and clients dialling, one of them took a just-picked port
before the app bound it ("Address already in use")."""
WORKER_SLICES = 8
"""Each pytest-xdist worker draws from its own slice of :data:`PORTS`."""


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port nobody listens on right now, from this test process's own slice."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    size = len(PORTS) // WORKER_SLICES
    first = PORTS.start + (int(worker) % WORKER_SLICES if worker.isdigit() else 0) * size
    for port in random.sample(range(first, first + size), 100):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind((host, port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {first}..{first + size - 1}")


def lan_address() -> str:
    """This machine's own IPv4 address on an interface other than loopback.

    Why: a phone at the table reaches the host by that address, not by 127.0.0.1,
    and a browser treats the two differently (a secure context, the clipboard).
    """
    out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, check=True).stdout
    for word in out.split():
        try:
            address = ipaddress.ip_address(word)
        except ValueError:
            continue
        if address.version == 4 and not address.is_loopback:
            return word
    pytest.fail(f"this machine has no IPv4 address besides loopback: {out!r}")


class _Forks:
    """This test process's fork server (``tests/app_forks.py``), started at its first app."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.app_forks"],
            cwd=REPO,
            env=app_env(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        self.exited: dict[int, int] = {}
        """pid -> exit status of each child that ended."""
        self._pending = b""
        self._reading = threading.Lock()
        """One reader of the pipe at a time (a benchmark's threads may poll its server)."""

    def fork(self, argv: list[str], log: Path, nofile: int | None) -> int:
        """A child running ``python -m scorekeeper ARGV``; its pid."""
        request = {"argv": argv, "env": app_env(), "cwd": str(REPO), "log": str(log)}
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps({**request, "nofile": nofile}) + "\n").encode())
        self.process.stdin.flush()
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while time.monotonic() < deadline:
            for message in self.read(deadline - time.monotonic()):
                if "started" in message:
                    return int(message["started"])
        raise RuntimeError(f"the fork server did not fork within {SERVER_START_TIMEOUT} s")

    def read(self, timeout: float) -> list[dict[str, Any]]:
        """The messages that arrive within ``timeout`` s (at least one, unless it passes)."""
        assert self.process.stdout is not None
        out = self.process.stdout.fileno()
        with self._reading:
            if not select.select([out], [], [], max(timeout, 0.0))[0]:
                return []
            chunk = os.read(out, 65536)
            if not chunk:
                raise RuntimeError(f"the fork server ended ({self.process.wait()})")
            self._pending += chunk
            *lines, self._pending = self._pending.split(b"\n")
            messages = [json.loads(line) for line in lines]
            self.exited.update({m["exited"]: m["status"] for m in messages if "exited" in m})
            return messages


@functools.cache
def _forks() -> _Forks:
    """This process's fork server, started when the first app is (one per test process)."""
    return _Forks()


class ForkedApp:
    """An app forked by the fork server: what tests use of ``subprocess.Popen``."""

    def __init__(self, forks: _Forks, pid: int) -> None:
        self._forks = forks
        self.pid = pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            self._forks.read(0)
            self.returncode = self._forks.exited.pop(self.pid, None)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while (code := self.poll()) is None:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise subprocess.TimeoutExpired(f"app {self.pid}", timeout or 0.0)
            self._forks.read(0.05 if left is None else min(left, 0.05))
        return code

    def send_signal(self, sig: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, sig)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


class AppServer:
    """The app in a subprocess on a free port and a data folder; stoppable and restartable.

    ``table`` adds ``--table`` (the join gate), ``config`` a ``flet.toml`` of the test's,
    ``descriptors`` a limit on open files (a Linux desktop has 1,024), ``host`` the
    address it listens on (``0.0.0.0``: every interface, as a table on the LAN), ``before``
    Python run in the process before the app (a benchmark's baseline undoes a fix with it).
    """

    def __init__(
        self,
        data_dir: Path,
        log_dir: Path,
        *,
        host: str = "127.0.0.1",
        table: bool = False,
        config: Path | None = None,
        descriptors: int | None = None,
        before: str = "",
    ) -> None:
        self.data_dir = data_dir
        self.before = before
        self.host = host
        self.table = table
        self.config = config
        self.descriptors = descriptors
        self.port = free_port()
        self._log_dir = log_dir
        self._runs = 0
        self.process: subprocess.Popen[bytes] | ForkedApp | None = None
        self.log = log_dir / "server.log"
        """What the latest process printed (``server.log``, then ``server-2.log``, ...)."""
        self.secret: str | None = None
        """The join secret the latest process printed (table mode), else None."""
        self.started_at = 0.0
        """``time.monotonic()`` when the latest process was launched."""
        self.ready_after = 0.0
        """Seconds from launch until the latest process served."""

    @property
    def url(self) -> str:
        """Where a browser on this machine opens the app."""
        return f"http://127.0.0.1:{self.port}/"

    @property
    def origin(self) -> str:
        """The app's own origin, as its page in a browser on this machine sends it."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def lan_origin(self) -> str:
        """The origin a phone on the LAN uses (needs ``host="0.0.0.0"``)."""
        return f"http://{lan_address()}:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def client(self) -> httpx.Client:
        """An http client that does not follow redirects (tests look at them)."""
        return httpx.Client(base_url=self.origin, follow_redirects=False, timeout=30)

    def start(self) -> float:
        """Launch the app and wait until it listens and has announced its address.

        Returns the seconds that took.
        """
        if self.running:
            raise RuntimeError("the server is already running")
        self._runs += 1
        self._log_dir.mkdir(parents=True, exist_ok=True)
        self.log = self._log_dir / ("server.log" if self._runs == 1 else f"server-{self._runs}.log")
        arguments = ["--web", "--host", self.host, "--port", str(self.port)]
        arguments += ["--data-dir", str(self.data_dir)]
        arguments += ["--table"] if self.table else []
        arguments += ["--config", str(self.config)] if self.config else []
        self.started_at = time.monotonic()
        self.log.write_bytes(b"")
        if self.before:
            self.process = self._launch(arguments)
        else:
            forks = _forks()
            self.process = ForkedApp(forks, forks.fork(arguments, self.log, self.descriptors))
        deadline = self.started_at + SERVER_START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"the app exited with {self.process.returncode}:\n{self.output()}")
            if READY_LINE in self.output() and self._accepts_connections():
                self.ready_after = time.monotonic() - self.started_at
                STARTS.append(self.ready_after)
                found = JOIN_SECRET.search(self.output())
                self.secret = found.group(1) if found else None
                return self.ready_after
            time.sleep(0.05)
        self.stop(strict=False)
        pytest.fail(f"the app was not ready within {SERVER_START_TIMEOUT} s:\n{self.output()}")

    def _launch(self, arguments: list[str]) -> subprocess.Popen[bytes]:
        """A fresh interpreter: what runs ``before`` the app must run before its imports."""
        run_app = (
            "import runpy; runpy.run_module('scorekeeper', run_name='__main__', alter_sys=True)"
        )
        command = [sys.executable, "-c", f"{self.before}\n{run_app}", *arguments]
        descriptors = self.descriptors

        def limit_descriptors() -> None:
            if descriptors is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

        with self.log.open("ab") as log:
            return subprocess.Popen(
                command,
                cwd=REPO,
                env=app_env(),
                stdout=log,
                stderr=subprocess.STDOUT,
                preexec_fn=limit_descriptors,  # noqa: PLW1509  (no threads are started before)
            )

    def _accepts_connections(self) -> bool:
        try:
            probe = "127.0.0.1" if self.host in ("0.0.0.0", "::") else self.host
            with socket.create_connection((probe, self.port), timeout=0.2):
                return True
        except OSError:
            return False

    def stop(self, timeout: float = 15.0, *, strict: bool = True) -> int:
        """Stop it as Ctrl+C does and return its exit status (130 after Ctrl+C).

        ``strict``: a server that ignores Ctrl+C for ``timeout`` fails the test (it is
        killed either way).
        """
        process, self.process = self.process, None
        if process is None:
            return 0
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                if strict:
                    pytest.fail(f"the app ignored Ctrl+C for {timeout} s:\n{self.output()}")
        return int(process.returncode)

    @property
    def running(self) -> bool:
        """Whether the latest process is still alive."""
        return self.process is not None and self.process.poll() is None

    def output(self) -> str:
        """Everything the latest process printed."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def started(data_dir: Path, log_dir: Path, **options: object) -> AppServer:
    """A new :class:`AppServer` (``options`` as its constructor's), already serving."""
    server = AppServer(data_dir, log_dir, **options)  # type: ignore[arg-type]
    server.start()
    return server
