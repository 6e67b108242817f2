"""``scorekeeper games``, ``export`` and ``import``, run as real processes."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Seats
from scorekeeper.rules.session import dumps_session, session_to_dict
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.backup import BACKUP_FORMAT
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from tests.storage.helpers import (
    FakeClock,
    SequentialIds,
    append_hand,
    finish,
    new_box_game,
    play,
    undo_last_hand,
)
from tests.storage.test_locking import snapshot

ROOT = Path(__file__).parents[2]


def scorekeeper(
    *args: str | Path, env: dict[str, str] | None = None, stdin: bytes = b""
) -> subprocess.CompletedProcess[bytes]:
    environment = {k: v for k, v in os.environ.items() if k != "SCOREKEEPER_DATA_DIR"}
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *map(str, args)],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env=environment | (env or {}),
        timeout=120,
        check=False,
    )


@pytest.fixture(autouse=True)
def no_default_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A command that missed ``--data-dir`` writes into the test's folder, not the user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data-home"))


@pytest.fixture
def stocked(tmp_path: Path) -> Path:
    """A data folder with a finished, a running, a corrected and a jersey game."""
    folder = tmp_path / "stocked"
    with TinyDBRepository(folder, clock=FakeClock(), new_id=SequentialIds()) as repo:
        finish(repo, new_box_game(repo))
        play(repo, new_box_game(repo, ("Dee", "Eve", "Fay")), 3)
        corrected = play(repo, new_box_game(repo, ("Gus", "Hal", "Ida")), 2)
        undo_last_hand(repo, corrected.id)
        jersey = GameService(repo).create(
            ["Zoé", "Łukasz", "李"], Variant.JERSEY, first=Seats.of_jersey("李")
        )
        append_hand(repo, jersey.id, HandEntry(Result.GIN, "Zoé", {"Łukasz": 4, "李": 9}))
    return folder


def test_export_import_export_is_identical(stocked: Path, tmp_path: Path) -> None:
    backup = tmp_path / "backup.json"
    exported = scorekeeper("export", "-o", backup, "--data-dir", stocked)
    assert exported.returncode == 0, exported.stderr
    document = json.loads(backup.read_bytes())
    assert document["format"] == BACKUP_FORMAT
    assert [g["id"] for g in document["games"]] == ["g0001", "g0002", "g0003", "g0004"]

    fresh = tmp_path / "fresh"
    imported = scorekeeper("import", backup, "--data-dir", fresh)
    assert imported.returncode == 0, imported.stderr
    lines = imported.stdout.decode().splitlines()
    assert lines[0] == "added g0001 (Ann, Bob, Cid)"
    assert lines[-1] == "4 stored, 0 skipped"

    again = scorekeeper("export", "--data-dir", fresh)
    assert again.returncode == 0, again.stderr
    assert again.stdout == backup.read_bytes()

    twice = scorekeeper("import", backup, "--data-dir", fresh)
    assert twice.stdout.decode().splitlines()[-1] == "0 stored, 4 skipped"
    assert scorekeeper("export", "-o", "-", "--data-dir", fresh).stdout == backup.read_bytes()


def test_export_of_one_game_is_its_session_file(stocked: Path) -> None:
    result = scorekeeper("export", "g0004", "--data-dir", stocked)
    assert result.returncode == 0, result.stderr
    with TinyDBRepository(stocked) as repo:
        assert result.stdout.decode() == dumps_session(repo.load_game("g0004"))
    replayed = scorekeeper("replay", "-", stdin=result.stdout)
    assert json.loads(replayed.stdout)["totals"] == {"Zoé": 63, "Łukasz": 0, "李": 0}


def test_export_of_an_unknown_game_is_bad_input(stocked: Path) -> None:
    result = scorekeeper("export", "nope", "--data-dir", stocked)
    assert result.returncode == 2
    assert result.stderr.decode() == "scorekeeper: there is no stored game with id 'nope'\n"
    assert result.stdout == b""


def test_import_of_a_session_file_reports_each_decision(stocked: Path, tmp_path: Path) -> None:
    with TinyDBRepository(stocked) as repo:
        running = repo.load_game("g0002")
    no_id = session_to_dict(running)
    del no_id["id"]
    cases = [
        (no_id, r"added [0-9a-f]{12} \(Dee, Eve, Fay\) with a new id: it had no id"),
        (
            session_to_dict(running) | {"hands": []},
            r"kept the stored g0002 \(Dee, Eve, Fay\): the file's copy differs "
            r"\(--take-theirs stores the file's, --keep-both stores it as a second game\)",
            "0 stored, 0 skipped, 1 kept as stored",
        ),
        (
            session_to_dict(running),
            r"skipped g0002 \(Dee, Eve, Fay\): already stored",
            "0 stored, 1 skipped",
        ),
    ]
    for document, expected, *count in cases:
        path = tmp_path / "session.json"
        path.write_text(json.dumps(document))
        result = scorekeeper("import", path, "--data-dir", stocked)
        assert result.returncode == 0, result.stderr
        first, total = result.stdout.decode().splitlines()
        assert re.fullmatch(expected, first), first
        assert total == (count[0] if count else "1 stored, 0 skipped")
    assert len(scorekeeper("games", "--data-dir", stocked).stdout.splitlines()) == 5


def test_import_of_a_newer_copy_keeps_the_stored_game_unless_told_otherwise(
    stocked: Path, tmp_path: Path
) -> None:
    with TinyDBRepository(stocked) as repo:
        running = repo.load_game("g0002")
    newer = session_to_dict(running)
    newer["hands"].append({"result": "draw"})
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(newer))
    kept = scorekeeper("import", path, "--data-dir", stocked)
    assert kept.stdout.decode().startswith("kept the stored g0002"), kept.stdout
    both = scorekeeper("import", path, "--keep-both", "--data-dir", stocked)
    first = both.stdout.decode().splitlines()[0]
    assert re.fullmatch(r"added ([0-9a-f]{12}) \(Dee, Eve, Fay\) as a copy of g0002", first)
    taken = scorekeeper("import", path, "--take-theirs", "--data-dir", stocked)
    assert taken.stdout.decode().splitlines() == [
        "replaced g0002 (Dee, Eve, Fay) with the file's copy",
        "1 stored, 0 skipped",
    ]
    with TinyDBRepository(stocked) as repo:
        assert len(repo.load_game("g0002").hands) == len(running.hands) + 1
        assert len(repo.list_games()) == 5  # four games and the one kept deliberately as a copy
    again = scorekeeper("import", path, "--take-theirs", "--data-dir", stocked)
    assert again.stdout.decode().splitlines()[0] == "skipped g0002 (Dee, Eve, Fay): already stored"
    both_flags = scorekeeper("import", path, "--take-theirs", "--keep-both", "--data-dir", stocked)
    assert both_flags.returncode == 2
    assert len(both_flags.stderr.decode().splitlines()) == 1


BAD_FILES = {
    "not json": b"{oops",
    "not utf-8": b'{"format": "\xff"}',
    "unknown format": b'{"format": "something/1"}',
    "second game bad": json.dumps(
        {
            "format": BACKUP_FORMAT,
            "games": [
                session_to_dict(
                    Game.start(["Ann", "Bob", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Ann"))
                ),
                {"variant": "jersey", "players": ["Ann", "Bob"], "first": {"dealer": "Ann"}},
            ],
        }
    ).encode(),
}


BAD_FILE_MESSAGES = {
    "not json": "the file is not valid JSON (Expecting property name enclosed in double quotes",
    "not utf-8": "the file is not UTF-8 text (bad byte at position 12)",
    "unknown format": "unsupported format 'something/1' (this app reads 'scorekeeper-backup/1'",
    "second game bad": "game 2: a game needs exactly three players, not 2",
}
"""The start of the one line each bad file gets: it names what is wrong."""


@pytest.mark.parametrize("bad", BAD_FILES, ids=list(BAD_FILES))
def test_a_bad_import_file_stores_nothing(stocked: Path, tmp_path: Path, bad: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD_FILES[bad])
    before = snapshot(stocked)
    result = scorekeeper("import", path, "--data-dir", stocked)
    assert result.returncode == 2
    message = result.stderr.decode()
    assert message.startswith(f"scorekeeper: {BAD_FILE_MESSAGES[bad]}"), message
    assert message.count("\n") == 1, message
    assert result.stdout == b""
    assert snapshot(stocked) == before
    fresh = tmp_path / "never-created"
    assert scorekeeper("import", path, "--data-dir", fresh).returncode == 2
    assert not fresh.exists()


def test_a_missing_import_file_is_bad_input(tmp_path: Path) -> None:
    result = scorekeeper("import", tmp_path / "absent.json", "--data-dir", tmp_path / "d")
    assert result.returncode == 2
    assert "cannot read" in result.stderr.decode()


def test_games_lists_one_line_per_game(stocked: Path) -> None:
    result = scorekeeper("games", "--data-dir", stocked)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 4
    by_id = {line.split()[0]: line for line in lines}
    assert by_id["g0002"] == (
        "g0002  2024-05-01  box     3 hands  Dee 9, Eve 0, Fay 0  in progress"
    )
    assert by_id["g0004"].endswith("1 hand  Zoé 63, Łukasz 0, 李 0  in progress")
    assert by_id["g0001"].split("  ")[-1] == "won by Ann"
    assert lines[0].startswith("g0004"), "most recently played first"


def test_the_data_folder_comes_from_the_environment(stocked: Path) -> None:
    result = scorekeeper("games", env={"SCOREKEEPER_DATA_DIR": str(stocked)})
    assert len(result.stdout.decode().splitlines()) == 4


def test_the_data_folder_may_also_be_given_before_the_command(
    stocked: Path, tmp_path: Path
) -> None:
    result = scorekeeper("--data-dir", stocked, "games")
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.decode().splitlines()) == 4
    assert not (tmp_path / "xdg-data-home").exists()


def test_start_up_problems_are_warnings_on_stderr(stocked: Path) -> None:
    (stocked / "games" / "g0003.json").write_bytes(b"{")
    result = scorekeeper("games", "--data-dir", stocked)
    assert result.returncode == 0
    assert len(result.stdout.decode().splitlines()) == 3
    assert result.stderr.decode().startswith("scorekeeper: warning: game g0003 could not be read")


def test_a_folder_in_use_is_refused_in_one_line_and_untouched(
    stocked: Path, tmp_path: Path
) -> None:
    backup = tmp_path / "backup.json"
    assert scorekeeper("export", "-o", backup, "--data-dir", stocked).returncode == 0
    with TinyDBRepository(stocked):
        before = snapshot(stocked)
        for command in (["import", backup], ["games"], ["export"]):
            result = scorekeeper(*command, "--data-dir", stocked)
            assert result.returncode == 1
            message = result.stderr.decode()
            assert message.count("\n") == 1
            assert f"the data folder {stocked} is in use by another Scorekeeper" in message
        assert snapshot(stocked) == before
