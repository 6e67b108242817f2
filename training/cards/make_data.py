"""Render the training photos and keep the reader's labelled candidates.

Run: ``python training/cards/make_data.py --photos 2000 --out build/cards/train.npz``
(about 0.4 s a photo on one core). The seed is fixed, so the same command makes
the same file. The fonts are the system's (Debian packages, see SOURCES.md),
less the families kept for the benchmark (:data:`HELD_OUT_FONTS`).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import cv2
import dataset
import faces
import numpy as np
from fontTools.ttLib import TTFont

SEED = 20261205
LANGUAGES = ("en", "de", "nl", "fr", "pl")
FONT_GLOBS = [
    "/usr/share/fonts/**/*.ttf",
    "/usr/share/fonts/**/*.otf",
    "/usr/share/texmf/fonts/opentype/**/*.otf",
]
HELD_OUT_FONTS = ("EBGaramond", "ComicNeue", "fonts-go", "Go-")
"""Font families never drawn in training: the benchmark's drawn decks use them."""
SUIT_FONTS = ("DejaVuSans", "FreeSans", "FreeSerif")
"""The families the suit characters are drawn in (each file is checked to have them: one
without would draw a missing-glyph box)."""
KNOLL = Path(__file__).resolve().parent / "decks" / "knoll"
SPATZ = Path(__file__).resolve().parent / "decks" / "spatz"
TEKEYE = Path(__file__).resolve().parent / "decks" / "tekeye"
KENNARD = Path(__file__).resolve().parents[2] / "build" / "cards" / "decks" / "kennard"
"""Rendered by ``install_decks.sh`` (the package is installed, not kept here)."""
DECK_SHARE = 0.5
"""The share of photos dealt from a real deck (any of the four) rather than drawn faces."""
TENS = (0.5, 0.2, 0.3)
"""The drawn tens' shares of "10", "1 0" and "T": "T" three times as often as on real
decks (:data:`faces.TENS`). At those shares a "T" was fewer than one drawn corner in a
hundred, and the held-out tens printed "T" in an italic font were read as 7s or
doubted."""


def real_decks() -> list[dict[str, faces.Face]]:
    """The real decks' faces by card: Byron Knoll's, Adrian Kennard's designs, Saul
    Spatz's jumbo-index deck and Tek Eye's."""
    if not any(KENNARD.glob("*.png")):
        raise SystemExit(f"{KENNARD} is empty: run install_decks.sh first")
    folders = (KNOLL, KENNARD, SPATZ, TEKEYE)
    return [{f.card: f for f in faces.deck_faces(folder)} for folder in folders]


CORNER_CHARACTERS = "0123456789AJQKDBHVRWT"
"""What a font must have to draw every corner's glyph: one that lacks any is left out."""
PICTURE_FAMILIES = ("D050000L", "Standard Symbols PS", "Linux Biolinum Keyboard O")
"""Families whose letters are pictures (dingbats, Greek symbols, keycaps), though mapped."""
FILES_PER_FAMILY = 3
"""At most this many files (weights, styles) of one font family draw rank glyphs."""


def training_fonts() -> tuple[list[str], list[str]]:
    """The fonts for rank glyphs, and those for suit glyphs, both without held-out ones.

    A rank font must map every corner character to a glyph of its own (a symbol or
    dingbat font maps letters to pictures, and one without a letter draws a box:
    either would teach a wrong drawing under a right name). Each family gives at
    most :data:`FILES_PER_FAMILY` files, spread over its weights, so a family
    installed in many weights counts about as much as one in three.
    """
    every = [f for f in faces.font_files(FONT_GLOBS) if not any(h in f for h in HELD_OUT_FONTS)]
    families: dict[str, list[str]] = {}
    for path in every:
        family = _family(path)
        if family is not None:
            families.setdefault(family, []).append(path)
    ranks = []
    for _, files in sorted(families.items()):
        picks = np.linspace(0, len(files) - 1, min(len(files), FILES_PER_FAMILY))
        ranks.extend(files[round(float(k))] for k in picks)
    suit_characters = "".join(faces.SUIT_CHARS.values())
    suits = [
        f
        for f in every
        if any(s in f for s in SUIT_FONTS)
        and (read := _read(f)) is not None
        and _maps(read[0], suit_characters)
    ]
    return ranks, suits


def _read(path: str) -> tuple[dict[int, str], str | None] | None:
    """The font's character map and family name; None if fontTools cannot read it."""
    try:
        font = TTFont(path, lazy=True)
        return font.getBestCmap() or {}, font["name"].getBestFamilyName()
    except Exception:  # any font fontTools cannot read is one less font
        return None


def _maps(cmap: dict[int, str], characters: str) -> bool:
    """Whether a character map draws each of ``characters`` (DejaVu's ExtraLight has no
    suits, and drew a missing-glyph box where a suit should be)."""
    return all(ord(c) in cmap for c in characters)


def _family(path: str) -> str | None:
    """The font's family name, or None if it lacks a corner character."""
    read = _read(path)
    if read is None:
        return None
    cmap, family = read
    if family in PICTURE_FAMILIES or not _maps(cmap, CORNER_CHARACTERS):
        return None
    return str(family or Path(path).stem)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--photos", type=int, default=2000)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--courts",
        type=float,
        default=None,
        help="draw this share of aces and court cards, in drawn decks only (the letters)",
    )
    args = parser.parse_args()
    cv2.setNumThreads(1)
    rng = np.random.default_rng(args.seed)
    fonts, suit_fonts = training_fonts()
    decks = real_decks()
    xs, classes, suits = [], [], []
    started = time.monotonic()
    for n in range(args.photos):
        language = LANGUAGES[rng.integers(len(LANGUAGES))]
        if args.courts is None and rng.random() < DECK_SHARE:
            make = decks[int(rng.integers(len(decks)))].get
        else:

            def make(card: str, language: str = str(language)) -> faces.Face | None:
                return faces.drawn_face(card, language, fonts, suit_fonts, rng, tens=TENS)

        hand = dataset.hand(rng, make, int(rng.integers(6, 12)), args.courts)
        scene = None
        while scene is None:
            scene = dataset.photo(rng, hand, int(rng.integers(1100, 1700)), (9.0, 50.0))
        x, c, s = dataset.examples(scene, rng, negatives_per_photo=40)
        xs.append(x)
        classes.append(c)
        suits.append(s)
        if n % 100 == 0:
            print(
                f"{n} photos, {sum(len(c) for c in classes)} examples, "
                f"{time.monotonic() - started:.0f} s",
                flush=True,
            )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez(
        args.out, x=np.concatenate(xs), classes=np.concatenate(classes), suits=np.concatenate(suits)
    )
    print(f"done: {args.photos} photos in {time.monotonic() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
