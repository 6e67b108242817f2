"""The server's log: one line per event, never a traceback, in the host's terminal.

Why: the terminal that runs the table's server shows the join address and its
QR code; uvicorn and Flet log an exception with its whole traceback (47 lines
for a failed start, a dozen for a phone that hung up while a page was sent),
which pushes the code off the screen and tells the host nothing to act on.
Every record is written as ``level: logger: message (Exception: text)``, on one
line; a traceback that a message carries in its text is cut off too.
"""

from __future__ import annotations

import logging
from typing import Any, Final

MOST_CHARACTERS: Final = 400
"""A log line longer than this is cut (a message may repeat a client's input)."""
_TRACEBACK: Final = "Traceback (most recent call last)"


class OneLineFormatter(logging.Formatter):
    """``warning: flet_web.fastapi: Unhandled error … (AttributeError: …)``, one line."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line, with its exception's type and text instead of a traceback."""
        message = record.getMessage().split(_TRACEBACK, 1)[0]
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            message = f"{message} ({type(error).__name__}: {error})"
        line = " ".join(f"{record.levelname.lower()}: {record.name}: {message}".split())
        return line if len(line) <= MOST_CHARACTERS else line[: MOST_CHARACTERS - 1] + "…"


LOG_CONFIG: Final[dict[str, Any]] = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"one_line": {"()": OneLineFormatter}},
    "handlers": {
        "stderr": {
            "class": "logging.StreamHandler",
            "formatter": "one_line",
            "stream": "ext://sys.stderr",
        }
    },
    "root": {"handlers": ["stderr"], "level": "WARNING"},
    "loggers": {
        "uvicorn": {"level": "WARNING"},
        "uvicorn.error": {"level": "WARNING"},
        "uvicorn.access": {"level": "WARNING"},
    },
}
"""uvicorn's ``log_config``: every logger (uvicorn's, Flet's, ours) through the one-line handler."""
