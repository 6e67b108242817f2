"""The fingerprint: stable across export/import, blind to dict order, sensitive to hands."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import TypeVar

from hypothesis import HealthCheck, given, settings

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Seats
from scorekeeper.rules.session import dumps_session, loads_session
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.sharing.codes import game_from_codes, game_to_codes
from scorekeeper.sharing.fingerprint import ALPHABET, fingerprint
from tests.sharing.strategies import games
from tests.sharing.test_payload import realistic_game

SOME = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GAME = realistic_game(Variant.BOX, 20)
T = TypeVar("T")


def test_shape_and_alphabet() -> None:
    code = fingerprint(GAME)
    assert re.fullmatch(f"[{ALPHABET}]{{3}}-[{ALPHABET}]{{3}}", code)
    assert not set("01ILOU") & set(ALPHABET)
    assert len(ALPHABET) == len(set(ALPHABET)) == 30


def test_known_value_does_not_drift() -> None:
    game = Game.start(("Ann", "Bob", "Cid"), Variant.JERSEY, first=Seats.of_jersey("Bob"))
    game = game.record(HandEntry(Result.KNOCK, "Bob", {"Ann": 12, "Bob": 3, "Cid": 30}))
    assert fingerprint(game) == "7WQ-SXR"


@SOME
@given(games())
def test_stable_across_code_and_file_round_trips(game: Game) -> None:
    assert fingerprint(game_from_codes(game_to_codes(game))) == fingerprint(game)
    assert fingerprint(loads_session(dumps_session(game))) == fingerprint(game)


def _reversed(mapping: Mapping[str, T]) -> dict[str, T]:
    return dict(reversed(list(mapping.items())))


def reversed_deadwood(game: Game) -> Game:
    hands = tuple(
        replace(h, deadwood=_reversed(h.deadwood), cards=_reversed(h.cards)) for h in game.hands
    )
    return replace(game, hands=hands)


@SOME
@given(games())
def test_independent_of_dict_ordering(game: Game) -> None:
    assert fingerprint(reversed_deadwood(game)) == fingerprint(game)


def test_ignores_id_creation_time_and_corrections() -> None:
    last, number = GAME.hands[-1], len(GAME.hands)
    bumped = {p: v + 1 if v < 60 else v - 1 for p, v in last.deadwood.items() if p != last.by}
    typo = replace(last, deadwood={**last.deadwood, **bumped})
    corrected = GAME.edit(number, typo, "2025-06-01T19:00:00+00:00").edit(number, last, "t")
    assert len(corrected.corrections) == 2
    other = replace(corrected, id="another", created="2024-01-01T00:00:00+00:00")
    assert fingerprint(other) == fingerprint(GAME)


def test_changes_with_any_hand_or_setting() -> None:
    base = fingerprint(GAME)
    last = GAME.hands[-1]
    bumped = {p: v + 1 if v < 60 else v - 1 for p, v in last.deadwood.items() if p != last.by}
    edited = GAME.edit(len(GAME.hands), replace(last, deadwood={**last.deadwood, **bumped}), "t")
    assert fingerprint(edited) != base
    assert fingerprint(GAME.undo_last("t")) != base
    assert fingerprint(GAME.record(HandEntry(Result.DRAW))) != base
    rules = HouseRules.from_options(house_options(Variant.BOX), {"target": 9_999})
    assert fingerprint(GAME.with_rules(rules, at="t")) != base
