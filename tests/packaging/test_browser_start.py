"""The README's run command opens the default browser at the app's address.

Started exactly as a user starts it, with a screen (``DISPLAY``) and Python's
``BROWSER`` variable naming a stand-in browser that writes down the address it
was asked to open. Under CI, without a screen or with ``--no-browser``, nothing
opens.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.start.launch import browser_wanted
from tests.launcher import free_port

REPO = Path(__file__).resolve().parents[2]


def start_app(tmp_path: Path, *flags: str, **env_changes: str) -> tuple[Path, str]:
    """Run ``scorekeeper --web`` until it serves; return the stand-in's record and the output."""
    opened = tmp_path / "opened.txt"
    fake = tmp_path / "fake-browser"
    fake.write_text(f'#!/bin/sh\necho "$1" >> {opened}\n')
    fake.chmod(0o755)
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "FLET_PLATFORM")}
    env |= {"DISPLAY": ":99", "BROWSER": f"{fake} %s"} | env_changes
    command = [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port)]
    command += ["--data-dir", str(tmp_path / "data"), *flags]
    with subprocess.Popen(
        command, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    ) as process:
        try:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.2)
            time.sleep(1.5)  # time enough for a browser to be asked
        finally:
            process.terminate()
            output, _ = process.communicate(timeout=15)
    return opened, output


def test_with_a_screen_the_browser_opens_at_the_apps_address(tmp_path: Path) -> None:
    opened, output = start_app(tmp_path)
    assert opened.exists(), output
    (url,) = opened.read_text().split()
    assert url.startswith("http://127.0.0.1:")
    assert f"Scorekeeper is running at {url}" in output


@pytest.mark.parametrize(
    ("flags", "env"),
    [(("--no-browser",), {}), ((), {"CI": "true"}), ((), {"DISPLAY": ""})],
    ids=["--no-browser", "CI", "no screen"],
)
def test_no_browser_opens_when_asked_not_to_or_without_a_screen(
    tmp_path: Path, flags: tuple[str, ...], env: dict[str, str]
) -> None:
    opened, output = start_app(tmp_path, *flags, **env)
    assert "Scorekeeper is running at" in output
    assert not opened.exists()


@pytest.mark.parametrize(
    ("environ", "system", "expected"),
    [
        ({}, "Windows", True),
        ({}, "Darwin", True),
        ({}, "Linux", False),
        ({"DISPLAY": ":0"}, "Linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "Linux", True),
        ({"DISPLAY": ":0", "CI": "true"}, "Linux", False),
        ({"CI": "1"}, "Windows", False),
        ({"DISPLAY": ":0", "CI": "false"}, "Linux", True),
    ],
)
def test_browser_wanted(environ: dict[str, str], system: str, expected: bool) -> None:
    assert browser_wanted(environ, system) is expected
