"""Train the corner-index classifier on CPU, export it to ONNX and check the export.

Run (after ``make_data.py``)::

    python training/cards/train.py build/cards/train1.npz build/cards/train2.npz \
        --out build/cards/a.onnx --keep build/cards/a.pt

(the shipped ``cards.onnx`` joins three such networks: ``ensemble.py``)

The network reads one candidate's patch (ink and redness, 32 by 32) and gives
two heads in one output row: what glyph it is (or nothing, see
:data:`dataset.CLASSES`), and which suit. It is small on purpose: a photo holds a
few hundred candidates, and a phone reads them on one core.

torch is used here only; the app runs the exported file with OpenCV's ``dnn``.
The check at the end runs a held-out share of the examples through both the
trained model and ``cv2.dnn`` on the exported file and fails unless both name
the same glyph and suit for every example and agree on the scores to 1e-3.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import cv2
import numpy as np
import torch
from dataset import CLASSES
from torch import nn

SEED = 20261205
SUITS = 4
BATCH = 256


class IndexNet(nn.Module):
    """Three small convolutions and two dense layers: about 0.12 M weights, 2.8 M
    multiply-adds a patch."""

    def __init__(self) -> None:
        super().__init__()

        def block(cin: int, cout: int) -> list[nn.Module]:
            return [nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]

        self.features = nn.Sequential(
            *block(2, 16),
            nn.MaxPool2d(2),
            *block(16, 32),
            nn.MaxPool2d(2),
            *block(32, 64),
            nn.MaxPool2d(2),
        )
        self.head = nn.Sequential(
            nn.Flatten(),
            nn.Linear(64 * 4 * 4, 96),
            nn.ReLU(),
            nn.Dropout(0.1),
            nn.Linear(96, len(CLASSES) + SUITS),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Glyph logits then suit logits, one row per patch."""
        return self.head(self.features(x))


def load(paths: list[Path]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    xs, cs, ss = [], [], []
    for path in paths:
        data = np.load(path)
        xs.append(data["x"])
        cs.append(data["classes"])
        ss.append(data["suits"])
    return np.concatenate(xs), np.concatenate(cs), np.concatenate(ss)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", type=Path, nargs="+")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--steps", type=int, default=1800, help="batches of 256 to train on")
    parser.add_argument(
        "--minutes", type=float, default=55.0, help="stop early after this long, whatever the step"
    )
    parser.add_argument(
        "--threads", type=int, default=1, help="torch threads (a seed fixes a run per count)"
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=SEED,
        help="the weights' start and the batches' order (the held-out share stays fixed)",
    )
    parser.add_argument(
        "--keep", type=Path, help="also save the trained weights here (for ensemble.py)"
    )
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    cv2.setNumThreads(1)
    started = time.monotonic()
    x, classes, suits = load(args.data)
    order = np.random.default_rng(SEED).permutation(len(x))
    held, train = order[: len(x) // 20], order[len(x) // 20 :]
    print(
        f"{len(train)} training examples ({np.mean(classes[train] > 0):.0%} indices), "
        f"{len(held)} held out",
        flush=True,
    )
    model = IndexNet()
    fit(
        model,
        (x, classes, suits),
        train,
        held,
        steps=args.steps,
        deadline=started + args.minutes * 60,
        seed=args.seed,
    )
    model.eval()
    if args.keep:
        args.keep.parent.mkdir(parents=True, exist_ok=True)
        torch.save(model.state_dict(), args.keep)
    export(model, args.out)
    check(model, args.out, x[held])
    print(
        f"training and export: {(time.monotonic() - started) / 60:.1f} min, "
        f"model {args.out.stat().st_size / 1024:.0f} KiB",
        flush=True,
    )


def fit(
    model: nn.Module,
    data: tuple[np.ndarray, np.ndarray, np.ndarray],
    train: np.ndarray,
    held: np.ndarray,
    *,
    steps: int,
    deadline: float,
    seed: int,
) -> None:
    """``steps`` batches of the training examples, shuffled by the seed, brightness jittered."""
    x, classes, suits = data
    optimiser = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.OneCycleLR(
        optimiser, max_lr=3e-3, total_steps=steps, pct_start=0.1
    )
    xt, ct, st = (torch.from_numpy(a[train]) for a in (x, classes, suits))
    generator = torch.Generator().manual_seed(seed)
    perm = torch.randperm(len(train), generator=generator)
    cursor = 0
    total = 0.0
    for step in range(1, steps + 1):
        model.train()
        if cursor + BATCH > len(train):
            perm = torch.randperm(len(train), generator=generator)
            cursor = 0
        batch = perm[cursor : cursor + BATCH]
        cursor += BATCH
        xb = xt[batch].float()
        gain = 1 + 0.1 * torch.randn(len(batch), 1, 1, 1, generator=generator)
        xb = xb * gain + 0.05 * torch.randn(xb.shape, generator=generator)
        out = model(xb)
        loss = nn.functional.cross_entropy(out[:, : len(CLASSES)], ct[batch], label_smoothing=0.02)
        has_suit = st[batch] >= 0
        if has_suit.any():
            loss = loss + nn.functional.cross_entropy(
                out[has_suit, len(CLASSES) :], st[batch][has_suit]
            )
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        total += float(loss.detach())
        late = time.monotonic() > deadline
        if step % 200 == 0 or step == steps or late:
            glyph_acc, suit_acc = evaluate(model, x[held], classes[held], suits[held])
            print(
                f"step {step}: loss {total / 200:.4f}, held-out glyph accuracy "
                f"{glyph_acc:.4f}, suit accuracy {suit_acc:.4f}",
                flush=True,
            )
            total = 0.0
        if late:
            print("time is up: stopping early", flush=True)
            return


def evaluate(
    model: nn.Module, x: np.ndarray, classes: np.ndarray, suits: np.ndarray
) -> tuple[float, float]:
    model.eval()
    with torch.no_grad():
        out = torch.cat(
            [
                model(torch.from_numpy(x[i : i + 1024].astype(np.float32)))
                for i in range(0, len(x), 1024)
            ]
        ).numpy()
    glyph = out[:, : len(CLASSES)].argmax(1)
    suit = out[:, len(CLASSES) :].argmax(1)
    has = suits >= 0
    return float(np.mean(glyph == classes)), float(np.mean(suit[has] == suits[has]))


def export(model: nn.Module, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    dummy = torch.zeros(1, 2, 32, 32)
    torch.onnx.export(
        model,
        (dummy,),
        str(path),
        input_names=["patch"],
        output_names=["logits"],
        dynamic_axes={"patch": {0: "n"}, "logits": {0: "n"}},
        opset_version=13,
        dynamo=False,
    )


def check(model: nn.Module, path: Path, x: np.ndarray) -> None:
    """The exported file, run by cv2.dnn, must agree with the trained model."""
    net = cv2.dnn.readNetFromONNX(str(path))
    sample = x[:4000].astype(np.float32)
    with torch.no_grad():
        expected = model(torch.from_numpy(sample)).numpy()
    got = []
    for i in range(0, len(sample), 500):
        net.setInput(sample[i : i + 500])
        got.append(net.forward().copy())
    actual = np.concatenate(got)
    same_glyph = np.mean(
        expected[:, : len(CLASSES)].argmax(1) == actual[:, : len(CLASSES)].argmax(1)
    )
    same_suit = np.mean(
        expected[:, len(CLASSES) :].argmax(1) == actual[:, len(CLASSES) :].argmax(1)
    )
    worst = float(np.abs(expected - actual).max())
    print(
        f"export check on {len(sample)} patches: same glyph {same_glyph:.4%}, same suit "
        f"{same_suit:.4%}, largest logit difference {worst:.2e}",
        flush=True,
    )
    if same_glyph < 1 or same_suit < 1 or worst > 1e-3:
        raise SystemExit("the exported model does not give the trained model's answers")


if __name__ == "__main__":
    main()
