"""Session-wide set-up for every test: Hypothesis's budget, and one cache folder for the
compressed web client.

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
import tempfile

import pytest
from hypothesis import settings

from scorekeeper.config import CACHE_DIR_ENV

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
