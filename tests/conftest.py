"""Session-wide set-up for every test: one cache folder for the compressed web client.

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

from scorekeeper.config import CACHE_DIR_ENV

_created: list[str] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    folder = tempfile.mkdtemp(prefix="scorekeeper-client-cache-")
    _created.append(folder)
    os.environ[CACHE_DIR_ENV] = folder


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    for folder in _created:
        shutil.rmtree(folder, ignore_errors=True)
