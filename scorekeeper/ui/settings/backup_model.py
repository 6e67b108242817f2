"""The backup screen as data: what it says, the restore under review, and whether it works.

Why a model: a restore passes through several steps (pick, check, maybe a
review, store) and each one both says something and decides what stays on
screen; the download of a backup can fail in the browser after the games were
read. Here each step is a pure change of one frozen ``BackupState``, so the
hook (``backup_hook``) only calls the services and applies them, and what the
screen says is tested without a page. The review itself is ``restore_model``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime

from scorekeeper.i18n.locale import Locale
from scorekeeper.i18n.words import number
from scorekeeper.services.files import MAX_FILE_BYTES, megabytes
from scorekeeper.services.records import ImportOutcome
from scorekeeper.ui.settings.restore_model import RestoreReview, count


@dataclass(frozen=True, slots=True)
class Message:
    """What the screen says after an action: a headline and details."""

    headline: str
    details: tuple[str, ...] = ()
    error: bool = False
    """Nothing happened (refused, not saved), as opposed to what an action did."""


@dataclass(frozen=True, slots=True)
class BackupState:
    """Everything the backup screen shows that is not fixed."""

    busy: bool = False
    """A file is being written, read or stored: the actions wait."""
    message: Message | None = None
    """What the last action did, or why it did nothing; None before any."""
    review: RestoreReview | None = None
    """The restore waiting for the players' choices, if a file differed from the games here."""


def working(state: BackupState) -> BackupState:
    """An action has started: the buttons wait, and the last message stays until it ends."""
    return replace(state, busy=True)


def idle(state: BackupState) -> BackupState:
    """The action has ended, whichever way."""
    return replace(state, busy=False)


def reading(state: BackupState) -> BackupState:
    """A picked file is being checked: the last message no longer applies."""
    return replace(state, busy=True, message=None)


def said(state: BackupState, message: Message) -> BackupState:
    """The screen says ``message`` (a review that is open stays open)."""
    return replace(state, message=message)


def reviewing(state: BackupState, review: RestoreReview) -> BackupState:
    """A checked file differs from games here: list them for the players' choices."""
    return replace(state, busy=False, review=review)


def in_review(state: BackupState, change: Callable[[RestoreReview], RestoreReview]) -> BackupState:
    """The review with one of the players' changes (a choice, a comparison opened)."""
    if state.review is None:
        return state
    return replace(state, review=change(state.review))


def closed(state: BackupState, message: Message) -> BackupState:
    """The review is over (stored or cancelled), and the screen says which."""
    return replace(state, review=None, message=message)


def file_name(kind: str, extension: str, when: datetime) -> str:
    """``scorekeeper-backup-2026-11-30.json``: sortable, and says what it is."""
    return f"scorekeeper-{kind}-{when:%Y-%m-%d}.{extension}"


def saved(locale: Locale, games: int, where: str | None) -> Message:
    """The backup was downloaded, with how many games, and where if the browser says."""
    headline = locale.t("backup.saved", count=number(locale, games))
    return Message(headline, (where,) if where else ())


def csv_saved(locale: Locale) -> Message:
    """The CSV of hands was downloaded."""
    return Message(locale.t("backup.csv_saved"))


def not_saved(locale: Locale) -> Message:
    """The browser refused the download (or never answered): say so, nothing is lost."""
    return Message(locale.t("backup.not_saved"), error=True)


def refused(locale: Locale, detail: str) -> Message:
    """The file cannot be restored, and why; nothing was stored."""
    return Message(locale.t("backup.refused"), (detail,), error=True)


def upload(locale: Locale, size: int | None, data: bytes | None) -> bytes | Message:
    """A picked file's bytes to read, or why it is refused before it is read.

    Larger than any backup (by its size or its bytes, whichever the browser
    gave): it is not a backup, and reading it would hold the server's memory.
    """
    if max(size or 0, len(data or b"")) > MAX_FILE_BYTES:
        return refused(locale, locale.t("backup.too_large", limit=megabytes(MAX_FILE_BYTES)))
    if data is None:
        return refused(locale, locale.t("backup.no_data"))
    return data


def cancelled(locale: Locale) -> Message:
    """The review was left: nothing was stored."""
    return Message(locale.t("restore.review.cancelled"))


def restored(locale: Locale, file_name: str, outcomes: tuple[ImportOutcome, ...]) -> Message:
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
    return Message(locale.t("backup.restored", file=file_name), tuple(details))
