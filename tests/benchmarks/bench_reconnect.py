"""Reconnect benchmark: how soon phones are back at the table after the host restarts.

Run as a script (it is not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_reconnect.py                 # 3 outages
    .venv/bin/python tests/benchmarks/bench_reconnect.py --outages 5 --away 35 45

Issue 34's reproduction: two phones, in Debian's Chromium at phone size, open a
game at this machine's network address (as phones at the table do; on
127.0.0.1 Flet's client never backs off). The server is killed (SIGKILL, as a
crash or a pulled plug) and started again on the same port a random time
within ``--away`` seconds later. For each phone it times, from the moment the
restarted server accepts connections, until the table is drawn again by a
server that talks to it (a websocket frame received after the restart, and the
table's "Record hand" button in Flutter's semantics tree), and counts the page
loads (a phone that reloaded came back by the page's fallback, not in place).

Prints each return, the median and the slowest, and how many phones reloaded.
Goal (issue 34): every phone back within 1 s of the server, in place. Exit
status 1 if a goal is missed.
"""

from __future__ import annotations

import argparse
import random
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: make ``tests`` importable

from playwright.sync_api import Page, WebSocket, sync_playwright  # noqa: E402

from scorekeeper.rules.hands import Roles, Seats  # noqa: E402
from scorekeeper.rules.variants import Variant  # noqa: E402
from scorekeeper.services.games import GameService  # noqa: E402
from scorekeeper.storage.tinydb_repo import open_repository  # noqa: E402
from scorekeeper.ui.game import keys  # noqa: E402
from tests.e2e.browser import CHROMIUM, CHROMIUM_ARGS, PHONE  # noqa: E402
from tests.launcher import JOIN_SECRET, AppServer, lan_address  # noqa: E402

GOAL_S = 1.0
PHONES = 2
GIVE_UP_S = 60.0
TABLE = f'[flt-semantics-identifier="{keys.TABLE_RECORD}"]'


def _append(path: Path, line: str) -> None:
    with path.open("a", encoding="utf-8") as out:
        out.write(line + "\n")


class Phone:
    """One tab on the table, with the moments its websocket received a frame and it loaded."""

    def __init__(self, page: Page, console: Path | None = None) -> None:
        self.page = page
        if console is not None:
            page.on("console", lambda m: _append(console, f"{time.monotonic():.2f} {m.text}"))
            page.on(
                "requestfinished",
                lambda r: r.method == "HEAD" and _append(console, f"{time.monotonic():.2f} HEAD"),
            )
            page.on(
                "requestfailed",
                lambda r: r.method == "HEAD" and _append(console, f"{time.monotonic():.2f} HEAD x"),
            )
        self.frames: list[float] = []
        self.loads: list[float] = []
        page.on("websocket", self._socket)
        page.on("load", lambda _: self.loads.append(time.monotonic()))

    def _socket(self, socket: WebSocket) -> None:
        socket.on("framereceived", lambda _: self.frames.append(time.monotonic()))

    def semantics(self) -> None:
        """Flutter builds its semantics tree only once asked (a screen reader's button)."""
        self.page.evaluate("() => document.querySelector('flt-semantics-placeholder')?.click()")

    def back_after(self, since: float) -> float | None:
        """Seconds from ``since`` until the table is drawn by the restarted server, or None."""
        while time.monotonic() < since + GIVE_UP_S:
            if self.frames and self.frames[-1] > since:
                self.semantics()
                if self.page.locator(TABLE).count():
                    return time.monotonic() - since
            self.page.wait_for_timeout(20)
        return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--outages", type=int, default=3)
    parser.add_argument("--away", type=float, nargs=2, default=(12.0, 20.0), metavar=("MIN", "MAX"))
    parser.add_argument(
        "--logs", type=Path, help="keep the server's log and the pages' console here"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as driver:
        folder = Path(scratch) / "table"
        with open_repository(folder) as store:
            game = GameService(store).create(
                ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
            )
        lan = lan_address()
        logs = args.logs or Path(scratch) / "logs"
        server = AppServer(folder, logs, host=lan)
        server.start()
        joined = JOIN_SECRET.search(server.output())
        assert joined, server.output()
        url = f"http://{lan}:{server.port}/game/{game.id}?join={joined.group(1)}"
        browser = driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        phones = []
        for _ in range(PHONES):
            page = browser.new_context(viewport=PHONE, device_scale_factor=1).new_page()
            page.goto(url)
            phone = Phone(page, logs / f"phone-{len(phones) + 1}.log" if args.logs else None)
            page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=90_000)
            phone.semantics()
            page.locator(TABLE).first.wait_for(state="attached", timeout=90_000)
            phones.append(phone)
        returns: list[float | None] = []
        reloads = 0
        for outage in range(1, args.outages + 1):
            away = random.uniform(*args.away)
            assert server.process is not None
            server.process.send_signal(signal.SIGKILL)
            server.process.wait()
            server.process = None
            time.sleep(away)
            loads_before = [len(phone.loads) for phone in phones]
            server.start()
            restarted = time.monotonic()
            if args.logs:
                for number in range(1, PHONES + 1):
                    _append(logs / f"phone-{number}.log", f"{restarted:.2f} restarted")
            backs = [phone.back_after(restarted) for phone in phones]
            reloaded = sum(
                len(phone.loads) > before
                for phone, before in zip(phones, loads_before, strict=True)
            )
            reloads += reloaded
            returns += backs
            shown = ", ".join("never" if b is None else f"{b:.2f} s" for b in backs)
            print(f"outage {outage}: away {away:.1f} s; back after {shown}; reloaded: {reloaded}")
        browser.close()
        server.stop(strict=False)
    came_back = [value for value in returns if value is not None]
    print(
        f"{len(came_back)}/{len(returns)} phone returns; median"
        f" {statistics.median(came_back) if came_back else float('nan'):.2f} s, slowest"
        f" {max(came_back) if came_back else float('nan'):.2f} s (goal {GOAL_S:.0f} s);"
        f" reloads: {reloads}"
    )
    met = len(came_back) == len(returns) and max(came_back) <= GOAL_S and reloads == 0
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
