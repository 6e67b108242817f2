"""The shipped network as the phone gets it: small, and one row of answers per patch.

Why: ``cards.onnx`` joins networks trained apart (``training/cards/ensemble.py``),
so adding members is one command away; the package must stay within the 2 MB the
phone's download allows, and the joined graph must still answer in the layout the
reader slices (the glyph head, then the suit head) with OpenCV's ``dnn``.
"""

from __future__ import annotations

from importlib import resources

import numpy as np

from scorekeeper.cardreading.glyphs import PATCH
from scorekeeper.cardreading.reader import CLASSES, SUITS, scores

MAX_BYTES = 2_000_000


def test_the_shipped_network_fits_the_phones_budget() -> None:
    model = resources.files("scorekeeper.cardreading").joinpath("cards.onnx")
    assert 0 < len(model.read_bytes()) <= MAX_BYTES


def test_each_patch_gets_one_row_of_glyph_then_suit_logits() -> None:
    patches = np.random.default_rng(0).random((3, 2, PATCH, PATCH), dtype=np.float32)
    out = scores(patches)
    assert out.shape == (3, len(CLASSES) + len(SUITS))
    assert np.isfinite(out).all()
