"""Game -> QR PNG -> each QR reader (zxing-cpp, ZBar) -> the same game, also from photos.

Every reading test runs once per backend of ``scorekeeper.sharing.decoders``: the
computer's (zxing-cpp) and the phone's (ZBar, Debian's libzbar0 here). A backend
that is not installed fails its tests rather than skipping them.
"""

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
from scorekeeper.sharing import decoders
from scorekeeper.sharing.codes import SINGLE_MAX_VERSION, game_to_codes
from scorekeeper.sharing.decode import (
    open_image,
    read_code_texts_in_file,
)
from scorekeeper.sharing.decoders import QrDecoder
from scorekeeper.sharing.errors import (
    ImageTooLargeError,
    NoCodeFoundError,
    NoDecoderError,
    UnreadableImageError,
)
from scorekeeper.sharing.limits import MAX_IMAGE_BYTES, READ_PIXELS
from scorekeeper.sharing.qr import capacity, render_png, version_for
from tests.sharing.photos import Shot, side_by_side, take_photo
from tests.sharing.reading import game_from_image, game_from_image_file
from tests.sharing.strategies import games
from tests.sharing.test_payload import realistic_game

IMAGES = settings(
    max_examples=35,
    deadline=None,
    # The decoder fixture holds no state: one per test is as good as one per example.
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.fixture(params=decoders.BACKENDS)
def decoder(request: pytest.FixtureRequest) -> QrDecoder:
    """Each QR backend in turn; one that is not installed fails the test."""
    loaded = decoders.load(request.param)
    assert loaded is not None, f"the {request.param} QR decoder is not installed"
    return loaded


def decode_all(pngs: list[bytes], decoder: QrDecoder) -> list[str]:
    texts: list[str] = []
    for png in pngs:
        texts += read_code_texts_in_file(png, decoder)
    return texts


@IMAGES
@given(game=games(max_hands=50))
def test_png_round_trip(decoder: QrDecoder, game: Game) -> None:
    codes = game_to_codes(game)
    pngs = [render_png(code) for code in codes]
    assert decode_all(pngs, decoder) == codes
    if len(pngs) == 1:
        assert game_from_image_file(pngs[0], decoder) == game


SHOTS = st.builds(
    Shot,
    angle=st.floats(0, 360),
    scale=st.floats(0.6, 1.3),
    blur=st.floats(0, 1.2),
    noise=st.floats(0, 60),
    quality=st.integers(30, 90),
)


@IMAGES
@given(game=games(max_hands=90), shot=SHOTS)
def test_photos_of_codes_up_to_version_15_decode(
    decoder: QrDecoder, game: Game, shot: Shot
) -> None:
    codes = game_to_codes(game)
    assume(len(codes) == 1 and version_for(codes[0]) <= 15)
    assert game_from_image_file(take_photo(render_png(codes[0]), shot), decoder) == game


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize(
    "shot",
    [
        Shot(angle=33, scale=0.6, blur=1.2, noise=60, quality=30),
        Shot(angle=180, scale=1.3, blur=1.0, noise=40, quality=50),
        Shot(angle=271, scale=0.75, blur=0.6, noise=20, quality=40),
    ],
)
def test_a_100_hand_game_survives_a_rough_photo(
    decoder: QrDecoder, variant: Variant, shot: Shot
) -> None:
    game = realistic_game(variant, 100)
    (code,) = game_to_codes(game)
    assert version_for(code) <= 15
    assert game_from_image_file(take_photo(render_png(code), shot), decoder) == game


def test_all_parts_of_a_big_game_on_one_screen(decoder: QrDecoder) -> None:
    game = realistic_game(Variant.JERSEY, 200)
    codes = game_to_codes(game, max_version=10)
    assert len(codes) >= 3
    picture = side_by_side([render_png(code) for code in reversed(codes)])
    assert sorted(read_code_texts_in_file(picture, decoder)) == sorted(codes)
    assert game_from_image_file(picture, decoder) == game
    assert game_from_image(Image.open(io.BytesIO(picture)), decoder) == game


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


def test_an_image_without_a_code(decoder: QrDecoder) -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (200, 100), "white").save(buffer, "PNG")
    with pytest.raises(NoCodeFoundError):
        read_code_texts_in_file(buffer.getvalue(), decoder)


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
    with pytest.raises(ImageTooLargeError):
        open_image(patched)


def png_claiming(width: int, height: int, colour_type: int) -> bytes:
    """A small real PNG whose header claims ``width`` x ``height`` (8 bits, ``colour_type``)."""
    png = render_png("SKG1:ABC")
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    crc = struct.pack(">I", zlib.crc32(png[12:16] + header))
    return png[:16] + header + crc + png[33:]


@pytest.mark.parametrize(
    ("width", "height", "colour_type"),
    [
        (7071, 7071, 2),  # 50 megapixels in RGB: 212 KB on disk, 200 MB decoded
        (4000, 3000, 6),  # a 12-megapixel RGBA screenshot
        (7071, 7071, 3),  # 50 megapixels with a palette
    ],
)
def test_an_image_too_big_to_decode_is_refused_from_its_header(
    width: int, height: int, colour_type: int
) -> None:
    with pytest.raises(ImageTooLargeError, match="pixels"):
        open_image(png_claiming(width, height, colour_type))


def test_an_image_file_over_the_byte_cap_is_refused_unread() -> None:
    with pytest.raises(ImageTooLargeError, match="16 MB"):
        open_image(b"\x89PNG\r\n\x1a\n" + bytes(MAX_IMAGE_BYTES))


def test_a_large_progressive_jpeg_is_refused() -> None:
    buffer = io.BytesIO()
    Image.new("L", (6000, 6000), 200).save(buffer, "JPEG", progressive=True, quality=30)
    with pytest.raises(ImageTooLargeError, match="progressive"):
        open_image(buffer.getvalue())


def test_a_big_photo_is_decoded_small_and_grey_and_still_read(decoder: QrDecoder) -> None:
    (code,) = game_to_codes(realistic_game(Variant.BOX, 40))
    qr = Image.open(io.BytesIO(render_png(code, box_size=12))).convert("L")
    photo = Image.new("L", (7000, 5000), 170)
    photo.paste(qr, (3000, 2000))
    buffer = io.BytesIO()
    photo.convert("RGB").save(buffer, "JPEG", quality=80)
    opened = open_image(buffer.getvalue())
    assert opened.mode == "L"
    assert opened.width * opened.height <= READ_PIXELS * 4
    assert read_code_texts_in_file(buffer.getvalue(), decoder) == [code]


def test_the_largest_code_the_app_makes_is_read_from_a_photo(decoder: QrDecoder) -> None:
    game = realistic_game(Variant.JERSEY, 380)
    (code,) = game_to_codes(game)
    assert version_for(code) == SINGLE_MAX_VERSION
    shot = Shot(angle=17, scale=1.0, blur=0.6, noise=20, quality=60)
    assert game_from_image_file(take_photo(render_png(code), shot), decoder) == game


def test_no_decoder_installed_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decoders, "available", lambda: ())
    with pytest.raises(NoDecoderError, match="paste"):
        read_code_texts_in_file(render_png("SKG1:ABC"))


def test_the_preferred_decoder_is_the_best_installed() -> None:
    assert [d.name for d in decoders.available()] == list(decoders.BACKENDS)
    preferred = decoders.preferred()
    assert preferred is not None
    assert preferred.name == "zxing"


@pytest.mark.parametrize("data", [b"%PDF-1.4 not an image", b"P5\n4 4\n255\n" + bytes(16)])
def test_formats_a_phone_never_makes_are_not_even_parsed(data: bytes) -> None:
    with pytest.raises(UnreadableImageError, match="not an image format the app knows"):
        open_image(data)
