"""Numbered parts: any order, checked as a whole, never mixed; scanning one by one."""

from __future__ import annotations

import pytest

from scorekeeper.rules.variants import Variant
from scorekeeper.sharing import base45
from scorekeeper.sharing.codes import (
    Scan,
    game_from_codes,
    game_to_codes,
    parse_code,
)
from scorekeeper.sharing.errors import (
    DamagedCodeError,
    MissingPartsError,
    MixedPartsError,
    NotAGameCodeError,
)
from tests.sharing.reading import game_from_text
from tests.sharing.test_payload import realistic_game

GAME = realistic_game(Variant.JERSEY, 120)
PARTS = game_to_codes(GAME, max_version=8)
OTHER = realistic_game(Variant.JERSEY, 120, seed=8)
OTHER_PARTS = game_to_codes(OTHER, max_version=8)


def test_the_game_is_split_into_balanced_parts() -> None:
    assert len(PARTS) == len(OTHER_PARTS) >= 3
    sizes = [len(parse_code(text).data) for text in PARTS]
    assert max(sizes) - min(sizes) <= 1


def test_any_order_and_repeats_are_fine() -> None:
    assert game_from_codes([PARTS[2], PARTS[0], PARTS[2], *PARTS[1:]]) == GAME


def test_a_missing_part_is_named() -> None:
    with pytest.raises(
        MissingPartsError,
        match=f"{len(PARTS) - 1} of {len(PARTS)} codes read; still missing code 2",
    ):
        game_from_codes([PARTS[0], *PARTS[2:]])


def test_parts_of_two_games_do_not_mix() -> None:
    with pytest.raises(MixedPartsError):
        game_from_codes([PARTS[0], *OTHER_PARTS[1:]])


def test_a_whole_code_and_parts_do_not_mix() -> None:
    whole = game_to_codes(GAME)
    assert len(whole) == 1
    with pytest.raises(MixedPartsError):
        game_from_codes([*whole, *PARTS])


def test_two_different_whole_codes_do_not_mix() -> None:
    with pytest.raises(MixedPartsError):
        game_from_codes([*game_to_codes(GAME), *game_to_codes(OTHER)])


def test_a_forged_part_with_the_right_tag_is_caught_by_the_whole_checksum() -> None:
    part = parse_code(PARTS[1])
    forged_data = bytes([part.data[0] ^ 0x40]) + part.data[1:]
    forged = f"SKG2-2/{part.total}:" + base45.encode(part.tag + forged_data)
    with pytest.raises(DamagedCodeError):
        game_from_codes([PARTS[0], forged, *PARTS[2:]])


def test_pasted_parts_one_per_line() -> None:
    assert game_from_text("\n".join(reversed(PARTS))) == GAME


def test_nothing_is_not_a_game() -> None:
    with pytest.raises(NotAGameCodeError):
        game_from_codes([])
    with pytest.raises(NotAGameCodeError):
        game_from_text(" \n \n")


def test_scanning_parts_one_by_one() -> None:
    scan = Scan()
    assert (scan.have, scan.total, scan.complete) == (0, 0, False)
    scan = scan.add(PARTS[1]).add(PARTS[1])
    assert (scan.have, scan.total, scan.complete) == (1, len(PARTS), False)
    with pytest.raises(MissingPartsError):
        scan.game()
    with pytest.raises(MixedPartsError):
        scan.add(OTHER_PARTS[0])
    for text in PARTS:
        scan = scan.add(text)
    assert scan.complete
    assert scan.game() == GAME


def test_scanning_a_whole_code_completes_at_once() -> None:
    scan = Scan().add(game_to_codes(GAME)[0])
    assert scan.complete
    assert scan.game() == GAME
