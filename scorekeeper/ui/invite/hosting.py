"""The "Host this table" switch: its state and how it changes. Pure, no Flet.

Offered only where the app does not already serve the table: in a built app
(a phone) or a desktop window. In a browser the app *is* served by the full
web server (``scorekeeper --table``), whose join address the invite screen
shows already, so a second server on the same device would only confuse.

Turning it on needs the device's Wi-Fi address; without one, or when the
server cannot listen there (the port taken), the switch stays off and says why.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass


class HostState(enum.Enum):
    """What the switch shows."""

    OFF = "off"
    ON = "on"
    NO_WIFI = "no_wifi"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class Hosting:
    """The switch's model."""

    state: HostState = HostState.OFF
    address: str = ""
    """The join address, with the secret (only when ``ON``)."""
    reason: str = ""
    """Why the server did not start (only when ``FAILED``)."""

    @property
    def on(self) -> bool:
        """Whether the table is being hosted."""
        return self.state is HostState.ON


def hosting_offered(*, web: bool, can_host: bool) -> bool:
    """Whether the switch is shown: in a built app or a window that can host, never in a browser."""
    return can_host and not web


def hosting_now(address: str | None) -> Hosting:
    """The switch as a screen finds it: on with the running server's join address, or off."""
    return Hosting(HostState.ON, address) if address else Hosting()


def following(hosting: Hosting, address: str | None) -> Hosting:
    """The switch beside the server as it runs now (``address``: its join address, or None).

    The switch of the other screen may have turned it on or off meanwhile; a
    reason why it is off is kept while the server stays off.
    """
    if address:
        return Hosting(HostState.ON, address)
    return Hosting() if hosting.on else hosting


def switched_on(lan: str | None, start: Callable[[str], str]) -> Hosting:
    """The switch after it is turned on: ``start(lan)`` serves and returns the join address.

    ``OSError`` from ``start`` (the port taken, the address gone) leaves it off, with the reason.
    """
    if lan is None:
        return Hosting(HostState.NO_WIFI)
    try:
        return Hosting(HostState.ON, start(lan))
    except OSError as exc:
        return Hosting(HostState.FAILED, reason=exc.strerror or str(exc))


def switched_off() -> Hosting:
    """The switch after it is turned off (the server stopped)."""
    return Hosting()
