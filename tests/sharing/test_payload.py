"""The payload, frame and code text round-trip every valid game exactly, and stay small."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.rules.cards import parse_cards
from scorekeeper.rules.errors import GameOverError
from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.session import dumps_session, loads_session
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.sharing import base45
from scorekeeper.sharing.codes import game_from_codes, game_to_codes
from scorekeeper.sharing.errors import UnshareableGameError
from scorekeeper.sharing.frame import pack, unpack
from scorekeeper.sharing.payload import decode_payload, encode_payload
from scorekeeper.sharing.qr import version_for
from tests.sharing.reading import game_from_text
from tests.sharing.strategies import game_id_of, games, typical_hand
from tests.strategies import games as strategy_games
from tests.strategies import hand_for

ROUND_TRIP = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@ROUND_TRIP
@given(games())
def test_payload_round_trip_is_exact(game: Game) -> None:
    payload = encode_payload(game)
    assert decode_payload(payload) == game
    assert encode_payload(decode_payload(payload)) == payload


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(max_hands=60), st.sampled_from([5, 10, 25]))
def test_code_text_round_trip_whole_or_in_parts(game: Game, max_version: int) -> None:
    codes = game_to_codes(game, max_version=max_version)
    assert all(version_for(code) <= max_version for code in codes)
    assert game_from_codes(codes) == game
    assert game_from_codes(reversed(codes)) == game
    assert game_from_text("\n".join(codes)) == game


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_session_file_and_code_carry_the_same_game(game: Game) -> None:
    assert game_from_codes(game_to_codes(game)) == loads_session(dumps_session(game))


def realistic_game(variant: Variant, hands: int, seed: int = 7) -> Game:
    """A long game as the app records it: uuid id, UTC timestamps, typical deadwood."""
    rng = random.Random(seed)
    rules = HouseRules.from_options(house_options(variant), {"target": 10_000})
    box = Seats.of_box(Roles("Ann", "Bob", "Zoë"))
    first = box if variant is Variant.BOX else Seats.of_jersey("Bob")
    game = Game.start(
        ("Ann", "Bob", "Zoë"),
        variant,
        first=first,
        rules=rules,
        game_id=game_id_of(rng.getrandbits(128)),
        created="2025-06-01T18:15:07+00:00",
    )
    for _ in range(hands):
        game = game.record(typical_hand(game, rng))
    return game


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize(("hands", "max_version"), [(30, 10), (100, 15)])
def test_size_goals(variant: Variant, hands: int, max_version: int) -> None:
    codes = game_to_codes(realistic_game(variant, hands))
    assert len(codes) == 1
    assert version_for(codes[0]) <= max_version


def test_a_game_too_big_for_one_code_is_split_into_checked_parts() -> None:
    game = realistic_game(Variant.JERSEY, 300)
    codes = game_to_codes(game, max_version=15)
    assert len(codes) >= 2
    assert [code.split(":")[0] for code in codes] == [
        f"SKG2-{n}/{len(codes)}" for n in range(1, len(codes) + 1)
    ]
    shuffled = codes[:]
    random.Random(3).shuffle(shuffled)
    assert game_from_codes(shuffled) == game


def test_usual_hands_take_a_few_bits() -> None:
    game = realistic_game(Variant.BOX, 100)
    header = len(encode_payload(replay_prefix(game, 0)))
    per_hand = (len(encode_payload(game)) - header) / 100
    assert per_hand < 2.2


def replay_prefix(game: Game, hands: int) -> Game:
    """``game`` with only its first ``hands`` hands."""
    start = Game.start(
        game.players,
        game.variant,
        first=game.first_seats,
        rules=game.rules,
        game_id=game.id,
        created=game.created,
    )
    for entry in game.hands[:hands]:
        start = start.record(entry)
    return start


def test_unusual_but_valid_shapes_survive() -> None:
    cards = parse_cards("KS JS QS 4H 2H 3H 7C 5C 6C 8C")
    game = Game.start(
        ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    game = game.record(HandEntry(Result.DRAW, None, {"Bob": 40, "Ann": 3}))
    game = game.record(HandEntry(Result.GIN, "Bob", {"Bob": 0, "Ann": 12}, {"Bob": cards}))
    game = game.record(HandEntry(Result.KNOCK, "Bob", {"Bob": 0, "Cid": 98}))
    game = game.edit(1, HandEntry(Result.DRAW), "yesterday, after dinner")
    assert decode_payload(encode_payload(game)) == game
    assert decode_payload(encode_payload(game)).hands[1].cards["Bob"] == cards


def test_an_invalid_game_is_refused_before_encoding() -> None:
    game = Game.start(
        ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    bad = Game(
        game.players,
        game.variant,
        game.rules,
        game.first_roles,
        game.first_dealer,
        hands=(HandEntry(Result.KNOCK, "Cid", {"Cid": 3, "Ann": 5}),),
    )
    with pytest.raises(UnshareableGameError, match="sitter"):
        encode_payload(bad)


def test_an_id_with_a_control_character_cannot_be_shared() -> None:
    game = Game.start(
        ("Ann", "Bob", "Cid"), Variant.JERSEY, first=Seats.of_jersey("Ann"), game_id="abc\x1b[2J"
    )
    with pytest.raises(UnshareableGameError, match="U\\+001B"):
        encode_payload(game)


def test_frame_deflates_only_when_it_helps() -> None:
    compressible = bytes(300)
    assert len(pack(compressible)) < 50
    assert unpack(pack(compressible)) == compressible
    noise = random.Random(1).randbytes(300)
    assert len(pack(noise)) == 1 + 300 + 4
    assert unpack(pack(noise)) == noise


@given(st.binary(max_size=400))
def test_base45_round_trip(data: bytes) -> None:
    text = base45.encode(data)
    assert base45.decode(text) == data
    assert not text.endswith(" ")


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (b"AB", "BB8"),
        (b"Hello!!", "%69 VD92EX0"),
        (b"base-45", "UJCLQE7W581"),
        (b"ietf!", "QED8WEX0"),
    ],
)
def test_base45_matches_rfc_9285(data: bytes, text: str) -> None:
    assert base45.encode(data) == text
    assert base45.decode(text) == data


# --- seats as played and every kind of correction (format version 2) ----------------

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", ["box", "jersey"])
def test_a_code_made_by_the_app_before_seats_as_played_still_imports(name: str) -> None:
    """``SKG1`` codes written by the previous version (committed as it made them)."""
    code = (FIXTURES / f"skg1_{name}.code.txt").read_text(encoding="utf-8")
    assert code.startswith("SKG1:")
    session = (FIXTURES / f"skg1_{name}.session.json").read_bytes()
    game = game_from_text(code)
    assert game == loads_session(session)
    assert game.corrections and all(hand.seats is not None for hand in game.hands)


@st.composite
def corrected_games(draw: st.DrawFn) -> Game:
    """A game whose early hands were corrected late, undone and redone, re-ruled, taken."""
    game = draw(strategy_games(max_hands=12).filter(lambda g: len(g.hands) >= 2))
    for _ in range(draw(st.integers(1, 3))):
        k = draw(st.integers(1, len(game.hands)))
        prefix = replace(game, hands=game.hands[: k - 1])
        state = replay(prefix)
        seats = Seats(state.next_dealer or "", state.next_roles)
        entry = replace(draw(hand_for(prefix)), seats=seats)
        try:
            game = game.edit(k, entry, at=f"2026-11-30T21:0{k % 10}:00+01:00")
        except GameOverError:
            continue
    undone = game.undo_last(at="2026-11-30T22:00:00+01:00")
    removed = undone.corrections[-1].before
    assert removed is not None
    game = undone.redo(len(game.hands), removed, at="2026-11-30T22:00:05+01:00")
    if draw(st.booleans()):
        highest = max(max(r.totals.values()) for r in replay(game).hands)
        target = max(1, highest) + draw(st.integers(1, 50))
        game = game.with_rules(replace(game.rules, target=target), at="2026-11-30T22:01:00Z")
    if draw(st.booleans()):
        game = game.take(game.undo_last(at="x"), at="2026-11-30T22:02:00Z")
    return game


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corrected_games())
def test_seats_as_played_and_every_correction_cross_in_a_code_exactly(game: Game) -> None:
    codes = game_to_codes(game)
    assert all(code.startswith("SKG2") for code in codes)
    back = game_from_codes(codes)
    assert back == game
    assert [r.off_rotation for r in replay(back).hands] == [
        r.off_rotation for r in replay(game).hands
    ]


def test_a_hand_off_the_rotation_is_carried_by_the_code() -> None:
    game = Game.start(
        ["Ann", "Bob", "Cid"], Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
    )
    game = game.record(HandEntry(Result.KNOCK, "Ann", {"Ann": 5, "Bob": 12}))
    game = game.record(HandEntry(Result.KNOCK, "Cid", {"Ann": 20, "Cid": 3}))
    fixed = game.edit(1, HandEntry(Result.KNOCK, "Bob", {"Ann": 12, "Bob": 5}), at="t")
    back = game_from_codes(game_to_codes(fixed))
    assert [r.off_rotation for r in replay(back).hands] == [False, True]
    assert back.hands[1].seats == game.hands[1].seats
