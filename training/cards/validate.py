"""Choose the reader's thresholds on photos of the training sources, never the benchmark's.

Run (after ``train.py``): ``python training/cards/validate.py --photos 200``. Renders
new photos from the training decks and fonts (another seed), reads them through
the shipped network with the deck's letters given (as the benchmark and the
setting do), and prints per-card recall and precision at several values of
the "sure" threshold (:data:`scorekeeper.cardreading.reader.SURE`), so that the
threshold is chosen without looking at the held-out decks the benchmark measures.
As in the benchmark, recall asks for the cards whose index shows, and a card read
is wrong only if it is not in the hand (an index partly under the next card may
be read, or not).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import cv2
import dataset
import faces
import numpy as np
from make_data import LANGUAGES, real_decks, training_fonts

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scorekeeper.cardreading import among, glyphs, reader
from scorekeeper.rules.card_letters import LetterSet, glyphs_of, rank_of
from scorekeeper.rules.cards import Card, Suit

SEED = 99_000_017
THRESHOLDS = (0.3, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9, 0.95)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--photos", type=int, default=80)
    args = parser.parse_args()
    cv2.setNumThreads(1)
    rng = np.random.default_rng(SEED)
    fonts, suit_fonts = training_fonts()
    decks = real_decks()
    counts = {t: [0, 0, 0, 0] for t in THRESHOLDS}  # truth, read, right, in the hand
    for _ in range(args.photos):
        language = str(LANGUAGES[rng.integers(len(LANGUAGES))])
        if rng.random() < 0.25:
            language = "en"
            hand = dataset.hand(rng, decks[int(rng.integers(len(decks)))].get, 10)
        else:

            def make(card: str, language: str = language) -> faces.Face | None:
                return faces.drawn_face(card, language, fonts, suit_fonts, rng)

            hand = dataset.hand(rng, make, 10)
        scene = None
        while scene is None:
            scene = dataset.photo(rng, hand, 2048, (10.0, 45.0))
        truth = {i.card for i in scene.indices}
        in_hand = set(scene.cards)
        deck = glyphs_of(LetterSet(language))
        readings = [
            decided
            for r in reader.read_glyphs(glyphs.working_image(scene.image))
            if (decided := among(r, deck)) is not None
        ]
        for threshold in THRESHOLDS:
            read = set()
            for r in readings:
                rank = rank_of(r.glyph, LetterSet(language))
                if r.confidence >= threshold and rank is not None:
                    read.add(str(Card.of(rank, Suit(r.suit))))
            counts[threshold][0] += len(truth)
            counts[threshold][1] += len(read)
            counts[threshold][2] += len(truth & read)
            counts[threshold][3] += len(in_hand & read)
    for threshold, (truth_n, read_n, right, correct) in counts.items():
        print(
            f"sure at {threshold:.2f}: recall {right / max(truth_n, 1):.2%}, "
            f"precision {correct / max(read_n, 1):.2%}"
        )


if __name__ == "__main__":
    main()
