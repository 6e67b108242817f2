"""Session-wide set-up for every test: Hypothesis's budget, one cache folder for the
compressed web client, and what the run cost, printed at its end.

Why the Hypothesis profile is here: a profile loaded by one test module sets the
budget for the whole session from the moment pytest imports it, so the suite's
budget would depend on which modules were collected. Here it is set once for all:
no deadline, because a two-core machine running a browser test beside is no place
to time an example (speed is measured by the benchmark scripts), and a module that
needs more examples says so on its own tests.

Why one cache folder: each server a test starts has a data folder of its own, and
compressing the web client costs minutes of CPU (the best brotli). The folder is
``tests/artifacts/client-cache`` (not committed), shared by every run in this
checkout (both of ``tests/run.sh``'s pytest runs, a developer's reruns) and kept
between them: the app keys what it keeps there by Flet's version and lets one
builder work at a time, so the client is compressed once per checkout, and no test
writes into the developer's own cache folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from scorekeeper.config import CACHE_DIR_ENV
from tests.launcher import STARTS

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")

CLIENT_CACHE = Path(__file__).parent / "artifacts" / "client-cache"


def pytest_sessionstart(session: pytest.Session) -> None:
    CLIENT_CACHE.mkdir(parents=True, exist_ok=True)
    os.environ[CACHE_DIR_ENV] = str(CLIENT_CACHE)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print what the run cost: browser cases, server starts, page loads and reruns.

    Why: the suite's time is mostly servers started and Flutter pages loaded, and a
    rerun hides a failure; with these in every run's output, a change that adds
    them is seen in its first run, not when the suite no longer fits CI's limit.
    """
    stats = terminalreporter.stats
    reruns = [report.nodeid for report in stats.get("rerun", [])]
    browser = {
        report.nodeid
        for outcome in ("passed", "failed", "error")
        for report in stats.get(outcome, [])
        if report.nodeid.startswith("tests/e2e/")
    }
    harness = sys.modules.get("tests.e2e.browser")
    loads = len(getattr(harness, "PAGE_LOADS", []))
    terminalreporter.write_sep("-", "costs")
    if terminalreporter.config.getoption("numprocesses", None):
        # Servers and pages were counted in the workers' processes, not here.
        terminalreporter.write_line(f"reruns: {len(reruns)} (servers counted per process)")
    else:
        terminalreporter.write_line(
            f"browser cases: {len(browser)}; server starts: {len(STARTS)}"
            f" ({sum(STARTS):.0f} s to serve); Flutter page loads: {loads};"
            f" reruns: {len(reruns)}"
        )
    for nodeid in reruns:
        terminalreporter.write_line(f"rerun: {nodeid}")
