"""``python -m scorekeeper.ui.main`` started the way a built phone app starts it.

The environment is what Flet's shell gives the Python side of an Android build:
``FLET_PLATFORM``, the socket to serve (``FLET_SERVER_UDS_PATH``) and the app's
storage (``FLET_APP_STORAGE_DATA``). The packages a phone does not have (flet-web,
uvicorn, FastAPI, zxing-cpp, flet-desktop) are made unimportable, as they are in
the phone build. A client speaking Flet's protocol then connects over that
socket and must receive the home screen, with the games kept in the app's storage.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from flet.messaging.protocol import MessageAction

from scorekeeper.ui import keys
from tests.app_env import app_env
from tests.packaging.flet_client import messages, register, strings, wait_for_socket

REPO = Path(__file__).resolve().parents[2]
NOT_ON_PHONES = ("flet_web", "uvicorn", "fastapi", "zxingcpp", "flet_desktop")

BLOCKER = f'''
"""Makes the packages a phone build does not have unimportable (test only)."""
import importlib.abc
import sys

class _NotOnPhones(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {NOT_ON_PHONES!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}} (not on a phone)")
        return None

sys.meta_path.insert(0, _NotOnPhones())
'''


@pytest.fixture
def phone_app(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], Path, Path]]:
    """The app as a built Android app starts it; yields (process, socket, storage)."""
    blocker = tmp_path / "phone-site"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(BLOCKER)
    sock = tmp_path / "flet.sock"
    storage = tmp_path / "app-storage"
    env = app_env() | {
        "FLET_PLATFORM": "android",
        "FLET_SERVER_UDS_PATH": str(sock),
        "FLET_APP_STORAGE_DATA": str(storage),
        "PYTHONPATH": str(blocker),
    }
    log = (tmp_path / "app.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper.ui.main"],
        cwd=REPO,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        yield process, sock, storage
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()
        output = (tmp_path / "app.log").read_text(errors="replace")
        assert "Traceback" not in output, output


def test_a_phone_build_serves_the_home_screen_over_flets_socket(
    phone_app: tuple[subprocess.Popen[bytes], Path, Path],
) -> None:
    process, sock, storage = phone_app
    client = wait_for_socket(sock, timeout=60)
    try:
        register(client)
        seen: list[str] = []
        actions: list[MessageAction] = []
        for action, body in messages(client, timeout=10):
            actions.append(action)
            seen += strings(body)
            if keys.HOME_NEW_GAME in seen:
                break
    finally:
        client.close()
    assert process.poll() is None, "the app stopped instead of serving the socket"
    assert MessageAction.REGISTER_CLIENT in actions
    assert MessageAction.SESSION_CRASHED not in actions, seen
    assert keys.HOME_VIEW in seen
    assert keys.HOME_NEW_GAME in seen
    assert "Scorekeeper" in seen
    assert (storage / "settings.json").exists() or any(storage.iterdir()), (
        "the games are not kept in the app's storage"
    )


def test_without_zxing_a_phone_reads_codes_with_zbar(tmp_path: Path) -> None:
    blocker = tmp_path / "phone-site"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(BLOCKER)
    script = (
        "from scorekeeper.sharing import decoders\n"
        "from scorekeeper.sharing.decode import read_code_texts_in_file\n"
        "from scorekeeper.sharing.qr import render_png\n"
        "print(decoders.preferred().name, read_code_texts_in_file(render_png('SKG1:ABC')))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(blocker), FLET_PLATFORM="android")
    result = subprocess.run(
        [sys.executable, "-c", script],
        check=False,
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout.split() == ["zbar", "['SKG1:ABC']"], result.stderr
