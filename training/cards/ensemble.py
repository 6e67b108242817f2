"""Join networks trained apart (``train.py --seed S --keep W.pt``) into one ONNX file.

Run (after ``train.py`` with three seeds, as the README in this folder says)::

    python training/cards/ensemble.py build/cards/a.pt build/cards/b.pt build/cards/c.pt \
        --data build/cards/courts9.npz --out scorekeeper/cardreading/cards.onnx

Why: networks started from other weights and fed the batches in another order err
on different patches, and a single network's doubt on a design it never saw moves
with its seed by as much as any change to the data. The shipped file is three
networks joined by the geometric mean of their probabilities (the mean of their
log-probabilities, per head): a corner all three name is as sure as they are,
while a look-alike only one of them favours is damped. The arithmetic mean
(``--arithmetic``) was tried first and made fewer corners sure wherever the
members disagreed; it stays so that the measurement in the README can be made
again.

The file has a single network's input and output: one row per patch, the glyph
head then the suit head, as logits whose softmax (the reader's) gives the joined
probabilities. The same check as ``train.py``'s runs on the result: OpenCV's
``dnn`` must give the joined model's answers.
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
    """The members' answers joined per head, as logits the reader's softmax turns back
    into the joined probabilities (see the module's text)."""

    def __init__(self, members: list[nn.Module], geometric: bool = True) -> None:
        super().__init__()
        self.members = nn.ModuleList(members)
        self.geometric = geometric

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Glyph logits then suit logits, one row per patch."""
        outs = [member(x) for member in self.members]
        heads = []
        for head in (slice(0, len(CLASSES)), slice(len(CLASSES), None)):
            if self.geometric:
                heads.append(torch.stack([o[:, head].log_softmax(1) for o in outs]).mean(0))
            else:
                mean = torch.stack([o[:, head].softmax(1) for o in outs]).mean(0)
                heads.append(mean.clamp_min(1e-12).log())
        return torch.cat(heads, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("weights", type=Path, nargs="+")
    parser.add_argument("--data", type=Path, required=True, help="patches for the export check")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--arithmetic",
        action="store_true",
        help="the mean of the probabilities instead of their geometric mean",
    )
    args = parser.parse_args()
    torch.set_num_threads(1)
    members = []
    for path in args.weights:
        member = IndexNet()
        member.load_state_dict(torch.load(path, weights_only=True))
        member.eval()
        members.append(member)
    model = Ensemble(members, geometric=not args.arithmetic).eval()
    export(model, args.out)
    x = np.load(args.data)["x"]
    order = np.random.default_rng(0).permutation(len(x))[:4000]
    check(model, args.out, x[np.sort(order)])
    print(f"{len(members)} networks joined: {args.out.stat().st_size / 1024:.0f} KiB", flush=True)


if __name__ == "__main__":
    main()
