"""``scorekeeper cards``: one JSON line per photo, and the README's exit statuses.

Rendered photos (``tests/services/fixtures``) are read through the real entry
point; broken and hostile files get an ``error`` line, one line on standard
error and status 2 while the other photos are still read; output that cannot be
written is status 1. The command starts light: no store, no UI, no web server.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.cli.dispatch import main
from tests.app_env import app_env
from tests.cardreading.hostile import HOSTILE
from tests.cli.test_light_commands import HEAVY, loaded_by

FIXTURES = Path(__file__).parents[1] / "services" / "fixtures"
EXPECTED: dict[str, list[str]] = json.loads((FIXTURES / "cards.json").read_text())
FAN = str(FIXTURES / "cards_fan.jpg")
ROW = str(FIXTURES / "cards_row.jpg")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict], str]:
    try:
        status = main(["cards", *argv])
    except SystemExit as exit_:  # argparse's refusal
        status = int(exit_.code or 0)
    captured = capsys.readouterr()
    return status, [json.loads(line) for line in captured.out.splitlines()], captured.err


def test_each_photo_gives_one_json_line_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, err = run(capsys, FAN, ROW)
    assert (status, err) == (0, "")
    assert [line["photo"] for line in lines] == [FAN, ROW]
    for line in lines:
        expected = set(EXPECTED[Path(line["photo"]).name])
        assert line["letters"] == "en"
        assert set(line["cards"]) <= expected
        assert set(line["unsure"]) <= expected
        assert len(set(line["cards"]) | set(line["unsure"])) >= len(expected) - 1
        assert "choices" not in line


def test_the_letters_can_be_given(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, ROW, "--letters", "de")
    assert status == 0
    assert lines[0]["letters"] == "de"
    assert "JS" not in lines[0]["cards"], "J is no German letter: the corner is left out"


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_bad_photo_gets_an_error_line_and_status_2_and_the_rest_is_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    bad = tmp_path / name
    bad.write_bytes(HOSTILE[name])
    status, lines, err = run(capsys, str(bad), ROW)
    assert status == 2
    assert lines[0]["photo"] == str(bad)
    assert "error" in lines[0] and "cards" not in lines[0]
    assert set(lines[1]["cards"]) <= set(EXPECTED["cards_row.jpg"])
    assert len(lines[1]["cards"]) >= 7
    assert err.count("\n") == 1 and err.startswith("scorekeeper: ")


def test_a_missing_file_or_a_folder_is_bad_input_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, lines, err = run(capsys, str(tmp_path / "nothing.jpg"), str(tmp_path))
    assert status == 2
    assert [line["photo"] for line in lines] == [str(tmp_path / "nothing.jpg"), str(tmp_path)]
    assert all("cannot read it" in line["error"] for line in lines)
    assert err.count("\n") == 1
    assert ": cannot read it" in err and "(and 1 more photo, see their lines)" in err


def test_unknown_letters_are_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, err = run(capsys, FAN, "--letters", "es")
    assert (status, lines) == (2, [])
    assert err.count("\n") == 1 and "--letters" in err


def test_output_that_cannot_be_written_is_status_1() -> None:
    with Path("/dev/full").open("w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "scorekeeper", "cards", ROW],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=app_env(),
            timeout=120,
            check=False,
        )
    assert result.returncode == 1, result.stderr
    assert result.stderr.startswith("scorekeeper: ")


def test_the_command_loads_no_store_no_ui_and_no_web_server() -> None:
    loaded = loaded_by(["cards", ROW])
    assert "scorekeeper.cardreading.reader" in loaded, "the probe did not read a photo"
    heavy = sorted(
        n
        for n in loaded
        if n != "PIL"
        and not n.startswith("PIL.")
        and any(n == h or n.startswith(f"{h}.") for h in HEAVY)
    )
    assert heavy == []
