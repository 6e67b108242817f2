"""The QR codes show on a phone that joined over plain http on the LAN.

Chromium does not count ``http://<this machine's LAN address>`` as a secure
context (127.0.0.1 is one), and there the invite and share codes came out as a
blank white square. The server runs in table mode on every interface of this
machine; the phone joins at this machine's own non-loopback address (never
another machine) and a real decoder reads the code off the screen.
"""

from __future__ import annotations

import ipaddress
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Browser

from scorekeeper.ui import keys
from scorekeeper.ui.invite import keys as invite_keys
from tests.app_env import app_env

from ..conftest import PHONE, READY_LINE, REPO, SERVER_START_TIMEOUT, STEP_TIMEOUT_MS, WebApp

pytestmark = pytest.mark.e2e

JOIN_SECRET = re.compile(r"\?join=([A-Za-z0-9_\-]+)")


def lan_address() -> str:
    """This machine's own IPv4 address on an interface other than loopback."""
    out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, check=True).stdout
    for word in out.split():
        try:
            address = ipaddress.ip_address(word)
        except ValueError:
            continue
        if address.version == 4 and not address.is_loopback:
            return word
    pytest.fail(f"this machine has no IPv4 address besides loopback: {out!r}")


class LanTable:
    """The app in table mode on every interface, and how a phone on the LAN reaches it."""

    def __init__(self, data_dir: Path, log: Path) -> None:
        with socket.socket() as sock:
            sock.bind(("0.0.0.0", 0))
            self.port = int(sock.getsockname()[1])
        self.log = log
        self.origin = f"http://{lan_address()}:{self.port}"
        command = [sys.executable, "-m", "scorekeeper", "--web", "--host", "0.0.0.0"]
        command += ["--port", str(self.port), "--data-dir", str(data_dir), "--table"]
        with log.open("wb") as out:
            self.process = subprocess.Popen(
                command, cwd=REPO, env=app_env(), stdout=out, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while READY_LINE not in self.output():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                pytest.fail(f"the app did not start:\n{self.output()}")
            time.sleep(0.05)
        found = JOIN_SECRET.search(self.output())
        assert found, self.output()
        self.secret = found.group(1)

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def table(tmp_path: Path) -> Iterator[LanTable]:
    server = LanTable(tmp_path / "data", tmp_path / "server.log")
    yield server
    server.stop()


def test_the_invite_code_reads_on_a_phone_joined_over_plain_http(
    table: LanTable, browser: Browser
) -> None:
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)  # type: ignore[arg-type]
    try:
        app = WebApp(context, table, url=f"{table.origin}/?join={table.secret}")  # type: ignore[arg-type]
        app.open()
        assert app.page.evaluate("() => window.isSecureContext") is False
        app.by_id(keys.HOME_NEW_GAME).first.wait_for(state="visible", timeout=30_000)
        app.click(id=invite_keys.HOME_INVITE)
        app.by_id(invite_keys.INVITE_ADDRESS).first.wait_for(
            state="attached", timeout=STEP_TIMEOUT_MS
        )
        app.page.wait_for_timeout(1000)
        with Image.open(app.screenshot("invite-over-plain-http")) as image:
            result = zxingcpp.read_barcode(image)
        assert result is not None, "no readable QR code on the invite screen over plain http"
        assert str(result.text).startswith(table.origin)
    finally:
        context.close()
