"""The "Revoke every phone" tile and its dialogs: the question first, and a failure to save.

What a revoke does, and why this device joins again afterwards, is
:mod:`scorekeeper.ui.invite.revoke_hook`'s; this module only draws it.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.ui.context import use_locale
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.model import RevokeStep
from scorekeeper.ui.invite.revoke_hook import RevokeTile, use_revoke
from scorekeeper.ui.kit import Look, action
from scorekeeper.ui.widgets import identified


def question_dialog(locale: Locale, tile: RevokeTile) -> ft.AlertDialog | None:
    """Revoke every phone? (for ``ft.use_dialog``), or None when it is not asked."""
    if tile.revoking.step is not RevokeStep.ASKING:
        return None
    t = locale.t
    return ft.AlertDialog(
        title=ft.Text(t("invite.revoke")),
        content=ft.Text(t("invite.revoke.about")),
        actions=[
            action(t("button.cancel"), key=keys.REVOKE_CANCEL, on_click=tile.cancel),
            action(
                t("invite.revoke"), key=keys.REVOKE_CONFIRM, on_click=tile.confirm, look=Look.MAIN
            ),
        ],
        on_dismiss=tile.cancel,
    )


def failure_dialog(locale: Locale, tile: RevokeTile) -> ft.AlertDialog | None:
    """The new secret could not be saved, and why (for ``ft.use_dialog``), or None."""
    revoking = tile.revoking
    if revoking.step is not RevokeStep.FAILED:
        return None
    t = locale.t
    return ft.AlertDialog(
        key=keys.REVOKE_FAILED,
        title=ft.Text(t("invite.revoke")),
        content=ft.Text(t("invite.revoke.failed", reason=revoking.reason)),
        actions=[action(t("button.back"), key=keys.REVOKE_FAILED_BACK, on_click=tile.back)],
        on_dismiss=tile.back,
    )


@ft.component
def revoke_tile(on_revoked: Callable[[], None] | None = None) -> ft.Control:
    """The "Revoke every phone" tile; it asks before revoking.

    ``on_revoked``: see :func:`~scorekeeper.ui.invite.revoke_hook.use_revoke`.
    Each dialog has its own place, so the question leaves and the failure opens
    as two dialogs, one after the other.
    """
    locale = use_locale()
    t = locale.t
    tile = use_revoke(on_revoked)
    ft.use_dialog(question_dialog(locale, tile))
    ft.use_dialog(failure_dialog(locale, tile))
    return identified(
        ft.ListTile(
            key=keys.REVOKE,
            leading=ft.Icon(ft.Icons.PHONELINK_OFF, color=ft.Colors.ERROR),
            title=ft.Text(t("invite.revoke")),
            subtitle=ft.Text(t("invite.revoke.about")),
            on_click=tile.ask,
        )
    )
