"""The "Host this table" switch's state and its server: on, off, or why it stays off.

The server itself is the process's :class:`~scorekeeper.web.phone_host.TableHost`
(one per app, in the services), so the settings screen and the invite screen
show the same state; what each screen keeps is only why its last tap left the
switch off (:func:`~scorekeeper.ui.invite.hosting.following`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.services.addresses import lan_address
from scorekeeper.ui.context import use_services
from scorekeeper.ui.invite.hosting import (
    Hosting,
    following,
    hosting_now,
    hosting_offered,
    switched_off,
    switched_on,
)


@dataclass(frozen=True, slots=True)
class HostSwitch:
    """What the switch's view draws, and what a flip of it does."""

    hosting: Hosting
    """The switch beside the server as it runs now."""
    toggle: Callable[[bool], None]
    """The switch flipped on (True) or off."""


def use_host_switch() -> HostSwitch | None:
    """The switch as the server runs now, a flip starting or stopping it; None in a browser."""
    host = use_services().table_host
    page = ft.context.page
    running = host.hosted.join_address if host and host.hosted else None
    kept, set_hosting = ft.use_state(hosting_now(running))
    if host is None or not hosting_offered(web=bool(page.web), can_host=True):
        return None
    table = host

    def toggle(on: bool) -> None:
        if on:
            set_hosting(switched_on(lan_address(), lambda lan: table.start(lan).join_address))
        else:
            table.stop()
            set_hosting(switched_off())

    return HostSwitch(following(kept, running), toggle)
