"""Revoking every phone: a new table secret, after a confirmation.

Why this device then opens the new join address itself: its own cookie was
made from the old secret too, and the server closes every websocket whose
cookie stopped being valid, this one included. Opening the new address in the
same tab gives it a fresh cookie and lands it back on the same screen.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import flet as ft

from scorekeeper.storage.join_secret import JoinSecretFile
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.invite import keys
from scorekeeper.ui.web.join import join_address
from scorekeeper.ui.widgets import identified


def rejoin_address(page_url: str, path: str, secret: str) -> str:
    """The address this browser opens to join again: where it is, with the new secret."""
    parts = urlsplit(page_url)
    return join_address(f"{parts.scheme}://{parts.netloc}{path}", secret)


@ft.component
def revoke_tile() -> ft.Control:
    """The "Revoke every phone" tile; it asks before revoking."""
    t = use_locale().t
    services = use_services()
    page = ft.context.page

    async def revoke() -> None:
        page.pop_dialog()
        secret = JoinSecretFile(services.config.data_dir).renew()
        here = urlsplit(page.url or "").path or "/"
        await ft.UrlLauncher().launch_url(
            rejoin_address(page.url or "", here, secret), web_only_window_name="_self"
        )

    def ask() -> None:
        page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(t("invite.revoke")),
                content=ft.Text(t("invite.revoke.about")),
                actions=[
                    identified(
                        ft.TextButton(
                            t("invite.cancel"), key=keys.REVOKE_CANCEL, on_click=page.pop_dialog
                        )
                    ),
                    identified(
                        ft.FilledButton(
                            t("invite.revoke"), key=keys.REVOKE_CONFIRM, on_click=revoke
                        )
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
