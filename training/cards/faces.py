"""Card faces for rendered photos: drawn with fonts, or taken from vector decks.

A face is an RGB image of one card, upright, with the boxes of its corner
indices (the rank glyph and the suit glyph under it) in the face's pixels. The
reader's training only ever needs those boxes: a photo's labels come from
carrying them through the same transforms as the face.

Two kinds of face:

- *drawn* faces, in a font chosen at random from a list, with the corner letters
  of one of the five decks the app reads (English, German, Dutch, French,
  Polish), "10" also squeezed or as "T", suits drawn as shapes or taken from a
  font, and a busy middle (pips, or a picture made of random shapes for a court
  card), so that the reader learns letters rather than one deck's drawing;
- *deck* faces, rendered from the SVG files of a deck (Byron Knoll's public-domain
  deck for training, other designs for the benchmark), whose index boxes are
  found on the upright card: the topmost dark shapes of its top-left corner.
"""

from __future__ import annotations

import dataclasses
import glob
import io
import math
import subprocess
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

CARD_W = 250
CARD_H = 350
"""A face's size in pixels: a poker card's 2.5 by 3.5 inches."""

SUITS = "SHDC"
RED = frozenset("HD")
RANK_SYMBOLS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")

LETTERS: dict[str, dict[str, str]] = {
    "en": {"A": "A", "J": "J", "Q": "Q", "K": "K"},
    "de": {"A": "A", "J": "B", "Q": "D", "K": "K"},
    "nl": {"A": "A", "J": "B", "Q": "V", "K": "H"},
    "fr": {"A": "A", "J": "V", "Q": "D", "K": "R"},
    "pl": {"A": "A", "J": "W", "Q": "D", "K": "K"},
}
"""The corner letter of each court card and the ace, by deck language."""

GLYPHS = (
    "A",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "J",
    "Q",
    "K",
    "D",
    "B",
    "H",
    "V",
    "R",
    "W",
)
"""What the classifier names: the glyph printed in a corner (``10`` also for "1 0"
and "T"), which the app's rules turn into a rank once the deck's letters are known."""


@dataclasses.dataclass(frozen=True)
class Face:
    """One card's face and where its indices are, in the face's pixels."""

    image: np.ndarray
    card: str
    """Rank symbol and suit, e.g. ``TD``."""
    glyph: str
    """The corner's glyph (one of :data:`GLYPHS`)."""
    indices: tuple[tuple[tuple[float, float, float, float], tuple[float, float, float, float]], ...]
    """Per corner index: the rank's box and the suit's box, each ``(x0, y0, x1, y1)``."""


def font_files(patterns: list[str]) -> list[str]:
    """The installed font files matching any of ``patterns`` (globs), sorted."""
    found: set[str] = set()
    for pattern in patterns:
        found.update(glob.glob(pattern, recursive=True))
    return sorted(found)


def glyph_of(rank: str, language: str) -> str:
    """The glyph class of ``rank`` on a deck of ``language``: its letter, or its digits."""
    return "10" if rank == "T" else LETTERS[language].get(rank, rank)


def _ink_box(mask: np.ndarray) -> tuple[int, int, int, int] | None:
    ys, xs = np.nonzero(mask)
    if len(xs) == 0:
        return None
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def _text_mask(text: str, font_path: str, height: int, squeeze: float) -> np.ndarray | None:
    """The ink of ``text`` in ``font_path``, cropped, scaled to ``height`` pixels tall."""
    try:
        font = ImageFont.truetype(font_path, 96)
    except OSError:
        return None
    canvas = Image.new("L", (96 * (len(text) + 1), 160), 0)
    draw = ImageDraw.Draw(canvas)
    x = 10.0
    for char in text:
        draw.text((x, 20), char, font=font, fill=255)
        x += font.getlength(char) * squeeze
    mask = np.asarray(canvas)
    box = _ink_box(mask > 100)
    if box is None:
        return None
    crop = mask[box[1] : box[3], box[0] : box[2]]
    scale = height / crop.shape[0]
    width = max(2, round(crop.shape[1] * scale))
    if width > 3 * height:
        return None
    return cv2.resize(crop, (width, height), interpolation=cv2.INTER_AREA)


def _suit_shape(suit: str, height: int, rng: np.random.Generator) -> np.ndarray:
    """A suit drawn from circles and polygons, with random proportions."""
    size = 200
    canvas = np.zeros((size, size), np.uint8)
    c = size // 2
    if suit == "D":
        half_w = int(size * rng.uniform(0.3, 0.42))
        pts = np.array([[c, 10], [c + half_w, c], [c, size - 10], [c - half_w, c]], np.int32)
        cv2.fillPoly(canvas, [pts], 255)
    elif suit in "HS":
        r = int(size * rng.uniform(0.22, 0.27))
        cv2.circle(canvas, (c - r + 4, c - 25), r, 255, -1)
        cv2.circle(canvas, (c + r - 4, c - 25), r, 255, -1)
        tip = int(size * rng.uniform(0.82, 0.95))
        pts = np.array([[c - 2 * r + 6, c - 10], [c + 2 * r - 6, c - 10], [c, tip]], np.int32)
        cv2.fillPoly(canvas, [pts], 255)
        if suit == "S":
            canvas = canvas[::-1].copy()
            canvas = np.roll(canvas, -15, axis=0)
            stem = np.array([[c, c + 20], [c - 28, size - 8], [c + 28, size - 8]], np.int32)
            cv2.fillPoly(canvas, [stem], 255)
    else:
        r = int(size * rng.uniform(0.17, 0.21))
        cv2.circle(canvas, (c, c - r - 8), r, 255, -1)
        cv2.circle(canvas, (c - r - 8, c + 8), r, 255, -1)
        cv2.circle(canvas, (c + r + 8, c + 8), r, 255, -1)
        stem = np.array([[c, c], [c - 30, size - 8], [c + 30, size - 8]], np.int32)
        cv2.fillPoly(canvas, [stem], 255)
    box = _ink_box(canvas > 100)
    assert box is not None
    crop = canvas[box[1] : box[3], box[0] : box[2]]
    width = max(2, round(crop.shape[1] * height / crop.shape[0]))
    return cv2.resize(crop, (width, height), interpolation=cv2.INTER_AREA)


SUIT_CHARS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _suit_mask(suit: str, height: int, fonts: list[str], rng: np.random.Generator) -> np.ndarray:
    if fonts and rng.random() < 0.5:
        mask = _text_mask(SUIT_CHARS[suit], fonts[rng.integers(len(fonts))], height, 1.0)
        if mask is not None and mask.shape[1] >= height * 0.5:
            return mask
    return _suit_shape(suit, height, rng)


def _ink_colour(suit: str, rng: np.random.Generator) -> tuple[int, int, int]:
    if suit in RED:
        return (int(rng.integers(170, 235)), int(rng.integers(0, 50)), int(rng.integers(0, 60)))
    grey = int(rng.integers(0, 50))
    return (grey, grey, grey + int(rng.integers(0, 30)))


def _stamp(
    face: np.ndarray, mask: np.ndarray, x: int, y: int, colour: tuple[int, int, int]
) -> None:
    h, w = mask.shape
    region = face[y : y + h, x : x + w]
    alpha = (mask[: region.shape[0], : region.shape[1]].astype(np.float32) / 255)[..., None]
    region[:] = (region * (1 - alpha) + np.array(colour, np.float32) * alpha).astype(np.uint8)


def _busy_middle(
    face: np.ndarray,
    rank: str,
    pip: np.ndarray,
    colour: tuple[int, int, int],
    rng: np.random.Generator,
) -> None:
    """Pips for a number card, a picture of random shapes for a court card."""
    x0, y0, x1, y1 = 55, 45, CARD_W - 55, CARD_H - 45
    if rank in "JQK":
        cv2.rectangle(face, (x0, y0), (x1, y1), (int(rng.integers(0, 120)),) * 3, 2)
        for _ in range(int(rng.integers(15, 40))):
            c = tuple(int(v) for v in rng.integers(0, 256, 3))
            p = (int(rng.integers(x0, x1)), int(rng.integers(y0, y1)))
            if rng.random() < 0.5:
                cv2.circle(face, p, int(rng.integers(3, 25)), c, -1 if rng.random() < 0.6 else 2)
            else:
                q = (int(rng.integers(x0, x1)), int(rng.integers(y0, y1)))
                cv2.line(face, p, q, c, int(rng.integers(1, 6)))
        if rng.random() < 0.5:
            big = cv2.resize(pip, (pip.shape[1] * 2, pip.shape[0] * 2))
            _stamp(face, big, x0 + 8, y0 + 8, colour)
        return
    count = 1 if rank == "A" else int(RANK_SYMBOLS.index(rank) + 1)
    if rank == "A":
        big = cv2.resize(pip, (pip.shape[1] * 3, pip.shape[0] * 3))
        _stamp(face, big, (CARD_W - big.shape[1]) // 2, (CARD_H - big.shape[0]) // 2, colour)
        return
    columns = 1 if count <= 3 else (2 if count <= 8 else 3)
    rows = math.ceil(count / columns)
    placed = 0
    for row in range(rows):
        for column in range(columns):
            if placed == count:
                break
            px = int(x0 + (column + 0.5) * (x1 - x0) / columns - pip.shape[1] / 2)
            py = int(y0 + (row + 0.5) * (y1 - y0) / rows - pip.shape[0] / 2)
            mask = pip if row < rows / 2 else pip[::-1]
            _stamp(face, mask, px, py, colour)
            placed += 1


RANK_HEIGHT = (28, 60)
SUIT_TO_RANK = (0.65, 1.2)
MARGIN = (5, 22)
"""A drawn index's rank height (pixels of a 350-pixel face), its suit's height as a
share of the rank's, and its distance from the card's edges: as far apart as real
decks print them. KDE's nicu decks print ranks 57 pixels high and suits taller than
the rank, Byron Knoll's and Saul Spatz's suits too are taller than their ranks. A
network trained on ranks of 28 to 44 pixels and suits of 0.65 to 1 rank read clean
faces drawn in the training fonts themselves up to half as often once their suits
were taller than the rank and their ranks 44 to 60 pixels high."""


TENS = (0.7, 0.2, 0.1)
"""How often a drawn 10 is printed "10", squeezed "1 0" or "T": mostly "10", as on real
decks. The benchmark and the validation photos draw their tens so."""


def drawn_face(
    card: str,
    language: str,
    fonts: list[str],
    symbol_fonts: list[str],
    rng: np.random.Generator,
    *,
    tens: tuple[float, float, float] = TENS,
) -> Face | None:
    """A card drawn with a random font, layout and colours; None if the font lacks a glyph.

    ``tens`` are the shares of "10", "1 0" and "T" (:data:`TENS` unless training asks
    for more of the rarer ones)."""
    rank, suit = card[0], card[1]
    ten = rng.choice(["10", "1 0", "T"], p=list(tens)) if rank == "T" else ""
    glyph = glyph_of(rank, language)
    text = "T" if ten == "T" else glyph
    font = fonts[rng.integers(len(fonts))]
    rank_h = int(rng.integers(*RANK_HEIGHT))
    squeeze = rng.uniform(0.55, 0.8) if ten == "1 0" else rng.uniform(0.9, 1.05)
    rank_mask = _text_mask(text, font, rank_h, squeeze)
    if rank_mask is None or rank_mask.shape[1] > max(58, 1.32 * rank_h):
        return None
    suit_h = int(rank_h * rng.uniform(*SUIT_TO_RANK))
    suit_mask = _suit_mask(suit, suit_h, symbol_fonts, rng)
    paper = np.array([rng.integers(235, 256), rng.integers(232, 256), rng.integers(220, 256)])
    face = np.empty((CARD_H, CARD_W, 3), np.uint8)
    face[:] = paper.astype(np.uint8)
    colour = _ink_colour(suit, rng)
    if rng.random() < 0.5:
        inset = int(rng.integers(3, 12))
        cv2.rectangle(
            face,
            (inset, inset),
            (CARD_W - inset, CARD_H - inset),
            (int(rng.integers(0, 200)),) * 3,
            1,
        )
    pip = _suit_mask(suit, int(rng.integers(26, 40)), symbol_fonts, rng)
    _busy_middle(face, rank, pip, colour, rng)
    margin_x = int(rng.integers(*MARGIN))
    margin_y = int(rng.integers(*MARGIN))
    gap = int(rank_h * rng.uniform(0.08, 0.35))
    column_w = max(rank_mask.shape[1], suit_mask.shape[1])
    rx = margin_x + (column_w - rank_mask.shape[1]) // 2
    sx = margin_x + (column_w - suit_mask.shape[1]) // 2
    sy = margin_y + rank_h + gap
    if sy + suit_h + 2 > CARD_H // 2 - 4:
        return None
    corner = np.full((sy + suit_h + 2, margin_x + column_w + 2, 3), paper, np.uint8)
    _stamp(corner, rank_mask, rx, margin_y, colour)
    _stamp(corner, suit_mask, sx, sy, colour)
    ch, cw = corner.shape[:2]
    face[:ch, :cw] = corner
    face[CARD_H - ch :, CARD_W - cw :] = corner[::-1, ::-1]
    rank_box = (rx, margin_y, rx + rank_mask.shape[1], margin_y + rank_h)
    suit_box = (sx, sy, sx + suit_mask.shape[1], sy + suit_h)
    return Face(
        face,
        card,
        glyph,
        (
            (tuple(map(float, rank_box)), tuple(map(float, suit_box))),
            (_flipped(rank_box), _flipped(suit_box)),
        ),
    )


def _flipped(box: tuple[int, int, int, int]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = box
    return (float(CARD_W - x1), float(CARD_H - y1), float(CARD_W - x0), float(CARD_H - y0))


CORNER = (0.26, 0.46)
"""The window (shares of the face's width and height) in which a deck's top-left
index is sought: wide and tall enough for the largest indices (KDE's nicu decks
print a suit reaching 43 % of the way down), since a glyph the window cuts gets a
box too small for it."""


def find_indices(face: np.ndarray) -> tuple | None:
    """The rank and suit boxes of an upright deck face's top-left corner, and the mirror.

    The corner's dark shapes are found by thresholding; the lowest big shape is
    the suit, everything above it and in its column the rank. The suit is sought
    only under the topmost shape (a part of the rank), sharing at least half its
    column: on a deck whose pips crowd the corner, a pip's edge inside the
    corner's window is bigger than the small suit and would be taken for it. A
    face where that fails is skipped.
    """
    grey = cv2.cvtColor(face, cv2.COLOR_RGB2GRAY)
    corner = grey[: int(CARD_H * CORNER[1]), : int(CARD_W * CORNER[0])]
    _, binary = cv2.threshold(corner, 150, 255, cv2.THRESH_BINARY_INV)
    n, _, stats, _ = cv2.connectedComponentsWithStats(binary, connectivity=8)
    shapes = [
        tuple(int(v) for v in s)
        for s in stats[1:n]
        if s[cv2.CC_STAT_AREA] >= 12
        and 8 <= s[cv2.CC_STAT_HEIGHT] <= 70
        and s[cv2.CC_STAT_LEFT] > 1
        and s[cv2.CC_STAT_TOP] > 1
    ]
    if len(shapes) < 2:
        return None
    shapes.sort(key=lambda s: s[1])
    top = shapes[0]
    under = [s for s in shapes[1:] if _overlap(s, top) >= 0.5]
    if not under:
        return None
    suit = max(under, key=lambda s: s[4])
    rank_parts = [s for s in shapes if s[1] + s[3] <= suit[1] + 2 and _overlap(s, suit) > 0]
    if not rank_parts:
        return None
    rank_box = (
        min(s[0] for s in rank_parts),
        min(s[1] for s in rank_parts),
        max(s[0] + s[2] for s in rank_parts),
        max(s[1] + s[3] for s in rank_parts),
    )
    suit_box = (suit[0], suit[1], suit[0] + suit[2], suit[1] + suit[3])
    return (
        (tuple(map(float, rank_box)), tuple(map(float, suit_box))),
        (_flipped(rank_box), _flipped(suit_box)),
    )


def _overlap(a: tuple, b: tuple) -> float:
    """How much of the narrower of two shapes' boxes (left, top, width, height, ...)
    shares a column with the other: 0 for none, 1 for all of it."""
    shared = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    return max(shared, 0) / min(a[2], b[2])


def render_svg(data: bytes, export_id: str | None = None) -> np.ndarray:
    """An SVG (one card, or one element ``export_id`` of a whole deck) at the face size."""
    command = ["rsvg-convert", "-w", str(CARD_W), "-h", str(CARD_H), "-b", "white"]
    if export_id:
        command += [f"--export-id={export_id}"]
    png = subprocess.run(command, input=data, capture_output=True, check=True).stdout
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return np.asarray(image.resize((CARD_W, CARD_H), Image.Resampling.LANCZOS)).copy()


def deck_faces(folder: Path, language: str = "en") -> list[Face]:
    """The faces of a deck kept as rendered images named like ``TD.png`` or ``TD.jpg``."""
    faces = []
    for path in sorted([*folder.glob("*.png"), *folder.glob("*.jpg")]):
        card = path.stem
        image = np.asarray(Image.open(path).convert("RGB").resize((CARD_W, CARD_H)))
        indices = find_indices(image)
        if indices is None:
            continue
        glyph = glyph_of(card[0], language)
        faces.append(Face(image.copy(), card, glyph, indices))
    return faces
