"""A phone hosts the table: the switch on serves the live page on the Wi-Fi address, off closes it.

The app runs as a built Android app (:mod:`tests.packaging.hosting_phone`: the
phone's environment, the packages a phone lacks unimportable; in the phone's
own environment under ``tests/run.sh``, exactly the phone's package set). The
other phone here is a plain http client on this machine's network address:
joined by the address the screen shows, it reads the live page and holds its
stream open; a stranger without the secret gets the join page. Switched off,
the open stream ends and the address refuses. Chromium does the same in
``tests/e2e/web/test_phone_host.py``.
"""

from __future__ import annotations

import http.client
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from scorekeeper.i18n import Catalog
from tests.packaging.hosting_phone import HostingPhone, start_hosting_phone, stop

CATALOG = Catalog.load()
STREAM_END_SECONDS = 10.0
"""The stream ends within a second of the switch; the bound keeps a busy machine from failing."""


@pytest.fixture
def phone(tmp_path: Path) -> Iterator[HostingPhone]:
    started = start_hosting_phone(tmp_path)
    yield started
    output = stop(started)
    assert "Traceback" not in output, output
    # A switch-off with a page open logged uvicorn's "Cancel 1 running task(s)" and the
    # cancelled request as errors: the open streams are now told first and end.
    assert not [line for line in output.splitlines() if "error:" in line], output


def get(phone: HostingPhone, target: str, cookie: str = "") -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection(phone.lan, phone.port, timeout=10)
    connection.request("GET", target, headers={"Cookie": cookie} if cookie else {})
    return connection.getresponse()


def join(phone: HostingPhone, address: str) -> str:
    """Open the join address as a phone's browser does; the table's cookie it is given."""
    parts = urlsplit(address)
    answer = get(phone, f"{parts.path}?{parts.query}")
    assert answer.status == 303, answer.status
    assert answer.getheader("location") == "/live/"
    return str(answer.getheader("set-cookie")).split(";", 1)[0]


def ended(stream: http.client.HTTPResponse, deadline: float) -> bool:
    """Whether ``stream`` ends (cut or closed) before ``deadline``, after what was sent before."""
    try:
        while stream.readline():
            if time.monotonic() > deadline:
                return False
    except (http.client.IncompleteRead, ConnectionError):
        pass
    return time.monotonic() <= deadline


def test_the_switch_serves_the_live_page_on_the_wifi_address_and_closes_it(
    phone: HostingPhone,
) -> None:
    address = phone.host()
    assert address.startswith(f"http://{phone.lan}:{phone.port}/live/?join=")
    assert not phone.lan.startswith("127.")

    stranger = get(phone, "/live/")
    assert stranger.status == 401
    assert CATALOG.translate("web.join.not_joined", "en") in stranger.read().decode()

    cookie = join(phone, address)
    page = get(phone, "/live/", cookie)
    html = page.read().decode()
    assert page.status == 200
    assert CATALOG.translate("live_page.title", "en") in html
    assert CATALOG.translate("live_page.host_records", "en") in html
    assert CATALOG.translate("live_page.no_game.host", "en") in html
    assert CATALOG.translate("live_page.open_app", "en") not in html, "a link that leads nowhere"
    assert "frame-ancestors 'none'" in str(page.getheader("content-security-policy"))
    root = get(phone, "/", cookie)
    assert (root.status, root.getheader("location")) == (303, "/live/"), "no full app here"
    assert get(phone, "/ws", cookie).status == 404

    events = get(phone, "/live/events", cookie)
    assert events.status == 200
    assert events.getheader("content-type", "").startswith("text/event-stream")
    assert events.readline().startswith(b"retry:")

    phone.stop_hosting()
    deadline = time.monotonic() + STREAM_END_SECONDS
    assert ended(events, deadline), "the open live page's stream did not end"
    with pytest.raises(ConnectionRefusedError):
        get(phone, "/live/", cookie)


def test_switched_on_again_the_table_opens_with_the_same_secret(phone: HostingPhone) -> None:
    first = phone.host()
    phone.stop_hosting()
    assert phone.host() == first
    cookie = join(phone, first)
    assert get(phone, "/live/", cookie).status == 200
