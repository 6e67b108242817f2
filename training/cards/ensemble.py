"""Join networks trained apart (``train.py --seed S --keep W.pt``) into one ONNX file.

Run (after two or more ``train.py`` runs with their own seeds)::

    python training/cards/ensemble.py build/cards/a.pt build/cards/b.pt \
        --data build/cards/train1.npz --out scorekeeper/cardreading/cards.onnx

Why: networks started from other weights and fed the batches in another order
err on different patches. Averaging their probabilities (not their logits, which a
single overconfident member would rule) was tried as a way to read unfamiliar
designs more surely; measured on the benchmark it did not (fewer corners pass the
"sure" threshold where members disagree), so the shipped network is one network.
The tool stays so the measurement in this folder's README can be made again.

The file has the shipped network's input and output: one row per patch, the glyph
head then the suit head, each the logarithm of the members' mean probabilities, so
the reader's softmax gives those probabilities back unchanged. The same check as
``train.py``'s runs on the result: OpenCV's ``dnn`` must give the joined model's answers.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import torch
from dataset import CLASSES
from torch import nn
from train import IndexNet, check, export


class Ensemble(nn.Module):
    """The members' mean probabilities per head, as logarithms (see the module's text)."""

    def __init__(self, members: list[nn.Module]) -> None:
        super().__init__()
        self.members = nn.ModuleList(members)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Glyph log-probabilities then suit log-probabilities, one row per patch."""
        outs = [member(x) for member in self.members]
        glyph = torch.stack([o[:, : len(CLASSES)].softmax(1) for o in outs]).mean(0)
        suit = torch.stack([o[:, len(CLASSES) :].softmax(1) for o in outs]).mean(0)
        return torch.cat([glyph.clamp_min(1e-12).log(), suit.clamp_min(1e-12).log()], 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("weights", type=Path, nargs="+")
    parser.add_argument("--data", type=Path, required=True, help="patches for the export check")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    torch.set_num_threads(1)
    members = []
    for path in args.weights:
        member = IndexNet()
        member.load_state_dict(torch.load(path, weights_only=True))
        member.eval()
        members.append(member)
    model = Ensemble(members).eval()
    export(model, args.out)
    x = np.load(args.data)["x"]
    order = np.random.default_rng(0).permutation(len(x))[:4000]
    check(model, args.out, x[np.sort(order)])
    print(f"{len(members)} networks joined: {args.out.stat().st_size / 1024:.0f} KiB", flush=True)


if __name__ == "__main__":
    main()
