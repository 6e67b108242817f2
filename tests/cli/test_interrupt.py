"""Ctrl+C stops the real web server with exit status 130, however it was started.

A shell starts a script's background job (``pytest ... &``) with SIGINT
ignored, and a child inherits that. The server stops on Ctrl+C all the same
(uvicorn installs its own handler), so its exit status must say it was
interrupted (130) there too, not 0 as after a normal end.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.app_env import app_env
from tests.launcher import READY_LINE, REPO, SERVER_START_TIMEOUT, free_port


def answers(port: int) -> bool:
    """Whether the server answers http: then uvicorn, not the inherited setting, takes Ctrl+C."""
    try:
        httpx.get(f"http://127.0.0.1:{port}/favicon.png", timeout=0.5)
    except httpx.HTTPError:
        return False
    return True


@pytest.mark.parametrize(
    ("ignored", "at_once"),
    [(False, False), (True, False), (False, True)],
    ids=["terminal", "background job", "the moment it says it runs"],
)
def test_ctrl_c_ends_the_server_with_130(tmp_path: Path, ignored: bool, at_once: bool) -> None:
    """``at_once``: Ctrl+C as soon as the terminal says so, before uvicorn has its handlers."""
    log = tmp_path / "server.log"
    env = app_env()
    command = [sys.executable, "-m", "scorekeeper", "--web", "--host", "127.0.0.1"]
    port = free_port()
    command += ["--port", str(port), "--data-dir", str(tmp_path / "data")]
    # An ignored signal stays ignored in a child: ignore it here for the moment of the start.
    inherited = signal.signal(signal.SIGINT, signal.SIG_IGN if ignored else signal.SIG_DFL)
    try:
        with log.open("wb") as out:
            process = subprocess.Popen(
                command, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT
            )
    finally:
        signal.signal(signal.SIGINT, inherited)
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while READY_LINE not in log.read_text(errors="replace") or not (at_once or answers(port)):
            assert process.poll() is None, log.read_text(errors="replace")
            assert time.monotonic() < deadline, "the app did not start"
            time.sleep(0.01 if at_once else 0.05)
        process.send_signal(signal.SIGINT)
        assert process.wait(15) == 130, log.read_text(errors="replace")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
