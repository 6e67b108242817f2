"""``scorekeeper share`` and ``scorekeeper import-code`` end to end, files and store."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from types import ModuleType

import pytest

from scorekeeper.cli import import_code, share
from scorekeeper.rules.game import Game
from scorekeeper.rules.session import dumps_session
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.sharing.fingerprint import fingerprint
from scorekeeper.storage import open_repository
from tests.sharing.test_payload import realistic_game

GAME = realistic_game(Variant.BOX, 30)
BIG = realistic_game(Variant.JERSEY, 300)


def run(module: ModuleType, *argv: str) -> int:
    parser = argparse.ArgumentParser()
    module.configure(parser)
    status: int = module.run(parser.parse_args(argv))
    return status


@pytest.fixture
def session(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(dumps_session(GAME), encoding="utf-8")
    return path


def test_share_png_then_import_the_image(
    tmp_path: Path, session: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    png = tmp_path / "code.png"
    assert run(share, "--file", str(session), "--png", str(png)) == 0
    out = capsys.readouterr().out
    assert f"wrote {png} (QR version" in out
    assert f"fingerprint {fingerprint(GAME)}" in out
    assert run(import_code, str(png)) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["fingerprint"] == fingerprint(GAME)
    assert summary["hands"] == 30
    assert summary["players"] == list(GAME.players)


def test_share_text_then_import_the_text_itself_and_a_text_file(
    tmp_path: Path, session: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(share, "--file", str(session), "--text") == 0
    captured = capsys.readouterr()
    (code,) = captured.out.splitlines()
    assert code.startswith("SKG2:")
    assert fingerprint(GAME) in captured.err
    assert run(import_code, code) == 0
    assert json.loads(capsys.readouterr().out)["id"] == GAME.id
    text_file = tmp_path / "code.txt"
    text_file.write_text(code + "\n", encoding="utf-8")
    assert run(import_code, str(text_file)) == 0
    assert json.loads(capsys.readouterr().out)["fingerprint"] == fingerprint(GAME)


def test_a_big_game_becomes_numbered_pngs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "big.json"
    source.write_text(dumps_session(BIG), encoding="utf-8")
    assert (
        run(share, "--file", str(source), "--png", str(tmp_path / "big.png"), "--max-version", "10")
        == 0
    )
    pngs = sorted(tmp_path.glob("big-*.png"))
    assert len(pngs) >= 3
    capsys.readouterr()
    assert run(import_code, *map(str, reversed(pngs))) == 0
    assert json.loads(capsys.readouterr().out)["fingerprint"] == fingerprint(BIG)


def test_share_a_stored_game_and_import_into_another_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_repository(tmp_path / "phone1") as repository:
        GameService(repository).import_games([GAME])
    data_dir = str(tmp_path / "phone1")
    assert run(share, GAME.id, "--data-dir", data_dir, "--text") == 0
    (code,) = capsys.readouterr().out.splitlines()
    phone2 = str(tmp_path / "phone2")
    assert run(import_code, code, "--data-dir", phone2) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "added"
    assert run(import_code, code, "--data-dir", phone2) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "unchanged"


def test_a_conflict_is_reported_then_resolved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    phone = tmp_path / "phone"
    mine = GAME.undo_last("2025-06-01T21:00:00+00:00")
    with open_repository(phone) as repository:
        GameService(repository).import_games([mine])
    assert run(share, "--file", str(write(tmp_path, GAME)), "--text") == 0
    (code,) = capsys.readouterr().out.splitlines()
    assert run(import_code, code, "--data-dir", str(phone)) == 3
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "conflict"
    (row,) = report["comparison"]["hands"]
    assert row["status"] == "only_there"
    assert row["there"]["n"] == 30
    assert report["comparison"]["same_hands"] == 29
    assert run(import_code, code, "--data-dir", str(phone), "--resolve", "take-theirs") == 0
    resolved = json.loads(capsys.readouterr().out)
    assert resolved["status"] == "take_theirs"
    assert resolved["stored"] == [{"id": GAME.id, "fingerprint": fingerprint(GAME)}]


def write(folder: Path, game: Game) -> Path:
    path = folder / "theirs.json"
    path.write_text(dumps_session(game), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("argument", "words"),
    [
        ("nope.png", "neither a file nor a game code"),
        ("SKG1:ABCDEF", "damaged"),
        ("SKG7:ABC", "format SKG7"),
    ],
)
def test_import_errors_are_one_line_and_status_2(
    argument: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(import_code, argument) == 2
    err = capsys.readouterr().err
    assert words in err
    assert err.count("\n") == 1


def test_an_image_without_a_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PIL import Image

    picture = tmp_path / "white.jpg"
    Image.new("RGB", (64, 64), "white").save(picture)
    assert run(import_code, str(picture)) == 2
    assert "no QR code found" in capsys.readouterr().err


def test_share_an_unknown_stored_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(share, "abc123", "--data-dir", str(tmp_path / "empty"), "--text") == 2
    assert "no stored game with id 'abc123'" in capsys.readouterr().err
