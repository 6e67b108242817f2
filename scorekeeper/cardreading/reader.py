"""The corner indices in a photo, named by the shipped network.

:mod:`.glyphs` proposes candidates; the network (``cards.onnx``, run by OpenCV's
``dnn`` module, so a phone needs nothing but OpenCV and numpy; three networks
trained apart, joined in one graph) names each one: a glyph with a suit, or
nothing. Then the candidates are settled:

- two candidates that share a shape are two readings of one place (a "10" is a
  "1" and a "0" above one suit; a rank shape may pair with a pip as well as with
  its suit): the likelier one is kept;
- the same glyph and suit found twice is one card seen at both its corners.

What comes out is glyphs, not ranks: which rank a letter means depends on the
deck (:mod:`scorekeeper.rules.card_letters`), which the use case settles.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Final

import cv2
import numpy as np
import numpy.typing as npt

from scorekeeper.cardreading.glyphs import pairs, patches, planes, shapes
from scorekeeper.cardreading.readings import NOTHING, ODDS_FLOOR, UNSURE, GlyphReading

CLASSES: Final = (
    "none", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
    "J", "Q", "K", "D", "B", "H", "V", "R", "W",
)  # fmt: skip
"""The network's first head, in its order: nothing, or the glyph printed in a corner."""

SUITS: Final = ("S", "H", "D", "C")
"""The network's second head, in its order (card notation's suit letters)."""

BATCH: Final = 256
"""Patches given to the network at once: bounds the memory of a busy photo."""


@functools.cache
def _network() -> cv2.dnn.Net:
    """The shipped network, loaded once per process."""
    model = resources.files("scorekeeper.cardreading").joinpath("cards.onnx").read_bytes()
    net = cv2.dnn.readNetFromONNX(np.frombuffer(model, np.uint8))
    return net


def scores(patches: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """The network's raw output for each patch (glyph logits, then suit logits)."""
    net = _network()
    out = np.empty((len(patches), len(CLASSES) + len(SUITS)), np.float32)
    for start in range(0, len(patches), BATCH):
        net.setInput(np.ascontiguousarray(patches[start : start + BATCH]))
        out[start : start + BATCH] = net.forward()
    return out


def _softmax(logits: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
    return np.asarray(shifted / shifted.sum(axis=1, keepdims=True), np.float32)


def read_glyphs(rgb: npt.NDArray[np.uint8]) -> tuple[GlyphReading, ...]:
    """Every card corner found in a working-size RGB picture, likeliest first."""
    image_planes = planes(rgb)
    found = shapes(image_planes[..., 0])
    candidates = pairs(found)
    if len(candidates) == 0:
        return ()
    raw = scores(patches(image_planes, found, candidates))
    glyph_p = _softmax(raw[:, : len(CLASSES)])
    suit_p = _softmax(raw[:, len(CLASSES) :])
    glyph = glyph_p[:, 1:].argmax(axis=1) + 1
    suit = suit_p.argmax(axis=1)
    confidence = glyph_p[np.arange(len(glyph)), glyph] * suit_p[np.arange(len(suit)), suit]
    keep = np.nonzero(confidence >= UNSURE)[0]
    keep = keep[np.argsort(-confidence[keep], kind="stable")]
    height, width = rgb.shape[:2]
    used: set[int] = set()
    best: dict[tuple[str, str], GlyphReading] = {}
    for row in keep:
        i, j = (int(v) for v in candidates[row])
        if i in used or j in used:
            continue
        used.update((i, j))
        key = (CLASSES[glyph[row]], SUITS[suit[row]])
        if key in best:
            continue
        centre = (found[i, :2] + found[j, :2]) / 2
        best[key] = GlyphReading(
            key[0],
            key[1],
            float(confidence[row]),
            (float(centre[0] / width), float(centre[1] / height)),
            _odds(glyph_p[row]),
        )
    return tuple(best.values())


def _odds(probabilities: npt.NDArray[np.float32]) -> tuple[tuple[str, float], ...]:
    """The glyphs (and nothing) the network weighed at one place, likeliest first."""
    names = (NOTHING, *CLASSES[1:])
    order = np.argsort(-probabilities, kind="stable")
    return tuple(
        (names[k], float(probabilities[k])) for k in order if probabilities[k] >= ODDS_FLOOR
    )
