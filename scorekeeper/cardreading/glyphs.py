"""Finding the corner indices of cards in a picture: shapes, pairs, patches.

Why corner indices and not whole cards: in a fanned or overlapping hand only a
card's corner shows, and the corner alone names the card (its rank glyph with
the suit under it). The search is classical and cheap; a small network then
says what each candidate is (:mod:`.reader`):

1. the picture's dark shapes on a light ground (an adaptive threshold, so a
   shadow or glare across the table does not matter), kept if glyph-sized, and
   the parts of shapes that are glyphs joined to each other or to a card's edge;
2. every pair of nearby shapes of similar size is a candidate index, the first
   shape the rank and the second the suit under it. The pair gives the index's
   orientation (from the rank down to the suit), so a card lying at any angle is
   read upright, and its scale (the distance between them);
3. each candidate becomes a small upright patch (ink and redness), which the
   network names: a rank glyph and a suit, or nothing.

The training scripts call these same functions on rendered photos, so the
network learns exactly the candidates the app will show it.
"""

from __future__ import annotations

from typing import Final

import cv2
import numpy as np
import numpy.typing as npt

WORK_SIDE: Final = 2048
"""A picture is read at most this many pixels on its long side.

A 12-megapixel photo (4000 by 3000) is read at half size, where the rank glyph
of a card a quarter of the photo tall is still about 25 pixels high."""

PATCH: Final = 32
"""The side of a candidate's patch, in pixels."""

PATCH_REACH: Final = 1.1
"""How far a patch reaches from its centre, in rank-to-suit distances."""

MIN_GLYPH: Final = 4
MAX_GLYPH: Final = 140
"""The sizes (the longer side of a shape's box, in working pixels) a glyph may have.

The least is a suit's, not a rank's: many decks print the suit under the rank at
half its height, so a rank 9 pixels high (a hand photographed whole, from afar)
stands over a suit of 5. At 7, a tenth of the corners in training photos were
never proposed, their suit too small to be a shape."""

PAPER: Final = 0.4
"""How light a shape's ground must be, as a share of the picture's light level (the
cards' paper), for the shape to be a candidate glyph (see :func:`_on_paper`)."""

_OPENING: Final = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (7, 7))
"""What opens a shape too large for a glyph, and thins one that may be two glyphs
joined (:func:`_components`, :func:`_joined`)."""

JOINED: Final = 30
"""The least size of a shape that may be two glyphs joined (:func:`_joined`)."""

MAX_SHAPES: Final = 6000
"""A picture with more glyph-sized shapes than this is noise; only the densest are kept."""

MAX_PAIRS: Final = 5000
"""The most candidates one picture gives the network: bounds a photo's time."""

Shapes = npt.NDArray[np.float32]
"""One row per shape: centre x, centre y, size (longer box side), area."""

Pairs = npt.NDArray[np.int32]
"""One row per candidate: the rank shape's row, the suit shape's row."""


def working_image(rgb: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """``rgb`` scaled down (never up) to at most :data:`WORK_SIDE` on its long side."""
    height, width = rgb.shape[:2]
    scale = WORK_SIDE / max(height, width)
    if scale >= 1:
        return rgb
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    return np.asarray(cv2.resize(rgb, size, interpolation=cv2.INTER_AREA), np.uint8)


def planes(rgb: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """Two planes the network reads: ink, and how much redder than green and blue.

    The first plane is each pixel's darkest channel, not its grey: red ink is as
    dark there as black ink, so a red glyph stands out of the paper as clearly as
    a black one, both for the shapes the candidates are made of and for the
    network, which then learns one drawing of each glyph for both colours. (In
    grey, a bright red index is a pale one, and red cards were the ones read
    less often.) The colour is the second plane's business.
    """
    ink = np.min(rgb, axis=2)
    red = rgb[..., 0].astype(np.int16) - np.maximum(rgb[..., 1], rgb[..., 2]).astype(np.int16)
    redness = np.clip(red * 2, 0, 255).astype(np.uint8)
    return np.ascontiguousarray(np.dstack([ink, redness]))


def shapes(grey: npt.NDArray[np.uint8]) -> Shapes:
    """The glyph-sized dark shapes of a grey picture (see :data:`Shapes`)."""
    block = max(15, (max(grey.shape) // 64) | 1)
    binary = cv2.adaptiveThreshold(
        grey, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, block, 9
    )
    stats = _components(np.asarray(binary, np.uint8))
    width = stats[:, cv2.CC_STAT_WIDTH].astype(np.float32)
    height = stats[:, cv2.CC_STAT_HEIGHT].astype(np.float32)
    area = stats[:, cv2.CC_STAT_AREA].astype(np.float32)
    size = np.maximum(width, height)
    fill = area / (width * height)
    keep = (
        (size >= MIN_GLYPH)
        & (size <= MAX_GLYPH)
        & (np.minimum(width, height) >= 2)
        & (fill >= 0.1)
        & (area >= 6)
    )
    keep &= _on_paper(grey, stats)
    found = np.stack(
        [
            stats[:, cv2.CC_STAT_LEFT] + width / 2,
            stats[:, cv2.CC_STAT_TOP] + height / 2,
            size,
            area,
        ],
        axis=1,
    ).astype(np.float32)[keep]
    if len(found) > MAX_SHAPES:
        found = found[np.argsort(-found[:, 3])[:MAX_SHAPES]]
    return found


def _components(binary: npt.NDArray[np.uint8]) -> npt.NDArray[np.int32]:
    """The boxes and areas of the marked shapes, glyphs joined to the table split off.

    A corner index sits a few pixels from its card's edge; beside a dark table the
    threshold also marks the table's rim along that edge, and a suit touching it
    would be one shape as long as the card. Shapes too large for a glyph are thinned
    by a pixel (which cuts such thin joins but keeps a glyph's body) and their parts
    counted as shapes too, their boxes grown back by that pixel. In a tight fan a
    suit lies on the dark edge of the card over it, a join thicker than a pixel:
    so the large shapes are also opened (thinned and grown back by three pixels),
    which wipes out lines and strokes that thin and keeps a suit's solid body.
    Glyph-sized shapes may be a rank and its suit joined: :func:`_joined`.
    """
    _, labels, stats, _ = cv2.connectedComponentsWithStats(binary, connectivity=8)
    size = np.maximum(stats[:, cv2.CC_STAT_WIDTH], stats[:, cv2.CC_STAT_HEIGHT])
    size[0] = 0  # the background is no shape
    too_large = size > MAX_GLYPH
    maybe_joined = (size >= JOINED) & ~too_large
    joined = _joined(np.asarray(labels, np.int32), maybe_joined)
    if not too_large.any():
        return np.asarray(np.concatenate([stats[1:], joined]), np.int32)
    large = too_large.astype(np.uint8)[labels]
    thinned = cv2.erode(large, np.ones((3, 3), np.uint8))
    _, _, parts, _ = cv2.connectedComponentsWithStats(thinned, connectivity=8)
    parts = _grown(parts[1:], 1)
    opened = cv2.morphologyEx(large, cv2.MORPH_OPEN, _OPENING)
    _, _, bodies, _ = cv2.connectedComponentsWithStats(opened, connectivity=8)
    return np.asarray(np.concatenate([stats[1:], parts, bodies[1:], joined]), np.int32)


def _joined(labels: npt.NDArray[np.int32], which: npt.NDArray[np.bool_]) -> npt.NDArray[np.int32]:
    """The two halves of glyph-sized shapes that thinning by three pixels cuts in two.

    Some decks print the rank so close to its suit that they touch (the tail of a
    Q on the heart under it), and a photo's blur joins them wider still: one shape,
    neither the rank nor the suit, so the index was never proposed. Each half's box
    is grown back by those three pixels.
    """
    if not which.any():
        return np.zeros((0, 5), np.int32)
    marked = which.astype(np.uint8)[labels]
    thinned = cv2.erode(marked, _OPENING)
    count, halves, parts, _ = cv2.connectedComponentsWithStats(thinned, connectivity=8)
    if count < 3:
        return np.zeros((0, 5), np.int32)
    inside = np.flatnonzero(halves)
    half_of = halves.ravel()[inside]
    _, first = np.unique(half_of, return_index=True)
    parent = labels.ravel()[inside[first]]
    big = np.maximum(parts[1:, cv2.CC_STAT_WIDTH], parts[1:, cv2.CC_STAT_HEIGHT]) >= 2 * MIN_GLYPH
    halves_of = np.bincount(parent[big], minlength=len(which))
    keep = big & (halves_of[parent] == 2)
    return _grown(parts[1:][keep], 3)


def _grown(stats: npt.ArrayLike, by: int) -> npt.NDArray[np.int32]:
    """Shapes' boxes grown by ``by`` pixels each way: back to where they were before
    thinning by that much (their areas stay the thinned ones)."""
    out = np.array(stats, np.int32)
    out[:, cv2.CC_STAT_LEFT] -= by
    out[:, cv2.CC_STAT_TOP] -= by
    out[:, cv2.CC_STAT_WIDTH] += 2 * by
    out[:, cv2.CC_STAT_HEIGHT] += 2 * by
    return out


def _on_paper(grey: npt.NDArray[np.uint8], stats: npt.NDArray[np.int32]) -> npt.NDArray[np.bool_]:
    """Which shapes lie on something nearly as light as the picture's lightest: a card.

    A corner index is printed on the card's paper; the table's weave, wood grain or
    felt make many more dark shapes, on a darker ground. The mean of a box half as
    large again around the shape (mostly its ground) must reach :data:`PAPER` of the
    picture's light level. Cheap (an integral image), and it spares the network most
    of a busy table.
    """
    height, width = grey.shape
    light = float(np.percentile(grey[::4, ::4], 99))
    sums = cv2.integral(grey)
    x, y = stats[:, cv2.CC_STAT_LEFT], stats[:, cv2.CC_STAT_TOP]
    w, h = stats[:, cv2.CC_STAT_WIDTH], stats[:, cv2.CC_STAT_HEIGHT]
    x0, y0 = np.clip(x - w // 4, 0, width), np.clip(y - h // 4, 0, height)
    x1, y1 = np.clip(x + w + w // 4, 0, width), np.clip(y + h + h // 4, 0, height)
    box = sums[y1, x1] - sums[y0, x1] - sums[y1, x0] + sums[y0, x0]
    mean = box / np.maximum((x1 - x0) * (y1 - y0), 1)
    return np.asarray(mean >= PAPER * light)


def pairs(found: Shapes) -> Pairs:
    """Ordered pairs (rank, suit) of shapes close enough and alike enough to be an index."""
    if len(found) < 2:
        return np.zeros((0, 2), np.int32)
    order = np.argsort(found[:, 0])
    xs = found[order, 0]
    rows: list[npt.NDArray[np.int32]] = []
    for i in order:
        x, y, size, _ = found[i]
        reach = 1.9 * 2.5 * size
        hi = int(np.searchsorted(xs, x + reach, side="right"))
        lo = int(np.searchsorted(xs, x - reach, side="left"))
        near = order[lo:hi]
        near = near[near != i]
        if len(near) == 0:
            continue
        other = found[near]
        bigger = np.maximum(other[:, 2], size)
        ratio = other[:, 2] / size
        distance = np.hypot(other[:, 0] - x, other[:, 1] - y)
        ok = (ratio > 0.4) & (ratio < 2.5) & (distance > 0.45 * bigger) & (distance < 1.9 * bigger)
        chosen = near[ok]
        if len(chosen):
            rows.append(np.stack([np.full(len(chosen), i), chosen], axis=1).astype(np.int32))
    if not rows:
        return np.zeros((0, 2), np.int32)
    candidates = np.concatenate(rows)
    if len(candidates) > MAX_PAIRS:
        candidates = candidates[:MAX_PAIRS]
    return candidates


def patches(
    image_planes: npt.NDArray[np.uint8], found: Shapes, candidates: Pairs
) -> npt.NDArray[np.float32]:
    """Each candidate's upright patch, normalised, as the network's input (N, 2, P, P)."""
    out = np.empty((len(candidates), 2, PATCH, PATCH), np.float32)
    half = (PATCH - 1) / 2
    for row, (i, j) in enumerate(candidates):
        rank, suit = found[i, :2], found[j, :2]
        down = suit - rank
        distance = float(np.hypot(*down))
        down = down / distance
        right = np.array([down[1], -down[0]], np.float32)
        step = 2 * PATCH_REACH * distance / PATCH
        centre = (rank + suit) / 2
        matrix = np.array(
            [
                [step * right[0], step * down[0], centre[0] - step * half * (right[0] + down[0])],
                [step * right[1], step * down[1], centre[1] - step * half * (right[1] + down[1])],
            ],
            np.float32,
        )
        patch = cv2.warpAffine(
            image_planes,
            matrix,
            (PATCH, PATCH),
            flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
            borderMode=cv2.BORDER_REPLICATE,
        )
        grey = patch[..., 0].astype(np.float32)
        out[row, 0] = (grey - grey.mean()) / (grey.std() + 8.0)
        out[row, 1] = patch[..., 1].astype(np.float32) / 128.0
    return out
