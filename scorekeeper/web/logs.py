"""The server's log: one line per event, never a traceback, in the host's terminal.

Why: the terminal that runs the table's server shows the join address and its
QR code; uvicorn and Flet log an exception with its whole traceback (47 lines
for a failed start, a dozen for a phone that hung up while a page was sent),
which pushes the code off the screen and tells the host nothing to act on.
Every record is written as ``level: logger: message (Exception: text)``, on one
line; a traceback that a message carries in its text is cut off too.

Lines of one kind that repeat are held back (:class:`RepeatedLines`): one
address sending bytes that are not http made uvicorn write 3,922 lines a
second, which scrolls the join address away and grows a log file by a
gigabyte an hour. The next line of that kind to be written says how many
like it were not.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Final

MOST_CHARACTERS: Final = 400
"""A log line longer than this is cut (a message may repeat a client's input)."""
BURST: Final = 5
"""Lines of one kind written one after the other before the rest are held back."""
EVERY_SECONDS: Final = 10.0
"""After a burst, one line of a kind is written per this many seconds; the others are counted."""
ALL_BURST: Final = 20
"""Lines of every kind written one after the other before the rest are held back."""
ALL_EVERY_SECONDS: Final = 0.5
"""After that burst, one line of any kind per this many seconds."""
MOST_KINDS: Final = 256
"""Kinds of line remembered (the oldest is forgotten): a message may hold a client's input."""
_TRACEBACK: Final = "Traceback (most recent call last)"
_NOT_SHOWN: Final = "not_shown"
"""The attribute of a record that counts the lines of its kind held back before it."""


class RepeatedLines(logging.Filter):
    """Holds back lines that repeat: per kind (logger and message template) and in all.

    Each kind may write :data:`BURST` lines at once, then one per
    :data:`EVERY_SECONDS`; every kind together :data:`ALL_BURST`, then one per
    :data:`ALL_EVERY_SECONDS`. A line held back is counted against its kind,
    and the next line of that kind that is written carries the count, so the
    log says what it left out. Thread-safe: Flet logs from its worker threads.
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self._clock = clock
        self._lock = threading.Lock()
        self._kinds: OrderedDict[tuple[str, str], tuple[float, float, int]] = OrderedDict()
        self._all = (float(ALL_BURST), clock())

    def filter(self, record: logging.LogRecord) -> bool:
        """Whether ``record`` is written; if so, it carries the count of its kind held back."""
        key = (record.name, str(record.msg))
        with self._lock:
            now = self._clock()
            tokens, then, held_back = self._kinds.pop(key, (float(BURST), now, 0))
            tokens = min(float(BURST), tokens + (now - then) / EVERY_SECONDS)
            every, since = self._all
            every = min(float(ALL_BURST), every + (now - since) / ALL_EVERY_SECONDS)
            written = tokens >= 1 and every >= 1
            if written:
                setattr(record, _NOT_SHOWN, held_back)
                tokens, every, held_back = tokens - 1, every - 1, 0
            self._kinds[key] = (tokens, now, held_back + (not written))
            self._all = (every, now)
            while len(self._kinds) > MOST_KINDS:
                self._kinds.popitem(last=False)
        return written


class OneLineFormatter(logging.Formatter):
    """``warning: flet_web.fastapi: Unhandled error … (AttributeError: …)``, one line."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line, with its exception's type and text instead of a traceback."""
        message = record.getMessage().split(_TRACEBACK, 1)[0]
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            message = f"{message} ({type(error).__name__}: {error})"
        line = " ".join(f"{record.levelname.lower()}: {record.name}: {message}".split())
        held_back = getattr(record, _NOT_SHOWN, 0)
        note = f" ({held_back:,} more like it not shown)" if held_back else ""
        room = MOST_CHARACTERS - len(note)
        return (line if len(line) <= room else line[: room - 1] + "…") + note


LOG_CONFIG: Final[dict[str, Any]] = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"one_line": {"()": OneLineFormatter}},
    "filters": {"repeated": {"()": RepeatedLines}},
    "handlers": {
        "stderr": {
            "class": "logging.StreamHandler",
            "formatter": "one_line",
            "filters": ["repeated"],
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
"""uvicorn's ``log_config``: every logger (uvicorn's, Flet's, ours) through the one-line handler,
repeated lines held back."""
