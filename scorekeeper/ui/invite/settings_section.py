"""The settings screen's "Phones at the table": invite a phone, revoke every phone.

In a browser, shown only in table mode: elsewhere there is no table to invite
to (the invite screen, reachable from the start screen, explains how to start
one). In a built app or a window the app hosts the table itself: the section
holds the "Host this table" switch (:mod:`.host_switch`), with the join code
while it is on.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.host_switch import host_switch
from scorekeeper.ui.invite.model import INVITE_ROUTE
from scorekeeper.ui.invite.revoke import revoke_tile
from scorekeeper.ui.kit import section_title
from scorekeeper.ui.settings.widgets import link_tile


@ft.component
def table_phones_section() -> ft.Control:
    """The section, or nothing outside table mode."""
    t = use_locale().t
    config = use_services().config
    page = ft.context.page
    if not page.web:
        return ft.Column(
            spacing=0,
            controls=[section_title(t("invite.table")), host_switch()],
        )
    if not config.table_mode:
        return ft.Container(visible=False)

    async def open_invite() -> None:
        await page.push_route(INVITE_ROUTE)

    return ft.Column(
        spacing=0,
        controls=[
            section_title(t("invite.table")),
            link_tile(
                keys.SETTINGS_INVITE,
                ft.Icons.QR_CODE_2,
                t("invite.title"),
                t("invite.about"),
                open_invite,
            ),
            revoke_tile(),
        ],
    )
