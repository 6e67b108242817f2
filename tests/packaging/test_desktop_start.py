"""The window start (``scorekeeper`` with the ``[desktop]`` extra) when Flet's client cannot be had.

``flet-desktop`` fetches its client on the first start. Here that fetch fails
for real: the client's address (``FLET_CLIENT_URL``, flet-desktop's own
override) is a local port nobody listens on, and the home folder, where the
client is kept once fetched, is a fresh one. The app must say so in one line
and serve the browser, as it does without the extra, instead of stopping.
"""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from scorekeeper.start.desktop import desktop_client_problem
from tests.app_env import app_env
from tests.launcher import free_port

REPO = Path(__file__).resolve().parents[2]


def test_offline_the_window_start_says_so_and_serves_the_browser(tmp_path: Path) -> None:
    port, nobody = free_port(), free_port()
    home = tmp_path / "home"
    home.mkdir()
    env = app_env() | {
        "DISPLAY": ":99",
        "HOME": str(home),
        "FLET_CLIENT_URL": f"http://127.0.0.1:{nobody}/flet-linux.tar.gz",
    }
    command = [sys.executable, "-m", "scorekeeper", "--port", str(port), "--no-browser"]
    command += ["--data-dir", str(tmp_path / "data")]
    with subprocess.Popen(
        command, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    ) as process:
        try:
            deadline, page = time.monotonic() + 60, ""
            while time.monotonic() < deadline and process.poll() is None:
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as reply:
                        page = reply.read().decode("utf-8", "replace")
                    break
                except OSError:
                    time.sleep(0.2)
            alive = process.poll() is None
        finally:
            process.terminate()
            output, _ = process.communicate(timeout=15)
    assert alive, output
    said = [line for line in output.splitlines() if "desktop client" in line]
    assert len(said) == 1, output
    assert "could not be fetched" in said[0]
    assert "serving the app to a browser instead" in said[0]
    assert "Connection refused" in said[0] or "URLError" in said[0], said[0]
    assert f"Scorekeeper is running at http://127.0.0.1:{port}" in output
    assert "Opening the Scorekeeper window" not in output
    assert "<html" in page.lower()
    clients = home / ".flet" / "client"
    assert not clients.exists() or not any(clients.iterdir()), "nothing half-fetched is kept"


def test_a_developers_own_client_is_taken_as_it_is() -> None:
    assert desktop_client_problem({"FLET_VIEW_PATH": "/opt/flet"}) is None
