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

Why the session starts the compressing itself: a server's builder stops with its
server, and the suite's servers live seconds, less than the best brotli takes for
one of the engine's big files. In a fresh clone each new server's builder began
the same big file again, and never finished: a quarter of the machine's CPU during
the browser run, for nothing. The session's own builder lives as long as the
session (the app's builders find the folder taken and leave it), keeps what it
finished for the next run, and is stopped when the session ends.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import TypedDict

import pytest
from hypothesis import settings

from scorekeeper.config import CACHE_DIR_ENV, AppConfig
from tests.launcher import STARTS

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")

CLIENT_CACHE = Path(__file__).parent / "artifacts" / "client-cache"


BUILDER: list[subprocess.Popen[bytes]] = []
"""The session's own builder of the compressed client, while it runs (controller only)."""


def _start_client_build() -> subprocess.Popen[bytes] | None:
    """The app's own background build of the compressed client, tied to this process."""
    try:
        from scorekeeper.web.server import start_client_build
    except ImportError:  # the phone's Python serves no web client
        return None
    return start_client_build(AppConfig(data_dir=CLIENT_CACHE, cache_dir=CLIENT_CACHE))


def pytest_sessionstart(session: pytest.Session) -> None:
    CLIENT_CACHE.mkdir(parents=True, exist_ok=True)
    os.environ[CACHE_DIR_ENV] = str(CLIENT_CACHE)
    if not hasattr(session.config, "workerinput"):
        builder = _start_client_build()
        if builder is not None:
            BUILDER.append(builder)


#: What each xdist worker counted (server start times, page loads), gathered as it ends.
class Costs(TypedDict):
    """What one process counted: its server start times (s) and its Flutter page loads."""

    starts: list[float]
    loads: int


WORKER_COSTS: list[Costs] = []


def _own_costs() -> Costs:
    """This process's server start times and Flutter page loads."""
    harness = sys.modules.get("tests.e2e.browser")
    return {"starts": list(STARTS), "loads": len(getattr(harness, "PAGE_LOADS", []))}


def pytest_sessionfinish(session: pytest.Session) -> None:
    """In an xdist worker: hand this process's costs to the controller, which prints them.
    In the controller: stop the session's builder (what it finished is kept)."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["costs"] = _own_costs()
    for builder in BUILDER:
        builder.terminate()
        builder.wait(timeout=30)
    BUILDER.clear()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    """In the xdist controller: keep what a finished worker counted."""
    costs = getattr(node, "workeroutput", {}).get("costs")
    if costs is not None:
        WORKER_COSTS.append(costs)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print what the run cost: browser cases, server starts, page loads and reruns.

    Why: the suite's time is mostly servers started and Flutter pages loaded, and a
    rerun hides a failure; with these in every run's output, a change that adds
    them is seen in its first run, not when the suite no longer fits CI's limit.
    Under xdist the workers' counts are summed (:func:`pytest_testnodedown`).
    """
    stats = terminalreporter.stats
    reruns = [report.nodeid for report in stats.get("rerun", [])]
    browser = {
        report.nodeid
        for outcome in ("passed", "failed", "error")
        for report in stats.get(outcome, [])
        if report.nodeid.startswith("tests/e2e/")
    }
    counted = WORKER_COSTS or [_own_costs()]
    starts = [float(seconds) for costs in counted for seconds in costs["starts"]]
    loads = sum(int(costs["loads"]) for costs in counted)
    terminalreporter.write_sep("-", "costs")
    terminalreporter.write_line(
        f"browser cases: {len(browser)}; server starts: {len(starts)}"
        f" ({sum(starts):.0f} s to serve); Flutter page loads: {loads};"
        f" reruns: {len(reruns)}"
    )
    for nodeid in reruns:
        terminalreporter.write_line(f"rerun: {nodeid}")
