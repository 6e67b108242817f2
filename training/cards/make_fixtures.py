"""Render the photos the tests read end to end through the shipped model.

Run: ``python training/cards/make_fixtures.py tests/services/fixtures``. Two photos
of a 10-card hand of Byron Knoll's public-domain deck (a fan and an overlapping
row, turned and tilted, JPEG), 1600 pixels wide, and a JSON file naming the cards
whose corner shows in each. Fixed seed: the same command makes the same files.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import cv2
import dataset
import faces
import numpy as np
from make_data import KNOLL
from scene import render

SEED = 4242


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(SEED)
    deck = {f.card: f for f in faces.deck_faces(KNOLL)}
    expected = {}
    for layout in ("fan", "row"):
        scene = None
        while scene is None:
            hand = dataset.hand(rng, deck.get, 10)
            scene = render(hand, layout, (1600, 1200), (18.0, 30.0), rng)
        name = f"cards_{layout}.jpg"
        cv2.imwrite(str(out / name), scene.image[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, 88])
        expected[name] = sorted({i.card for i in scene.indices})
    (out / "cards.json").write_text(json.dumps(expected, indent=2) + "\n")


if __name__ == "__main__":
    main()
