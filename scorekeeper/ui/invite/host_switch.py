"""The "Host this table" switch, with the join code while it is on (Settings, the invite screen).

The widget only shows :class:`~scorekeeper.ui.invite.hosting.Hosting` and
hands the taps to its changes; the server itself is the process's
:class:`~scorekeeper.web.phone_host.TableHost` (one per app, in the services),
so both screens show the same state.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.services.addresses import lan_address
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.hosting import (
    HostState,
    following,
    hosting_now,
    hosting_offered,
    switched_off,
    switched_on,
)
from scorekeeper.ui.invite.qr import address_svg
from scorekeeper.ui.kit import muted
from scorekeeper.ui.widgets import identified

QR_SIZE = 280
"""Nearly a phone's width, so another phone's camera finds it from arm's length."""


@ft.component
def host_switch() -> ft.Control:
    """The switch, its join code and address when on, or why it is off; nothing in a browser."""
    t = use_locale().t
    host = use_services().table_host
    page = ft.context.page
    running = host.hosted.join_address if host and host.hosted else None
    kept, set_hosting = ft.use_state(hosting_now(running))
    if host is None or not hosting_offered(web=bool(page.web), can_host=True):
        return ft.Container(visible=False)
    hosting = following(kept, running)
    table = host

    def toggle(event: ft.Event[ft.Switch]) -> None:
        if event.control.value:
            set_hosting(switched_on(lan_address(), lambda lan: table.start(lan).join_address))
        else:
            table.stop()
            set_hosting(switched_off())

    controls: list[ft.Control] = [
        identified(
            ft.Switch(
                key=keys.HOST_SWITCH,
                label=t("invite.host"),
                value=hosting.on,
                on_change=toggle,
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
