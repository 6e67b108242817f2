"""Control keys of the start-up failure screen."""

from __future__ import annotations

from typing import Final

STARTUP_FAILURE_VIEW: Final = "startup.failure"
STARTUP_WHAT: Final = "startup.failure.what"
STARTUP_TODO: Final = "startup.failure.todo"
STARTUP_DETAIL: Final = "startup.failure.detail"
SETTINGS_DAMAGED_DIALOG: Final = "startup.settings_damaged"
SETTINGS_DAMAGED_OK: Final = "startup.settings_damaged.ok"
