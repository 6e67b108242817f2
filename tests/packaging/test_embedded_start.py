"""The app started the way a built phone app starts it, over both of Flet's channels.

The environment is what Flet's shell gives the Python side of an Android build:
``FLET_PLATFORM``, the channel to serve and the app's storage
(``FLET_APP_STORAGE_DATA``); the entry is the top-level ``main.py`` that
``flet build`` runs (``[tool.flet.app] module = "main"``). The channel is either
the one a built app uses, ``FLET_DART_BRIDGE_PORT`` (served by Flet's own
``FletDartBridgeServer`` through ``bridge_site/dart_bridge.py``, a relay in place
of the native module only a built app has), or the socket ``flet run`` uses,
``FLET_SERVER_UDS_PATH``. The packages a phone does not have (flet-web, FastAPI,
the websockets package, uvicorn's C speed-ups, zxing-cpp, flet-desktop) are made
unimportable, as they are in the phone build; uvicorn itself is there (the table
server of "Host this table", ``test_phone_host.py``). A client speaking Flet's
protocol then registers and must receive the home screen, or, when the start
fails, a screen that says why.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from flet.messaging.protocol import MessageAction

from scorekeeper.i18n import Catalog
from scorekeeper.storage.locking import FolderLock
from scorekeeper.ui import keys
from scorekeeper.ui.startup import keys as startup_keys
from tests.app_env import app_env
from tests.packaging.flet_client import messages, register, strings, wait_for_socket

REPO = Path(__file__).resolve().parents[2]
BRIDGE_SITE = Path(__file__).resolve().parent / "bridge_site"
NOT_ON_PHONES = (
    "flet_web",
    "fastapi",
    "websockets",
    "httptools",
    "uvloop",
    "zxingcpp",
    "flet_desktop",
)
TRANSPORTS = ("bridge", "socket")
CATALOG = Catalog.load()

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
NO_FCNTL = 'sys.modules["fcntl"] = None  # as on Windows\n'


@dataclass
class PhoneApp:
    """A started app and how to reach it."""

    process: subprocess.Popen[bytes]
    connect: Callable[[], socket.socket]
    storage: Path
    log: Path


@pytest.fixture
def start_phone_app(tmp_path: Path) -> Iterator[Callable[..., PhoneApp]]:
    """Start the app as a built Android app does; call with the transport to use."""
    started: list[tuple[PhoneApp, socket.socket | None]] = []

    def start(
        transport: str,
        *,
        storage: Path | None = None,
        fcntl: bool = True,
        entry: tuple[str, ...] = ("main.py",),
    ) -> PhoneApp:
        site = tmp_path / f"phone-site-{len(started)}"
        site.mkdir()
        (site / "sitecustomize.py").write_text(BLOCKER + ("" if fcntl else NO_FCNTL))
        storage = storage or tmp_path / "app-storage"
        env = app_env() | {"FLET_PLATFORM": "android", "FLET_APP_STORAGE_DATA": str(storage)}
        listener: socket.socket | None = None
        if transport == "bridge":
            listener = socket.create_server(("127.0.0.1", 0))
            listener.settimeout(60)
            env |= {
                "FLET_DART_BRIDGE_PORT": "4242",
                "SCOREKEEPER_TEST_BRIDGE": str(listener.getsockname()[1]),
                "PYTHONPATH": os.pathsep.join([str(site), str(BRIDGE_SITE)]),
            }
        else:
            sock = tmp_path / f"flet-{len(started)}.sock"
            env |= {"FLET_SERVER_UDS_PATH": str(sock), "PYTHONPATH": str(site)}
        log = tmp_path / f"app-{len(started)}.log"
        with log.open("wb") as out:
            process = subprocess.Popen(
                [sys.executable, *entry], cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT
            )

        def connect() -> socket.socket:
            if listener is not None:
                client, _ = listener.accept()
                return client
            return wait_for_socket(sock, timeout=60)

        app = PhoneApp(process, connect, storage, log)
        started.append((app, listener))
        return app

    yield start
    for app, listener in started:
        app.process.terminate()
        app.process.wait(timeout=10)
        if listener is not None:
            listener.close()
        output = app.log.read_text(errors="replace")
        assert "Traceback" not in output, output


def first_screen(app: PhoneApp, until: str, timeout: float = 10) -> tuple[list[str], list[int]]:
    """Register as the shell does; every string and action received until ``until``."""
    client = app.connect()
    try:
        register(client)
        seen: list[str] = []
        actions: list[int] = []
        for action, body in messages(client, timeout=timeout):
            actions.append(action)
            seen += strings(body)
            if until in seen:
                break
    finally:
        client.close()
    return seen, actions


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_phone_build_serves_the_home_screen(
    start_phone_app: Callable[..., PhoneApp], transport: str
) -> None:
    app = start_phone_app(transport)
    seen, actions = first_screen(app, until=keys.HOME_NEW_GAME)
    assert app.process.poll() is None, "the app stopped instead of serving the channel"
    assert MessageAction.REGISTER_CLIENT in actions
    assert MessageAction.SESSION_CRASHED not in actions, seen
    assert keys.HOME_VIEW in seen
    assert keys.HOME_NEW_GAME in seen
    assert "Scorekeeper" in seen
    assert (app.storage / "index.json").is_file(), "the games are not kept in the app's storage"


def test_without_fcntl_the_phone_start_serves_the_home_screen(
    start_phone_app: Callable[..., PhoneApp],
) -> None:
    """What ``flet build windows`` runs: no fcntl there."""
    app = start_phone_app("bridge", fcntl=False)
    seen, actions = first_screen(app, until=keys.HOME_NEW_GAME)
    assert MessageAction.SESSION_CRASHED not in actions, seen
    assert keys.HOME_NEW_GAME in seen
    assert (app.storage / ".scorekeeper.lock").is_file()


def nl(key: str) -> str:
    return CATALOG.translate(key, "nl")


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_folder_held_by_another_app_is_shown_in_the_players_language(
    start_phone_app: Callable[..., PhoneApp], tmp_path: Path, transport: str
) -> None:
    storage = tmp_path / "held"
    storage.mkdir()
    (storage / "settings.json").write_text(json.dumps({"language": "nl"}))
    lock = FolderLock.acquire(storage)
    try:
        app = start_phone_app(transport, storage=storage)
        seen, actions = first_screen(app, until=startup_keys.STARTUP_TODO)
    finally:
        lock.release()
    assert app.process.poll() is None, "the app closed instead of showing why"
    assert MessageAction.SESSION_CRASHED not in actions, seen
    assert startup_keys.STARTUP_FAILURE_VIEW in seen
    assert nl("startup.title") in seen
    assert nl("startup.locked.what") in seen
    assert nl("startup.locked.todo") in seen
    assert "is in use by another Scorekeeper" in " ".join(seen)
    assert "scorekeeper: cannot start:" in app.log.read_text()


def test_a_data_folder_that_cannot_be_made_is_shown_not_exited(
    start_phone_app: Callable[..., PhoneApp], tmp_path: Path
) -> None:
    """No saved language and no answer from the device: English."""
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    app = start_phone_app("bridge", storage=blocked)
    seen, _ = first_screen(app, until=startup_keys.STARTUP_TODO)
    assert app.process.poll() is None
    assert CATALOG.translate("startup.unreadable.what", "en") in seen
    assert CATALOG.translate("startup.folder", "en", folder=blocked) in seen


def test_games_saved_by_a_newer_version_are_shown_and_left_alone(
    start_phone_app: Callable[..., PhoneApp], tmp_path: Path
) -> None:
    storage = tmp_path / "newer"
    storage.mkdir()
    index = storage / "index.json"
    index.write_text('{"meta": {"1": {"schema": 99}}, "games": {}}')
    (storage / "settings.json").write_text(json.dumps({"language": "de"}))
    app = start_phone_app("socket", storage=storage)
    seen, _ = first_screen(app, until=startup_keys.STARTUP_TODO)
    assert CATALOG.translate("startup.newer.what", "de") in seen
    assert CATALOG.translate("startup.newer.todo", "de") in seen
    assert index.read_text() == '{"meta": {"1": {"schema": 99}}, "games": {}}'


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


def test_a_damaged_settings_file_is_said_over_the_home_screen(
    start_phone_app: Callable[..., PhoneApp], tmp_path: Path
) -> None:
    storage = tmp_path / "damaged-settings"
    storage.mkdir()
    (storage / "settings.json").write_text('{"language": "nl", ')
    app = start_phone_app("bridge", storage=storage)
    seen, actions = first_screen(app, until=startup_keys.SETTINGS_DAMAGED_OK)
    assert MessageAction.SESSION_CRASHED not in actions, seen
    assert keys.HOME_NEW_GAME in seen  # the app runs on, with standard settings
    assert startup_keys.SETTINGS_DAMAGED_DIALOG in seen
    assert CATALOG.translate("startup.settings.what", "en") in seen
    assert CATALOG.translate("startup.settings.todo", "en") in seen
    assert any("is not valid JSON" in text for text in seen)
