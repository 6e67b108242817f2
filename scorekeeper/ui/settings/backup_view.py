"""Backup and restore (``/settings/backup``): all games to a file, and back.

The backup is the session JSON of docs/RULES.md, ``{"format": "scorekeeper-backup/1",
"games": [...]}``, the same file ``scorekeeper export`` writes, so a backup
made on a phone restores on a computer and the other way round. The CSV of
hands is a copy for spreadsheets, not a backup.

Restoring never overwrites by itself, and never makes a second copy of a game
by itself: a game keeps its id, so the store adds new games and skips games it
already holds with the same record. Games that differ from the one kept here
are listed first (``restore_review``) with keep mine / take theirs / keep both
for each and for all; the choices are stored with the rest in one call that
stores all or nothing (``services.imports``). The screen says which happened
how often. A file that is not a valid backup is refused whole, with one
message, before anything is stored (``loads_games`` validates every game first).

What the screen says and holds is ``backup_model``'s; the files, the
services and the review's choices are ``backup_hook``'s; this module draws.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from scorekeeper.ui.context import use_locale
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.kit import Look, action, card, muted, section_title
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.backup_hook import use_backup
from scorekeeper.ui.settings.backup_model import Message
from scorekeeper.ui.settings.restore_review import review_panel


def _message_card(message: Message) -> ft.Control:
    """The last action's message, keyed as a result or as a refusal for tests to tell apart."""
    icon = ft.Icons.ERROR_OUTLINE if message.error else ft.Icons.CHECK_CIRCLE_OUTLINE
    colour = ft.Colors.ERROR if message.error else ft.Colors.PRIMARY
    return card(
        ft.Row(
            spacing=12,
            vertical_alignment=ft.CrossAxisAlignment.START,
            controls=[
                ft.Icon(icon, color=colour),
                ft.Column(
                    expand=True,
                    spacing=4,
                    controls=[
                        ft.Text(message.headline, weight=ft.FontWeight.BOLD),
                        *(muted(line) for line in message.details),
                    ],
                ),
            ],
        ),
        key=keys.BACKUP_ERROR if message.error else keys.BACKUP_RESULT,
    )


def _action(
    key: str,
    label: str,
    icon: ft.IconData,
    handler: Callable[[], Awaitable[None]],
    about: str,
    *,
    busy: bool,
) -> ft.Control:
    """A large button with one line saying what it does."""
    return ft.Column(
        spacing=4,
        controls=[
            action(
                label,
                key=key,
                on_click=handler,
                look=Look.TONAL,
                icon=icon,
                height=48,
                disabled=busy,
            ),
            muted(about),
        ],
    )


@ft.component
def backup_view() -> ft.View:
    """Three actions (back up, CSV, restore), what the last one did, and a review if open."""
    locale = use_locale()
    t = locale.t
    screen = use_backup()
    state, actions = screen.state, screen.actions
    busy = state.busy
    controls: list[ft.BaseControl] = [
        section_title(t("backup.save_heading")),
        _action(
            keys.BACKUP_EXPORT,
            t("backup.export"),
            ft.Icons.DOWNLOAD,
            actions.export_backup,
            t("backup.export.about"),
            busy=busy,
        ),
        _action(
            keys.BACKUP_CSV,
            t("backup.csv"),
            ft.Icons.TABLE_CHART,
            actions.export_csv,
            t("backup.csv.about"),
            busy=busy,
        ),
        section_title(t("backup.restore_heading")),
        _action(
            keys.BACKUP_RESTORE,
            t("backup.restore"),
            ft.Icons.UPLOAD_FILE,
            actions.restore,
            t("backup.restore.about"),
            busy=busy,
        ),
    ]
    if busy:
        controls.append(
            ft.Row(
                key=keys.BACKUP_BUSY,
                spacing=12,
                controls=[ft.ProgressRing(width=24, height=24), ft.Text(t("backup.working"))],
            )
        )
    if state.message is not None:
        controls.append(_message_card(state.message))
    if state.review is not None:
        controls.append(review_panel(locale, state.review, actions.review, busy=busy))
    return padded_frame(
        route="/settings/backup", key=keys.BACKUP_VIEW, title=t("backup.title"), controls=controls
    )
