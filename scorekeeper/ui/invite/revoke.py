"""Revoking every phone: a new table secret, after a confirmation.

Why this device then opens the new join address itself: its own cookie was
made from the old secret too, and the server closes every websocket whose
cookie stopped being valid, this one included. Opening the new address in the
same tab gives it a fresh cookie and lands it back on the same screen.

A new secret that cannot be saved (a full disk) is in force all the same until
the app stops (:mod:`scorekeeper.storage.join_secret`): the screen says so, and
this device joins again with it like after any revoke.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

import flet as ft

from scorekeeper.services.addresses import join_address
from scorekeeper.services.table_secret import (
    SecretNotSavedError,
    current_secret,
    renew_secret,
)
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.invite import keys
from scorekeeper.ui.kit import Look, action
from scorekeeper.ui.widgets import identified

_PAGE_SCHEMES = {"ws": "http", "wss": "https"}


def rejoin_address(page_url: str, route: str, secret: str) -> str:
    """The address this browser opens to join again: the screen it is on, with the new secret.

    ``page_url`` is what Flet knows of the page: the address of its websocket
    (``ws://host:port/...``), whose host and port are the page's.
    """
    parts = urlsplit(page_url)
    scheme = _PAGE_SCHEMES.get(parts.scheme, parts.scheme)
    return join_address(f"{scheme}://{parts.netloc}{route}", secret)


@ft.component
def revoke_tile(on_revoked: Callable[[], None] | None = None) -> ft.Control:
    """The "Revoke every phone" tile; it asks before revoking.

    ``on_revoked`` lets the screen show the new secret at once: Flet keeps the
    session (and what it showed) across the page load that follows.
    """
    t = use_locale().t
    services = use_services()
    page = ft.context.page

    def ask() -> None:
        confirmed: list[bool] = []

        async def revoke() -> None:
            # A double tap (or a tap while the page is already leaving) revokes once:
            # a second new secret would shut out this very device.
            if confirmed:
                return
            confirmed.append(True)
            page.pop_dialog()
            try:
                secret = renew_secret(services.config.data_dir)
            except SecretNotSavedError as exc:
                secret = current_secret(services.config.data_dir)
                page.show_dialog(
                    ft.AlertDialog(
                        key=keys.REVOKE_FAILED,
                        title=ft.Text(t("invite.revoke")),
                        content=ft.Text(t("invite.revoke.failed", reason=exc.reason)),
                        actions=[ft.TextButton(t("button.back"), on_click=page.pop_dialog)],
                    )
                )
            if on_revoked is not None:
                on_revoked()
            route = urlsplit(page.route or "/").path or "/"
            await ft.UrlLauncher().launch_url(
                rejoin_address(page.url or "", route, secret), web_only_window_name="_self"
            )

        page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(t("invite.revoke")),
                content=ft.Text(t("invite.revoke.about")),
                actions=[
                    action(t("button.cancel"), key=keys.REVOKE_CANCEL, on_click=page.pop_dialog),
                    action(
                        t("invite.revoke"), key=keys.REVOKE_CONFIRM, on_click=revoke, look=Look.MAIN
                    ),
                ],
            )
        )

    return identified(
        ft.ListTile(
            key=keys.REVOKE,
            leading=ft.Icon(ft.Icons.PHONELINK_OFF, color=ft.Colors.ERROR),
            title=ft.Text(t("invite.revoke")),
            subtitle=ft.Text(t("invite.revoke.about")),
            on_click=ask,
        )
    )
