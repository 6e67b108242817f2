"""Session-wide set-up for every test: Hypothesis's budget, one cache folder for the
compressed web client, and what the run cost, printed at its end.

Why the Hypothesis profile is here: a profile loaded by one test module sets the
budget for the whole session from the moment pytest imports it, so the suite's
budget would depend on which modules were collected. Here it is set once for all:
no deadline, because a two-core machine running a browser test beside is no place
to time an example (speed is measured by the benchmark scripts), and a module that
needs more examples says so on its own tests.

Why: each server a test starts has a data folder of its own, and compressing the
web client costs seconds of CPU per server (minutes for the best brotli). With
one cache folder for the session, made here and removed at the end, the client is
compressed once, and no test writes into the developer's own cache folder.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile

import pytest
from hypothesis import settings

from scorekeeper.config import CACHE_DIR_ENV
from tests.launcher import STARTS

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")

_created: list[str] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    folder = tempfile.mkdtemp(prefix="scorekeeper-client-cache-")
    _created.append(folder)
    os.environ[CACHE_DIR_ENV] = folder


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    for folder in _created:
        shutil.rmtree(folder, ignore_errors=True)


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
    terminalreporter.write_line(
        f"browser cases: {len(browser)}; server starts: {len(STARTS)}"
        f" ({sum(STARTS):.0f} s to serve); Flutter page loads: {loads}; reruns: {len(reruns)}"
    )
    for nodeid in reruns:
        terminalreporter.write_line(f"rerun: {nodeid}")
