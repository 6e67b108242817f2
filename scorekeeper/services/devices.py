"""Which device a session runs on: whose settings it shows, whose kept sheet it may reopen.

Why a value of its own: every phone at the table opens its own session against
the same data folder, and a session does not outlive the server. What has to
outlive it, the phone's own language, theme and text size and the hand sheet it
had open, is tied to the device: the browser's device id, a random cookie the
web server sets (:mod:`scorekeeper.web.devices`) and the browser sends back
after a reload or a restart of the server. Neither the address nor the browser's
name tells two phones apart: two phones of one family behind one router, with
one browser version, send the same.

The host's own window (desktop, a built app) has no cookie and is the host:
its settings are the table's default.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

DEVICE_ID: Final = re.compile(r"[0-9a-f]{32}")
"""A device id as the web server makes it: 128 random bits in hex, unguessable."""


def is_device_id(value: str) -> bool:
    """Whether ``value`` is a device id as the web server makes them."""
    return DEVICE_ID.fullmatch(value) is not None


@dataclass(frozen=True, slots=True)
class Device:
    """The device a session runs on, as far as the server can tell."""

    id: str | None = None
    """The browser's device id; None for the host's window, or a browser that sent none."""
    host: bool = False
    """The host's own window or browser: its settings are the table's default."""

    def __post_init__(self) -> None:
        if self.id is not None and not is_device_id(self.id):
            raise ValueError(f"{self.id[:40]!r} is not a device id (32 hex digits)")

    @property
    def sheet_owner(self) -> str | None:
        """The name a kept sheet is kept under for this device; None: it keeps none.

        A browser that sent no device id (it keeps no cookies) has nothing a
        later session could be matched by, so its sheet is not kept at all
        rather than reopened on someone else's phone.
        """
        if self.id is not None:
            return f"device {self.id}"
        return "host" if self.host else None


HOST_WINDOW: Final = Device(host=True)
"""The host's own window (desktop, a built app): no cookie, the host's settings."""
