"""Golden sessions: realistic games of both variants, replayed by the real command.

Each ``NAME.session.json`` has a hand-computed ``NAME.expected.json``; the
command's output must match it field by field.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.rules.game import replay
from scorekeeper.rules.session import loads_session, replay_to_dict

GOLDEN = Path(__file__).parent
SESSIONS = sorted(GOLDEN.glob("*.session.json"))


def _expected(session: Path) -> object:
    return json.loads(session.with_name(session.name.replace(".session", ".expected")).read_text())


def test_there_are_golden_games_of_both_variants_played_to_the_end() -> None:
    finished = {
        json.loads(p.read_text())["variant"]
        for p in SESSIONS
        if _expected(p)["finished"]  # type: ignore[index]
    }
    assert finished == {"box", "jersey"}


@pytest.mark.parametrize("session", SESSIONS, ids=lambda p: p.name.split(".")[0])
def test_replay_command_prints_the_expected_result(session: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "replay", str(session)],
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr == b""
    assert json.loads(done.stdout) == _expected(session)


@pytest.mark.parametrize("session", SESSIONS, ids=lambda p: p.name.split(".")[0])
def test_replay_reads_standard_input_too(session: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "replay", "-"],
        input=session.read_bytes(),
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    assert json.loads(done.stdout) == _expected(session)


@pytest.mark.parametrize("session", SESSIONS, ids=lambda p: p.name.split(".")[0])
def test_in_process_replay_matches_too(session: Path) -> None:
    game = loads_session(session.read_bytes())
    assert replay_to_dict(game, replay(game)) == _expected(session)
