"""Revoking on a full disk (issue 21, point 6): the screen says so, and the phones are shut out.

The disk is made full where a real one reports it: ``fsync`` of the new secret's
file fails with ENOSPC (delayed allocation, the usual way a full disk surfaces),
and the real write path around it (temporary file, clean-up) runs as in use.
The gate is the real server's: the app's ASGI stack under uvicorn with our
settings, on 127.0.0.1 in this process, so the patched disk is the server's.
"""

from __future__ import annotations

import errno
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import flet as ft
import httpx
import pytest
import uvicorn

from scorekeeper.compose.root import create_main
from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.services.store import open_repository
from scorekeeper.services.table_secret import (
    SecretNotSavedError,
    current_secret,
    renew_secret,
    table_secret,
)
from scorekeeper.storage import atomic_storage
from scorekeeper.storage.join_secret import JOIN_FILE
from scorekeeper.ui.invite import keys
from scorekeeper.web.join import cookie_name
from scorekeeper.web.listening import bind
from scorekeeper.web.server import build_web_app, server_config
from tests.launcher import free_port
from tests.ui.harness import UiHarness


def full_disk() -> Any:
    """``fsync`` fails as on a full disk, for every file written from now on."""

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    return mock.patch.object(atomic_storage.os, "fsync", no_space)


class InProcessServer:
    """The app's web stack under uvicorn with the server's settings, in a thread."""

    def __init__(self, data_dir: Path) -> None:
        self.port = free_port()
        config = AppConfig(data_dir=data_dir, port=self.port, table=True, compress=False)

        def main(page: ft.Page) -> None:
            page.add(ft.Text("in"))

        app = build_web_app(main, config, before_main=lambda page: None, app_name="test")
        sock = bind("127.0.0.1", self.port)
        self.server = uvicorn.Server(server_config(app))
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [sock]}, daemon=True
        )
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        assert self.server.started

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=f"http://127.0.0.1:{self.port}", timeout=30)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(15)


@pytest.fixture
def in_process(tmp_path: Path) -> Iterator[InProcessServer]:
    server = InProcessServer(tmp_path / "data")
    yield server
    server.stop()


def test_a_revoke_that_cannot_be_saved_still_shuts_the_phones_out(
    in_process: InProcessServer, tmp_path: Path
) -> None:
    data_dir = tmp_path / "data"
    old = current_secret(data_dir)
    with in_process.client() as client:
        joined = client.get(f"/?join={old}", follow_redirects=False)
        assert joined.status_code == 303
        name = cookie_name(in_process.port)
        cookie = {"Cookie": f"{name}={joined.cookies[name]}"}
        assert client.get("/", headers=cookie).status_code == 200
        with full_disk(), pytest.raises(SecretNotSavedError) as failed:
            renew_secret(data_dir)
        assert "No space left on device" in str(failed.value)
        new = current_secret(data_dir)
        assert new != old
        assert client.get("/", headers=cookie).status_code == 401, "the old cookie still works"
        assert client.get(f"/?join={old}", follow_redirects=False).status_code == 403
        assert client.get(f"/?join={new}", follow_redirects=False).status_code == 303
    assert not (data_dir / JOIN_FILE).exists(), "a restart would bring the old secret back"
    assert not [path for path in data_dir.iterdir() if path.name.startswith(f".{JOIN_FILE}")]


def test_once_the_disk_has_room_the_next_revoke_is_saved(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    current_secret(data_dir)
    with full_disk(), pytest.raises(SecretNotSavedError):
        renew_secret(data_dir)
    saved = renew_secret(data_dir)
    assert current_secret(data_dir) == saved
    assert saved in (data_dir / JOIN_FILE).read_text()


def test_the_settings_screen_says_the_revoke_failed_and_never_crashes(
    tmp_path: Path,
) -> None:
    config = AppConfig(data_dir=tmp_path / "data", table=True)
    table_secret(config.data_dir).current()
    opened: list[str] = []
    with open_repository(config.data_dir) as repository:
        main = create_main(config, catalog=Catalog.load(), repository=repository, language="en")
        with UiHarness(main, route="/settings").start() as ui:
            ui.respond_to("UrlLauncher.launch_url", lambda args: opened.append(args["url"]))
            ui.click(keys.REVOKE)
            with full_disk():
                ui.click(keys.REVOKE_CONFIRM)
            ui.assert_no_crash()
            assert ui.exists(keys.REVOKE_FAILED)
            assert any("could not be saved" in text for text in ui.texts())
            assert any("No space left on device" in text for text in ui.texts())
    assert opened and f"join={current_secret(config.data_dir)}" in opened[0]


def test_a_table_mode_start_on_a_full_disk_is_one_line(tmp_path: Path, capsys: Any) -> None:
    """With the games already stored, the secret is what fails: one line, status 1."""
    from scorekeeper.cli.dispatch import main

    data_dir = tmp_path / "full"
    with open_repository(data_dir):
        pass
    port = free_port()
    arguments = ["--web", "--table", "--no-browser", "--host", "127.0.0.1"]
    arguments += ["--port", str(port), "--data-dir", str(data_dir)]
    with full_disk():
        status = main(arguments)
    err = capsys.readouterr().err
    assert status == 1
    assert err.count("\n") == 1, err
    assert "No space left on device" in err
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", port))  # the port was let go
