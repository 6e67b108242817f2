"""Backup and restore (``/settings/backup``): all games to a file, and back.

The backup is the session JSON of RULES.md, ``{"format": "scorekeeper-backup/1",
"games": [...]}``, the same file ``scorekeeper export`` writes, so a backup
made on a phone restores on a computer and the other way round. The CSV of
hands is a copy for spreadsheets, not a backup.

Restoring never overwrites: the store adds new games, skips games it already
holds, and stores a different game that arrives under a taken id as a new
game (``GameRepository.import_games``); the screen says which happened how
often. A file that is not a valid backup is refused whole, with one message,
before anything is stored (``loads_games`` validates every game first).

Files travel through the browser: ``FilePicker.save_file`` downloads the
bytes, ``pick_files(with_data=True)`` uploads them. Reading, checking and
writing run off the event loop, since thousands of games take a while.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from dataclasses import dataclass
from datetime import datetime

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.stats import hands_csv
from scorekeeper.storage import backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.model import ImportAction, ImportOutcome
from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.context import Locale, use_locale, use_services
from scorekeeper.ui.history.revision import session_revision
from scorekeeper.ui.history.texts import number
from scorekeeper.ui.history.widgets import card, muted, section_title, view_padding
from scorekeeper.ui.settings import keys
from scorekeeper.ui.widgets import identified


@dataclass(frozen=True, slots=True)
class Message:
    """What the screen says after an action: a headline and details."""

    key: str
    """The control key: result or error."""
    headline: str
    details: tuple[str, ...] = ()
    error: bool = False


def backup_bytes(repository: GameRepository) -> tuple[bytes, int]:
    """Every game in the games list as a backup file, and how many games it holds."""
    games = repository.export_games()
    return dumps_json(backup_to_dict(games)).encode("utf-8"), len(games)


def csv_bytes(repository: GameRepository) -> bytes:
    """Every hand of every game as CSV, UTF-8 with a byte-order mark for spreadsheets."""
    return hands_csv(repository.export_games()).encode("utf-8-sig")


def restore(repository: GameRepository, data: bytes) -> tuple[ImportOutcome, ...]:
    """Check the whole file, then store its games; a bad file raises and stores nothing."""
    return repository.import_games(loads_games(data))


def restored_message(
    locale: Locale, file_name: str, outcomes: tuple[ImportOutcome, ...]
) -> Message:
    """What a restore did, counted: added, already here, added as new games."""
    counts = Counter(outcome.action for outcome in outcomes)
    copies = counts[ImportAction.COPIED] + counts[ImportAction.NEW_ID]
    return Message(
        key=keys.BACKUP_RESULT,
        headline=locale.t("backup.restored", file=file_name),
        details=(
            locale.t("backup.restored.added", count=number(locale, counts[ImportAction.ADDED])),
            locale.t("backup.restored.skipped", count=number(locale, counts[ImportAction.SKIPPED])),
            locale.t("backup.restored.copied", count=number(locale, copies)),
        ),
    )


def _file_name(kind: str, extension: str) -> str:
    """``scorekeeper-backup-2026-11-30.json``: sortable, and says what it is."""
    return f"scorekeeper-{kind}-{datetime.now().astimezone():%Y-%m-%d}.{extension}"


def _message_card(message: Message) -> ft.Control:
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
                        *(muted(line, selectable=True) for line in message.details),
                    ],
                ),
            ],
        ),
        key=message.key,
    )


@ft.component
def backup_view() -> ft.View:
    """Three actions (back up, CSV, restore) and what the last one did."""
    locale = use_locale()
    t = locale.t
    repository = use_services().repository
    page = ft.context.page
    busy, set_busy = ft.use_state(False)
    message, set_message = ft.use_state(lambda: None)
    picker_ref = ft.use_ref(lambda: None)

    def picker() -> ft.FilePicker:
        if picker_ref.current is None:
            picker_ref.current = ft.FilePicker()
        file_picker: ft.FilePicker = picker_ref.current
        return file_picker

    async def export_backup() -> None:
        set_busy(True)
        try:
            data, count = await asyncio.to_thread(backup_bytes, repository)
            saved = await picker().save_file(
                dialog_title=t("backup.export"),
                file_name=_file_name("backup", "json"),
                src_bytes=data,
            )
            headline = t("backup.saved", count=number(locale, count))
            set_message(Message(keys.BACKUP_RESULT, headline, (saved,) if saved else ()))
        finally:
            set_busy(False)

    async def export_csv() -> None:
        set_busy(True)
        try:
            data = await asyncio.to_thread(csv_bytes, repository)
            await picker().save_file(
                dialog_title=t("backup.csv"), file_name=_file_name("hands", "csv"), src_bytes=data
            )
            set_message(Message(keys.BACKUP_RESULT, t("backup.csv_saved")))
        finally:
            set_busy(False)

    async def restore_backup() -> None:
        files = await picker().pick_files(
            dialog_title=t("backup.restore"),
            file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=["json"],
            with_data=True,
            cancel_upload_on_window_blur=False,
        )
        if not files:
            return
        chosen = files[0]
        if chosen.bytes is None:
            set_message(
                Message(keys.BACKUP_ERROR, t("backup.refused"), (t("backup.no_data"),), True)
            )
            return
        set_busy(True)
        try:
            outcomes = await asyncio.to_thread(restore, repository, chosen.bytes)
        except ScorekeeperError as exc:
            set_message(Message(keys.BACKUP_ERROR, t("backup.refused"), (locale.error(exc),), True))
        else:
            session_revision(page).bump()
            set_message(restored_message(locale, chosen.name, outcomes))
        finally:
            set_busy(False)

    def action(key: str, label: str, icon: ft.IconData, handler: object, about: str) -> ft.Control:
        return ft.Column(
            spacing=4,
            controls=[
                identified(
                    ft.FilledTonalButton(
                        label, key=key, icon=icon, on_click=handler, disabled=busy, height=48
                    )
                ),
                muted(about),
            ],
        )

    controls: list[ft.Control] = [
        section_title(t("backup.save_heading")),
        action(
            keys.BACKUP_EXPORT,
            t("backup.export"),
            ft.Icons.DOWNLOAD,
            export_backup,
            t("backup.export.about"),
        ),
        action(
            keys.BACKUP_CSV,
            t("backup.csv"),
            ft.Icons.TABLE_CHART,
            export_csv,
            t("backup.csv.about"),
        ),
        section_title(t("backup.restore_heading")),
        action(
            keys.BACKUP_RESTORE,
            t("backup.restore"),
            ft.Icons.UPLOAD_FILE,
            restore_backup,
            t("backup.restore.about"),
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
    if isinstance(message, Message):
        controls.append(_message_card(message))
    return ft.View(
        route="/settings/backup",
        key=keys.BACKUP_VIEW,
        padding=view_padding(page),
        scroll=ft.ScrollMode.AUTO,
        spacing=12,
        appbar=ft.AppBar(title=ft.Text(t("backup.title"))),
        controls=controls,
    )
