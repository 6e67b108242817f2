"""One exit status per kind of cause, whatever the command (issue 21, points 7 and 10).

Run through the real entry point, in-process: ``export -o`` and ``share --png``
write only a plain file (a symbolic link, FIFO, device or folder is refused with
status 2 and left as it is; issue 35, point 9); a write the system refuses (a
full disk, a read-only folder) is status 1 for every command; a bad file is 2;
``import-code``'s conflict is 3. And the small points of the issue: a UTF-8
byte-order mark is accepted, a number of 4,300 digits gets our own message, a
code without a game id imported twice stores one copy.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from scorekeeper.cli.dispatch import main
from scorekeeper.rules.session import dumps_session
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.storage import atomic_storage, open_repository
from tests.sharing.test_payload import realistic_game

GAME = realistic_game(Variant.BOX, 6)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # argparse's refusal
        status = int(exit_.code or 0)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def stocked(tmp_path: Path) -> Path:
    """A data folder with one stored game."""
    folder = tmp_path / "data"
    with open_repository(folder) as repository:
        GameService(repository).import_games([GAME])
    return folder


def full_disk() -> Any:
    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    return mock.patch.object(atomic_storage.os, "fsync", no_space)


# --- export -o and share --png write only a plain file --------------------------------

WRITERS = ("export", "share")


def writing(command: str, path: Path | str, data_dir: Path) -> tuple[str, ...]:
    """The command line that writes ``command``'s output to ``path``."""
    if command == "export":
        return ("export", "-o", str(path), "--data-dir", str(data_dir))
    return ("share", GAME.id, "--png", str(path), "--data-dir", str(data_dir))


@pytest.mark.parametrize("command", WRITERS)
def test_a_symbolic_link_is_refused_and_its_target_left_alone(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path, command: str
) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    link = tmp_path / "out"
    link.symlink_to(target)
    status, _, err = run(capsys, *writing(command, link, stocked))
    assert status == 2
    assert err.count("\n") == 1 and "symbolic link" in err
    assert link.is_symlink() and target.read_text() == "keep me"


@pytest.mark.parametrize("command", WRITERS)
def test_a_fifo_is_refused_without_blocking(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path, command: str
) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    status, _, err = run(capsys, *writing(command, fifo, stocked))
    assert status == 2
    assert err.count("\n") == 1 and "FIFO" in err
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.parametrize("command", WRITERS)
def test_a_folder_is_refused(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path, command: str
) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    status, _, err = run(capsys, *writing(command, folder, stocked))
    assert status == 2
    assert err.count("\n") == 1 and "a folder" in err
    assert folder.is_dir() and not any(folder.iterdir())


@pytest.mark.parametrize("command", WRITERS)
def test_a_device_is_refused(
    capsys: pytest.CaptureFixture[str], stocked: Path, command: str
) -> None:
    """``/dev/null`` is a device to anyone (as root, ``/dev/full`` was replaced before)."""
    before = os.lstat("/dev/null")
    status, _, err = run(capsys, *writing(command, "/dev/null", stocked))
    assert status == 2
    assert err.count("\n") == 1 and "device" in err
    after = os.lstat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino


def test_export_replaces_a_plain_file_and_writes_a_new_one(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path
) -> None:
    old = tmp_path / "old.json"
    old.write_text("old")
    new = tmp_path / "new.json"
    for path in (old, new):
        status, _, err = run(capsys, "export", GAME.id, "-o", str(path), "--data-dir", str(stocked))
        assert status == 0, err
        assert path.read_text(encoding="utf-8") == dumps_session(GAME)


# --- one status per kind of cause ----------------------------------------------------


def test_a_full_disk_is_status_1_for_export_and_import(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path
) -> None:
    session = tmp_path / "game.json"
    session.write_text(dumps_session(replace(GAME, id="another-game")), encoding="utf-8")
    with full_disk():
        exported = run(capsys, "export", "-o", str(tmp_path / "b.json"), "--data-dir", str(stocked))
        imported = run(capsys, "import", str(session), "--data-dir", str(stocked))
    for status, _, err in (exported, imported):
        assert status == 1, err
        assert err.count("\n") == 1 and "No space left on device" in err


def read_only() -> Any:
    """Every new file or folder is refused as on a read-only file system.

    Why simulated: these tests run as root here, and root writes into a folder
    whatever its mode; ``EROFS`` is what a read-only mount (a write-protected
    card) answers to anyone.
    """

    def refused(*args: object, **kwargs: object) -> Any:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    return contextlib_stack(
        mock.patch.object(atomic_storage.tempfile, "mkstemp", refused),
        mock.patch.object(Path, "write_bytes", refused),
        mock.patch.object(Path, "mkdir", refused),
    )


def contextlib_stack(*managers: Any) -> contextlib.ExitStack:
    stack = contextlib.ExitStack()
    for manager in managers:
        stack.enter_context(manager)
    return stack


def test_a_read_only_folder_is_status_1_for_every_command(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path
) -> None:
    session = tmp_path / "game.json"
    session.write_text(dumps_session(replace(GAME, id="another-game")), encoding="utf-8")
    with read_only():
        results = [
            run(capsys, "export", "-o", str(tmp_path / "b.json"), "--data-dir", str(stocked)),
            run(capsys, "import", str(session), "--data-dir", str(stocked)),
            run(
                capsys,
                "share",
                GAME.id,
                "--png",
                str(tmp_path / "c.png"),
                "--data-dir",
                str(stocked),
            ),
            run(capsys, "--data-dir", str(tmp_path / "new-data"), "--web", "--no-browser"),
        ]
    for status, _, err in results:
        assert status == 1, err
        assert err.count("\n") == 1 and "Read-only file system" in err


def test_a_missing_or_bad_input_file_is_status_2(
    capsys: pytest.CaptureFixture[str], stocked: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    data = ("--data-dir", str(stocked))
    for argv in (
        ("import", str(tmp_path / "missing.json"), *data),
        ("import", str(bad), *data),
        ("replay", str(bad)),
        ("export", "no-such-game", *data),
        ("export", "--no-such-option"),
    ):
        status, _, err = run(capsys, *argv)
        assert status == 2, (argv, err)
        assert err.count("\n") == 1


# --- small points --------------------------------------------------------------------


def test_a_utf8_byte_order_mark_is_accepted(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    session = tmp_path / "bom.json"
    session.write_bytes(b"\xef\xbb\xbf" + dumps_session(GAME).encode("utf-8"))
    status, out, err = run(capsys, "import", str(session), "--data-dir", str(tmp_path / "d"))
    assert status == 0, err
    assert "1 stored" in out
    status, _, err = run(capsys, "replay", str(session))
    assert status == 0, err


def test_a_number_of_4300_digits_gets_our_own_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    session = tmp_path / "digits.json"
    session.write_text('{"format": "scorekeeper-session/1", "x": ' + "7" * 4400 + "}")
    status, _, err = run(capsys, "replay", str(session))
    assert status == 2
    assert err.count("\n") == 1
    assert "4,300 digits" in err
    assert "set_int_max_str_digits" not in err and "sys." not in err


def test_a_code_without_a_game_id_imported_twice_stores_one_copy(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    nameless = replace(GAME, id="")
    (code,) = game_to_codes(nameless)
    data = tmp_path / "phone"
    first = run(capsys, "import-code", code, "--data-dir", str(data))
    second = run(capsys, "import-code", code, "--data-dir", str(data))
    assert first[0] == 0 and second[0] == 0, (first[2], second[2])
    assert '"added"' in first[1] and '"unchanged"' in second[1]
    with open_repository(data) as repository:
        assert len(repository.list_games()) == 1
