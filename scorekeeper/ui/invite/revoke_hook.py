"""Revoking every phone: a new table secret, after a confirmation.

Why this device then opens the new join address itself: its own cookie was
made from the old secret too, and the server closes every websocket whose
cookie stopped being valid, this one included. Opening the new address in the
same tab gives it a fresh cookie and lands it back on the same screen.

A new secret that cannot be saved (a full disk) is in force all the same until
the app stops (:mod:`scorekeeper.storage.join_secret`): the tile says so, and
this device joins again with it like after any revoke. The dialogs themselves
are drawn by :mod:`scorekeeper.ui.invite.revoke` from the :class:`RevokeTile` here.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import partial
from urllib.parse import urlsplit

import flet as ft

from scorekeeper.services.table_secret import (
    SecretNotSavedError,
    current_secret,
    renew_secret,
)
from scorekeeper.ui.context import use_services
from scorekeeper.ui.invite import model
from scorekeeper.ui.invite.model import RevokeStep, Revoking, rejoin_address


@dataclass(frozen=True, slots=True)
class RevokeTile:
    """The tile's open dialog, for the view to draw, and what its controls do."""

    revoking: Revoking
    ask: Callable[[], None]
    """The tile's tap: ask before revoking."""
    cancel: Callable[[], None]
    """The question's Cancel, or its dismissal."""
    confirm: Callable[[], Awaitable[None]]
    """The question's Revoke: a new secret, then this device joins again with it."""
    back: Callable[[], None]
    """The failure's Back, or its dismissal."""


def use_revoke(on_revoked: Callable[[], None] | None = None) -> RevokeTile:
    """The tile's dialogs and the revoke; ``on_revoked`` runs once the new secret is in force.

    ``on_revoked`` lets the screen show the new secret at once: Flet keeps the
    session (and what it showed) across the page load that follows.
    """
    data_dir = use_services().config.data_dir
    page = ft.context.page
    revoking, set_revoking = ft.use_state(Revoking())
    confirmed = ft.use_ref(False)

    def ask() -> None:
        confirmed.current = False
        set_revoking(model.asking)

    async def confirm() -> None:
        # A double tap (or a tap while the page is already leaving) revokes once:
        # a second new secret would shut out this very device.
        if confirmed.current:
            return
        confirmed.current = True
        set_revoking(partial(model.closed, step=RevokeStep.ASKING))
        try:
            secret = renew_secret(data_dir)
        except SecretNotSavedError as exc:
            secret = current_secret(data_dir)
            set_revoking(partial(model.not_saved, reason=exc.reason))
        if on_revoked is not None:
            on_revoked()
        route = urlsplit(page.route or "/").path or "/"
        await ft.UrlLauncher().launch_url(
            rejoin_address(page.url or "", route, secret), web_only_window_name="_self"
        )

    def cancel() -> None:
        set_revoking(partial(model.closed, step=RevokeStep.ASKING))

    def back() -> None:
        set_revoking(partial(model.closed, step=RevokeStep.FAILED))

    return RevokeTile(revoking, ask, cancel, confirm, back)
