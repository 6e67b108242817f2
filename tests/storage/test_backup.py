"""Backup and session files: everything validated before anything is returned."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Game
from scorekeeper.rules.session import dumps_session, session_to_dict
from scorekeeper.storage.backup import BACKUP_FORMAT, backup_to_dict, dumps_json, loads_games
from scorekeeper.storage.errors import BackupFormatError
from tests.strategies import games


@settings(max_examples=40, deadline=None)
@given(games(max_hands=12), games(max_hands=12))
def test_a_backup_round_trips(first: Game, second: Game) -> None:
    text = dumps_json(backup_to_dict([first, second]))
    assert loads_games(text) == [first, second]
    assert loads_games(text.encode("utf-8")) == [first, second]
    assert dumps_json(backup_to_dict(loads_games(text))) == text


@settings(max_examples=20, deadline=None)
@given(games(max_hands=8))
def test_a_single_session_file_is_one_game(game: Game) -> None:
    assert loads_games(dumps_session(game)) == [game]
    document = session_to_dict(game)
    del document["format"]
    assert loads_games(json.dumps(document)) == [game]


def _backup(*sessions: object) -> str:
    return json.dumps({"format": BACKUP_FORMAT, "games": list(sessions)})


GOOD = {
    "variant": "box",
    "players": ["Ann", "Bob", "Cid"],
    "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
    "hands": [{"result": "knock", "by": "Ann", "deadwood": {"Ann": 5, "Bob": 12}}],
}
BAD = {**GOOD, "hands": [{"result": "knock", "by": "Cid", "deadwood": {"Ann": 5}}]}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "the file is not valid JSON"),
        ("[1]", "must hold a JSON object"),
        ('{"format": "scorekeeper-backup/9"}', "unsupported format 'scorekeeper-backup/9'"),
        (f'{{"format": "{BACKUP_FORMAT}"}}', "the backup has no 'games' list"),
        (_backup(GOOD, BAD), "game 2: hand 1: Cid is the sitter and cannot knock"),
        (_backup(GOOD, "x"), "game 2: the session must be a JSON object"),
    ],
)
def test_a_bad_file_is_refused_with_one_line_naming_the_game(text: str, message: str) -> None:
    with pytest.raises(BackupFormatError) as caught:
        loads_games(text)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_bad_single_session_gives_the_session_error() -> None:
    with pytest.raises(ScorekeeperError, match="hand 1: Cid is the sitter"):
        loads_games(json.dumps(BAD))


def test_bytes_that_are_not_utf8_are_refused() -> None:
    with pytest.raises(BackupFormatError, match="not UTF-8"):
        loads_games(b'{"format": "\xff"}')
