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

Files travel through the browser: ``FilePicker.save_file`` downloads the
bytes, ``pick_files(with_data=True)`` uploads them. Reading, checking and
writing run off the event loop, since thousands of games take a while.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import datetime

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import number
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.services.backup import backup_text, loads_games
from scorekeeper.services.files import MAX_FILE_BYTES, megabytes
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import Arrival, examine, plan, store
from scorekeeper.services.records import ImportOutcome
from scorekeeper.services.sharing import Resolution
from scorekeeper.stats import hands_csv
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.frames import padded_frame
from scorekeeper.ui.kit import Look, action, card, muted, section_title
from scorekeeper.ui.live import session_origin
from scorekeeper.ui.settings import keys
from scorekeeper.ui.settings.restore_model import RestoreReview, count, start_review
from scorekeeper.ui.settings.restore_review import review_panel


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
    return backup_text(games).encode("utf-8"), len(games)


def csv_bytes(repository: GameService) -> bytes:
    """Every hand of every game as CSV, UTF-8 with a byte-order mark for spreadsheets."""
    return hands_csv(repository.export_games()).encode("utf-8-sig")


def review_file(repository: GameService, data: bytes) -> tuple[Arrival, ...]:
    """Check the whole file and compare its games with the ones kept; a bad file raises."""
    return examine(repository, loads_games(data))


def restore(
    repository: GameService,
    arrivals: tuple[Arrival, ...],
    choices: Mapping[str, Resolution],
    origin: str = "",
) -> tuple[ImportOutcome, ...]:
    """Store the file's games with the players' choices, all of them or none."""
    chosen = plan(arrivals, choices, repository.now())
    return store(repository, chosen, origin=origin)


def restored_message(
    locale: Locale, file_name: str, outcomes: tuple[ImportOutcome, ...]
) -> Message:
    """What a restore did, counted: added, already here, and what each choice did."""
    counts = count(outcomes)
    details = [
        locale.t("backup.restored.added", count=number(locale, counts.added)),
        locale.t("backup.restored.skipped", count=number(locale, counts.skipped)),
    ]
    for key, value in (
        ("restore.result.replaced", counts.replaced),
        ("backup.restored.copied", counts.copies),
        ("restore.result.kept", counts.kept),
    ):
        if value:
            details.append(locale.t(key, count=number(locale, value)))
    return Message(
        key=keys.BACKUP_RESULT,
        headline=locale.t("backup.restored", file=file_name),
        details=tuple(details),
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
    set_review: Callable[[RestoreReview | None], None]

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
        if max(chosen.size or 0, len(chosen.bytes or b"")) > MAX_FILE_BYTES:
            too_large = (t("backup.too_large", limit=megabytes(MAX_FILE_BYTES)),)
            self.set_message(Message(keys.BACKUP_ERROR, t("backup.refused"), too_large, True))
            return
        if chosen.bytes is None:
            refused = Message(keys.BACKUP_ERROR, t("backup.refused"), (t("backup.no_data"),), True)
            self.set_message(refused)
            return
        self.set_busy(True)
        self.set_message(None)
        try:
            arrivals = await asyncio.to_thread(review_file, self.repository, chosen.bytes)
        except ScorekeeperError as exc:
            detail = (self.locale.error(exc),)
            self.set_message(Message(keys.BACKUP_ERROR, t("backup.refused"), detail, True))
            self.set_busy(False)
            return
        review = start_review(chosen.name, arrivals)
        if review is not None:
            self.set_busy(False)
            self.set_review(review)
            return
        await self.store_games(chosen.name, arrivals, {})

    async def apply_review(self, review: RestoreReview) -> None:
        """Store the reviewed file with the players' choices."""
        self.set_busy(True)
        await self.store_games(review.file_name, review.arrivals, review.choices)

    def cancel_review(self) -> None:
        """Leave the review: nothing was stored, and the screen says so."""
        self.set_review(None)
        self.set_message(Message(keys.BACKUP_RESULT, self.locale.t("restore.review.cancelled")))

    async def store_games(
        self, file_name: str, arrivals: tuple[Arrival, ...], choices: Mapping[str, Resolution]
    ) -> None:
        """Store all of it or nothing; say which (the busy flag is set by the caller)."""
        try:
            outcomes = await asyncio.to_thread(
                restore, self.repository, arrivals, choices, session_origin()
            )
        except ScorekeeperError as exc:
            detail = (self.locale.error(exc),)
            message = Message(keys.BACKUP_ERROR, self.locale.t("backup.refused"), detail, True)
            self.set_message(message)
        else:
            self.set_review(None)
            self.set_message(restored_message(self.locale, file_name, outcomes))
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
    """Three actions (back up, CSV, restore) and what the last one did."""
    locale = use_locale()
    t = locale.t
    page = ft.context.page
    busy, set_busy = ft.use_state(False)
    no_message: Message | None = None
    message, set_message = ft.use_state(no_message)
    no_review: RestoreReview | None = None
    review, set_review = ft.use_state(no_review)
    no_picker: ft.FilePicker | None = None
    picker_ref = ft.use_ref(no_picker)

    def picker() -> ft.FilePicker:
        """One file picker per screen, made on first use (it registers with the page)."""
        if picker_ref.current is None:
            picker_ref.current = ft.FilePicker()
        return picker_ref.current

    actions = _Actions(
        locale, use_services().games, page, picker, set_busy, set_message, set_review
    )
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
    if review is not None:
        shown = review

        async def apply() -> None:
            await actions.apply_review(shown)

        controls.append(
            review_panel(locale, shown, set_review, apply, actions.cancel_review, busy=busy)
        )
    return padded_frame(
        route="/settings/backup", key=keys.BACKUP_VIEW, title=t("backup.title"), controls=controls
    )
