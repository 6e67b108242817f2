"""The backup screen's state and actions: back up, export the CSV, restore, and its review.

Files travel through the browser: ``FilePicker.save_file`` downloads the
bytes, ``pick_files(with_data=True)`` uploads them. Reading, checking and
writing run off the event loop, since thousands of games take a while. Each
step's effect on the screen is a pure change of ``backup_model``, applied to
the latest state, so a step that ends after another began does not undo it.
The screen (:mod:`scorekeeper.ui.settings.backup_view`) only draws what this gives.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import partial

import flet as ft

from scorekeeper.i18n.locale import Locale
from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.services.backup import backup_text, loads_games
from scorekeeper.services.games import GameService
from scorekeeper.services.imports import Arrival, examine, plan, store
from scorekeeper.services.records import ImportOutcome
from scorekeeper.services.sharing import Resolution
from scorekeeper.stats import hands_csv
from scorekeeper.ui.context import use_locale, use_services
from scorekeeper.ui.live import session_origin
from scorekeeper.ui.settings import backup_model as model
from scorekeeper.ui.settings import restore_model
from scorekeeper.ui.settings.backup_model import BackupState
from scorekeeper.ui.settings.restore_model import RestoreReview, start_review

Change = Callable[[BackupState], BackupState]


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


@dataclass(frozen=True, slots=True)
class ReviewActions:
    """The handlers of the restore review's controls."""

    choose: Callable[[str, Resolution], None]
    """One differing game's choice (by its id)."""
    choose_all: Callable[[Resolution], None]
    toggle: Callable[[str], None]
    """Show a game's comparison, or fold it away."""
    apply: Callable[[], Awaitable[None]]
    """Store the file with the choices made."""
    cancel: Callable[[], None]


@dataclass(frozen=True, slots=True)
class BackupActions:
    """The handlers of the screen's three actions, and of the review."""

    export_backup: Callable[[], Awaitable[None]]
    export_csv: Callable[[], Awaitable[None]]
    restore: Callable[[], Awaitable[None]]
    review: ReviewActions


@dataclass(frozen=True, slots=True)
class BackupScreen:
    """What the backup screen draws, and what its controls do."""

    state: BackupState
    actions: BackupActions


@dataclass(frozen=True, slots=True)
class _Files:
    """The service calls and the browser's file dialogs, each step applied to the state."""

    locale: Locale
    repository: GameService
    picker: Callable[[], ft.FilePicker]
    change: Callable[[Change], None]

    def say(self, message: model.Message) -> None:
        """Say ``message``, leaving the busy flag and an open review as they are."""
        self.change(partial(model.said, message=message))

    async def export_backup(self) -> None:
        """Download every game as one backup file."""
        locale = self.locale
        await self._download(
            partial(backup_bytes, self.repository),
            "backup.export",
            model.file_name("backup", "json", _now()),
            lambda games, where: model.saved(locale, games, where),
        )

    async def export_csv(self) -> None:
        """Download every hand as CSV."""
        locale = self.locale
        await self._download(
            lambda: (csv_bytes(self.repository), 0),
            "backup.csv",
            model.file_name("hands", "csv", _now()),
            lambda _games, _where: model.csv_saved(locale),
        )

    async def _download(
        self,
        make: Callable[[], tuple[bytes, int]],
        title_key: str,
        file_name: str,
        said: Callable[[int, str | None], model.Message],
    ) -> None:
        """Make a file off the event loop (its bytes, and how many games it holds), hand it
        to the browser, and say what came of it: the browser may refuse or never answer."""
        self.change(model.working)
        try:
            data, games = await asyncio.to_thread(make)
            where = await self.picker().save_file(
                dialog_title=self.locale.t(title_key), file_name=file_name, src_bytes=data
            )
        except (RuntimeError, TimeoutError):
            self.say(model.not_saved(self.locale))
            return
        finally:
            self.change(model.idle)
        self.say(said(games, where))

    async def restore_backup(self) -> None:
        """Pick a file, check all of it, then store its games or list those that differ."""
        files = await self.picker().pick_files(
            dialog_title=self.locale.t("backup.restore"),
            file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=["json"],
            with_data=True,
            cancel_upload_on_window_blur=False,
        )
        if not files:
            return
        chosen = files[0]
        data = model.upload(self.locale, chosen.size, chosen.bytes)
        if isinstance(data, model.Message):
            self.say(data)
            return
        self.change(model.reading)
        try:
            arrivals = await asyncio.to_thread(review_file, self.repository, data)
        except ScorekeeperError as exc:
            self.say(model.refused(self.locale, self.locale.error(exc)))
            self.change(model.idle)
            return
        review = start_review(chosen.name, arrivals)
        if review is not None:
            self.change(partial(model.reviewing, review=review))
            return
        await self.store_games(chosen.name, arrivals, {})

    async def store_games(
        self, file_name: str, arrivals: tuple[Arrival, ...], choices: Mapping[str, Resolution]
    ) -> None:
        """Store all of it or nothing; say which (the busy flag is set by the caller)."""
        try:
            outcomes = await asyncio.to_thread(
                restore, self.repository, arrivals, choices, session_origin()
            )
        except ScorekeeperError as exc:
            self.say(model.refused(self.locale, self.locale.error(exc)))
        else:
            message = model.restored(self.locale, file_name, outcomes)
            self.change(partial(model.closed, message=message))
        finally:
            self.change(model.idle)


def use_backup() -> BackupScreen:
    """``/settings/backup``'s state, and its actions bound to the games of this session."""
    locale = use_locale()
    state, set_state = ft.use_state(BackupState())
    no_picker: ft.FilePicker | None = None
    picker_ref = ft.use_ref(no_picker)

    def picker() -> ft.FilePicker:
        """One file picker per screen, made on first use (it registers with the page)."""
        if picker_ref.current is None:
            picker_ref.current = ft.FilePicker()
        return picker_ref.current

    files = _Files(locale, use_services().games, picker, set_state)
    review = state.review

    def change(step: Callable[[RestoreReview], RestoreReview]) -> None:
        set_state(partial(model.in_review, change=step))

    def choose(game_id: str, resolution: Resolution) -> None:
        change(partial(restore_model.choose, game_id=game_id, choice=resolution))

    def choose_all(resolution: Resolution) -> None:
        change(partial(restore_model.choose_all, choice=resolution))

    def toggle(game_id: str) -> None:
        change(partial(restore_model.toggle, game_id=game_id))

    async def apply() -> None:
        if review is not None:
            set_state(model.working)
            await files.store_games(review.file_name, review.arrivals, review.choices)

    def cancel() -> None:
        set_state(partial(model.closed, message=model.cancelled(locale)))

    actions = BackupActions(
        export_backup=files.export_backup,
        export_csv=files.export_csv,
        restore=files.restore_backup,
        review=ReviewActions(choose, choose_all, toggle, apply, cancel),
    )
    return BackupScreen(state, actions)


def _now() -> datetime:
    """Now in the host's time zone, so a file is dated by the local day, not UTC's."""
    return datetime.now().astimezone()
