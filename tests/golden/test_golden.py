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


def _expected(session: Path) -> dict[str, object]:
    expected = json.loads(
        session.with_name(session.name.replace(".session", ".expected")).read_text()
    )
    assert isinstance(expected, dict), f"{session.name}: the expected replay is not an object"
    return expected


def test_there_are_golden_games_of_both_variants_played_to_the_end() -> None:
    finished = {json.loads(p.read_text())["variant"] for p in SESSIONS if _expected(p)["finished"]}
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


def _late(**change: object) -> dict[str, object]:
    """The late-correction golden session with one hand changed."""
    document = json.loads((GOLDEN / "box_late_correction.session.json").read_text())
    hands = document["hands"]
    hands[1] = {**hands[1], **change}
    return document


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (
            _late(seats={"box": "Ann", "captain": "Ann", "sitter": "Bob"}),
            "hand 2: the seats must give box, captain and sitter to the three players, one each",
        ),
        (
            _late(seats={"box": "Ann", "captain": "Cid"}),
            "hand 2: the seats must give box, captain and sitter to the three players, one each",
        ),
        (
            _late(seats=None),
            "hand 2: Ann is the sitter this hand; no deadwood can be entered for them",
        ),
        (
            _late(deadwood={"Ann": 20, "Cid": "3"}),
            'hand 2: the deadwood of Cid must be a number such as 7, not the text "3"',
        ),
        (
            {
                "variant": "jersey",
                "players": ["Ann", "Bob", "Cid"],
                "first": {"dealer": "Ann"},
                "hands": [{"result": "draw"}, {"result": "draw", "seats": {"dealer": "Zed"}}],
            },
            "hand 2: the dealer must be one of the players, not Zed",
        ),
    ],
    ids=["two-roles-one-player", "no-sitter", "no-seats-then-rotation", "text-deadwood", "dealer"],
)
def test_bad_seats_and_text_deadwood_are_refused_by_the_command(
    document: dict[str, object], message: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "replay", "-"],
        input=json.dumps(document).encode(),
        capture_output=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode() == f"scorekeeper: {message}\n"
