"""The kept sheets fail like a save: a folder or file that cannot be written is a ``StorageError``.

Why: the sheet's hook shows a ``StorageError`` on the sheet, as it does a refused
Save; a bare ``OSError`` from making the folder or removing a copy crashed the
phone's session instead (issue 35, point 7).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.services.open_sheets import FOLDER, OpenSheets
from scorekeeper.services.records import StorageError


def test_a_sheet_is_kept_read_back_and_dropped(tmp_path: Path) -> None:
    sheets = OpenSheets(tmp_path)
    sheets.keep("g1", "phone", "text")
    kept = sheets.kept("g1")
    assert kept is not None and (kept.phone, kept.text) == ("phone", "text")
    sheets.drop("g1")
    assert sheets.kept("g1") is None


def test_a_folder_that_cannot_be_made_is_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / FOLDER).write_text("a file where the folder goes")
    with pytest.raises(StorageError, match="cannot create"):
        OpenSheets(tmp_path).keep("g1", "phone", "text")


def test_a_copy_that_cannot_be_removed_is_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / FOLDER / "g1.json").mkdir(parents=True)
    with pytest.raises(StorageError, match="cannot write"):
        OpenSheets(tmp_path).drop("g1")
