"""The "Invite a phone" screen (``/invite``): the join address as a QR code and as text.

A phone's own camera app reads the code and opens the address; the address
is also shown (selectable) and can be copied, for a phone without a camera
app. Outside table mode the screen says how to start it instead, or, in a
built app or a window, offers to host the table from this device (:mod:`.host_switch`).

What the screen holds and reads is :mod:`.hook`'s; this module only draws it.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.hook import Invite, use_invite
from scorekeeper.ui.invite.host_switch import host_switch
from scorekeeper.ui.invite.model import INVITE_ROUTE, TABLE_COMMAND, InviteState
from scorekeeper.ui.invite.qr import address_svg
from scorekeeper.ui.invite.revoke import revoke_tile
from scorekeeper.ui.kit import Look, action, back_button, card, copy_by_hand, copyable, muted
from scorekeeper.ui.widgets import identified

QR_SIZE = 300
"""Nearly a phone's width, so another phone's camera finds it from arm's length."""


def _copy(locale: Locale, invite: Invite) -> ft.Control:
    """The copy button, or the address selected to copy by hand where the browser refused."""
    t = locale.t
    address = invite.shown.address
    if invite.screen.by_hand:
        return copy_by_hand(address, t("web.copy_by_hand"), key=keys.INVITE_COPY_FIELD)
    return action(
        t("invite.copy"),
        key=keys.INVITE_COPY,
        on_click=invite.actions.copy,
        look=Look.OUTLINED,
        icon=ft.Icons.COPY,
    )


def _ready(locale: Locale, invite: Invite) -> list[ft.BaseControl]:
    t = locale.t
    address = invite.shown.address
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
        _copy(locale, invite),
        *([ft.Text(t("invite.copied"), key=keys.INVITE_STATUS)] if invite.screen.copied else []),
        muted(t("invite.camera")),
        revoke_tile(invite.actions.revoked),
    ]


def _how_to_start(locale: Locale) -> ft.Control:
    """Outside table mode in a browser: the command that starts it on the host computer."""
    t = locale.t
    return card(
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


@ft.component
def invite_view() -> ft.View:
    """The code and address another phone opens to join, or how to make it possible."""
    locale = use_locale()
    t = locale.t
    invite = use_invite()
    state = invite.shown.state
    controls: list[ft.BaseControl]
    if state is InviteState.READY:
        controls = _ready(locale, invite)
    elif state is InviteState.NO_NETWORK:
        controls = [card(ft.Text(t("invite.no_network")), key=keys.INVITE_NO_NETWORK)]
    elif invite.hosts_here:  # a built app or a window: it hosts the table itself
        controls = [host_switch()]
    else:
        controls = [_how_to_start(locale)]
    return padded_frame(
        route=INVITE_ROUTE,
        key=keys.INVITE_VIEW,
        title=t("invite.title"),
        back=back_button(keys.INVITE_BACK, t("button.back"), "/"),
        controls=controls,
        ref=invite.view,
    )
