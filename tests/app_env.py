"""The environment an app started by a test runs in: the user's, minus what would leak in.

Why one function: every test that starts ``python -m scorekeeper`` must drop the
developer's ``FLET_*`` and ``SCOREKEEPER_*`` settings (another data folder, a
phone platform) and ``DISPLAY`` (no desktop window, no browser tab), but keep
the test session's shared client cache (``SCOREKEEPER_CACHE_DIR``, set by
``tests/conftest.py``), so the web client is compressed once per test session
instead of once per started server.
"""

from __future__ import annotations

import os

from scorekeeper.config import CACHE_DIR_ENV


def app_env() -> dict[str, str]:
    """A copy of this process's environment for an app under test."""
    env = {
        name: value
        for name, value in os.environ.items()
        if name == CACHE_DIR_ENV or not name.startswith(("FLET_", "SCOREKEEPER_"))
    }
    env.pop("DISPLAY", None)
    env["PYTHONUNBUFFERED"] = "1"
    return env
