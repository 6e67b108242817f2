"""Browser tests: the real app as a subprocess, the real Flet web client in Chromium.

Why this harness looks the way it does (see the shared notes on Flet 1.0):

- The app runs exactly as a user starts it (``python -m scorekeeper --web ...``),
  on a free port and a private data folder, so the tests cover the command line,
  the configuration and the web server too.
- Chromium is Debian's (``/usr/bin/chromium``), driven by the ``playwright`` pip
  package; ``playwright install`` is never needed and must never run. A missing
  Chromium fails the tests with instructions instead of skipping them.
- Flutter paints on a canvas. Clicking the hidden ``flt-semantics-placeholder``
  turns on the semantics tree, whose DOM nodes carry the texts, labels and the
  ``flt-semantics-identifier`` of controls wrapped by ``identified()``.
- Clicks go to the centre of an element's box with the mouse (Playwright's own
  ``click`` retries on nodes that Flutter rebuilds), then wait for what should
  follow.
- A screenshot right after the text appears can still be blank with skwasm, so
  :meth:`WebApp.screenshot` polls until the image has more than two colours.

The fixtures in ``conftest.py``: ``app_server`` (started; ``.stop()``, ``.start()``,
``.output()``), ``box_game``
(a server on one new box game, and its id),
``server_factory(host=...)`` for more servers, ``open_app(color_scheme=...,
server=..., url=...)`` for a tab. A tab (:class:`WebApp`) offers
``wait_text(text)``, ``wait_gone(text)``, ``shows(text)``,
``click(text | id= | label=, expect=...)``, ``type_into(text, id= | label=)``,
``select_all()``, ``screenshot(name)``, ``offsite_requests()`` and ``page`` for anything else.

Screenshots and timings go to ``tests/e2e/artifacts/`` (not committed).
"""

from __future__ import annotations

import io
import json
import os
import time
from pathlib import Path
from typing import Any, Final
from urllib.parse import urlsplit

import pytest
from PIL import Image
from playwright.sync_api import BrowserContext, Page, ViewportSize
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.e2e.stall_probe import (
    PageHungError,
    chromium_activity,
    describe,
)
from tests.launcher import AppServer

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Software compositing: this machine has no GPU, and compositing through the GPU
    # process's emulation cost about a tenth more CPU per tap (Flutter's own canvas
    # still draws through WebGL).
    "--disable-gpu-compositing",
]
ARTIFACTS = Path(__file__).parent / "artifacts"
PHONE: ViewportSize = {"width": 400, "height": 800}
MOTION: Final = "reduce"
"""The phone's "reduce motion" setting in a tab unless a test asks for motion.

Why: Chromium draws every frame of Flutter's transitions and ripples in software,
and with motion reduced (as many players set their phones) a journey of taps cost
a third less CPU, on a suite whose two cores are the limit. The journeys whose
point is a tap during the app's own animations (the box game by taps, the pad's
keys, the six-tap knock) open their tabs with ``motion=True``."""

FIRST_PAINT_TIMEOUT_MS = 60_000
"""A fresh server's first page: on a busy two-core machine (a fresh data folder
compresses the web client while the first visit is served) it once took over 30 s."""
STEP_TIMEOUT_MS = 20_000
"""How long one step may wait for what should follow it. A wait ends as soon as its
condition holds, so this bounds only a slow step: on a two-core machine running other
jobs beside the suite, a save that ends a game took more than 10 s to show its winner."""
SEMANTICS_TRY_MS = 3_000
"""How long one click on Flutter's placeholder may take to bring its semantics tree."""
BOX_SETTLE_S = 0.1
"""Seconds between two looks at a control's box: the same box twice means it is at rest."""
SETTLED_CAPTURES = 2
"""Repeats of the same capture, ``SETTLE_PAUSE_S`` apart, that count as a settled screen."""
SETTLE_PAUSE_S = 0.15
"""Between two captures of a screen that may still be moving: with the captures' own
time, the same image over about 0.4 s (a picture is taken some 150 times a run)."""
CAPTURE_TIMEOUT_MS = 8_000
"""One try at a picture; an unloaded machine takes 0.05 to 0.3 s."""
CAPTURE_TRIES = 4
HUNG_STALLS = 2
"""Stalled captures in a row, each followed by a script the page did not answer in
``CAPTURE_TIMEOUT_MS``, that make a hung page (about 30 s without an answer)."""
ANSWER_TIMEOUT_MS = 10_000
"""How long a page may take to answer a one-line script after a step failed."""
LOAD_QUIET_MS = 500
"""How long the semantics tree must stay unchanged before the first tap after a load."""
LOAD_SETTLE_MS = 10_000
"""The most the first tap after a load waits for that quiet (a page that never rests)."""
QUIET_FOR = """([quietMs, maxMs]) => new Promise((resolve) => {
  const host = document.querySelector('flt-semantics-host') || document.body;
  let timer;
  const done = (quiet) => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(cap);
    resolve(quiet);
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => done(true), quietMs);
  });
  observer.observe(host, {subtree: true, childList: true, attributes: true, characterData: true});
  timer = setTimeout(() => done(true), quietMs);
  const cap = setTimeout(() => done(false), maxMs);
})"""
"""Resolves true once the semantics tree has not changed for ``quietMs``, false after ``maxMs``."""
SELECTED_ALL = """() => {
  const f = document.activeElement;
  return !!f && ['INPUT', 'TEXTAREA'].includes(f.tagName)
    && f.selectionStart === 0 && f.selectionEnd === f.value.length;
}"""
"""True while the focused field's whole text is selected (an empty one counts)."""
SELECT_TRIES = 5
SELECT_SETTLE_MS = 250
"""How long a whole selection must last: Flutter, attaching to a field a moment after
it was focused, sets its own selection, and a select-all made before it is undone."""
EVIDENCE = ARTIFACTS / "failures"
"""Where a step that gave up leaves a picture and the texts on screen (see ``WebApp.evidence``)."""


def record_timing(name: str, seconds: float) -> None:
    """Keep a measured duration in ``artifacts/timings.json`` (and print it with -s)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / "timings.json"
    timings = json.loads(path.read_text()) if path.exists() else {}
    timings[name] = round(seconds, 3)
    path.write_text(json.dumps(timings, indent=2, sort_keys=True) + "\n")
    print(f"[timing] {name}: {seconds:.2f} s")


PAGE_LOADS: list[str] = []
"""Every page load of Flutter's client in this run (its address), for the suite's summary."""
LIVE_APPS: list[WebApp] = []
"""The tabs opened in the running test (emptied as each test is set up)."""

RERUN_ON_HANG = pytest.mark.flaky(reruns=2, only_rerun=["PageHungError"])
"""Up to two more runs, in fresh contexts, for a browser test that failed on a tab
that stopped answering (:class:`PageHungError`); any other failure fails at once."""


class WebApp:
    """One browser tab on the app, with the helpers tests need."""

    def __init__(self, context: BrowserContext, server: AppServer, url: str | None = None) -> None:
        self.context = context
        self.server = server
        self.url = url or server.url
        self.page: Page = context.new_page()
        self.requests: list[str] = []
        """Every URL the tab (or its workers) asked for, WebSockets included."""
        self.failures: dict[str, str] = {}
        """URL -> why it failed; ``csp`` means the browser blocked it before sending."""
        self.console: list[str] = []
        self.just_loaded = False
        """True from a page load until the first tap after it (see :meth:`settle_after_load`)."""
        self.capture_timeout_ms = CAPTURE_TIMEOUT_MS
        """One try at a picture, and the time the page then has to answer a script."""
        context.on("request", lambda request: self.requests.append(request.url))
        context.on(
            "requestfailed",
            lambda request: self.failures.__setitem__(request.url, request.failure or "?"),
        )
        self.page.on("websocket", lambda ws: self.requests.append(ws.url))
        self.page.on("console", lambda message: self.console.append(message.text))
        LIVE_APPS.append(self)

    def answers(self, timeout_ms: float = ANSWER_TIMEOUT_MS) -> bool:
        """Whether the tab's main thread runs a one-line script within ``timeout_ms``.

        A closed tab counts as answering: nothing in it can be stuck.
        """
        if self.page.is_closed():
            return True
        try:
            self.page.wait_for_function("() => true", polling=100, timeout=timeout_ms)
        except PlaywrightTimeoutError:
            return False
        except PlaywrightError:
            return True
        return True

    def open(self) -> None:
        """Load the app and turn on the semantics tree once Flutter has started.

        Follow with :meth:`wait_text` for the screen you expect.
        """
        PAGE_LOADS.append(self.url)
        self.page.goto(self.url)
        self.page.wait_for_selector(
            "flt-semantics-placeholder", state="attached", timeout=FIRST_PAINT_TIMEOUT_MS
        )
        self._turn_on_semantics()
        self.just_loaded = True

    def settle_after_load(self) -> None:
        """Before the first tap after a page load, wait until the screen is at rest.

        Why: the key a test waits for is in the semantics tree as soon as the first
        frame is built, but a fresh page goes on laying itself out for a moment (the
        app's own font arrives and every text is measured again, larger text moves
        rows), and a tap aimed at where a control stood a moment ago lands beside it,
        so the step waits in vain for the next screen. Only once per load: later taps
        follow a screen the test already saw settle.
        """
        if not self.just_loaded:
            return
        self.just_loaded = False
        self.at_rest()

    def at_rest(self) -> None:
        """Wait until the semantics tree has not changed for a moment (at most 10 s)."""
        self.page.evaluate(QUIET_FOR, [LOAD_QUIET_MS, LOAD_SETTLE_MS])

    def _turn_on_semantics(self) -> None:
        """Click the placeholder until Flutter has built its semantics tree.

        Why more than once: on a loaded machine a click that came while the engine
        was still starting was seen to be ignored, and the tab then had no tree at
        all, so the next step waited its full time for a control that was on
        screen (1 of 65 page loads in a whole-suite run).
        """
        deadline = time.monotonic() + FIRST_PAINT_TIMEOUT_MS / 1000
        while True:
            self.enable_semantics()
            try:
                self.page.wait_for_selector(
                    "flt-semantics", state="attached", timeout=SEMANTICS_TRY_MS
                )
                return
            except PlaywrightTimeoutError:
                if time.monotonic() > deadline:
                    pytest.fail(
                        f"no semantics tree {FIRST_PAINT_TIMEOUT_MS} ms after the page loaded;"
                        f" {self.evidence('semantics')}"
                    )

    def enable_semantics(self) -> None:
        """Click Flutter's hidden accessibility placeholder (once per page load)."""
        self.page.evaluate(
            "() => { const p = document.querySelector('flt-semantics-placeholder');"
            " if (p) p.click(); }"
        )

    # --- finding ---------------------------------------------------------------------

    def by_text(self, text: str) -> Any:
        """Locator of the element showing exactly ``text`` (as text or as its label).

        Flutter exposes some texts, such as menu items, only as ``aria-label``.
        """
        return self.page.get_by_text(text, exact=True).or_(self.by_label(text))

    def by_id(self, identifier: str) -> Any:
        """Locator of the control whose key is ``identifier`` (see ``identified()``)."""
        return self.page.locator(f'[flt-semantics-identifier="{identifier}"]')

    def by_label(self, label: str) -> Any:
        """Locator of the element whose accessible label is ``label`` (e.g. a tooltip)."""
        return self.page.get_by_label(label, exact=True)

    def wait_text(self, text: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
        """Wait until ``text`` is on screen; else fail with what the screen showed instead."""
        try:
            self.by_text(text).first.wait_for(state="visible", timeout=timeout_ms)
        except PlaywrightTimeoutError:
            pytest.fail(f"{text!r} was not on screen within {timeout_ms} ms; {self.evidence(text)}")

    def wait_gone(self, text: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
        """Wait until ``text`` has left the screen."""
        self.by_text(text).first.wait_for(state="detached", timeout=timeout_ms)

    def shows(self, text: str) -> bool:
        """Whether ``text`` is on screen now."""
        return bool(self.by_text(text).count())

    # --- acting ----------------------------------------------------------------------

    def click(
        self,
        text: str | None = None,
        *,
        id: str | None = None,
        label: str | None = None,
        expect: str | None = None,
    ) -> None:
        """Click by visible text, key (``id``) or label; then wait for ``expect``."""
        if sum(x is not None for x in (text, id, label)) != 1:
            raise ValueError("give exactly one of text, id, label")
        if text is not None:
            target = self.by_text(text)
        elif id is not None:
            target = self.by_id(id)
        else:
            target = self.by_label(str(label))
        target = target.first
        name = str(text or id or label)
        try:
            target.wait_for(state="visible", timeout=STEP_TIMEOUT_MS)
        except PlaywrightTimeoutError:
            pytest.fail(
                f"{name!r} was not on screen within {STEP_TIMEOUT_MS} ms; {self.evidence(name)}"
            )
        self.settle_after_load()
        box = self.resting_box(target, name)
        self.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        if expect is not None:
            self.wait_text(expect)

    def resting_box(self, target: Any, name: str) -> dict[str, float]:
        """``target``'s box once it has stopped moving.

        Why: a screen that is still sliding in (a route's transition, a list that
        grows while it settles) reports where the control was a moment ago, and
        a click there lands beside it, so the step then waits for nothing. On a
        busy machine such a transition can last longer than usual.
        """
        deadline = time.monotonic() + STEP_TIMEOUT_MS / 1000
        box = target.bounding_box()
        while True:
            time.sleep(BOX_SETTLE_S)
            again = target.bounding_box()
            if box is not None and again == box:
                return dict(box)
            if time.monotonic() > deadline:
                pytest.fail(f"{name} kept moving (or had no box) for {STEP_TIMEOUT_MS} ms")
            box = again

    def type_into(self, text: str, *, id: str | None = None, label: str | None = None) -> None:
        """Type ``text`` into the field with key ``id`` or accessible label ``label``."""
        if id is not None:
            field = self.by_id(id).locator("input, textarea").first
        elif label is not None:
            field = self.by_label(label).locator("xpath=self::input | self::textarea")
        else:
            raise ValueError("give id or label")
        field.first.wait_for(state="attached", timeout=STEP_TIMEOUT_MS)
        field.first.focus()
        self.select_all()
        self.page.keyboard.type(text)

    def select_all(self) -> None:
        """Select the focused field's whole text, and see that it stays selected, before typing.

        Why checked: Flutter starts editing a moment after a field is focused and
        then sets the selection itself; a Control+A pressed in that moment is undone,
        and the keys typed next land in front of the old text (typing "150" over a
        target of 200 gave "150200" once in a whole-suite run).
        """
        for _ in range(SELECT_TRIES):
            self.page.keyboard.press("Control+A")
            try:
                self.page.wait_for_function(SELECTED_ALL, timeout=SELECT_SETTLE_MS * 4)
                self.page.wait_for_timeout(SELECT_SETTLE_MS)
                if self.page.evaluate(SELECTED_ALL):
                    return
            except PlaywrightTimeoutError:
                continue
        pytest.fail(
            f"the focused field's text was not selected in {SELECT_TRIES} tries;"
            f" {self.evidence('select all')}"
        )

    def screenshot(self, name: str, timeout: float = 15.0) -> Path:
        """Save ``artifacts/<name>.png`` once the screen is painted and has settled.

        Painted: more than two colours (skwasm can show a blank canvas after the
        semantics tree is ready). Settled: the same image three times running
        (:data:`SETTLE_PAUSE_S` apart), because Flutter updates the semantics tree
        before the renderer catches up, so a dialog that is already "there" can
        still be missing from the picture.
        Each capture is bounded (:meth:`capture`), so the whole wait is too.
        """
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        deadline = time.monotonic() + timeout
        previous, same = b"", 0
        while True:
            png = self.capture(name)
            same = same + 1 if png == previous else 0
            if same >= SETTLED_CAPTURES and colour_count(png) > 2:
                path.write_bytes(png)
                return path
            if time.monotonic() > deadline:
                path.write_bytes(png)
                pytest.fail(f"the page stayed blank or kept moving for {timeout} s ({path})")
            previous = png
            time.sleep(SETTLE_PAUSE_S)

    def capture(self, name: str) -> bytes:
        """One picture of the viewport, within a bounded time, tried again if it stalls.

        Why: Playwright's screenshot first runs a small script in the page (it hides
        the caret) and then asks the compositor for a frame; on a loaded two-core
        machine a renderer busy with a fresh Flutter start answered neither for 30 s
        once, and the run failed on a picture that only a person looks at. A stalled
        try gives up after ``CAPTURE_TIMEOUT_MS``, is written to
        ``artifacts/captures.jsonl`` with how long the page took to answer a script
        then, and the next try goes straight to the frame (``caret="initial"``
        skips the script). After ``CAPTURE_TRIES`` stalls the test fails with that
        measurement, within a minute, instead of hanging; a page that answered no
        script after two stalls in a row raises :class:`PageHungError` at once.
        """
        stalls: list[dict[str, Any]] = []
        for attempt in range(1, CAPTURE_TRIES + 1):
            started = time.monotonic()
            try:
                png = self.page.screenshot(
                    timeout=self.capture_timeout_ms, caret="hide" if attempt == 1 else "initial"
                )
            except PlaywrightTimeoutError:
                stalls.append(self._stall(name, attempt, time.monotonic() - started))
                silent = [s for s in stalls[-HUNG_STALLS:] if s["script_answered_in_s"] is None]
                if len(silent) == HUNG_STALLS:
                    _record_stalls(stalls)
                    raise PageHungError(
                        f"{name}: the page answered no script through {HUNG_STALLS} stalled"
                        f" captures; Chromium: {describe(silent[-1]['chromium'])}"
                    ) from None
                continue
            if stalls:
                stalls[-1]["then_captured_in_s"] = round(time.monotonic() - started, 3)
                _record_stalls(stalls)
            return png
        _record_stalls(stalls)
        pytest.fail(
            f"{name}: no picture in {CAPTURE_TRIES} tries of {self.capture_timeout_ms} ms: {stalls}"
        )

    def _stall(self, name: str, attempt: int, waited: float) -> dict[str, Any]:
        """What the page was doing when a capture stalled: does its main thread answer?"""
        started = time.monotonic()
        answered = (
            round(time.monotonic() - started, 3) if self.answers(self.capture_timeout_ms) else None
        )
        stall: dict[str, Any] = {
            "shot": name,
            "try": attempt,
            "waited_s": round(waited, 3),
            "script_answered_in_s": answered,
        }
        if answered is None:
            stall["chromium"] = chromium_activity()
        return stall

    def evidence(self, waited_for: str) -> str:
        """Keep a picture and the texts on screen after a step gave up; say where they are.

        Why: a step that fails once in many runs cannot be watched again, and "not
        visible in 20 s" does not tell a slow page from a wrong screen. The picture
        is one bounded try (the page may be the thing that is stuck), the texts are
        the labels and texts of the semantics tree's nodes.
        """
        EVIDENCE.mkdir(parents=True, exist_ok=True)
        test = os.environ.get("PYTEST_CURRENT_TEST", "test").split(" ")[0]
        stem = "".join(c if c.isalnum() else "-" for c in f"{test}-{waited_for}")[-150:]
        texts: Any
        # A bounded question first: evaluate() itself has no time limit.
        if not self.answers(CAPTURE_TIMEOUT_MS):
            texts = f"the page did not answer a script in {CAPTURE_TIMEOUT_MS} ms"
            _record_stalls([{"step": waited_for, "chromium": chromium_activity()}])
        else:
            try:
                texts = self.page.evaluate(SCREEN_TEXTS, None)
            except PlaywrightError as exc:
                texts = f"the page did not answer: {exc.message.splitlines()[0]}"
        try:
            (EVIDENCE / f"{stem}.png").write_bytes(
                self.page.screenshot(timeout=CAPTURE_TIMEOUT_MS, caret="initial")
            )
            picture = f"{stem}.png"
        except PlaywrightError:
            picture = "no picture (the page did not paint one in time)"
        return f"the screen showed {texts!r} (evidence: {EVIDENCE.name}/{picture})"

    # --- checking --------------------------------------------------------------------

    def offsite_requests(self) -> list[str]:
        """Requests to anywhere but this machine that the browser actually sent.

        A request the app's Content-Security-Policy blocked never leaves the
        browser; those are listed by :meth:`blocked_requests` instead.
        """
        return [
            url
            for url in self.requests
            if not _is_local(url, self.url) and not _blocked_by_csp(self.failures.get(url))
        ]

    def blocked_requests(self) -> list[str]:
        """Off-site requests the browser refused to send because of the app's policy."""
        return [url for url in self.requests if _blocked_by_csp(self.failures.get(url))]


SCREEN_TEXTS = """() => [...new Set([...document.querySelectorAll('flt-semantics')]
    .map((n) => n.getAttribute('aria-label') || (n.childElementCount ? '' : n.textContent))
    .map((t) => (t || '').trim()).filter((t) => t))].slice(0, 60)"""
"""The distinct texts and labels of the semantics tree, in page order (at most 60)."""


def _record_stalls(stalls: list[dict[str, Any]]) -> None:
    """Append stalled captures to ``artifacts/captures.jsonl`` (and print them with -s)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with (ARTIFACTS / "captures.jsonl").open("a") as log:
        for stall in stalls:
            log.write(json.dumps(stall) + "\n")
            print(f"[capture stalled] {stall}")


def colour_count(png: bytes) -> int:
    """How many distinct colours a PNG holds (capped at 65 536)."""
    with Image.open(io.BytesIO(png)) as image:
        colours = image.convert("RGB").getcolors(maxcolors=65_536)
    return 65_536 if colours is None else len(colours)


def mean_brightness(png: Path) -> float:
    """Average grey level, 0 (black) to 255 (white)."""
    with Image.open(png) as image:
        grey = image.convert("L")
        histogram = grey.histogram()
        return sum(level * count for level, count in enumerate(histogram)) / sum(histogram)


def _is_local(url: str, app_url: str) -> bool:
    """Whether ``url`` stays on this machine: loopback, the app's own address, blob: or data:."""
    parts = urlsplit(url)
    own = {"127.0.0.1", urlsplit(app_url).hostname}
    return parts.scheme in ("blob", "data") or parts.hostname in own


def _blocked_by_csp(failure: str | None) -> bool:
    return failure is not None and "csp" in failure.lower()
