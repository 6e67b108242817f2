"""Reading session files: leniency where docs/RULES.md allows it, clear refusals elsewhere."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.session import MAX_HANDS, loads_session, session_to_dict


def _session(**changes: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": "scorekeeper-session/1",
        "variant": "box",
        "players": ["Ann", "Bob", "Cid"],
        "first": {"box": "Ann", "captain": "Bob", "sitter": "Cid"},
        "hands": [{"result": "knock", "by": "Ann", "deadwood": {"Ann": 5, "Bob": 12}}],
    }
    doc.update(changes)
    return doc


def _load(doc: object) -> object:
    return loads_session(json.dumps(doc))


def test_missing_house_rules_take_the_variant_defaults() -> None:
    game = loads_session(json.dumps(_session()))
    assert session_to_dict(game)["house_rules"] == {
        "gin_bonus": 25,
        "undercut_bonus": 10,
        "knock_limit": 10,
        "target": 100,
    }


def test_unknown_fields_are_ignored_everywhere() -> None:
    doc = _session(extra={"x": 1}, hands=[{"result": "draw", "note": "stock out", "n": 9}])
    doc["first"]["comment"] = "cut cards"
    assert len(loads_session(json.dumps(doc)).hands) == 1


def test_gin_player_deadwood_may_be_left_out_and_names_match_ignoring_case() -> None:
    game = loads_session(
        json.dumps(_session(hands=[{"result": "gin", "by": "ann", "deadwood": {"BOB": 3}}]))
    )
    assert game.hands[0].by == "Ann" and dict(game.hands[0].deadwood) == {"Bob": 3}


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        ([], "the session must be a JSON object, not a list"),
        (_session(format="scorekeeper-session/2"), "unsupported format"),
        (_session(variant="gin"), "unknown variant 'gin'"),
        ({k: v for k, v in _session().items() if k != "players"}, "the session has no 'players'"),
        (_session(players="Ann Bob Cid"), "'players' must be a JSON list, not a text"),
        (_session(first={"box": "Ann", "captain": "Bob"}), "'first' has no 'sitter'"),
        (
            _session(first={"box": "Ann", "captain": "Bob", "sitter": "Dee"}),
            "'Dee' is not a player",
        ),
        (_session(hands={}), "'hands' must be a JSON list"),
        (_session(hands=[7]), "hand 1 must be a JSON object, not a number"),
        (_session(hands=[{"result": "pass"}]), "hand 1: 'pass' is not a result"),
        (
            _session(hands=[{"result": "knock", "by": "Dee", "deadwood": {}}]),
            "hand 1: 'Dee' is not a player",
        ),
        (
            _session(hands=[{"result": "knock", "by": "Ann", "deadwood": {"Ann": 1, "Dan": 2}}]),
            "hand 1: 'Dan' is not a player",
        ),
        (
            _session(hands=[{"result": "knock", "by": "Ann", "deadwood": {"Ann": 1, "ann": 2}}]),
            "hand 1: the deadwood of Ann is given twice",
        ),
        (_session(hands=[{"result": "draw", "by": "Ann"}]), "hand 1: a draw has no knocker"),
        (
            _session(
                hands=[{"result": "knock", "by": "Ann", "deadwood": {"Ann": 1, "Bob": 1e308}}]
            ),
            "hand 1: the deadwood of Bob cannot be",
        ),
        (_session(house_rules={"target": -5}), "house rule 'target' cannot be -5"),
        (_session(house_rules=[1]), "'house_rules' must be a JSON object"),
        (_session(hands=[{"result": "draw"}] * (MAX_HANDS + 1)), "more than 1000"),
        (
            _session(
                hands=[
                    {
                        "result": "knock",
                        "by": "Ann",
                        "deadwood": {"Ann": 1, "Bob": 3},
                        "cards": {"Ann": ["ZZ"]},
                    }
                ]
            ),
            "hand 1: cards of Ann: 'ZZ' is not a card",
        ),
    ],
)
def test_bad_sessions_are_refused_with_a_message_naming_the_problem(
    doc: object, message: str
) -> None:
    with pytest.raises(ScorekeeperError) as info:
        _load(doc)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_hands_after_the_winning_hand_are_refused() -> None:
    hands = [{"result": "gin", "by": "Ann", "deadwood": {"Bob": 98}}] * 2
    with pytest.raises(ScorekeeperError, match="hand 2: the game is over"):
        _load(_session(hands=hands))


@pytest.mark.parametrize(
    ("data", "message"),
    [(b"\xff\xfe{}", "not UTF-8"), (b"{", "not valid JSON"), (b"[" * 100000, "nested too deeply")],
    ids=["not-utf8", "truncated", "deep"],
)
def test_undecodable_files_are_refused(data: bytes, message: str) -> None:
    with pytest.raises(ScorekeeperError, match=message):
        loads_session(data)
