"""Backup and restore (``/settings/backup``): all games to a file, and back.

The backup is the session JSON of docs/RULES.md, ``{"format": "scorekeeper-backup/1",
"games": [...]}``, the same file ``scorekeeper export`` writes, so a backup
made on a phone restores on a computer and the other way round. The CSV of
hands is a copy for spreadsheets, not a backup.

Restoring never overwrites: the store adds new games, skips games it already
holds, and stores a different game that arrives under a taken id as a new
game (``GameService.import_games``); the screen says which happened how
often. A file that is not a valid backup is refused whole, with one message,
before anything is stored (``loads_games`` validates every game first).

Files travel through the browser: ``FilePicker.save_file`` downloads the
bytes, ``pick_files(with_data=True)`` uploads them. Reading, checking and
writing run off the event loop, since thousands of games take a while.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

import flet as ft

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.services.games import GameService
from scorekeeper.stats import hands_csv
from scorekeeper.storage import backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.model import ImportAction, ImportOutcome
from scorekeeper.ui.context import Locale, use_locale, use_services
from scorekeeper.ui.history.texts import number
from scorekeeper.ui.history.widgets import card, muted, section_title, view_padding
from scorekeeper.ui.live import session_origin
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


def backup_bytes(repository: GameService) -> tuple[bytes, int]:
    """Every game in the games list as a backup file, and how many games it holds."""
    games = repository.export_games()
    return dumps_json(backup_to_dict(games)).encode("utf-8"), len(games)


def csv_bytes(repository: GameService) -> bytes:
    """Every hand of every game as CSV, UTF-8 with a byte-order mark for spreadsheets."""
    return hands_csv(repository.export_games()).encode("utf-8-sig")


def restore(
    repository: GameService, data: bytes, origin: str = ""
) -> tuple[ImportOutcome, ...]:
    """Check the whole file, then store its games; a bad file raises and stores nothing."""
    return repository.import_games(loads_games(data), origin=origin)


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
                        *(muted(line) for line in message.details),
                    ],
                ),
            ],
        ),
        key=message.key,
    )


@dataclass(frozen=True, slots=True)
class _Actions:
    """The screen's three actions, bound to this render's state setters."""

    locale: Locale
    repository: GameService
    page: ft.Page
    picker: Callable[[], ft.FilePicker]
    set_busy: Callable[[bool], None]
    set_message: Callable[[Message | None], None]

    async def export_backup(self) -> None:
        """Download every game as one backup file."""
        t = self.locale.t
        self.set_busy(True)
        try:
            data, count = await asyncio.to_thread(backup_bytes, self.repository)
            saved = await self.picker().save_file(
                dialog_title=t("backup.export"),
                file_name=_file_name("backup", "json"),
                src_bytes=data,
            )
        except (RuntimeError, TimeoutError):
            self.set_message(self.not_saved())
            return
        finally:
            self.set_busy(False)
        headline = t("backup.saved", count=number(self.locale, count))
        self.set_message(Message(keys.BACKUP_RESULT, headline, (saved,) if saved else ()))

    async def export_csv(self) -> None:
        """Download every hand as CSV."""
        t = self.locale.t
        self.set_busy(True)
        try:
            data = await asyncio.to_thread(csv_bytes, self.repository)
            await self.picker().save_file(
                dialog_title=t("backup.csv"), file_name=_file_name("hands", "csv"), src_bytes=data
            )
        except (RuntimeError, TimeoutError):
            self.set_message(self.not_saved())
            return
        finally:
            self.set_busy(False)
        self.set_message(Message(keys.BACKUP_RESULT, t("backup.csv_saved")))

    def not_saved(self) -> Message:
        """The browser refused the download (or never answered): say so, nothing is lost."""
        return Message(keys.BACKUP_ERROR, self.locale.t("backup.not_saved"), error=True)

    async def restore_backup(self) -> None:
        """Pick a file, check all of it, then store its games; say what happened."""
        t = self.locale.t
        files = await self.picker().pick_files(
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
            refused = Message(keys.BACKUP_ERROR, t("backup.refused"), (t("backup.no_data"),), True)
            self.set_message(refused)
            return
        self.set_busy(True)
        try:
            outcomes = await asyncio.to_thread(
                restore, self.repository, chosen.bytes, session_origin()
            )
        except ScorekeeperError as exc:
            detail = (self.locale.error(exc),)
            self.set_message(Message(keys.BACKUP_ERROR, t("backup.refused"), detail, True))
        else:
            self.set_message(restored_message(self.locale, chosen.name, outcomes))
        finally:
            self.set_busy(False)


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
            identified(
                ft.FilledTonalButton(
                    label, key=key, icon=icon, on_click=handler, disabled=busy, height=48
                )
            ),
            muted(about),
        ],
    )


@ft.component
def backup_view() -> ft.View:
    """Three actions (back up, CSV, restore) and what the last one did."""
    locale = use_locale()
    t = locale.t
    page = ft.context.page
    busy, set_busy = ft.use_state(False)
    no_message: Message | None = None
    message, set_message = ft.use_state(no_message)
    no_picker: ft.FilePicker | None = None
    picker_ref = ft.use_ref(no_picker)

    def picker() -> ft.FilePicker:
        """One file picker per screen, made on first use (it registers with the page)."""
        if picker_ref.current is None:
            picker_ref.current = ft.FilePicker()
        return picker_ref.current

    actions = _Actions(locale, use_services().games, page, picker, set_busy, set_message)
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
            actions.restore_backup,
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
    if message is not None:
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
