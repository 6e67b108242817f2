"""No command-line argument ends in a traceback: a refusal is one line and status 2.

Hypothesis throws at every sub-command what a shell can pass: very long
strings, NUL bytes, text that is not UTF-8 (``surrogateescape``, as Python
decodes such an argv), folders where files are expected, option-like strings.
Run in-process through the real entry point, so any uncaught exception fails.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.__main__ import main
from scorekeeper.cli import COMMANDS
from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.session import dumps_session
from scorekeeper.rules.variants import Variant

ROOT = Path(__file__).parents[2]
HOSTILE = st.one_of(
    st.text(max_size=40),
    st.text(min_size=250, max_size=5000),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=20).map(lambda t: t + "\x00x"),
    st.binary(min_size=1, max_size=30).map(lambda b: b.decode("utf-8", "surrogateescape")),
    st.sampled_from(["/", ".", "..", "-", "--", "--png", "--data-dir", "--file", "-o", "SKG1"]),
    st.just("SKG1" + "A" * 5000),
)


def _run(argv: list[str]) -> tuple[int, str]:
    """Run the command line in-process, with byte streams behind stdout and stderr."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exit_:
            status = exit_.code if isinstance(exit_.code, int) else 2
    err.flush()
    raw = err.buffer
    assert isinstance(raw, io.BytesIO)
    return status, raw.getvalue().decode("utf-8")


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private working folder and data folder, so no fuzzed argument touches anything else."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_no_argument_of_any_command_ends_in_a_traceback(command: str, workdir: Path) -> None:
    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(st.lists(HOSTILE, min_size=1, max_size=3))
    def check(arguments: list[str]) -> None:
        status, err = _run([command, *arguments])
        if status != 0:
            assert status in (1, 2), (arguments, status, err)
            lines = err.splitlines()
            assert len(lines) == 1 and lines[0].startswith("scorekeeper"), (arguments, err)
            assert "Traceback" not in err

    check()


@pytest.mark.parametrize(
    "argv",
    [
        ["share", "x" * 256],
        ["share", "/etc/passwd"],
        ["share", "a\x00b"],
        ["import-code", "x" * 5000],
        ["import-code", "SKG" + "A" * 5000],
        ["import", "/"],
        ["replay", "y" * 300],
        ["export", "--data-dir", "z" * 5000],
        ["export", "-o", "\x00x"],
        ["games", "--data-dir", "\x00x"],
    ],
)
def test_known_hostile_arguments_get_one_line(argv: list[str], workdir: Path) -> None:
    status, err = _run(argv)
    assert status == 2, err
    assert len(err.splitlines()) == 1, err
    assert len(err) < 400


def test_share_takes_a_game_id_and_reads_a_file_only_when_told(workdir: Path) -> None:
    session = workdir / "game.json"
    session.write_text(
        dumps_session(
            Game.start(["Ann", "Bob", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Ann"))
        )
    )
    status, err = _run(["share", str(session), "--text"])
    assert status == 2
    assert "is not a game id (a file needs --file FILE)" in err
    status, err = _run(["share", "--file", str(session), "--text"])
    assert status == 0, err
    assert err.startswith("fingerprint ")


def test_a_real_process_with_a_non_utf8_argument_prints_one_line() -> None:
    env = {k: v for k, v in os.environ.items() if k != "SCOREKEEPER_DATA_DIR"}
    result = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "import-code", os.fsdecode(b"\xff\xfe" * 200)],
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1, result.stderr
