"""A phone's table switched off tells its open live pages so, and its log stays quiet (issue 34).

Before: a stop left every open stream running until uvicorn's grace ran out;
uvicorn then cut them and logged ``error:`` lines, and the pages, cut without a
word, reconnected in a loop and looked live. Now the stop tells the streams
first: each sends ``closing`` and ends, and nothing is logged. The phone's
server runs here in this process (:class:`TableHost`, as the switch starts
it) on loopback; the stream is read as a browser's ``EventSource`` would.
"""

from __future__ import annotations

import http.client
import logging
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from scorekeeper.config import AppConfig
from scorekeeper.services.games import GameService
from scorekeeper.storage.memory import MemoryRepository
from scorekeeper.web.phone_host import HostedTable, TableHost
from tests.packaging.hosting_phone import free_port

LOOPBACK = "127.0.0.1"
PAGES = 2


@pytest.fixture
def host(tmp_path: Path) -> Iterator[TableHost]:
    """The phone's table server; the log's configuration uvicorn sets is undone, so the records
    reach pytest's handlers."""
    config = AppConfig(data_dir=tmp_path, port=free_port(LOOPBACK))
    table = TableHost(config, GameService(MemoryRepository()), lambda: "en")
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    table.start(LOOPBACK)
    root.handlers[:], root.level = handlers, level
    yield table
    table.stop()


def _open(hosted: HostedTable, target: str, cookie: str = "") -> http.client.HTTPResponse:
    parts = urlsplit(hosted.base_url)
    connection = http.client.HTTPConnection(str(parts.hostname), parts.port, timeout=10)
    connection.request("GET", target, headers={"Cookie": cookie} if cookie else {})
    return connection.getresponse()


def _joined(hosted: HostedTable) -> str:
    parts = urlsplit(hosted.join_address)
    answer = _open(hosted, f"{parts.path}?{parts.query}")
    assert answer.status == 303
    return str(answer.getheader("set-cookie")).split(";", 1)[0]


def _events(stream: http.client.HTTPResponse) -> list[str]:
    """The names of the events a stream sent, to its end."""
    return [
        line.decode().removeprefix("event:").strip()
        for line in stream.read().splitlines()
        if line.startswith(b"event:")
    ]


def test_switched_off_every_open_page_is_told_the_table_closed_and_nothing_is_logged(
    host: TableHost, caplog: pytest.LogCaptureFixture
) -> None:
    hosted = host.hosted
    assert hosted is not None
    cookie = _joined(hosted)
    streams = [_open(hosted, "/live/events", cookie) for _ in range(PAGES)]
    for stream in streams:
        assert stream.status == 200
        assert stream.readline().startswith(b"retry:")
    caplog.set_level(logging.INFO)

    host.stop()

    for stream in streams:
        assert _events(stream)[-1] == "closing", "the page is not told that the table closed"
    logged = [f"{r.levelname}: {r.name}: {r.getMessage()}" for r in caplog.records]
    assert not [line for line in logged if not line.startswith(("INFO", "DEBUG"))], logged
