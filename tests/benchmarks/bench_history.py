"""History and statistics benchmark: 5,000 stored games, measured in the real browser.

Run as a script (it is not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_history.py              # 5,000 games
    .venv/bin/python tests/benchmarks/bench_history.py --games 500 --runs 3

It writes ``--games`` games of ``--hands`` hands straight into a data folder
through the storage layout's own encoders (as ``bench_storage.py`` does),
starts the app on it (``python -m scorekeeper --web``), opens it in Debian's
Chromium at a phone size, and measures, from the moment the address changes
inside the running app to the moment the first row is on screen (its node in
Flutter's semantics tree, which Flutter updates right after painting the frame):

- ``history``: the games list, first row painted (goal: median <= 300 ms);
- ``stats, first start``: the statistics' first player card on the first visit
  of the very first start on these games, while no replays are saved yet: the
  app replays every game once (in the background from its start, so part of it
  is done before the page is even loaded) and saves the result;
- ``stats, after a restart``: the first visit after each of ``--restarts``
  restarts of the app, when the replays saved in the data folder are read back
  at start instead (goal: median <= 300 ms);
- ``stats, later visits``: the first player card on later visits in the same
  run of the app.

Navigation happens the way the browser's back and forward buttons do it
(``history.pushState`` plus a ``popstate`` event), so the numbers are the
app's and not the page load's: the Flutter engine starting takes seconds and
is the same for every screen. The server-side work of building the list is
also timed on its own, without the browser, as is the statistics' work at a
start: reading the saved replays back and counting. Exit status 1 if a median
misses its goal.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: make ``tests`` importable

from playwright.sync_api import Browser, Page, Playwright, sync_playwright  # noqa: E402

from scorekeeper.services.played_games import PlayedGames  # noqa: E402
from scorekeeper.storage.stats_cache import StatsCacheFile  # noqa: E402
from scorekeeper.storage.tinydb_repo import TinyDBRepository  # noqa: E402
from scorekeeper.ui.history.model import PAGE_SIZE, newest_first  # noqa: E402
from scorekeeper.ui.stats_view.model import compute  # noqa: E402
from tests.benchmarks.stored_games import write_games  # noqa: E402
from tests.e2e.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.launcher import READY_LINE, free_port  # noqa: E402

GOAL_MS = 300.0
FIRST_ROW = '[flt-semantics-identifier^="history.game."]'
FIRST_PLAYER = '[flt-semantics-identifier^="stats.player."]'
STATS_LOADING = '[flt-semantics-identifier="stats.loading"]'
SETTINGS = '[flt-semantics-identifier="settings.back"]'

_NAVIGATE = """
async ([route, selector, timeoutMs]) => {
    const found = () => document.querySelector(selector);
    const start = performance.now();
    history.pushState({}, '', route);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    await new Promise((resolve, reject) => {
        if (found()) { resolve(); return; }
        const observer = new MutationObserver(() => {
            if (found()) { observer.disconnect(); resolve(); }
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true,
                                         characterData: true});
        setTimeout(() => { observer.disconnect(); reject(new Error(`${route}: timed out`)); },
                   timeoutMs);
    });
    return performance.now() - start;
}
"""
"""Change the address as the browser's back button does, then wait for a node."""


def median_ms(runs: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def server_side(data_dir: Path, runs: int) -> float:
    """Median of what the history screen computes per render: list, order, first page."""
    with TinyDBRepository(data_dir) as repo:
        return median_ms(runs, lambda: newest_first(repo.list_games())[:PAGE_SIZE])


def stats_at_start(data_dir: Path, runs: int) -> float:
    """Median of the statistics' work at a start: saved replays read back, then counted."""
    with TinyDBRepository(data_dir) as repo:
        cache = StatsCacheFile.open(data_dir)
        return median_ms(runs, lambda: PlayedGames(cache).counted(repo, compute))


def wait_for_saved_replays(data_dir: Path, timeout_s: float = 120) -> None:
    """Wait until the app has saved its replays (it does so after counting them)."""
    saved = StatsCacheFile.open(data_dir).path
    deadline = time.monotonic() + timeout_s
    while not saved.exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"the app saved no replays within {timeout_s:g} s")
        time.sleep(0.2)


def start_app(data_dir: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "scorekeeper", "--web", "--host", "127.0.0.1"]
    command += ["--port", str(port), "--data-dir", str(data_dir)]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=REPO, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while READY_LINE not in log.read_text(errors="replace"):
        if process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"the app did not start:\n{log.read_text(errors='replace')}")
        time.sleep(0.1)
    return process


def navigate(page: Page, route: str, selector: str, timeout_ms: int = 300_000) -> float:
    """Milliseconds from changing the address inside the app to ``selector`` on screen."""
    return float(page.evaluate(_NAVIGATE, [route, selector, timeout_ms]))


def open_settings(url: str, driver: Playwright) -> tuple[Browser, Page]:
    """A phone-sized tab on the app's settings screen, semantics on."""
    browser = driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    page: Page = browser.new_context(viewport={"width": 400, "height": 800}).new_page()
    page.goto(f"{url}settings")
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=60_000)
    page.evaluate("() => document.querySelector('flt-semantics-placeholder')?.click()")
    page.wait_for_selector(SETTINGS, timeout=60_000)
    return browser, page


def measure_first_visit(url: str) -> tuple[float, float]:
    """The first visit to the statistics: (screen painted, first card painted), in ms."""
    with sync_playwright() as driver:
        browser, page = open_settings(url, driver)
        # Painted: the progress message, or the cards if counting beat the first frame.
        painted = navigate(page, "/stats", f"{STATS_LOADING}, {FIRST_PLAYER}")
        start = time.perf_counter()
        page.wait_for_selector(FIRST_PLAYER, timeout=300_000)
        card = painted + (time.perf_counter() - start) * 1000
        browser.close()
    return painted, card


def measure(url: str, runs: int) -> dict[str, list[float]]:
    """``runs`` visits each to the history and (already counted) statistics, in ms."""
    results: dict[str, list[float]] = {"history": [], "stats warm": []}
    with sync_playwright() as driver:
        browser, page = open_settings(url, driver)
        for _ in range(runs):
            navigate(page, "/settings", SETTINGS)
            results["history"].append(navigate(page, "/history", FIRST_ROW))
            navigate(page, "/settings", SETTINGS)
            results["stats warm"].append(navigate(page, "/stats", FIRST_PLAYER))
        browser.close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5000, help="stored games (default 5000)")
    parser.add_argument("--hands", type=int, default=20, help="hands per game (default 20)")
    parser.add_argument("--runs", type=int, default=9, help="timed visits per screen")
    parser.add_argument("--restarts", type=int, default=5, help="restarts of the app")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-history-") as temp:
        data_dir = Path(temp) / "data"
        start = time.perf_counter()
        write_games(data_dir, args.games, args.hands, random.Random(args.seed), "h")
        built = time.perf_counter() - start
        list_ms = server_side(data_dir, max(5, args.runs))
        log = Path(temp) / "server.log"
        port = free_port()
        url = f"http://127.0.0.1:{port}/"
        process = start_app(data_dir, port, log)
        try:
            first_loading, first_card = measure_first_visit(url)
            timings = measure(url, args.runs)
            wait_for_saved_replays(data_dir)
        finally:
            process.terminate()
            process.wait(15)
        restarted: list[float] = []
        for _ in range(args.restarts):
            process = start_app(data_dir, port, log)
            try:
                restarted.append(measure_first_visit(url)[1])
            finally:
                process.terminate()
                process.wait(15)
        start_ms = stats_at_start(data_dir, max(5, args.runs))
    history = statistics.median(timings["history"])
    warm = statistics.median(timings["stats warm"])
    after_restart = statistics.median(restarted)
    print(f"Scorekeeper history: {args.games} games x {args.hands} hands, built in {built:.1f} s")
    print(f"medians of {args.runs} visits ({args.restarts} restarts), phone-sized Chromium,")
    print("from address change to paint")
    print()
    print(f"{'history: first row painted':<48}{history:>9.0f} ms   goal <= {GOAL_MS:g} ms")
    print(f"{'  (server side: list + order + page)':<48}{list_ms:>9.1f} ms")
    print(f"{'stats, first start: screen painted':<48}{first_loading:>9.0f} ms")
    print(f"{'stats, first start: first card painted':<48}{first_card:>9.0f} ms")
    print(
        f"{'stats, after a restart: first card painted':<48}{after_restart:>9.0f} ms"
        f"   goal <= {GOAL_MS:g} ms"
    )
    print(f"{'  (server side at start: read back + count)':<48}{start_ms:>9.1f} ms")
    print(f"{'stats, later visits: first card painted':<48}{warm:>9.0f} ms")
    met = {"history": history <= GOAL_MS, "statistics": after_restart <= GOAL_MS}
    print()
    for name, ok in met.items():
        print(f"{name} goal {'met' if ok else 'MISSED'}")
    return 0 if all(met.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
