"""A phone app started as a built Android app starts, with "Host this table" to switch.

What a phone carries (``main.py``, ``scorekeeper/``, ``assets/``, a ``flet.toml``
with a free port) is copied to a folder of its own and started there in the
phone's environment (``FLET_PLATFORM``, the app's storage, the socket Flet names),
with the packages a phone does not have made unimportable
(:data:`tests.packaging.test_embedded_start.BLOCKER`). A client speaking Flet's
protocol opens the invite screen and flips the switch as the Flutter shell
would: the new value, then the change event. The join address the screen then
shows is what another phone scans.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from flet.messaging.protocol import MessageAction

from scorekeeper.services.addresses import lan_address
from scorekeeper.ui.invite import keys
from tests.app_env import app_env
from tests.launcher import free_port
from tests.packaging.flet_client import messages, register, send, strings, wait_for_socket

REPO = Path(__file__).resolve().parents[2]
CARRIED = ("main.py", "scorekeeper", "assets")
SCREEN_SECONDS = 20.0


def _blocker() -> str:
    from tests.packaging.test_embedded_start import BLOCKER

    return BLOCKER


def _find(value: Any, key: str) -> dict[str, Any] | None:
    """The control with ``key`` anywhere in a decoded patch."""
    if isinstance(value, dict):
        if value.get("key") == key and "_i" in value:
            return value
        items = list(value.values())
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        return None
    for item in items:
        found = _find(item, key)
        if found is not None:
            return found
    return None


@dataclass
class HostingPhone:
    """The started app, its Flet client, and what its invite screen showed."""

    process: subprocess.Popen[bytes]
    client: socket.socket
    lan: str
    port: int
    log: Path
    switch_id: int = 0
    seen: list[str] = field(default_factory=list)

    @property
    def base(self) -> str:
        return f"http://{self.lan}:{self.port}/"

    def read_until(self, wanted: str, timeout: float = SCREEN_SECONDS) -> list[str]:
        """Strings received until one starts with ``wanted`` (or the app goes quiet)."""
        seen: list[str] = []
        for action, body in messages(self.client, timeout=timeout):
            assert action is not MessageAction.SESSION_CRASHED, body
            if not self.switch_id:
                found = _find(body, keys.HOST_SWITCH)
                self.switch_id = int(found["_i"]) if found else 0
            seen += strings(body)
            if any(text.startswith(wanted) for text in seen):
                break
        self.seen += seen
        return seen

    def switch(self, on: bool) -> None:
        """Flip "Host this table" as the Flutter shell does."""
        assert self.switch_id, "no Host this table switch on the screen"
        props = {"id": self.switch_id, "props": {"value": on}}
        send(self.client, MessageAction.UPDATE_CONTROL_PROPS, props)
        event = {"target": self.switch_id, "name": "change", "data": str(on).lower()}
        send(self.client, MessageAction.CONTROL_EVENT, event)

    def host(self) -> str:
        """Switch on; the join address the screen shows."""
        self.switch(True)
        prefix = f"{self.base}live/?join="
        shown = [text for text in self.read_until(prefix) if text.startswith(prefix)]
        assert shown, f"no join address shown:\n{self.seen}\n{self.log.read_text()}"
        return shown[0]

    def stop_hosting(self) -> None:
        """Switch off; what the screen shows then (read until the app goes quiet)."""
        self.switch(False)
        self.read_until("\0", timeout=3.0)


def start_hosting_phone(folder: Path) -> HostingPhone:
    """Copy what a phone carries to ``folder``, start it, open the invite screen."""
    lan = lan_address()
    assert lan is not None, "this machine has no network address to host on"
    port = free_port(lan)
    app = folder / "app"
    app.mkdir(parents=True)
    for name in CARRIED:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, app / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, app / name)
    (app / "flet.toml").write_text(f'[app]\nport = {port}\nassets_dir = "assets"\n')
    site = folder / "phone-site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(_blocker())
    uds = folder / "flet.sock"
    env = app_env() | {
        "FLET_PLATFORM": "android",
        "FLET_APP_STORAGE_DATA": str(folder / "storage"),
        "FLET_SERVER_UDS_PATH": str(uds),
        "PYTHONPATH": str(site),
    }
    log = folder / "app.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "main.py"], cwd=app, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    client = wait_for_socket(uds, timeout=60)
    register(client, route="/invite")
    phone = HostingPhone(process, client, lan, port, log)
    phone.read_until(keys.HOST_SWITCH)
    return phone


def stop(phone: HostingPhone) -> str:
    """End the app; its output (which must hold no traceback)."""
    phone.client.close()
    phone.process.terminate()
    phone.process.wait(timeout=10)
    return phone.log.read_text(errors="replace")
