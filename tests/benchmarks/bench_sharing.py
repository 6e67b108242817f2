"""Sharing benchmark: the app's QR payload against plain JSON + zlib + base64.

Run as a script (it is not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_sharing.py
    .venv/bin/python tests/benchmarks/bench_sharing.py --repeat 3   # quicker

For games of 10, 30, 100 and 300 hands of each variant (recorded as the app
records them: a 12-hex-digit id, UTC timestamps, a correction every 10 hands,
no entered cards), it prints for both encodings, measured in the same run:

- ``bytes``: what the code carries before the text encoding (the app's frame;
  the zlib stream for the JSON baseline),
- ``chars``: the code text, ``QR``: the QR version at level M of one code
  (alphanumeric mode for base45, byte mode for base64; ``>40`` if none fits),
  ``codes``: how many codes the app actually shows (split above version 25),
- ``enc``/``dec``: game -> text and text -> validated game, in milliseconds,
- ``png``/``scan``: rendering the PNG(s) with qrcode and reading them back with
  zxing-cpp, in milliseconds (only where the code fits a QR code).

Then it checks the size goals of issue 5 and exits with status 1 if one is missed:
30 hands in QR version <= 10 and 100 hands in version <= 15.
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import random
import statistics
import sys
import time
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import qrcode
import zxingcpp
from PIL import Image
from qrcode import constants

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.session import loads_session, session_to_dict
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant
from scorekeeper.sharing.codes import game_from_codes, game_to_codes
from scorekeeper.sharing.frame import pack
from scorekeeper.sharing.payload import encode_payload
from scorekeeper.sharing.qr import render_png, version_for

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: make ``tests`` importable

from tests.sharing.strategies import typical_hand  # noqa: E402

SIZES = (10, 30, 100, 300)
GOALS = {30: 10, 100: 15}
T = TypeVar("T")


def build_game(variant: Variant, hands: int, seed: int) -> Game:
    """A long game as the app records it (target raised so that it never ends)."""
    rng = random.Random(seed)
    rules = HouseRules.from_options(house_options(variant), {"target": 10_000})
    box = Seats.of_box(Roles("Ann", "Bob", "Zoë"))
    first = box if variant is Variant.BOX else Seats.of_jersey("Bob")
    game = Game.start(
        ("Ann", "Bob", "Zoë"),
        variant,
        first=first,
        rules=rules,
        game_id=f"{rng.getrandbits(48):012x}",
        created="2025-06-01T18:15:07+00:00",
    )
    minute = 0
    while len(game.hands) < hands:
        entry = typical_hand(game, rng)
        game = game.record(entry)
        minute += rng.randint(3, 9)
        if len(game.hands) % 10 == 0:
            at = f"2025-06-01T{18 + minute // 60 % 6:02d}:{minute % 60:02d}:00+00:00"
            game = game.edit(len(game.hands), entry, at)
    return game


def best_ms(repeat: int, action: Callable[[], T]) -> tuple[float, T]:
    """Median time of ``action`` over ``repeat`` runs, in milliseconds, and its result."""
    times: list[float] = []
    result: T | None = None
    for _ in range(repeat):
        started = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - started) * 1000)
    assert result is not None
    return statistics.median(times), result


def byte_mode_version(text: str) -> int | None:
    """QR version at level M for ``text`` in byte mode, or None above 40."""
    code = qrcode.QRCode(error_correction=constants.ERROR_CORRECT_M)
    code.add_data(text.encode("ascii"), optimize=0)
    try:
        return int(code.best_fit())
    except (ValueError, qrcode.exceptions.DataOverflowError):
        return None


def render_byte_png(text: str) -> bytes:
    code = qrcode.QRCode(error_correction=constants.ERROR_CORRECT_M, border=4)
    code.add_data(text.encode("ascii"), optimize=0)
    code.make(fit=True)
    buffer = io.BytesIO()
    code.make_image().save(buffer)
    return buffer.getvalue()


def scan(png: bytes) -> list[str]:
    found = zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))
    return [barcode.text for barcode in found]


def json_encode(game: Game) -> str:
    text = json.dumps(session_to_dict(game), ensure_ascii=False, separators=(",", ":"))
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")


def json_decode(text: str) -> Game:
    return loads_session(zlib.decompress(base64.b64decode(text)))


def row(label: str, figures: Sequence[object]) -> str:
    widths = (14, 6, 6, 4, 5, 7, 7, 8, 8)
    cells = [label, *figures]
    return "  ".join(
        str(c).rjust(w) if i else str(c).ljust(w)
        for i, (c, w) in enumerate(zip(cells, widths, strict=True))
    )


def measure_app(game: Game, repeat: int) -> tuple[list[object], int]:
    frame = pack(encode_payload(game))
    enc, codes = best_ms(repeat, lambda: game_to_codes(game))
    dec, back = best_ms(repeat, lambda: game_from_codes(codes))
    assert back == game
    whole = game_to_codes(game, max_version=40)
    version = version_for(whole[0]) if len(whole) == 1 else 99
    png_ms, pngs = best_ms(repeat, lambda: [render_png(code) for code in codes])
    scan_ms, texts = best_ms(repeat, lambda: [t for png in pngs for t in scan(png)])
    assert sorted(texts) == sorted(codes)
    figures: list[object] = [
        len(frame),
        len(whole[0]),
        version if version <= 40 else ">40",
        len(codes),
        f"{enc:.2f}",
        f"{dec:.2f}",
        f"{png_ms:.0f}",
        f"{scan_ms:.0f}",
    ]
    return figures, version


def measure_json(game: Game, repeat: int) -> list[object]:
    enc, text = best_ms(repeat, lambda: json_encode(game))
    dec, back = best_ms(repeat, lambda: json_decode(text))
    assert back == game
    version = byte_mode_version(text)
    png_ms = scan_ms = "-"
    if version is not None:
        png_time, png = best_ms(repeat, lambda: render_byte_png(text))
        scan_time, texts = best_ms(repeat, lambda: scan(png))
        assert texts == [text]
        png_ms, scan_ms = f"{png_time:.0f}", f"{scan_time:.0f}"
    raw = len(base64.b64decode(text))
    return [
        raw,
        len(text),
        version if version is not None else ">40",
        1 if version else "-",
        f"{enc:.2f}",
        f"{dec:.2f}",
        png_ms,
        scan_ms,
    ]


def main(argv: list[str] | None = None) -> int:
    """Print the table; return 1 if a size goal is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per timing (median)")
    args = parser.parse_args(argv)
    header = ["bytes", "chars", "QR", "codes", "enc ms", "dec ms", "png ms", "scan ms"]
    missed: list[str] = []
    for variant in Variant:
        print(f"\n{variant.value}")
        print(row("hands / codec", header))
        for seed, hands in enumerate(SIZES):
            game = build_game(variant, hands, seed)
            figures, version = measure_app(game, args.repeat)
            print(row(f"{hands:>4} SKG1", figures))
            print(row(f"{hands:>4} json+zlib+b64", measure_json(game, args.repeat)))
            goal = GOALS.get(hands)
            if goal is not None and version > goal:
                missed.append(f"{variant.value} {hands} hands: version {version} > {goal}")
    print()
    for line in missed:
        print(f"size goal missed: {line}")
    if not missed:
        print("size goals met: 30 hands in version <= 10, 100 hands in version <= 15")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
