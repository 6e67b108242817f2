"""What Chromium's processes are doing while a page does not answer: busy, or waiting.

Why: a page that answers neither a screenshot nor a one-line script can be a
renderer stuck in a loop (its main thread at 100 % of a core: a product bug,
or the engine's) or one waiting on another process (the GPU process, a lock:
its main thread asleep). The two need different fixes, and the page itself
cannot be asked, so this reads ``/proc`` from outside: each Chromium process's
type, and the CPU each of its busiest threads used over a short window.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

PROC = Path("/proc")
TICKS_PER_S = os.sysconf("SC_CLK_TCK")
WINDOW_S = 1.0
"""How long the threads are watched: long enough for a busy thread to show 100 %."""
BUSIEST = 3
"""Threads listed per process, the busiest first."""


def _stat_fields(stat: Path) -> tuple[str, str, int] | None:
    """(name, state, user+system ticks) from a ``stat`` file; None once it is gone."""
    try:
        text = stat.read_text()
    except OSError:
        return None
    name = text[text.index("(") + 1 : text.rindex(")")]
    rest = text[text.rindex(")") + 2 :].split()
    return name, rest[0], int(rest[11]) + int(rest[12])


def _parents() -> dict[int, int]:
    """Every process's parent: pid -> ppid."""
    parents: dict[int, int] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat[stat.rindex(")") + 2 :].split()[1])
    return parents


def _ours(pid: int, parents: dict[int, int]) -> bool:
    """Whether ``pid`` descends from this process (Playwright's driver starts Chromium)."""
    me = os.getpid()
    seen: set[int] = set()
    while pid > 1 and pid not in seen:
        if pid == me:
            return True
        seen.add(pid)
        pid = parents.get(pid, 0)
    return False


def _chromium_processes() -> dict[int, str]:
    """Each Chromium process this process started: pid -> its ``--type`` (``browser`` for the
    main one). Only its own: a second test process (pytest-xdist) has a browser of its own,
    which this one must neither describe nor kill."""
    found: dict[int, str] = {}
    parents = _parents()
    for entry in PROC.iterdir():
        if not entry.name.isdigit() or not _ours(int(entry.name), parents):
            continue
        try:
            # A zygote's children rewrite their title: one string, words apart by spaces.
            argv = (entry / "cmdline").read_bytes().replace(b"\0", b" ").split()
        except OSError:
            continue
        if not argv or not argv[0].endswith(b"chromium"):
            continue
        kind = next(
            (a.split(b"=", 1)[1].decode() for a in argv if a.startswith(b"--type=")), "browser"
        )
        found[int(entry.name)] = kind
    return found


def _thread_ticks(pid: int) -> dict[int, tuple[str, str, int]]:
    threads: dict[int, tuple[str, str, int]] = {}
    try:
        tasks = list((PROC / str(pid) / "task").iterdir())
    except OSError:
        return threads
    for task in tasks:
        fields = _stat_fields(task / "stat")
        if fields is not None:
            threads[int(task.name)] = fields
    return threads


def _wanted_ns(pid: int) -> int | None:
    """Nanoseconds a process's main thread has run or waited to run; None where not kept.

    Why: a loop that never ends always wants a core, however few it gets. Its CPU share
    falls as more test processes share the cores (42 % of a core with four of them on
    two), but its time running plus its time waiting in the run queue stays the whole
    window. The kernel keeps both in ``/proc/<pid>/schedstat``, for the main thread.
    """
    try:
        run_ns, wait_ns, _ = (PROC / str(pid) / "schedstat").read_text().split()
    except (OSError, ValueError):
        return None
    return int(run_ns) + int(wait_ns)


def _wchan(pid: int, tid: int) -> str:
    """Where in the kernel a sleeping thread waits (``futex_wait...``, ``do_epoll_wait``)."""
    try:
        return (PROC / str(pid) / "task" / str(tid) / "wchan").read_text() or "-"
    except OSError:
        return "?"


def chromium_activity(
    window_s: float = WINDOW_S, wait: Callable[[float], object] = time.sleep
) -> list[dict[str, Any]]:
    """Per Chromium process: its type and its busiest threads' CPU share over ``window_s``.

    ``wait`` sleeps the window (an event's ``wait`` makes it end early on request).
    """
    processes = _chromium_processes()
    before = {pid: _thread_ticks(pid) for pid in processes}
    wanted_before = {pid: _wanted_ns(pid) for pid in processes}
    started = time.monotonic()
    wait(window_s)
    window_s = max(time.monotonic() - started, 0.01)
    report: list[dict[str, Any]] = []
    for pid, kind in processes.items():
        after = _thread_ticks(pid)
        wanted_after, wanted_then = _wanted_ns(pid), wanted_before[pid]
        threads: list[dict[str, Any]] = []
        for tid, (name, state, ticks) in after.items():
            used = ticks - before[pid].get(tid, (name, state, ticks))[2]
            share = round(100 * used / TICKS_PER_S / window_s)
            threads.append({"thread": name, "state": state, "cpu_pct": share, "tid": tid})
        threads.sort(key=lambda t: -int(t["cpu_pct"]))
        main = next((t for t in threads if t["tid"] == pid), None)
        report.append(
            {
                "type": kind,
                "cpu_pct": sum(int(t["cpu_pct"]) for t in threads),
                "main_thread": None
                if main is None
                else {
                    **main,
                    "waits_in": _wchan(pid, pid) if main["state"] != "R" else "-",
                    "wants_pct": None
                    if wanted_after is None or wanted_then is None
                    else round(100 * (wanted_after - wanted_then) / 1e9 / window_s),
                },
                "busiest": [{k: v for k, v in t.items() if k != "tid"} for t in threads[:BUSIEST]],
            }
        )
    report.sort(key=lambda p: -int(p["cpu_pct"]))
    return report


def describe(activity: list[dict[str, Any]]) -> str:
    """One line: each busy process's type, CPU share and its main thread's state."""
    parts = []
    for process in activity:
        main = process["main_thread"] or {}
        state = main.get("state", "?")
        waits = f" in {main['waits_in']}" if main.get("waits_in", "-") != "-" else ""
        parts.append(f"{process['type']} {process['cpu_pct']} % (main thread {state}{waits})")
    return ", ".join(parts[:4]) or "no Chromium process found"


class PageHungError(Exception):
    """A tab's own main thread answered no script for seconds: the renderer stopped.

    Why its own type: a step that waited in vain on a page that still answers is
    the app's failure, and fails the test; a page whose engine stopped answering
    anything (seen in Flutter's skwasm renderer in headless Chromium, once in
    some hundred screens with larger text) is not a screen the app drew wrong.
    Only this exception has the test run once more, in a fresh browser context
    (the marker in ``tests/e2e/conftest.py``), and each one is written down with
    what Chromium's processes were doing, in ``artifacts/captures.jsonl``.
    """


SPIN_LIMIT_S = 60.0
"""How long a renderer's main thread may run flat out before the watch stops it.

No step of a test waits that long for a page (20 s at most, 60 s for a first
paint), and a Flutter page at work uses its main thread in bursts; a thread at
100 % for a minute is a loop that will not end."""
WANTS_PCT = 90
"""A main thread that ran or waited to run for this share of a whole look is running flat
out (``/proc/<pid>/schedstat``), however many test processes share the cores."""
SPINNING_PCT = 50
"""Where the kernel keeps no run-queue times: a main thread above this share of a core over
a whole look counts as running flat out. Half, not all: the suite runs test processes
beside their servers, and a loop that never ends then gets less than a whole core."""
WATCH_WINDOW_S = 5.0
"""Each look at the renderers spans this long (stopping the watch ends one early)."""


def spins(main_thread: dict[str, Any]) -> bool:
    """Whether a renderer's main thread ran flat out over a whole look."""
    if main_thread["wants_pct"] is not None:
        return int(main_thread["wants_pct"]) >= WANTS_PCT
    return int(main_thread["cpu_pct"]) >= SPINNING_PCT


class SpinWatch(threading.Thread):
    """Watches Chromium's renderers during one test; kills one that spins.

    Why: a page stuck in a loop answers nothing, and Playwright calls that have
    no time limit of their own (``evaluate``, mouse input) would wait on it for
    ever, holding the whole run until CI's limit. Killing the renderer makes
    those calls fail at once ("Target crashed"); the test hook then reports a
    :class:`PageHungError` with what was measured here.
    """

    def __init__(self, limit_s: float = SPIN_LIMIT_S, window_s: float = WATCH_WINDOW_S) -> None:
        super().__init__(name="spin-watch", daemon=True)
        self.limit_s = limit_s
        self.window_s = window_s
        self._stop_event = threading.Event()
        self.killed: list[dict[str, Any]] = []
        """What each killed renderer was doing, as :func:`chromium_activity` saw it."""

    def run(self) -> None:
        spinning_since: dict[int, float] = {}
        while not self._stop_event.is_set():
            started = time.monotonic()
            for pid, process in self._renderers().items():
                if not spins(process["main_thread"]):
                    spinning_since.pop(pid, None)
                    continue
                first = spinning_since.setdefault(pid, started)
                if started - first >= self.limit_s:
                    self._kill(pid, process)
                    spinning_since.pop(pid)

    def _kill(self, pid: int, process: dict[str, Any]) -> None:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            return
        self.killed.append({"pid": pid, **process})

    def _renderers(self) -> dict[int, dict[str, Any]]:
        """Each renderer's activity over the next few seconds, by pid."""
        return {
            process["main_thread"]["tid"]: process
            for process in chromium_activity(self.window_s, self._stop_event.wait)
            if process["type"] == "renderer" and process["main_thread"] is not None
        }

    def stop(self) -> None:
        self._stop_event.set()
        self.join()
