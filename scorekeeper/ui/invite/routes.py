"""The address of the Invite a phone screen, for the app's router (``scorekeeper.ui.app``)."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.invite.model import INVITE_ROUTE
from scorekeeper.ui.invite.view import invite_view


def routes() -> list[ft.Route]:
    """``/invite``."""
    return [ft.Route(path=INVITE_ROUTE.lstrip("/"), component=invite_view)]
