"""Training patches: rendered photos, the reader's own candidates, labelled by geometry.

Each rendered photo goes through the reader's candidate search
(:mod:`scorekeeper.cardreading.glyphs`); a candidate is a positive example when
its rank shape lies on a visible index's rank glyph and its suit shape on that
index's suit glyph, and names that glyph and suit; every other candidate is an
example of "nothing", but for those that lie so on an index partly under another
card (``Scene.partly``), which are left out: whether such a corner can be read
is a matter of degree, and teaching it as nothing taught doubt about indices that
show whole. All negatives of a photo are kept up to a share, chosen at random,
so the network sees the clutter of court cards, pips and tables.
"""

from __future__ import annotations

import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from faces import GLYPHS, SUITS, Face, drawn_face  # noqa: E402
from scene import LAYOUTS, Index, Scene, render  # noqa: E402

from scorekeeper.cardreading import glyphs  # noqa: E402

CLASSES = ("none", *GLYPHS)
"""The network's first head: nothing, or one of the glyphs."""

DECK = [
    r + s for s in SUITS for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
]


def _inside(points: np.ndarray, quad: np.ndarray, grow: float) -> np.ndarray:
    centre = quad.mean(0)
    grown = (centre + (quad - centre) * grow).astype(np.float32)
    return np.array(
        [cv2.pointPolygonTest(grown, (float(x), float(y)), False) >= 0 for x, y in points]
    )


def _side(quad: np.ndarray) -> float:
    """The longer side of the quadrilateral's upright box (as a shape's size is measured)."""
    return float(max(np.ptp(quad[:, 0]), np.ptp(quad[:, 1])))


def _edge(quad: np.ndarray) -> float:
    """The quadrilateral's longer edge: its glyph box's size at any angle.

    Why both: a shape's size is its upright box's longer side, which grows by up to
    two fifths on a turned card, and so does :func:`_side`; but a glyph fills less of
    its turned box than its index box does (a diamond in a square), so a shape
    measured against :func:`_side` alone fell short on turned cards, and real
    indices were taught as nothing. The least size is measured against this.
    """
    return float(max(np.hypot(*(quad[1] - quad[0])), np.hypot(*(quad[2] - quad[1]))))


def label(
    indices: tuple[Index, ...], found: np.ndarray, candidates: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Per candidate: the class of the index it lies on (0 for none of ``indices``) and
    its suit (-1 for none)."""
    classes = np.zeros(len(candidates), np.int64)
    suits = np.full(len(candidates), -1, np.int64)
    if len(candidates) == 0:
        return classes, suits
    centres = found[:, :2]
    sizes = found[:, 2]
    for index in indices:
        on_rank = (
            _inside(centres, index.rank_quad, 1.2)
            & (sizes >= 0.3 * _edge(index.rank_quad))
            & (sizes <= 1.4 * _side(index.rank_quad))
        )
        on_suit = (
            _inside(centres, index.suit_quad, 1.2)
            & (sizes >= 0.6 * _edge(index.suit_quad))
            & (sizes <= 1.4 * _side(index.suit_quad))
        )
        hit = on_rank[candidates[:, 0]] & on_suit[candidates[:, 1]]
        classes[hit] = CLASSES.index(index.glyph)
        suits[hit] = SUITS.index(index.card[1])
    return classes, suits


def hand(
    rng: np.random.Generator, make_face, size: int, court_share: float | None = None
) -> list[Face]:
    """``size`` distinct cards' faces, made by ``make_face(card)`` (None to skip).

    With ``court_share``, that share of the cards drawn first are aces and court
    cards: their letters differ by deck, and a plain deal shows each letter too rarely.
    """
    faces: list[Face] = []
    order = rng.permutation(DECK)
    if court_share is not None:
        courts = np.array([c[0] in "AJQK" for c in DECK])
        weights = np.where(courts, court_share / courts.sum(), (1 - court_share) / (~courts).sum())
        order = rng.choice(DECK, size=len(DECK), replace=False, p=weights)
    for card in order:
        face = make_face(str(card))
        if face is not None:
            faces.append(face)
        if len(faces) == size:
            break
    return faces


def photo(
    rng: np.random.Generator, faces: list[Face], long_side: int, index_px: tuple[float, float]
) -> Scene | None:
    layout = LAYOUTS[rng.integers(len(LAYOUTS))]
    short = int(long_side * rng.choice([0.75, 0.5625, 0.66]))
    size = (long_side, short) if rng.random() < 0.6 else (short, long_side)
    return render(faces, str(layout), size, index_px, rng)


def examples(scene: Scene, rng: np.random.Generator, negatives_per_photo: int):
    """The labelled patches of one photo: every positive, every negative sharing a shape
    with one (the hardest), and a random draw of the rest."""
    rgb = glyphs.working_image(scene.image)
    planes = glyphs.planes(rgb)
    found = glyphs.shapes(planes[..., 0])
    candidates = glyphs.pairs(found)
    scaled = _scaled(scene, rgb.shape[1] / scene.image.shape[1])
    classes, suits = label(scaled.indices, found, candidates)
    partly, _ = label(scaled.partly, found, candidates)
    classes[(partly > 0) & (classes == 0)] = -1
    positive = np.nonzero(classes > 0)[0]
    on_index = np.isin(candidates, candidates[positive]).any(axis=1) & (classes == 0)
    near = np.nonzero(on_index)[0]
    negative = np.nonzero((classes == 0) & ~on_index)[0]
    if len(negative) > negatives_per_photo:
        negative = rng.choice(negative, negatives_per_photo, replace=False)
    chosen = np.concatenate([positive, near, negative])
    x = glyphs.patches(planes, found, candidates[chosen]).astype(np.float16)
    return x, classes[chosen], suits[chosen]


def _scaled(scene: Scene, factor: float) -> Scene:
    if factor == 1:
        return scene

    def scaled(indices: tuple[Index, ...]) -> tuple[Index, ...]:
        return tuple(
            Index(i.card, i.glyph, i.rank_quad * factor, i.suit_quad * factor) for i in indices
        )

    return Scene(scene.image, scene.cards, scaled(scene.indices), scaled(scene.partly))


__all__ = ["CLASSES", "DECK", "drawn_face", "examples", "hand", "label", "photo"]
