"""``scorekeeper replay`` never shows a traceback: bad files exit 2 with one line.

Malformed files are made by Hypothesis from valid sessions: keys removed, values
replaced by arbitrary JSON (wrong types, huge numbers, unknown players), and raw
bytes that are not UTF-8.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.__main__ import main
from scorekeeper.rules.session import session_to_dict
from tests.strategies import games

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["Ann", "Bob", "Dee", "knock", "gin", "draw", "box", "jersey", ""]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _paths(child, (*prefix, index))
    return found


@st.composite
def malformed_sessions(draw: st.DrawFn) -> bytes:
    doc = session_to_dict(draw(games(max_hands=6)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(doc)))
        if not path:
            doc = draw(JSON_VALUES)
            continue
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, dict) and draw(st.booleans()):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(JSON_VALUES)
    data = json.dumps(doc).encode()
    if draw(st.integers(0, 9)) == 0:
        cut = draw(st.integers(0, len(data)))
        data = data[:cut] + draw(st.binary(min_size=1, max_size=4)) + data[cut:]
    return data


def _run(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        status = main(["replay", str(path)])
    return status, out.getvalue(), err.getvalue()


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=malformed_sessions())
def test_malformed_files_exit_2_with_one_line_or_replay_cleanly(
    tmp_path: Path, data: bytes
) -> None:
    path = tmp_path / "session.json"
    path.write_bytes(data)
    status, out, err = _run(path)
    if status == 0:
        assert err == ""
        assert json.loads(out)["variant"] in ("box", "jersey")
    else:
        assert status == 2
        assert out == ""
        assert err.startswith("scorekeeper: ") and err.endswith("\n") and err.count("\n") == 1
        assert "Traceback" not in err


def test_a_real_process_prints_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(
        b'{"variant": "box", "players": ["Ann", "Bob", "Cid"], "first": '
        b'{"box": "Ann", "captain": "Bob", "sitter": "Cid"}, "hands": '
        b'[{"result": "knock", "by": "Cid", "deadwood": {"Ann": 1, "Bob": 2}}]}'
    )
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "replay", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == "scorekeeper: hand 1: Cid is the sitter and cannot knock\n"


def test_missing_file_and_non_utf8_exit_2(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "replay", str(tmp_path / "no")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr.count("\n")) == (2, 1)
    assert "cannot read" in done.stderr
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "replay", "-"],
        input=b"\xff\xfe\x00",
        capture_output=True,
        check=False,
    )
    assert done.returncode == 2
    assert b"not UTF-8" in done.stderr
