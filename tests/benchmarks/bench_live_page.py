"""Live-page benchmark: its first visit and a saved hand painted on it, beside the full app.

Run as a script (not a pytest test: timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_live_page.py             # 5 visits, 30 saves
    .venv/bin/python tests/benchmarks/bench_live_page.py --visits 3 --saves 10 --list

One server in table mode (on loopback), as a table hosts it, with a game of
one hand. In Debian's Chromium at phone size, on the emulated mid-range phone
(``Emulation.setCPUThrottlingRate`` 4, ``Network.emulateNetworkConditions`` at
20 Mbit/s down and 20 ms latency), each in a fresh browser context:

- the live page's first visit by the join address a phone scans
  (``/live/?join=...``, its redirect included): bytes over the wire (DevTools'
  ``encodedDataLength``: headers and body after compression; the open event
  stream counts what it received by then), and the milliseconds from navigation
  to the first paint with the scores in it;
- the full app's first visit by its join address, in the same run: the
  milliseconds to its table screen's first total on screen (the scores), as
  ``bench_first_visit.py`` measures its first screen;
- then a phone keeps the live page open (emulated as above) while another
  records hands in the full app (unthrottled; draws, one tap before Save, so a
  loaded machine's lost tap on the number pad cannot stop the run; the live page
  redraws the same for any hand): for each save, the milliseconds
  from the save stored (the game file written, its modification time) to the
  live page having painted that hand; and from the finger going down on Save,
  to that paint and, for comparison, to the recording phone's own hand list
  showing the new hand (all in wall-clock time of this one machine).

Prints medians (p90 for the saves). Goals (issue 23): first visit <= 60 kB,
first paint with the scores <= 1 s on the emulated phone, a saved hand painted
<= 300 ms (median). Exit status 1 if a goal is missed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: make ``tests`` importable

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError  # noqa: E402

from scorekeeper.config import CACHE_DIR_ENV  # noqa: E402
from scorekeeper.ui.game import keys  # noqa: E402
from tests.benchmarks.bench_first_visit import (  # noqa: E402
    _WATCH,
    FIRST_SCREEN,
    PHONE_CPU_SLOWDOWN,
    PHONE_NETWORK,
    wait_for_precompressed,
)
from tests.e2e.browser import CHROMIUM, CHROMIUM_ARGS, PHONE, WebApp  # noqa: E402
from tests.e2e.steps import pick_box_game, record, save, tap  # noqa: E402
from tests.launcher import AppServer, started  # noqa: E402

TIMEOUT_MS = 90_000
GOAL_FIRST_BYTES = 60_000
GOAL_FIRST_PAINT_MS = 1000.0
GOAL_SAVE_MS = 300.0
FIRST_CONTENTFUL_PAINT = (
    "() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || 0"
)
TABLE_SCREEN = f'[flt-semantics-identifier="{keys.tile_total(0)}"]'
"""The full app's first total on its table screen: its scores on screen."""

_LIVE_WATCH = """
(() => {
  const painted = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  const seen = () => {
    if (!window.__skScores && document.querySelector('table.scores td.total')) {
      window.__skScores = -1;
      painted(() => { window.__skScores = performance.now(); });
    }
    const hands = window.__skHands = window.__skHands || {};
    for (const item of document.querySelectorAll('ol.hands li[id^="hand-"]')) {
      const number = item.id.slice(5);
      if (!(number in hands)) {
        hands[number] = -1;
        painted(() => { hands[number] = performance.timeOrigin + performance.now(); });
      }
    }
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true});
  document.addEventListener('DOMContentLoaded', seen);
})();
"""
"""Notes, from inside the page, when the scores are first painted (ms from navigation) and when
each hand is painted (ms since the epoch, the recording page's clock too): one frame after the
node appears, then the task after it."""


@dataclass
class Visit:
    """One first visit: bytes per URL, ms to the scores painted, ms to the first paint at all."""

    bytes_by_url: dict[str, int] = field(default_factory=dict)
    scores_ms: float = 0.0
    first_paint_ms: float = 0.0

    @property
    def total(self) -> int:
        return sum(self.bytes_by_url.values())


def emulate_phone(page: Page) -> Any:
    """The emulated mid-range phone for ``page``; returns its DevTools session."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK)
    return cdp


def count_bytes(cdp: Any, visit: Visit) -> None:
    """Add what every request brought over the wire to ``visit`` (an open stream: so far)."""
    urls: dict[str, str] = {}
    done: set[str] = set()

    def sent(event: dict[str, Any]) -> None:
        redirect = event.get("redirectResponse")
        if redirect is not None:  # a redirect's answer counts under its own address
            key = f"{redirect['url']} (redirect)"
            visit.bytes_by_url[key] = int(redirect.get("encodedDataLength", 0))
        urls[event["requestId"]] = event["request"]["url"]

    cdp.on("Network.requestWillBeSent", sent)

    def add(request_id: str, size: int) -> None:
        name = urls.get(request_id, request_id)
        visit.bytes_by_url[name] = visit.bytes_by_url.get(name, 0) + size

    def received(event: dict[str, Any]) -> None:
        if event["requestId"] not in done:
            add(event["requestId"], int(event.get("encodedDataLength", 0)))

    def finished(event: dict[str, Any]) -> None:
        # The final figure replaces what was counted while the body arrived.
        done.add(event["requestId"])
        name = urls.get(event["requestId"], event["requestId"])
        visit.bytes_by_url[name] = int(event["encodedDataLength"])

    cdp.on("Network.dataReceived", received)
    cdp.on("Network.loadingFinished", finished)


def live_visit(browser: Browser, address: str) -> Visit:
    """The live page's first visit by the join address, on the emulated phone."""
    visit = Visit()
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    try:
        page = context.new_page()
        cdp = emulate_phone(page)
        count_bytes(cdp, visit)
        page.add_init_script(_LIVE_WATCH)
        page.goto(address, wait_until="commit")
        page.wait_for_function("() => window.__skScores > 0", timeout=TIMEOUT_MS)
        visit.scores_ms = float(page.evaluate("() => window.__skScores"))
        visit.first_paint_ms = float(page.evaluate(FIRST_CONTENTFUL_PAINT))
        page.wait_for_timeout(1500)  # the font, the script and the stream, still in flight
        cdp.detach()
    finally:
        context.close()
    return visit


def app_visit(browser: Browser, address: str) -> float:
    """The full app's first visit by its join address on the emulated phone: ms to its scores."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    try:
        page = context.new_page()
        emulate_phone(page)
        page.add_init_script(_WATCH.replace(FIRST_SCREEN, TABLE_SCREEN))
        page.goto(address, wait_until="commit")
        page.wait_for_function("() => window.__skFirstScreen", timeout=TIMEOUT_MS)
        return float(page.evaluate("() => window.__skFirstScreen"))
    finally:
        context.close()


def joined_app(context: BrowserContext, server: AppServer) -> WebApp:
    """The full app in ``context``, joined with the table's secret."""
    app = WebApp(context, server, url=f"{server.origin}/?join={server.secret}")
    app.open()
    return app


_TAP_WATCH = """
document.addEventListener('pointerdown', () => {
  window.__skTap = performance.timeOrigin + performance.now();
}, true);
"""
"""Notes, in the recording page, when the finger last went down (ms since the epoch)."""

_ROW_SHOWN = """(id) => document.querySelector(`[flt-semantics-identifier="${id}"]`) !== null
    ? performance.timeOrigin + performance.now() : false"""
"""The moment (ms since the epoch) the recording phone's hand list shows the row ``id``."""


@dataclass
class Saves:
    """Per save, in ms: tap to live page painted, stored to painted, tap to the app's own list."""

    tap_to_live: list[float] = field(default_factory=list)
    stored_to_live: list[float] = field(default_factory=list)
    tap_to_own: list[float] = field(default_factory=list)
    stopped: str = ""
    """Why the saves stopped early (the full app's sheet, driven by taps, missed one), or ""."""


def stored_at(server: AppServer, game_id: str) -> float:
    """When the game's file was last written (ms since the epoch): the save, stored."""
    return (server.data_dir / "games" / f"{game_id}.json").stat().st_mtime_ns / 1e6


def saves(browser: Browser, server: AppServer, app: WebApp, count: int) -> Saves:
    """Record ``count`` hands in the full app while a phone keeps the live page open."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    figures = Saves()
    game_id = app.page.url.rstrip("/").rsplit("/", 1)[-1]
    app.page.evaluate(_TAP_WATCH)
    try:
        watcher = context.new_page()
        watcher.goto(f"{server.origin}/live/?join={server.secret}")
        emulate_phone(watcher)
        watcher.add_init_script(_LIVE_WATCH)
        watcher.reload()
        watcher.wait_for_function("() => window.__skScores > 0", timeout=TIMEOUT_MS)
        watcher.wait_for_timeout(1000)  # its event stream is open
        for number in range(2, count + 2):
            # A draw: one tap before Save, so a loaded machine's lost tap on the pad cannot
            # stop the run, and the game never ends; the live page redraws as for any hand.
            app.page.wait_for_timeout(600)  # the last save's note has settled
            try:
                record(app, "draw")
            except PlaywrightTimeoutError:
                app.screenshot(f"bench-live-record-{number}")
                figures.stopped = f"the sheet of hand {number} did not open as expected"
                return figures
            save(app)
            try:
                own = app.page.wait_for_function(
                    _ROW_SHOWN, arg=keys.hand_row(number), polling="raf"
                ).json_value()
            except PlaywrightTimeoutError:
                app.screenshot(f"bench-live-save-{number}")
                figures.stopped = f"hand {number} never showed in the app's list"
                return figures
            tapped = float(app.page.evaluate("() => window.__skTap"))
            watcher.wait_for_function(
                "(n) => window.__skHands && window.__skHands[n] > 0",
                arg=str(number),
                timeout=TIMEOUT_MS,
            )
            painted = float(watcher.evaluate("(n) => window.__skHands[n]", str(number)))
            figures.tap_to_live.append(painted - tapped)
            figures.stored_to_live.append(painted - stored_at(server, game_id))
            figures.tap_to_own.append(float(own) - tapped)
    finally:
        context.close()
    return figures


def median(values: list[float] | list[int]) -> float:
    return float(statistics.median(values))


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=5)
    parser.add_argument("--saves", type=int, default=30)
    parser.add_argument("--list", action="store_true", help="print one first visit's requests")
    parser.add_argument("--build-timeout", type=float, default=400.0)
    parser.add_argument(
        "--cache-dir", type=Path, help="keep the compressed web client here between runs"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as driver:
        root = Path(folder)
        cache = args.cache_dir or root / "cache"
        os.environ[CACHE_DIR_ENV] = str(cache)
        server = started(root / "data", root, table=True)
        browser = driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            wait_for_precompressed(cache, args.build_timeout)
            recorder = browser.new_context(viewport=PHONE, device_scale_factor=1)
            app = joined_app(recorder, server)
            pick_box_game(app)
            tap(app, keys.NEW_START, expect="Record hand")
            record(app, "knock", 0, 9, 10)
            save(app)
            app.by_id(keys.hand_row(1)).first.wait_for(timeout=TIMEOUT_MS)
            live_address = f"{server.origin}/live/?join={server.secret}"
            visits = [live_visit(browser, live_address) for _ in range(args.visits)]
            full = [
                app_visit(browser, f"{server.origin}/?join={server.secret}")
                for _ in range(args.visits)
            ]
            timed = saves(browser, server, app, args.saves)
            recorder.close()
        finally:
            browser.close()
            server.stop()

    first_bytes = median([v.total for v in visits])
    # The later of the two: the scores are in the page's first content, yet a paint counts
    # only once the browser reports one.
    scores = median([max(v.scores_ms, v.first_paint_ms) for v in visits])
    full_ms = median(full)
    print(
        f"\nlive page (medians of {args.visits} first visits; {args.saves} saves), Chromium "
        f"{PHONE['width']}x{PHONE['height']}, emulated phone: CPU {PHONE_CPU_SLOWDOWN}x, "
        "20 Mbit/s, 20 ms"
    )
    print(f"{'first visit, kB over the wire':44}{first_bytes / 1000:>10.1f}   (goal <= 60)")
    print(f"{'first contentful paint, ms':44}{median([v.first_paint_ms for v in visits]):>10.0f}")
    print(f"{'first paint with the scores, ms':44}{scores:>10.0f}   (goal <= 1000)")
    share = scores / full_ms
    print(f"{'full app: its scores on screen, ms':44}{full_ms:>10.0f}   (live page {share:.2f}x)")
    print(
        f"{'saved hand painted on the live page, ms':44}{median(timed.stored_to_live):>10.0f}"
        f"   p90 {p90(timed.stored_to_live):.0f}   (goal <= 300; from the save stored)"
    )
    for label, values in (
        ("  from the tap on Save, ms", timed.tap_to_live),
        ("  the recording phone's own list, ms", timed.tap_to_own),
    ):
        print(f"{label:44}{median(values):>10.0f}   p90 {p90(values):.0f}   (from the tap)")
    if timed.stopped:
        print(f"(stopped after {len(timed.stored_to_live)} saves: {timed.stopped})")
    if args.list:
        print("\none first visit of the live page (bytes over the wire):")
        for url, size in sorted(visits[-1].bytes_by_url.items(), key=lambda kv: -kv[1]):
            shown = url.split("?")[0] + (" (redirect)" if url.endswith("(redirect)") else "")
            print(f"{size:>10,}  {shown}")  # never the query: it may carry the secret
    missed = [
        f"first visit {first_bytes / 1000:.1f} kB > 60 kB"
        if first_bytes > GOAL_FIRST_BYTES
        else "",
        f"scores painted at {scores:.0f} ms > 1000 ms" if scores > GOAL_FIRST_PAINT_MS else "",
        f"saved hand painted {median(timed.stored_to_live):.0f} ms after it was stored > 300 ms"
        if median(timed.stored_to_live) > GOAL_SAVE_MS
        else "",
    ]
    missed = [m for m in missed if m]
    print("\ngoals: " + ("all met" if not missed else "MISSED: " + "; ".join(missed)))
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
