"""Game -> QR PNG -> zxing-cpp -> the same game, also from photos of the screen."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
import qrcode
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from PIL import Image
from qrcode import constants, util

from scorekeeper.rules.game import Game
from scorekeeper.rules.variants import Variant
from scorekeeper.sharing.codes import game_to_codes
from scorekeeper.sharing.decode import (
    game_from_image,
    game_from_image_file,
    open_image,
    read_code_texts_in_file,
)
from scorekeeper.sharing.errors import (
    CodeTooLargeError,
    NoCodeFoundError,
    UnreadableImageError,
)
from scorekeeper.sharing.qr import capacity, render_png, version_for
from tests.sharing.photos import Shot, side_by_side, take_photo
from tests.sharing.strategies import games
from tests.sharing.test_payload import realistic_game

IMAGES = settings(max_examples=35, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def decode_all(pngs: list[bytes]) -> list[str]:
    texts: list[str] = []
    for png in pngs:
        texts += read_code_texts_in_file(png)
    return texts


@IMAGES
@given(games(max_hands=50))
def test_png_round_trip(game: Game) -> None:
    codes = game_to_codes(game)
    pngs = [render_png(code) for code in codes]
    assert decode_all(pngs) == codes
    if len(pngs) == 1:
        assert game_from_image_file(pngs[0]) == game


SHOTS = st.builds(
    Shot,
    angle=st.floats(0, 360),
    scale=st.floats(0.6, 1.3),
    blur=st.floats(0, 1.2),
    noise=st.floats(0, 60),
    quality=st.integers(30, 90),
)


@IMAGES
@given(games(max_hands=90), SHOTS)
def test_photos_of_codes_up_to_version_15_decode(game: Game, shot: Shot) -> None:
    codes = game_to_codes(game)
    assume(len(codes) == 1 and version_for(codes[0]) <= 15)
    assert game_from_image_file(take_photo(render_png(codes[0]), shot)) == game


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize(
    "shot",
    [
        Shot(angle=33, scale=0.6, blur=1.2, noise=60, quality=30),
        Shot(angle=180, scale=1.3, blur=1.0, noise=40, quality=50),
        Shot(angle=271, scale=0.75, blur=0.6, noise=20, quality=40),
    ],
)
def test_a_100_hand_game_survives_a_rough_photo(variant: Variant, shot: Shot) -> None:
    game = realistic_game(variant, 100)
    (code,) = game_to_codes(game)
    assert version_for(code) <= 15
    assert game_from_image_file(take_photo(render_png(code), shot)) == game


def test_all_parts_of_a_big_game_on_one_screen() -> None:
    game = realistic_game(Variant.JERSEY, 200)
    codes = game_to_codes(game, max_version=10)
    assert len(codes) >= 3
    picture = side_by_side([render_png(code) for code in reversed(codes)])
    assert sorted(read_code_texts_in_file(picture)) == sorted(codes)
    assert game_from_image_file(picture) == game
    assert game_from_image(Image.open(io.BytesIO(picture))) == game


@pytest.mark.parametrize("length", [1, 20, 311, 312, 600, 601, 1451, 1452])
def test_version_for_matches_qrcode(length: int) -> None:
    code = qrcode.QRCode(error_correction=constants.ERROR_CORRECT_M)
    code.add_data(util.QRData(b"A" * length, mode=util.MODE_ALPHA_NUM))
    assert version_for("A" * length) == code.best_fit()


def test_capacities_at_level_m() -> None:
    assert [capacity(v) for v in (10, 15, 20, 25, 40)] == [311, 600, 970, 1451, 3391]


def test_rendered_png_has_the_predicted_version() -> None:
    text = "SKG1:" + "7" * 590
    image = Image.open(io.BytesIO(render_png(text, box_size=4, border=4)))
    modules = image.width // 4 - 2 * 4
    assert (modules - 17) // 4 == version_for(text) == 15


def test_an_image_without_a_code() -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (200, 100), "white").save(buffer, "PNG")
    with pytest.raises(NoCodeFoundError):
        read_code_texts_in_file(buffer.getvalue())


@pytest.mark.parametrize("data", [b"", b"hello", b"\x89PNG\r\n\x1a\n" + bytes(40)])
def test_bytes_that_are_no_image(data: bytes) -> None:
    with pytest.raises(UnreadableImageError):
        open_image(data)


def test_a_truncated_image() -> None:
    png = render_png("SKG1:ABC")
    with pytest.raises(UnreadableImageError):
        open_image(png[: len(png) // 2])


def test_a_gigapixel_header_is_refused_before_decoding() -> None:
    png = render_png("SKG1:ABC")
    header = struct.pack(">II", 60_000, 60_000) + png[24:29]
    patched = png[:16] + header + struct.pack(">I", zlib.crc32(png[12:16] + header)) + png[33:]
    with pytest.raises(CodeTooLargeError):
        open_image(patched)
