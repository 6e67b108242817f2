"""The invite screen's state and actions: the invitation, the copy, and a revoke made here.

Why the invitation is kept: reading the secret and looking up the network
address is done once as the screen opens, and again only after this device
revoked every phone (the new secret), not on every render (a copy redraws).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import flet as ft

from scorekeeper.config import AppConfig
from scorekeeper.services.addresses import lan_address
from scorekeeper.services.table_secret import current_secret
from scorekeeper.ui.clipboard import clipboard_blocked, use_revealed
from scorekeeper.ui.context import use_services
from scorekeeper.ui.invite import keys, model
from scorekeeper.ui.invite.model import Invitation, InviteScreen, hosts_here, invitation


@dataclass(frozen=True, slots=True)
class InviteActions:
    """What the screen's controls do."""

    copy: Callable[[], Awaitable[None]]
    """The copy button: to the clipboard, or shown to copy by hand where the browser refuses."""
    revoked: Callable[[], None]
    """After the revoke tile's revoke: read the new secret into the invitation."""


@dataclass(frozen=True, slots=True)
class Invite:
    """What the invite screen's view draws, and what its controls do."""

    shown: Invitation
    screen: InviteScreen
    hosts_here: bool
    """The "Host this table" switch in place of how to start table mode."""
    view: ft.Ref[ft.View]
    """For the screen's view: scrolled to the address to copy by hand once it is shown."""
    actions: InviteActions


def _load(config: AppConfig, web: bool) -> Invitation:
    """The invitation, with the secret read (or made) and the network address looked up once."""
    secret = current_secret(config.data_dir) if web and config.table_mode else None
    return invitation(config, secret, lan_address() if secret else None, web=web)


def use_invite() -> Invite:
    """The invitation read as the screen opens and after each revoke, and the copy's outcome."""
    config = use_services().config
    page = ft.context.page
    web = bool(page.web)
    screen, set_screen = ft.use_state(InviteScreen())
    shown = ft.use_memo(lambda: _load(config, web), dependencies=[web, screen.revokes])
    view = use_revealed(screen.by_hand, keys.INVITE_COPY_FIELD)

    async def copy() -> None:
        if clipboard_blocked(page.url):
            set_screen(model.copying_by_hand)
            return
        try:
            await ft.Clipboard().set(shown.address)
        except (RuntimeError, TimeoutError):
            set_screen(model.copying_by_hand)
            return
        set_screen(model.copied_to_clipboard)

    def revoked() -> None:
        set_screen(model.secret_renewed)

    return Invite(shown, screen, hosts_here(shown, web=web), view, InviteActions(copy, revoked))
