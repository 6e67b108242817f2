"""Inviting another phone to the table: the join address as QR code and text, and revoking it.

``model`` decides what the screen can offer (pure); ``view`` shows it;
``revoke`` is the "Revoke every phone" control, also used by the settings
screen; ``settings_section`` is what the settings screen adds.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.invite.model import INVITE_ROUTE
from scorekeeper.ui.invite.view import invite_view

__all__ = ["INVITE_ROUTE", "invite_routes"]


def invite_routes() -> list[ft.Route]:
    """``/invite``."""
    return [ft.Route(path=INVITE_ROUTE.lstrip("/"), component=invite_view)]
