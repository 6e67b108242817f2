"""What the invite screen shows: the join address, or why there is none. Pure, no Flet.

Three cases, decided from how the server was started:

- table mode with a network address: the join address (with the secret) to
  show as text and QR code;
- table mode but no network address (a laptop off the Wi-Fi): say so;
- not table mode (this device only, or a desktop window): how to start it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from scorekeeper.config import AppConfig
from scorekeeper.services.addresses import invite_address

INVITE_ROUTE: Final = "/invite"
TABLE_COMMAND: Final = "scorekeeper --web --host 0.0.0.0"
"""What starts table mode on the host computer (shown as is: a command is not translated)."""


class InviteState(enum.Enum):
    """Which of the three cases the screen is in."""

    READY = "ready"
    NO_NETWORK = "no_network"
    NOT_TABLE = "not_table"


@dataclass(frozen=True, slots=True)
class Invitation:
    """The screen's model."""

    state: InviteState
    address: str = ""
    """The join address, with the secret (only when ``READY``)."""


def invitation(config: AppConfig, secret: str | None, lan: str | None, *, web: bool) -> Invitation:
    """The invitation for an app started with ``config``, in a browser (``web``) or a window.

    ``secret`` is the table's, when there is one.
    """
    if not (web and config.table_mode) or secret is None:
        return Invitation(InviteState.NOT_TABLE)
    address = invite_address(config, secret, lan)
    if address is None:
        return Invitation(InviteState.NO_NETWORK)
    return Invitation(InviteState.READY, address)
