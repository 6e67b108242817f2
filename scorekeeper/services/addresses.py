"""Where the app can be opened: on this computer, and by the other phones at the table.

Shared by the terminal's announcement, the in-app "Invite a phone" screen and
the web server's table gate (which reads the secret back out of the join
address), so all of them always mean the same address. Here, under the shells,
because both the screens (``ui``) and the web server (``web``) use it, and
neither of them may import the other.
"""

from __future__ import annotations

import socket
from typing import Final
from urllib.parse import urlencode

from scorekeeper.config import AppConfig, is_loopback

ANY_ADDRESS: Final = ("0.0.0.0", "::")
"""The hosts that mean "every address of this computer" (table mode's usual host)."""
JOIN_PARAMETER: Final = "join"
"""The query parameter that carries the secret in the join address."""

LIVE_PAGE = "live/"
"""Where the join address takes another phone: the live page (``/live/``, see
:mod:`scorekeeper.live_page`), which opens at once; its one button opens the full app."""


def join_address(base_url: str, secret: str) -> str:
    """The address a phone opens to join: ``base_url`` (ending in ``/``) with the secret."""
    return f"{base_url}?{urlencode({JOIN_PARAMETER: secret})}"


def live_address(base_url: str, secret: str) -> str:
    """The join address for another phone: the live page of ``base_url``, with the secret."""
    return join_address(base_url + LIVE_PAGE, secret)


def served_urls(config: AppConfig, lan: str | None) -> tuple[str, str | None]:
    """The URL to open on this computer, and the one for other devices (or None)."""
    port = config.port
    if config.host in ANY_ADDRESS:
        return f"http://127.0.0.1:{port}/", (f"http://{lan}:{port}/" if lan else None)
    host = f"[{config.host}]" if ":" in config.host else config.host
    local = f"http://{host}:{port}/"
    return local, (None if is_loopback(config.host) else local)


def lan_address() -> str | None:
    """This computer's address on the local network, or None when it has none.

    Connecting a UDP socket only asks the routing table which interface would be
    used; no packet is sent.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1, never routed on the internet
        address = str(probe.getsockname()[0])
    except OSError:
        return None
    finally:
        probe.close()
    return None if is_loopback(address) or address == "0.0.0.0" else address


def invite_address(config: AppConfig, secret: str, lan: str | None) -> str | None:
    """The join address another phone opens, or None when there is no network to join over.

    Table mode on this computer's own address (tests, or trying it out) invites
    to that address: only this computer can follow it.
    """
    local, shared = served_urls(config, lan)
    if shared is None and config.host in ANY_ADDRESS:
        return None
    return live_address(shared or local, secret)
