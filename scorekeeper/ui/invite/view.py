"""The "Invite a phone" screen (``/invite``): the join address as a QR code and as text.

A phone's own camera app reads the code and opens the address; the address
is also shown (selectable) and can be copied, for a phone without a camera
app. Outside table mode the screen says how to start it instead, or, in a
built app or a window, offers to host the table from this device (:mod:`.host_switch`).
"""

from __future__ import annotations

import flet as ft

from scorekeeper.config import AppConfig
from scorekeeper.i18n.locale import Locale
from scorekeeper.services.addresses import lan_address
from scorekeeper.services.table_secret import current_secret
from scorekeeper.ui.clipboard import clipboard_blocked, use_revealed
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.host_switch import host_switch
from scorekeeper.ui.invite.model import (
    INVITE_ROUTE,
    TABLE_COMMAND,
    Invitation,
    InviteState,
    invitation,
)
from scorekeeper.ui.invite.qr import address_svg
from scorekeeper.ui.invite.revoke import revoke_tile
from scorekeeper.ui.kit import Look, action, back_button, card, copy_by_hand, copyable, muted
from scorekeeper.ui.widgets import identified

QR_SIZE = 300
"""Nearly a phone's width, so another phone's camera finds it from arm's length."""


def _load(config: AppConfig, web: bool) -> Invitation:
    """The invitation, with the secret read (or made) and the network address looked up once."""
    secret = current_secret(config.data_dir) if web and config.table_mode else None
    return invitation(config, secret, lan_address() if secret else None, web=web)


def _ready(
    locale: Locale, address: str, copy: ft.Control, status: str, revoke: ft.Control
) -> list[ft.BaseControl]:
    t = locale.t
    return [
        muted(t("invite.intro")),
        ft.Container(
            alignment=ft.Alignment.CENTER,
            content=ft.Image(
                src=address_svg(address),
                key=keys.INVITE_QR,
                width=QR_SIZE,
                height=QR_SIZE,
                semantics_label=t("invite.title"),
            ),
        ),
        ft.Text(t("invite.address"), weight=ft.FontWeight.BOLD),
        identified(ft.Text(address, key=keys.INVITE_ADDRESS, selectable=True)),
        copy,
        *([ft.Text(status, key=keys.INVITE_STATUS)] if status else []),
        muted(t("invite.camera")),
        revoke,
    ]


@ft.component
def invite_view() -> ft.View:
    """The code and address another phone opens to join, or how to make it possible."""
    locale = use_locale()
    t = locale.t
    services = use_services()
    page = ft.context.page
    web = bool(page.web)
    revoked, set_revoked = ft.use_state(0)
    shown = ft.use_memo(lambda: _load(services.config, web), dependencies=[web, revoked])
    status, set_status = ft.use_state("")
    by_hand, set_by_hand = ft.use_state(False)
    view = use_revealed(by_hand, keys.INVITE_COPY_FIELD)

    async def copy() -> None:
        if clipboard_blocked(page.url):
            set_by_hand(True)
            return
        try:
            await ft.Clipboard().set(shown.address)
        except (RuntimeError, TimeoutError):
            set_by_hand(True)
            return
        set_status(t("invite.copied"))

    if shown.state is InviteState.READY:
        copy_button = (
            copy_by_hand(shown.address, t("web.copy_by_hand"), key=keys.INVITE_COPY_FIELD)
            if by_hand
            else action(
                t("invite.copy"),
                key=keys.INVITE_COPY,
                on_click=copy,
                look=Look.OUTLINED,
                icon=ft.Icons.COPY,
            )
        )
        controls: list[ft.BaseControl] = _ready(
            locale,
            shown.address,
            copy_button,
            status,
            revoke_tile(lambda: set_revoked(revoked + 1)),
        )
    elif shown.state is InviteState.NO_NETWORK:
        controls = [card(ft.Text(t("invite.no_network")), key=keys.INVITE_NO_NETWORK)]
    elif not web:  # a built app or a window: it hosts the table itself
        controls = [host_switch()]
    else:
        controls = [
            card(
                ft.Column(
                    spacing=8,
                    controls=[
                        ft.Text(t("invite.not_table")),
                        copyable(ft.Text(TABLE_COMMAND, font_family="monospace")),
                        muted(t("invite.camera")),
                    ],
                ),
                key=keys.INVITE_NOT_TABLE,
            )
        ]
    return padded_frame(
        route=INVITE_ROUTE,
        key=keys.INVITE_VIEW,
        title=t("invite.title"),
        back=back_button(keys.INVITE_BACK, t("button.back"), "/"),
        controls=controls,
        ref=view,
    )
