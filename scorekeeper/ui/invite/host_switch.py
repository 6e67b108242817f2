"""The "Host this table" switch, with the join code while it is on (Settings, the invite screen).

The widget only shows :class:`~scorekeeper.ui.invite.hosting.Hosting` and
hands the flips to :mod:`.host_hook`, which holds the switch and runs the
server (the process's :class:`~scorekeeper.web.phone_host.TableHost`, so both
screens show the same state).
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.context import use_locale
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.host_hook import use_host_switch
from scorekeeper.ui.invite.hosting import HostState
from scorekeeper.ui.invite.qr import address_svg
from scorekeeper.ui.kit import muted
from scorekeeper.ui.widgets import identified

QR_SIZE = 280
"""Nearly a phone's width, so another phone's camera finds it from arm's length."""


@ft.component
def host_switch() -> ft.Control:
    """The switch, its join code and address when on, or why it is off; nothing in a browser."""
    t = use_locale().t
    switch = use_host_switch()
    if switch is None:
        return ft.Container(visible=False)
    hosting = switch.hosting
    controls: list[ft.Control] = [
        identified(
            ft.Switch(
                key=keys.HOST_SWITCH,
                label=t("invite.host"),
                value=hosting.on,
                on_change=lambda event: switch.toggle(bool(event.control.value)),
            )
        ),
        muted(t("invite.host.about")),
    ]
    if hosting.state is HostState.ON:
        controls += [
            ft.Container(
                alignment=ft.Alignment.CENTER,
                content=ft.Image(
                    src=address_svg(hosting.address),
                    key=keys.HOST_QR,
                    width=QR_SIZE,
                    height=QR_SIZE,
                    semantics_label=t("invite.title"),
                ),
            ),
            ft.Text(t("invite.address"), weight=ft.FontWeight.BOLD),
            identified(ft.Text(hosting.address, key=keys.HOST_ADDRESS, selectable=True)),
            muted(t("invite.host.records")),
        ]
    elif hosting.state is HostState.NO_WIFI:
        controls.append(ft.Text(t("invite.host.no_wifi"), key=keys.HOST_PROBLEM))
    elif hosting.state is HostState.FAILED:
        controls.append(
            ft.Text(t("invite.host.failed", reason=hosting.reason), key=keys.HOST_PROBLEM)
        )
    return ft.Column(spacing=8, controls=controls)
