"""Stable control keys of the invite screen and the settings tiles (see ``scorekeeper.ui.keys``)."""

from __future__ import annotations

from typing import Final

INVITE_VIEW: Final = "invite"
INVITE_BACK: Final = "invite.back"
INVITE_QR: Final = "invite.qr"
INVITE_ADDRESS: Final = "invite.address"
INVITE_COPY: Final = "invite.copy"
INVITE_COPY_FIELD: Final = "invite.copy_field"
INVITE_STATUS: Final = "invite.status"
INVITE_NOT_TABLE: Final = "invite.not_table"
INVITE_NO_NETWORK: Final = "invite.no_network"
HOME_INVITE: Final = "home.invite"
SETTINGS_INVITE: Final = "settings.invite"
REVOKE: Final = "invite.revoke"
REVOKE_CONFIRM: Final = "invite.revoke.confirm"
REVOKE_CANCEL: Final = "invite.revoke.cancel"
REVOKE_FAILED: Final = "invite.revoke.failed"
REVOKE_FAILED_BACK: Final = "invite.revoke.failed.back"
HOST_SWITCH: Final = "invite.host"
HOST_QR: Final = "invite.host.qr"
HOST_ADDRESS: Final = "invite.host.address"
HOST_PROBLEM: Final = "invite.host.problem"
