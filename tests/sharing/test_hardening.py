"""Hostile and damaged codes: one clear ``SharingError``, nothing else, nothing stored."""

from __future__ import annotations

import random
import tracemalloc
import zlib
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.sharing import base45
from scorekeeper.sharing.bits import BitWriter
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.errors import (
    CodeTooLargeError,
    CodeVersionError,
    DamagedCodeError,
    InvalidGameError,
    MalformedCodeError,
    NotAGameCodeError,
    SharingError,
)
from scorekeeper.sharing.frame import MAX_PAYLOAD_BYTES, pack, unpack
from scorekeeper.sharing.payload import decode_payload, encode_payload
from scorekeeper.storage.memory import MemoryRepository
from tests.sharing.reading import game_from_text, import_codes
from tests.sharing.test_payload import realistic_game
from tests.storage.helpers import append_hand

GAME = realistic_game(Variant.BOX, 30)
CODE = game_to_codes(GAME)[0]
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def code_of_frame(flags: int, body: bytes) -> str:
    """A code text around any body, with a correct checksum (to get past it)."""
    head = bytes([flags]) + body
    return "SKG1:" + base45.encode(head + zlib.crc32(head).to_bytes(4, "big"))


def code_of_payload(payload: bytes) -> str:
    return code_of_frame(0, payload)


def hostile(
    names: tuple[bytes, bytes, bytes] = (b"Ann", b"Bob", b"Cid"),
    *,
    target: int = 100,
    knock_limit: int = 10,
    hands: Callable[[BitWriter], None] | None = None,
    variant: int = 0,
) -> bytes:
    """A hand-made ``box`` payload with the given (possibly hostile) fields."""
    writer = BitWriter()
    writer.write(variant, 2)
    for value in (25, 10, knock_limit, target):
        writer.varint(value)
    for name in names:
        writer.blob(name)
    writer.write(0, 3)
    writer.write(0, 2)
    writer.write(0, 2)
    if hands is None:
        writer.varint(0)
    else:
        hands(writer)
    writer.varint(0)
    writer.varint(0)
    return writer.to_bytes()


def test_the_hand_made_payload_is_right_when_not_hostile() -> None:
    game = game_from_text(code_of_payload(hostile()))
    assert game.players == ("Ann", "Bob", "Cid")
    assert game.first_roles == Roles("Ann", "Bob", "Cid")


@pytest.mark.parametrize(
    ("name", "error", "words"),
    [
        ("An\u202en".encode(), InvalidGameError, "control or formatting"),
        ("\u2066Bob\u2069".encode(), InvalidGameError, "control or formatting"),
        (b"Bo\x07b", InvalidGameError, "control or formatting"),
        (b"\x1b[31mBob", InvalidGameError, "control or formatting"),
        (b"B" * 41, InvalidGameError, "at most 40"),
        ("ß".encode() * 81, MalformedCodeError, "over 160"),
        (b"\xff\xfe", MalformedCodeError, "not UTF-8"),
        (b"   ", InvalidGameError, "no name"),
        (b"ann", InvalidGameError, "two players"),
    ],
)
def test_bad_names_are_refused(name: bytes, error: type[SharingError], words: str) -> None:
    with pytest.raises(error, match=words):
        game_from_text(code_of_payload(hostile((b"Ann", name, b"Cid"))))


def test_names_are_normalised_to_nfc() -> None:
    game = game_from_text(code_of_payload(hostile((b"Ann", "Zoe\u0308 ".encode(), b"Cid"))))
    assert game.players[1] == "Zoë"


def too_many_hands(writer: BitWriter) -> None:
    writer.varint(1001)


def hands_without_data(writer: BitWriter) -> None:
    writer.varint(900)


def huge_varint(writer: BitWriter) -> None:
    for _ in range(6):
        writer.write(0xFF, 8)


def knock_by_the_sitter(writer: BitWriter) -> None:
    writer.varint(1)
    writer.write(3, 3)
    writer.write(0, 1)
    writer.write(3, 4)
    writer.write(20, 7)


def deadwood_over_98(writer: BitWriter) -> None:
    writer.varint(1)
    writer.write(1, 3)
    writer.write(0, 1)
    writer.write(3, 4)
    writer.write(120, 7)


@pytest.mark.parametrize(
    ("payload", "error", "words"),
    [
        (hostile(hands=too_many_hands), MalformedCodeError, "over 1000"),
        (hostile(hands=hands_without_data), MalformedCodeError, "too short"),
        (hostile(hands=huge_varint), MalformedCodeError, "too long a number"),
        (hostile(hands=knock_by_the_sitter), InvalidGameError, "hand 1: Cid is the sitter"),
        (hostile(hands=deadwood_over_98), InvalidGameError, "cannot be 120"),
        (hostile(target=10_001), MalformedCodeError, "over 10000"),
        (hostile(target=0), InvalidGameError, "'target' cannot be 0"),
        (hostile(knock_limit=99), InvalidGameError, "'knock_limit' cannot be 99"),
        (hostile(variant=3), MalformedCodeError, "variant"),
        (hostile() + b"\x01", MalformedCodeError, "unexpected data"),
        (hostile()[:5], MalformedCodeError, "ends too early"),
        (b"", MalformedCodeError, "ends too early"),
    ],
)
def test_bad_payloads_are_refused(payload: bytes, error: type[SharingError], words: str) -> None:
    with pytest.raises(error, match=words):
        game_from_text(code_of_payload(payload))


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", NotAGameCodeError),
        ("hello", NotAGameCodeError),
        ("https://example.com/SKG1:ABC", NotAGameCodeError),
        ("SKG3:ABCDEF", CodeVersionError),
        ("SKG1:" + "A" * 9, DamagedCodeError),
        ("skg1:" + "a" * 9, DamagedCodeError),
        ("SKG1:A", DamagedCodeError),
        ("SKG1:ÄBC", DamagedCodeError),
        ("SKG1:::::::", DamagedCodeError),
        ("SKG1:::::", DamagedCodeError),
        ("SKG1-3/2:ABC", MalformedCodeError),
        ("SKG1-1/1:ABC", MalformedCodeError),
        ("SKG1-x/2:ABC", MalformedCodeError),
        ("SKG1:" + "0" * 60_000, CodeTooLargeError),
    ],
)
def test_bad_texts_are_refused(text: str, error: type[SharingError]) -> None:
    with pytest.raises(error):
        game_from_text(text)


def test_lower_case_wrapped_and_padded_text_still_reads() -> None:
    wrapped = "\n".join(CODE[i : i + 40] for i in range(0, len(CODE), 40))
    assert game_from_text(f"  \n{wrapped.lower()}  \n\n") == GAME


def test_unknown_frame_flags_are_refused() -> None:
    with pytest.raises(MalformedCodeError, match="flags"):
        game_from_text(code_of_frame(0x02, encode_payload(GAME)))


def deflated(data: bytes) -> bytes:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush()


def test_a_deflate_bomb_is_stopped_at_the_cap() -> None:
    """Stopped, not unpacked and then measured: the memory it took stays near the cap.

    Memory, not time, is the measure: it does not depend on how busy the machine is.
    """
    bomb = deflated(bytes(20 * 1024 * 1024))
    assert len(bomb) < 25_000
    tracemalloc.start()
    try:
        with pytest.raises(CodeTooLargeError, match="unpacked"):
            game_from_text(code_of_frame(0x01, bomb))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 16 * MAX_PAYLOAD_BYTES, f"{peak} bytes held to refuse a 20 MiB bomb"


def test_one_byte_over_the_cap_is_refused() -> None:
    with pytest.raises(CodeTooLargeError):
        unpack(code_frame(deflated(bytes(MAX_PAYLOAD_BYTES + 1))))
    assert unpack(code_frame(deflated(bytes(MAX_PAYLOAD_BYTES)))) == bytes(MAX_PAYLOAD_BYTES)


def code_frame(body: bytes) -> bytes:
    head = b"\x01" + body
    return head + zlib.crc32(head).to_bytes(4, "big")


@pytest.mark.parametrize(
    "body",
    [
        deflated(encode_payload(GAME))[:-3],
        deflated(encode_payload(GAME)) + b"junk",
        b"\xff" * 20,
    ],
)
def test_broken_deflate_streams_are_refused(body: bytes) -> None:
    with pytest.raises(MalformedCodeError):
        game_from_text(code_of_frame(0x01, body))


@given(st.integers(0, len(CODE) - 6), st.sampled_from(base45.ALPHABET))
def test_any_changed_character_is_caught(position: int, char: str) -> None:
    position += 5
    changed = CODE[:position] + char + CODE[position + 1 :]
    if changed == CODE:
        return
    with pytest.raises(SharingError):
        game_from_text(changed)


@given(st.integers(1, len(CODE) - 1))
def test_a_code_cut_short_is_caught(length: int) -> None:
    with pytest.raises(SharingError):
        game_from_text(CODE[:length])


def refused_or_valid(call: Callable[[], Game]) -> None:
    """Either a valid game comes out, or a ``SharingError``; nothing else may escape."""
    try:
        game = call()
    except SharingError:
        return
    assert isinstance(game, Game)


@FUZZ
@given(st.text(max_size=300))
def test_fuzz_random_text(text: str) -> None:
    refused_or_valid(lambda: game_from_text(text))


@FUZZ
@given(st.text(alphabet=base45.ALPHABET, max_size=400))
def test_fuzz_random_base45_after_the_prefix(body: str) -> None:
    refused_or_valid(lambda: game_from_text("SKG1:" + body))


@FUZZ
@given(st.binary(max_size=400), st.booleans())
def test_fuzz_random_frames_with_a_valid_checksum(body: bytes, compressed: bool) -> None:
    refused_or_valid(lambda: game_from_text(code_of_frame(int(compressed), body)))


PAYLOAD = encode_payload(realistic_game(Variant.JERSEY, 20))


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` with a few bytes flipped, inserted, deleted or the end cut off."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.integers(0, 3))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if kind == 0 and data:
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == 1:
            data.insert(at, draw(st.integers(0, 255)))
        elif kind == 2 and data:
            del data[at]
        else:
            data[at:] = data[at : at + draw(st.integers(0, 8))]
    return bytes(data)


@FUZZ
@given(mutated(PAYLOAD))
def test_fuzz_mutated_payloads(payload: bytes) -> None:
    refused_or_valid(lambda: decode_payload(payload))
    refused_or_valid(lambda: game_from_text(code_of_payload(payload)))


@FUZZ
@given(mutated(deflated(PAYLOAD)))
def test_fuzz_mutated_deflated_payloads(body: bytes) -> None:
    refused_or_valid(lambda: game_from_text(code_of_frame(0x01, body)))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        mutated(PAYLOAD).map(code_of_payload),
        st.text(alphabet=base45.ALPHABET, max_size=200).map(lambda b: "SKG1:" + b),
        st.lists(st.sampled_from(game_to_codes(GAME, max_version=5)), max_size=5).map("\n".join),
    )
)
def test_a_refused_import_stores_nothing(text: str) -> None:
    repository = MemoryRepository(new_id=iter(f"id{n}" for n in range(9)).__next__)
    mine = GameService(repository).create(
        ["Ann", "Bob", "Cid"], Variant.JERSEY, first=Seats.of_jersey("Ann")
    )
    mine = append_hand(
        repository, mine.id, HandEntry(Result.KNOCK, "Ann", {"Ann": 1, "Bob": 5, "Cid": 9})
    )
    before = repository.list_games()
    try:
        import_codes(GameService(repository), text.splitlines() or [""])
    except SharingError:
        assert repository.list_games() == before
        assert repository.load_game(mine.id) == mine


def test_random_bytes_as_a_payload_never_crash() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        refused_or_valid(lambda: decode_payload(rng.randbytes(rng.randint(0, 120))))


def test_frames_of_the_right_size_only() -> None:
    with pytest.raises(DamagedCodeError):
        unpack(b"\x00\x01")
    assert unpack(pack(b"abc")) == b"abc"
