"""First-visit benchmark: bytes over the wire and time to the first screen, in real Chromium.

Run as a script (it is not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_first_visit.py            # 3 runs each
    .venv/bin/python tests/benchmarks/bench_first_visit.py --runs 5 --list

It starts the app twice on fresh data folders: once with ``compress = false``
(the web client as Flet ships it: the baseline) and once as it normally runs
(compressed, cached, with its own splash). For each it opens the app in
Debian's Chromium at phone size, in a fresh browser context per run, and
counts with the DevTools protocol (``Network.loadingFinished``'s
``encodedDataLength``: headers and body as they came over the wire, after
compression; cache hits count 0):

- first visit: bytes of everything the page loaded, and the milliseconds from
  the start of navigation to the home screen's "New game" button being on
  screen (its node in Flutter's semantics tree, added right after the frame
  that paints it);
- return visit: a new tab in the same context (same cache), bytes and time;
- the first visit after the server started (the first of the runs), apart:
  it is the one that finds the server cold;
- the same on an emulated mid-range phone: ``Emulation.setCPUThrottlingRate``
  4 and ``Network.emulateNetworkConditions`` at 20 Mbit/s down, 10 up and
  20 ms latency (the issue's "20 Mbps Wi-Fi").

Prints medians and the ratio against the baseline; ``--list`` also prints the
biggest requests of one optimised first visit. Goals (issue 11): first visit
<= 5 MB, return visit <= 5 % of it, first screen <= 4 s on the emulated phone.
Exit status 1 if a goal is missed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: make ``tests`` importable

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

from scorekeeper.config import CACHE_DIR_ENV  # noqa: E402
from tests.e2e.browser import CHROMIUM, CHROMIUM_ARGS, PHONE  # noqa: E402
from tests.launcher import AppServer, started  # noqa: E402

FIRST_SCREEN = '[flt-semantics-identifier="home.new_game"]'
TIMEOUT_MS = 90_000
MB = 1_000_000
GOAL_FIRST_BYTES = 5 * MB
GOAL_RETURN_SHARE = 0.05
GOAL_PHONE_MS = 4000.0
PHONE_NETWORK = {
    "offline": False,
    "latency": 20,
    "downloadThroughput": 20_000_000 / 8,
    "uploadThroughput": 10_000_000 / 8,
}
PHONE_CPU_SLOWDOWN = 4

# Turns on Flutter's semantics tree as soon as its placeholder exists, and notes
# the time the first screen's button appears, both from inside the page; also the
# milestones of the start (see MILESTONES) in window.__skMarks.
_WATCH = """
(() => {
  const marks = window.__skMarks = {};
  const mark = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
  window.addEventListener('flutter-first-frame', () => mark('flutter first frame'));
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      mark('websocket opened by the client');
      this.addEventListener('open', () => mark('websocket open'));
      let count = 0;
      this.addEventListener('message', () => {
        count += 1;
        if (count === 2) mark('first page arrived');
      });
    }
  };
  const seen = () => {
    const placeholder = document.querySelector('flt-semantics-placeholder');
    if (placeholder && !window.__skSemantics) { window.__skSemantics = true; placeholder.click(); }
    if (document.querySelector('FIRST_SCREEN') && !window.__skFirstScreen) {
      window.__skFirstScreen = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true});
})();
""".replace("FIRST_SCREEN", FIRST_SCREEN)


MILESTONES = (
    "engine downloaded",
    "flutter first frame",
    "websocket opened by the client",
    "websocket open",
    "first page arrived",
)
"""The start's steps, in order: the engine's last byte (``main.dart.wasm``), Flutter's
first frame (Flet's client opens its websocket only after it), the websocket, the
message with the first page (the second from the server), then the first screen."""
_MARKS = """() => {
  const engine = performance.getEntriesByType('resource')
    .find((entry) => entry.name.endsWith('/main.dart.wasm'));
  return {...window.__skMarks, 'engine downloaded': engine ? engine.responseEnd : 0};
}"""


@dataclass
class Visit:
    """One page load: bytes per URL, ms to the first screen and to each of :data:`MILESTONES`."""

    bytes_by_url: dict[str, int] = field(default_factory=dict)
    first_screen_ms: float = 0.0
    marks: dict[str, float] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.bytes_by_url.values())


def visit(page: Page, url: str, *, phone: bool) -> Visit:
    """Load ``url`` in ``page`` and measure it."""
    result = Visit()
    cdp = page.context.new_cdp_session(page)
    urls: dict[str, str] = {}
    cdp.on(
        "Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"])
    )

    def finished(event: dict[str, Any]) -> None:
        name = urls.get(event["requestId"], event["requestId"])
        result.bytes_by_url[name] = result.bytes_by_url.get(name, 0) + int(
            event["encodedDataLength"]
        )

    cdp.on("Network.loadingFinished", finished)
    cdp.send("Network.enable")
    if phone:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
        cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK)
    page.add_init_script(_WATCH)
    page.goto(url, wait_until="commit")
    page.wait_for_function("() => window.__skFirstScreen", timeout=TIMEOUT_MS)
    result.first_screen_ms = float(page.evaluate("() => window.__skFirstScreen"))
    result.marks = {name: float(ms) for name, ms in page.evaluate(_MARKS).items()}
    page.wait_for_timeout(500)  # requests still in flight when the screen appeared
    cdp.detach()
    return result


def measure(browser: Browser, url: str, *, phone: bool) -> tuple[Visit, Visit]:
    """A first visit in a fresh context, then a return visit in a new tab of it."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    try:
        first = visit(context.new_page(), url, phone=phone)
        back = visit(context.new_page(), url, phone=phone)
    finally:
        context.close()
    return first, back


@dataclass
class Figures:
    first_bytes: list[int] = field(default_factory=list)
    return_bytes: list[int] = field(default_factory=list)
    first_ms: list[float] = field(default_factory=list)
    return_ms: list[float] = field(default_factory=list)
    phone_first_ms: list[float] = field(default_factory=list)
    phone_return_ms: list[float] = field(default_factory=list)
    phone_marks: list[dict[str, float]] = field(default_factory=list)
    sample: Visit | None = None

    @property
    def after_start_ms(self) -> list[float]:
        """The first visit after the server started (one figure: the first run's)."""
        return self.first_ms[:1]


def run_server(server: AppServer, browser: Browser, runs: int) -> Figures:
    figures = Figures()
    url = f"{server.origin}/"
    for _ in range(runs):
        first, back = measure(browser, url, phone=False)
        figures.first_bytes.append(first.total)
        figures.return_bytes.append(back.total)
        figures.first_ms.append(first.first_screen_ms)
        figures.return_ms.append(back.first_screen_ms)
        figures.sample = first
        phone_first, phone_back = measure(browser, url, phone=True)
        figures.phone_first_ms.append(phone_first.first_screen_ms)
        figures.phone_return_ms.append(phone_back.first_screen_ms)
        figures.phone_marks.append(
            {**phone_first.marks, "first screen": phone_first.first_screen_ms}
        )
    return figures


def wait_for_precompressed(cache_dir: Path, timeout: float) -> None:
    """Let the background build of the compressed client finish (a once-per-version cost)."""
    done = cache_dir / "web-client"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(done.glob("*/.complete")):
            return
        time.sleep(1)
    print(f"(the compressed client was not complete after {timeout:.0f} s; measuring anyway)")


def median(values: list[float] | list[int]) -> float:
    return float(statistics.median(values))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--list", action="store_true", help="print the biggest requests")
    parser.add_argument("--build-timeout", type=float, default=400.0)
    args = parser.parse_args()
    results: dict[str, Figures] = {}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for name, compress in (("baseline (as Flet ships it)", False), ("optimised", True)):
            root = Path(folder) / ("plain" if not compress else "optimised")
            root.mkdir()
            config = root / "flet.toml"
            config.write_text(f'[app]\nview = "web"\ncompress = {str(compress).lower()}\n')
            # A cache folder of this run's own: the figures never depend on earlier runs.
            os.environ[CACHE_DIR_ENV] = str(root / "cache")
            server = started(root / "data", root, table=False, config=config)
            try:
                if compress:
                    wait_for_precompressed(root / "cache", args.build_timeout)
                results[name] = run_server(server, browser, args.runs)
            finally:
                server.stop()
        browser.close()

    base, best = results["baseline (as Flet ships it)"], results["optimised"]
    print(f"\nmedians of {args.runs} runs (Chromium, {PHONE['width']}x{PHONE['height']})")
    print(f"{'':34}{'baseline':>14}{'optimised':>14}{'ratio':>8}")
    rows = [
        ("first visit, MB over the wire", "first_bytes", MB),
        ("return visit, kB over the wire", "return_bytes", 1000),
        ("first screen, ms", "first_ms", 1),
        ("first screen on return, ms", "return_ms", 1),
        ("first screen after start, ms", "after_start_ms", 1),
        ("first screen, phone, ms", "phone_first_ms", 1),
        ("first screen, phone return, ms", "phone_return_ms", 1),
    ]
    for label, attr, unit in rows:
        old, new = median(getattr(base, attr)) / unit, median(getattr(best, attr)) / unit
        print(f"{label:34}{old:>14.2f}{new:>14.2f}{new / old if old else 0:>8.2f}")
    print("\nan optimised first visit on the phone, step by step (medians, ms from navigation):")
    for name in (*MILESTONES, "first screen"):
        times = [marks[name] for marks in best.phone_marks if marks.get(name)]
        print(f"{median(times) if times else 0:>10.0f}  {name}")
    if args.list and best.sample is not None:
        print("\nbiggest requests of an optimised first visit (bytes over the wire):")
        for url, size in sorted(best.sample.bytes_by_url.items(), key=lambda kv: -kv[1])[:15]:
            print(f"{size:>12,}  {url}")

    first = median(best.first_bytes)
    missed = [
        f"first visit {first / MB:.2f} MB > 5 MB" if first > GOAL_FIRST_BYTES else "",
        f"return visit {median(best.return_bytes) / first:.1%} > 5 %"
        if median(best.return_bytes) > GOAL_RETURN_SHARE * first
        else "",
        f"phone first screen {median(best.phone_first_ms):.0f} ms > 4000 ms"
        if median(best.phone_first_ms) > GOAL_PHONE_MS
        else "",
    ]
    missed = [m for m in missed if m]
    print("\ngoals: " + ("all met" if not missed else "MISSED: " + "; ".join(missed)))
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
