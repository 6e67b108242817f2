"""Phone-host benchmark: start time and memory of "Host this table", beside the desktop server.

Run as a script (not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_phone_host.py             # 5 runs each
    .venv/bin/python tests/benchmarks/bench_phone_host.py --runs 9

Each run is a fresh process of each kind:

- the phone: ``main.py`` started as a built Android app does, the packages a
  phone lacks unimportable (:mod:`tests.packaging.hosting_phone`), its invite
  screen opened over Flet's socket. Timed: from flipping "Host this table" to the
  live page answering at the join address on this machine's network address.
- the desktop: ``scorekeeper --web --table`` (the full web server, Flet's web
  client and the live page). Timed: from the process start to its first answer.

Then three live pages are opened on each (joined by the secret, the page read,
its event stream held open) and the server process's resident memory (RSS,
``/proc/<pid>/status``) is read; the phone's is also read before the switch (the
app alone), so the table server's own share shows. Prints medians and ranges.
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from scorekeeper.config import CACHE_DIR_ENV  # noqa: E402
from tests.launcher import AppServer  # noqa: E402
from tests.packaging.hosting_phone import start_hosting_phone, stop  # noqa: E402

PAGES = 3


def rss_mb(pid: int) -> float:
    """Resident memory of ``pid`` in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for {pid}")


def open_live_pages(host: str, port: int, join_target: str) -> list[http.client.HTTPConnection]:
    """Three phones: each joins, reads the live page and holds its event stream open."""
    held = []
    for _ in range(PAGES):
        joined = http.client.HTTPConnection(host, port, timeout=30)
        joined.request("GET", join_target)
        answer = joined.getresponse()
        answer.read()
        cookie = str(answer.getheader("set-cookie")).split(";", 1)[0]
        joined.request("GET", "/live/", headers={"Cookie": cookie})
        page = joined.getresponse()
        assert page.status == 200, page.status
        page.read()
        joined.close()
        stream = http.client.HTTPConnection(host, port, timeout=30)
        stream.request("GET", "/live/events", headers={"Cookie": cookie})
        events = stream.getresponse()
        assert events.status == 200, events.status
        events.readline()
        held.append(stream)
    return held


def phone_run(folder: Path) -> tuple[float, float, float]:
    """Switch-on ms, RSS of the app alone, RSS with three live pages (MB)."""
    phone = start_hosting_phone(folder)
    try:
        time.sleep(1.0)  # the app settles after its first screen (warm-up imports)
        alone = rss_mb(phone.process.pid)
        started = time.perf_counter()
        address = phone.host()
        parts = urlsplit(address)
        answered = http.client.HTTPConnection(phone.lan, phone.port, timeout=30)
        answered.request("GET", f"{parts.path}?{parts.query}")
        answered.getresponse().read()
        switch_ms = (time.perf_counter() - started) * 1000
        answered.close()
        held = open_live_pages(phone.lan, phone.port, f"{parts.path}?{parts.query}")
        time.sleep(0.5)
        with_pages = rss_mb(phone.process.pid)
        for connection in held:
            connection.close()
    finally:
        stop(phone)
    return switch_ms, alone, with_pages


def desktop_run(folder: Path) -> tuple[float, float]:
    """Start ms (process start to first answer), RSS with three live pages (MB)."""
    folder.mkdir(parents=True)
    server = AppServer(folder / "data", folder, table=True)
    started = time.perf_counter()
    server.start()
    start_ms = (time.perf_counter() - started) * 1000
    try:
        held = open_live_pages("127.0.0.1", server.port, f"/live/?join={server.secret}")
        time.sleep(0.5)
        with_pages = rss_mb(server.process.pid)
        for connection in held:
            connection.close()
    finally:
        server.stop()
    return start_ms, with_pages


def summary(values: list[float], unit: str) -> str:
    return (
        f"{statistics.median(values):>9.1f} {unit}   "
        f"(range {min(values):.1f}-{max(values):.1f}, {len(values)} runs)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    switch, alone, phone_pages, desktop_start, desktop_pages = [], [], [], [], []
    with tempfile.TemporaryDirectory() as root:
        os.environ.setdefault(CACHE_DIR_ENV, str(Path(root) / "cache"))
        for run in range(args.runs):
            folder = Path(root) / f"run-{run}"
            ms, before, after = phone_run(folder / "phone")
            switch.append(ms)
            alone.append(before)
            phone_pages.append(after)
            start_ms, pages = desktop_run(folder / "desktop")
            desktop_start.append(start_ms)
            desktop_pages.append(pages)
    print(f"\nphone host against the desktop server, {PAGES} live pages open, medians")
    print(f"{'phone: switch on -> live page answers':46}{summary(switch, 'ms')}")
    print(f"{'phone: app alone (before the switch), RSS':46}{summary(alone, 'MB')}")
    print(f"{'phone: hosting, 3 live pages, RSS':46}{summary(phone_pages, 'MB')}")
    print(f"{'desktop: start -> first answer':46}{summary(desktop_start, 'ms')}")
    print(f"{'desktop: serving, 3 live pages, RSS':46}{summary(desktop_pages, 'MB')}")
    share = statistics.median(phone_pages) - statistics.median(alone)
    print(f"{'phone: the table server own share, RSS':46}{share:>9.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
