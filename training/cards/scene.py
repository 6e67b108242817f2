"""Rendered photos of cards on a table, with the visible corner indices as labels.

A scene lays out one hand (up to 11 faces) in one of four layouts: a fan held
or laid down (each card over the last, only its left edge and corner showing), an
overlapping row, a loose scatter, and melds in rows. The whole table is then
turned, tilted in perspective and photographed badly: a felt, wood or cloth
background, shadows, glare, blur, noise, a colour cast and JPEG compression.

A corner index is a label only where it can be seen: most of its rank box and of
its suit box (:data:`VISIBLE`) lie on its own card, not under a later one. An
index partly under a later card (:data:`PARTLY`) is neither a label nor nothing:
it is kept apart, so that training neither asks for it nor teaches it as nothing
(the benchmark does not ask for it either, and a card read from it is in the
hand: not wrong).
"""

from __future__ import annotations

import dataclasses
import math

import cv2
import numpy as np
from faces import CARD_H, CARD_W, Face

LAYOUTS = ("fan", "row", "scatter", "melds")

VISIBLE = 0.8
"""The share of a glyph's box that must show for its index to count as readable: in a
fan the next card often clips the suit's corner, and a player still reads it."""

PARTLY = 0.3
"""The share of both glyph boxes that shows on an index that is not :data:`VISIBLE` but
still shows enough of itself to be read by some, and not by others."""


@dataclasses.dataclass(frozen=True)
class Index:
    """One corner index in the photo: its card, glyph and two glyph boxes' corners."""

    card: str
    glyph: str
    rank_quad: np.ndarray
    suit_quad: np.ndarray


@dataclasses.dataclass(frozen=True)
class Scene:
    """A rendered photo (RGB) and what can be read in it."""

    image: np.ndarray
    cards: tuple[str, ...]
    indices: tuple[Index, ...]
    partly: tuple[Index, ...]
    """The indices partly under another card (:data:`PARTLY`): neither asked for nor wrong."""


def _background(height: int, width: int, rng: np.random.Generator) -> np.ndarray:
    kind = rng.integers(4)
    base = rng.integers(20, 200, 3).astype(np.float32)
    noise = rng.normal(0, 1, (height // 4 + 1, width // 4 + 1)).astype(np.float32)
    if kind == 0:  # felt
        base = np.array(
            [rng.integers(10, 60), rng.integers(70, 150), rng.integers(20, 80)], np.float32
        )
        texture = cv2.GaussianBlur(noise, (0, 0), 1.0) * 10
    elif kind == 1:  # wood
        base = np.array(
            [rng.integers(90, 170), rng.integers(50, 110), rng.integers(20, 60)], np.float32
        )
        stripes = np.sin(np.linspace(0, rng.uniform(20, 80), width // 4 + 1))[None, :]
        texture = (stripes * 20 + cv2.GaussianBlur(noise, (0, 0), sigmaX=12, sigmaY=1) * 15).astype(
            np.float32
        )
    elif kind == 2:  # cloth
        yy, xx = np.mgrid[: height // 4 + 1, : width // 4 + 1]
        period = rng.uniform(3, 12)
        texture = ((np.sin(xx / period) * np.sin(yy / period)) * 30 + noise * 6).astype(np.float32)
    else:  # plain table
        texture = cv2.GaussianBlur(noise, (0, 0), 6) * 25
    texture = cv2.resize(texture, (width, height))
    image = base[None, None, :] + texture[..., None]
    return np.clip(image, 0, 255).astype(np.uint8)


def _placements(
    count: int, layout: str, scale: float, rng: np.random.Generator
) -> list[np.ndarray]:
    """One 3x3 transform per card, face pixels to table pixels (before the camera)."""
    w, h = CARD_W * scale, CARD_H * scale
    out = []
    if layout == "fan":
        step = math.radians(rng.uniform(6, 13))
        radius = h * rng.uniform(0.9, 1.4)
        start = -step * (count - 1) / 2
        for i in range(count):
            a = start + i * step
            rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
            centre_offset = rot @ np.array([0, -radius + h / 2])
            out.append(_affine(a, centre_offset, scale))
    elif layout == "row":
        step = w * rng.uniform(0.2, 0.42)
        for i in range(count):
            a = math.radians(rng.normal(0, 2))
            out.append(_affine(a, np.array([i * step, rng.normal(0, h * 0.02)]), scale))
    elif layout == "scatter":
        columns = math.ceil(math.sqrt(count * 1.5))
        for i in range(count):
            r, c = divmod(i, columns)
            a = (
                rng.uniform(-math.pi, math.pi)
                if rng.random() < 0.3
                else math.radians(rng.normal(0, 15))
            )
            pos = np.array([c * w * 1.25, r * h * 1.2]) + rng.normal(0, w * 0.05, 2)
            out.append(_affine(a, pos, scale))
    else:
        groups = []
        left = count
        while left:
            size = min(left, int(rng.integers(1, 5)))
            groups.append(size)
            left -= size
        i = 0
        step = w * rng.uniform(0.22, 0.4)
        for g, size in enumerate(groups):
            for k in range(size):
                a = math.radians(rng.normal(0, 3))
                out.append(_affine(a, np.array([k * step, g * h * 1.15]), scale))
                i += 1
    return out


def _affine(angle: float, centre: np.ndarray, scale: float) -> np.ndarray:
    c, s = math.cos(angle) * scale, math.sin(angle) * scale
    to_centre = np.array([[1, 0, -CARD_W / 2], [0, 1, -CARD_H / 2], [0, 0, 1]])
    turn = np.array([[c, -s, centre[0]], [s, c, centre[1]], [0, 0, 1]])
    return turn @ to_centre


def _quad(box: tuple[float, float, float, float]) -> np.ndarray:
    x0, y0, x1, y1 = box
    return np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], np.float64)


def _apply(m: np.ndarray, points: np.ndarray) -> np.ndarray:
    p = np.hstack([points, np.ones((len(points), 1))]) @ m.T
    return p[:, :2] / p[:, 2:3]


def render(
    faces: list[Face],
    layout: str,
    size: tuple[int, int],
    index_px: tuple[float, float],
    rng: np.random.Generator,
) -> Scene | None:
    """Photograph ``faces`` laid out as ``layout`` at ``size`` (width, height).

    The hand fills a random share of the frame, with its rank glyphs between
    ``index_px`` pixels tall. None when the layout does not fit the frame.
    """
    width, height = size
    glyph_h = np.mean([f.indices[0][0][3] - f.indices[0][0][1] for f in faces])
    seed = rng.integers(1 << 31)
    unit = _placements(len(faces), layout, 1.0, np.random.default_rng(seed))
    extent = np.ptp(np.vstack([_apply(m, _quad((0, 0, CARD_W, CARD_H))) for m in unit]), axis=0)
    fill = rng.uniform(0.35, 0.95) * min(width, height) / max(extent)
    scale = float(np.clip(fill, index_px[0] / glyph_h, index_px[1] / glyph_h))
    placed = _placements(len(faces), layout, scale, np.random.default_rng(seed))
    corners = np.vstack([_apply(m, _quad((0, 0, CARD_W, CARD_H))) for m in placed])
    # The camera: turn the table, centre it, tilt it.
    angle = (
        rng.uniform(-math.pi, math.pi) if rng.random() < 0.6 else math.radians(rng.normal(0, 10))
    )
    turn = np.array(
        [[math.cos(angle), -math.sin(angle), 0], [math.sin(angle), math.cos(angle), 0], [0, 0, 1]]
    )
    turned = _apply(turn, corners)
    lo, hi = turned.min(0), turned.max(0)
    extent = hi - lo
    if extent[0] > width * 0.97 or extent[1] > height * 0.97:
        return None
    free = np.array([width, height]) - extent
    offset = rng.uniform(0.1, 0.9, 2) * free - lo
    shift = np.array([[1, 0, offset[0]], [0, 1, offset[1]], [0, 0, 1]])
    src = np.array([[0, 0], [width, 0], [width, height], [0, height]], np.float32)
    tilt = rng.uniform(0, 0.08)
    jitter = rng.uniform(-tilt, tilt, (4, 2)) * np.array([width, height])
    camera = cv2.getPerspectiveTransform(src, (src + jitter).astype(np.float32))
    to_photo = [camera @ shift @ turn @ m for m in placed]

    photo = _background(height, width, rng).astype(np.float32)
    owner = np.full((height, width), -1, np.int16)
    if rng.random() < 0.5:  # a shadow under the cards: a darker, blurred copy of their outline
        shadow = np.zeros((height, width), np.float32)
        d = rng.normal(0, scale * 12, 2)
        for m in to_photo:
            q = _apply(m, _quad((0, 0, CARD_W, CARD_H))) + d
            cv2.fillConvexPoly(shadow, q.astype(np.int32), 1.0)
        shadow = cv2.GaussianBlur(shadow, (0, 0), scale * 15 + 1)
        photo *= 1 - rng.uniform(0.2, 0.5) * shadow[..., None]
    for k, (face, m) in enumerate(zip(faces, to_photo, strict=True)):
        q = _apply(m, _quad((0, 0, CARD_W, CARD_H)))
        x0, y0 = np.floor(q.min(0)).astype(int)
        x1, y1 = np.ceil(q.max(0)).astype(int) + 1
        x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, width), min(y1, height)
        if x1 <= x0 or y1 <= y0:
            return None
        local = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]]) @ m
        rgba = np.dstack([face.image, _rounded_mask(rng)])
        warped = cv2.warpPerspective(
            rgba,
            local,
            (x1 - x0, y1 - y0),
            flags=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR,
            borderMode=cv2.BORDER_CONSTANT,
            borderValue=0,
        )
        alpha = warped[..., 3:4].astype(np.float32) / 255
        region = photo[y0:y1, x0:x1]
        region[:] = region * (1 - alpha) + warped[..., :3] * alpha
        owner[y0:y1, x0:x1][alpha[..., 0] > 0.5] = k
    indices, partly = _indices(faces, to_photo, owner)
    photo = _spoil(photo, scale * glyph_h, rng)
    return Scene(photo, tuple(f.card for f in faces), indices, partly)


def _indices(
    faces: list[Face], to_photo: list[np.ndarray], owner: np.ndarray
) -> tuple[tuple[Index, ...], tuple[Index, ...]]:
    """The corner indices that show (:data:`VISIBLE`), and those partly under another card."""
    indices, partly = [], []
    for k, (face, m) in enumerate(zip(faces, to_photo, strict=True)):
        for rank_box, suit_box in face.indices:
            rq, sq = _apply(m, _quad(rank_box)), _apply(m, _quad(suit_box))
            shows = min(_shown(owner, rq, k), _shown(owner, sq, k))
            if shows >= VISIBLE:
                indices.append(Index(face.card, face.glyph, rq, sq))
            elif shows >= PARTLY:
                partly.append(Index(face.card, face.glyph, rq, sq))
    return tuple(indices), tuple(partly)


def _rounded_mask(rng: np.random.Generator) -> np.ndarray:
    mask = np.zeros((CARD_H, CARD_W), np.uint8)
    r = int(rng.integers(6, 20))
    cv2.rectangle(mask, (r, 0), (CARD_W - 1 - r, CARD_H - 1), 255, -1)
    cv2.rectangle(mask, (0, r), (CARD_W - 1, CARD_H - 1 - r), 255, -1)
    for cx, cy in (
        (r, r),
        (CARD_W - 1 - r, r),
        (r, CARD_H - 1 - r),
        (CARD_W - 1 - r, CARD_H - 1 - r),
    ):
        cv2.circle(mask, (cx, cy), r, 255, -1)
    return mask


def _shown(owner: np.ndarray, quad: np.ndarray, k: int) -> float:
    """The share of the quadrilateral ``quad`` that shows card ``k`` (0 if off the photo)."""
    x0, y0 = np.floor(quad.min(0)).astype(int)
    x1, y1 = np.ceil(quad.max(0)).astype(int) + 1
    h, w = owner.shape
    if x0 < 0 or y0 < 0 or x1 > w or y1 > h:
        return 0.0
    inside = np.zeros((y1 - y0, x1 - x0), np.uint8)
    cv2.fillConvexPoly(inside, np.round(quad - [x0, y0]).astype(np.int32), 1)
    shown = owner[y0:y1, x0:x1][inside > 0]
    return float(np.mean(shown == k)) if shown.size else 0.0


def _spoil(photo: np.ndarray, index_px: float, rng: np.random.Generator) -> np.ndarray:
    """Glare, light fall-off, colour cast, blur, noise and JPEG, each at random strength."""
    h, w = photo.shape[:2]
    if rng.random() < 0.4:
        glare = np.zeros((h // 8 + 1, w // 8 + 1), np.float32)
        cv2.circle(
            glare,
            (int(rng.integers(0, w // 8)), int(rng.integers(0, h // 8))),
            int(rng.integers(5, max(6, w // 30))),
            1.0,
            -1,
        )
        glare = cv2.resize(cv2.GaussianBlur(glare, (0, 0), 6), (w, h))
        photo = photo + glare[..., None] * rng.uniform(60, 160)
    gain = rng.uniform(0.6, 1.15, 3) if rng.random() < 0.5 else np.full(3, rng.uniform(0.6, 1.1))
    ramp = np.linspace(rng.uniform(0.7, 1.0), rng.uniform(0.85, 1.1), w)[None, :, None]
    photo = photo * gain[None, None, :] * ramp
    sigma = rng.uniform(0, 0.35) * index_px / 12 if rng.random() < 0.7 else 0
    if sigma > 0.3:
        photo = cv2.GaussianBlur(photo, (0, 0), sigma)
    photo = photo + rng.normal(0, rng.uniform(0, 6), photo.shape)
    photo = np.clip(photo, 0, 255).astype(np.uint8)
    quality = int(rng.integers(45, 96))
    ok, buffer = cv2.imencode(".jpg", photo[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return cv2.imdecode(buffer, cv2.IMREAD_COLOR)[..., ::-1].copy()
