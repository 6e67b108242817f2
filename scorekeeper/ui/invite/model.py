"""What the invite screen shows, and how its copy and its revoking change. Pure, no Flet.

Three cases, decided from how the server was started:

- table mode with a network address: the join address (with the secret) to
  show as text and QR code;
- table mode but no network address (a laptop off the Wi-Fi): say so;
- not table mode (this device only, or a desktop window): how to start it,
  or, in a built app or a window, the "Host this table" switch.

Beside them, what the player did: copied the address (or was shown it to copy
by hand), and revoked every phone (:class:`Revoking`, the dialogs of the tile
the settings screen shows too).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Final
from urllib.parse import urlsplit

from scorekeeper.config import AppConfig
from scorekeeper.rules.reasons import Reason
from scorekeeper.services.addresses import invite_address, join_address

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


def hosts_here(shown: Invitation, *, web: bool) -> bool:
    """Whether the screen offers the "Host this table" switch instead of how to start table mode.

    Outside table mode a built app or a window serves the table itself; a
    browser's page can only say which command starts it on the host computer.
    """
    return shown.state is InviteState.NOT_TABLE and not web


@dataclass(frozen=True, slots=True)
class InviteScreen:
    """What the player did on the screen: the copy's outcome, and how often this device revoked."""

    copied: bool = False
    """The address reached the clipboard (the screen says so)."""
    by_hand: bool = False
    """The clipboard refused: the address is shown selected, to copy by hand."""
    revokes: int = 0
    """Revokes made here: each one reads the new secret into the invitation."""


def copied_to_clipboard(screen: InviteScreen) -> InviteScreen:
    """The screen after the clipboard took the address."""
    return replace(screen, copied=True)


def copying_by_hand(screen: InviteScreen) -> InviteScreen:
    """The screen after the browser kept the page from the clipboard."""
    return replace(screen, by_hand=True)


def secret_renewed(screen: InviteScreen) -> InviteScreen:
    """The screen after this device revoked every phone: its invitation is read again."""
    return replace(screen, revokes=screen.revokes + 1)


class RevokeStep(enum.Enum):
    """Which of the revoke tile's dialogs is open."""

    CLOSED = "closed"
    ASKING = "asking"
    """Revoke every phone? (cancel, or revoke)."""
    FAILED = "failed"
    """The new secret is in force but could not be saved."""


@dataclass(frozen=True, slots=True)
class Revoking:
    """The revoke tile's model: its open dialog."""

    step: RevokeStep = RevokeStep.CLOSED
    reason: Reason | None = None
    """Why the new secret could not be saved (only when ``FAILED``)."""


def asking(revoking: Revoking) -> Revoking:
    """The tile after a tap: it asks before revoking."""
    return Revoking(RevokeStep.ASKING)


def closed(revoking: Revoking, step: RevokeStep) -> Revoking:
    """The dialog of ``step`` closed (its button, its dismissal, or the revoke itself).

    A dialog's dismissal arrives after it left the screen: when the question
    gave way to the failure, that late dismissal must not close the failure too.
    """
    return Revoking() if revoking.step is step else revoking


def not_saved(revoking: Revoking, reason: Reason) -> Revoking:
    """The tile after a revoke whose new secret could not be saved: it says why."""
    return Revoking(RevokeStep.FAILED, reason)


_PAGE_SCHEMES = {"ws": "http", "wss": "https"}


def rejoin_address(page_url: str, route: str, secret: str) -> str:
    """The address this browser opens to join again: the screen it is on, with the new secret.

    ``page_url`` is what Flet knows of the page: the address of its websocket
    (``ws://host:port/...``), whose host and port are the page's.
    """
    parts = urlsplit(page_url)
    scheme = _PAGE_SCHEMES.get(parts.scheme, parts.scheme)
    return join_address(f"{scheme}://{parts.netloc}{route}", secret)
