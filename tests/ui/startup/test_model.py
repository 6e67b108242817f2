"""A failed start is sorted by what the player can do about it, whatever raised it."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from scorekeeper.config import ConfigError
from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.storage.errors import (
    DamagedFileError,
    DataDirLockedError,
    NewerSchemaError,
    StorageIOError,
)
from scorekeeper.ui.startup.model import TODO, WHAT, Trouble, failure_from

FOLDER = "/data/scorekeeper"


def io_error(cause: OSError) -> StorageIOError:
    try:
        raise StorageIOError("open", Path(FOLDER), cause) from cause
    except StorageIOError as exc:
        return exc


@pytest.mark.parametrize(
    ("error", "trouble"),
    [
        (DataDirLockedError(Path(FOLDER), 42), Trouble.LOCKED),
        (DamagedFileError(Path(FOLDER, "index.json"), "not JSON"), Trouble.DAMAGED),
        (NewerSchemaError(Path(FOLDER, "index.json"), 9, 1), Trouble.NEWER),
        (ConfigError("flet.toml: [app] port must be a number"), Trouble.CONFIG),
        (PermissionError(errno.EACCES, "Permission denied", FOLDER), Trouble.NO_ACCESS),
        (OSError(errno.EROFS, "Read-only file system", FOLDER), Trouble.NO_ACCESS),
        (io_error(PermissionError(errno.EACCES, "Permission denied")), Trouble.NO_ACCESS),
        (io_error(OSError(errno.ENOSPC, "No space left on device")), Trouble.UNREADABLE),
        (FileExistsError(errno.EEXIST, "File exists", FOLDER), Trouble.UNREADABLE),
    ],
)
def test_each_failure_is_sorted_by_what_to_do(error: BaseException, trouble: Trouble) -> None:
    failure = failure_from(error, FOLDER)
    assert failure.trouble is trouble
    assert failure.folder == FOLDER
    assert failure.detail


def test_the_systems_words_are_kept_for_whoever_helps() -> None:
    failure = failure_from(PermissionError(errno.EACCES, "Permission denied", FOLDER), FOLDER)
    assert failure.detail == f"cannot use {FOLDER}: Permission denied"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_trouble_says_what_happened_and_what_to_do(language: str) -> None:
    catalog = Catalog.load()
    for trouble in Trouble:
        what = catalog.translate(WHAT[trouble], language)
        todo = catalog.translate(TODO[trouble], language)
        assert what and todo and what != todo
