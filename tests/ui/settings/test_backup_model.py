"""The backup screen's state as pure data: each step's change, the file names and the messages."""

from __future__ import annotations

from datetime import datetime

import pytest

from scorekeeper.i18n import Catalog
from scorekeeper.i18n.locale import Locale
from scorekeeper.services.files import MAX_FILE_BYTES
from scorekeeper.services.records import ImportAction, ImportOutcome
from scorekeeper.ui.settings import backup_model as model
from scorekeeper.ui.settings.backup_model import BackupState, Message
from scorekeeper.ui.settings.restore_model import RestoreReview, toggle

LOCALE = Locale(Catalog.load(), "en", lambda _: None)
SAID = Message("Backup exported. Games in it: 4")
REVIEW = RestoreReview("b.json", ())


def test_an_export_keeps_the_last_message_until_it_ends() -> None:
    busy = model.working(BackupState(message=SAID))
    assert busy == BackupState(busy=True, message=SAID)
    assert model.idle(busy) == BackupState(message=SAID)


def test_reading_a_file_drops_the_last_message_but_not_an_open_review() -> None:
    state = model.reading(BackupState(message=SAID, review=REVIEW))
    assert state == BackupState(busy=True, review=REVIEW)


def test_a_message_leaves_the_review_and_the_busy_flag_alone() -> None:
    refused = model.refused(LOCALE, "why")
    state = BackupState(busy=True, review=REVIEW)
    assert model.said(state, refused) == BackupState(busy=True, message=refused, review=REVIEW)


def test_a_review_ends_the_work_and_closing_it_says_what_happened() -> None:
    reviewing = model.reviewing(model.reading(BackupState(message=SAID)), REVIEW)
    assert reviewing == BackupState(review=REVIEW)
    cancelled = model.cancelled(LOCALE)
    assert model.closed(reviewing, cancelled) == BackupState(message=cancelled)
    assert cancelled.headline == "Nothing was restored." and not cancelled.error


def test_a_change_to_the_review_needs_a_review() -> None:
    assert model.in_review(BackupState(), lambda review: toggle(review, "g1")) == BackupState()
    changed = model.in_review(BackupState(review=REVIEW), lambda review: toggle(review, "g1"))
    assert changed.review is not None and changed.review.opened == "g1"


def test_a_file_is_named_by_what_it_holds_and_its_day() -> None:
    when = datetime(2026, 3, 4, 23, 59)
    assert model.file_name("backup", "json", when) == "scorekeeper-backup-2026-03-04.json"
    assert model.file_name("hands", "csv", when) == "scorekeeper-hands-2026-03-04.csv"


@pytest.mark.parametrize(
    ("size", "data"),
    [(MAX_FILE_BYTES + 1, b"{}"), (None, b" " * (MAX_FILE_BYTES + 1)), (0, None)],
    ids=["size", "bytes", "no-bytes"],
)
def test_a_file_too_large_or_without_its_bytes_is_refused_unread(
    size: int | None, data: bytes | None
) -> None:
    refusal = model.upload(LOCALE, size, data)
    assert isinstance(refusal, Message) and refusal.error
    assert refusal.headline == "This file cannot be restored. Nothing was changed."
    assert len(refusal.details) == 1
    expected = "larger than 16 MB" if data is not None else "did not hand over"
    assert expected in refusal.details[0]


def test_a_file_within_the_cap_is_read() -> None:
    assert model.upload(LOCALE, MAX_FILE_BYTES, b"{}") == b"{}"


def test_a_saved_backup_says_where_when_the_browser_tells() -> None:
    assert model.saved(LOCALE, 1234, None) == Message("Backup exported. Games in it: 1,234")
    assert model.saved(LOCALE, 2, "/downloads/b.json").details == ("/downloads/b.json",)
    assert model.not_saved(LOCALE).error and not model.csv_saved(LOCALE).error


def _outcomes(*actions: ImportAction) -> tuple[ImportOutcome, ...]:
    return tuple(ImportOutcome(a, f"g{n}", f"g{n}", ("A", "B", "C")) for n, a in enumerate(actions))


def test_a_restore_counts_each_kind_and_names_a_choice_only_when_made() -> None:
    plain = model.restored(LOCALE, "b.json", _outcomes(ImportAction.ADDED, ImportAction.SKIPPED))
    assert plain == Message(
        "Restored from b.json",
        ("New games added: 1", "Already here, left as they are: 1"),
    )
    chosen = model.restored(
        LOCALE,
        "b.json",
        _outcomes(ImportAction.NEW_ID, ImportAction.REPLACED, ImportAction.COPIED),
    )
    assert chosen.details == (
        "New games added: 1",
        "Already here, left as they are: 0",
        "Replaced by the file's record, as you chose: 1",
        "Kept as second games, as you chose: 1",
    )
