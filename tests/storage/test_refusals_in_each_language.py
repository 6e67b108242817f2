"""A storage refusal speaks the player's language, reason and all.

Once the reason was the system's ``strerror``, so every language showed an
English tail ("nic nie zostało zaimportowane: cannot write ...: No space left on
device"). Real failures on a real data folder: a full disk on the 3rd game file
of an import (ENOSPC, injected where the bytes go to disk), and a write under a
regular file (ENOTDIR, refused by the system itself). The command line's English
stays what the system says.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.i18n import LANGUAGES, Catalog
from scorekeeper.services.games import GameService
from scorekeeper.storage import atomic_storage
from scorekeeper.storage.atomic_storage import write_atomic
from scorekeeper.storage.errors import ImportNotStoredError, StorageIOError
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import FakeClock, SequentialIds, new_box_game, play

from .test_all_or_nothing import _FullDisk

CATALOG = Catalog.load()
ENGLISH_WORDS = ("No space left", "Not a directory", "cannot", "write", "nothing was imported")


def _full_disk_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ImportNotStoredError:
    with TinyDBRepository(tmp_path / "source", clock=FakeClock(), new_id=SequentialIds()) as repo:
        for n in range(4):
            play(repo, new_box_game(repo), n)
        games: list[Any] = repo.export_games()
    with TinyDBRepository(tmp_path / "data", clock=FakeClock(), new_id=SequentialIds("h")) as repo:
        monkeypatch.setattr(atomic_storage.os, "fdopen", _FullDisk(os.fdopen, 2))
        with pytest.raises(ImportNotStoredError) as refused:
            GameService(repo).import_games(games)
        monkeypatch.undo()
    return refused.value


def _under_a_file(tmp_path: Path) -> StorageIOError:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(StorageIOError) as refused:
        write_atomic(blocker / "game.json", b"{}")
    return refused.value


def test_the_english_line_is_the_systems_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    imported = _full_disk_import(tmp_path, monkeypatch)
    assert str(imported).startswith("nothing was imported: cannot write ")
    assert str(imported).endswith(": No space left on device")
    blocked = _under_a_file(tmp_path)
    assert str(blocked) == f"cannot write {tmp_path / 'a-file' / 'game.json'}: Not a directory"
    for error in (imported, blocked):
        assert CATALOG.translate_error(error, "en") == str(error)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_each_language_words_the_action_and_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    for error, why in (
        (_full_disk_import(tmp_path / "import", monkeypatch), "disk_full"),
        (_under_a_file(tmp_path), "not_a_folder"),
    ):
        text = CATALOG.translate_error(error, language)
        english = [words for words in ENGLISH_WORDS if words in text]
        assert english == [], f"{language}: English in {text!r}"
        assert CATALOG.translate(f"error.reason.{why}", language) in text
        assert CATALOG.translate("error.reason.do_write", language) in text


def test_a_rare_system_error_is_named_by_its_code() -> None:
    error = StorageIOError("read", Path("games"), OSError(errno.ENOTEMPTY, "Directory not empty"))
    assert str(error) == "cannot read games: Directory not empty (ENOTEMPTY)"
    assert "(ENOTEMPTY)" in CATALOG.translate_error(error, "pl")
