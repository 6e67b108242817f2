"""Ids and timestamps come back as the exact same text; the usual ones are small."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.sharing.bits import BitReader, BitWriter
from scorekeeper.sharing.errors import MalformedCodeError, UnshareableGameError
from scorekeeper.sharing.texts import StampReader, StampWriter, read_id, write_id
from tests.sharing.strategies import GAME_IDS, timestamps


def stamps_round_trip(texts: list[str]) -> tuple[list[str], int]:
    writer = BitWriter()
    stamps = StampWriter(writer)
    for text in texts:
        stamps.write(text, "time")
    data = writer.to_bytes()
    reader = BitReader(data)
    back = StampReader(reader)
    result = [back.read("time") for _ in texts]
    reader.finish()
    return result, len(data)


@given(st.lists(timestamps(), max_size=6))
def test_any_timestamps_come_back_exactly(texts: list[str]) -> None:
    assert stamps_round_trip(texts)[0] == texts


@given(GAME_IDS)
def test_any_id_comes_back_exactly(game_id: str) -> None:
    writer = BitWriter()
    write_id(writer, game_id)
    reader = BitReader(writer.to_bytes())
    assert read_id(reader) == game_id
    reader.finish()


@pytest.mark.parametrize(
    ("game_id", "size"),
    [("", 1), ("9a6238ea0d84", 8), ("0d4f1c52-55d2-4a9c-9b0e-5a8f9e2b7c11", 17), ("Ann's", 7)],
)
def test_ids_are_stored_compactly(game_id: str, size: int) -> None:
    writer = BitWriter()
    write_id(writer, game_id)
    assert len(writer.to_bytes()) == size


def test_the_apps_timestamps_take_a_few_bytes_each() -> None:
    texts = [
        "2025-06-01T18:15:07+00:00",
        "2025-06-01T18:40:00+00:00",
        "2025-06-01T19:02:13+00:00",
        "2025-06-02T08:00:00.123+02:00",
        "2025-06-02 08:00:01",
        "2025-06-02T08:00:02Z",
    ]
    back, size = stamps_round_trip(texts)
    assert back == texts
    assert size <= 30


@pytest.mark.parametrize(
    "text",
    [
        "2025-06-01",
        "2025-06-01T18:15",
        "2025-06-01T18:15:07.1+00:00",
        "1850-01-01T00:00:00",
        "soon",
    ],
)
def test_other_shapes_are_kept_as_text(text: str) -> None:
    assert stamps_round_trip([text])[0] == [text]


@pytest.mark.parametrize("text", ["a\nb", "x" * 201, "\u202eevil"])
def test_unshareable_texts(text: str) -> None:
    with pytest.raises(UnshareableGameError):
        StampWriter(BitWriter()).write(text, "time")
    with pytest.raises(UnshareableGameError):
        write_id(BitWriter(), text)


def time_steps(seconds: int, count: int) -> StampReader:
    writer = BitWriter()
    for _ in range(count):
        writer.write(2, 2)
        writer.signed(seconds)
        writer.write(0, 5)
    return StampReader(BitReader(writer.to_bytes()))


def test_a_time_difference_over_the_cap_is_refused() -> None:
    with pytest.raises(MalformedCodeError, match="over"):
        time_steps(10**10 + 1, 1).read("time")


def test_times_walking_out_of_the_calendar_are_refused() -> None:
    stamps = time_steps(10**10, 30)
    with pytest.raises(MalformedCodeError, match="out of range"):
        for _ in range(30):
            stamps.read("time")
