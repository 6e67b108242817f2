"""Peak memory of reading the largest images the app accepts, with each QR reader.

Run: ``.venv/bin/python tests/benchmarks/bench_image_memory.py``. Not a pytest test.

Each case is read in a fresh Python process (``read_code_texts_in_file`` with the
zxing-cpp and the ZBar backend), which reports its peak resident memory
(``ru_maxrss``). The same process first imports everything and reads a small
code, so the baseline printed is what the app has loaded anyway; the figure that
counts is the peak minus that baseline, and the target is at most 100 MB. The
cases are the largest of each kind the caps of ``scorekeeper.sharing.limits``
let through (a grey PNG at the pixel cap, a colour PNG at the decode budget, a
baseline and a progressive JPEG photo), a noisy picture without a code (the ZBar
backend then tries all its clean-ups), and the hostile PNG of issue 12 (212 KB,
50 megapixels in colour), which is refused from its header.
"""

from __future__ import annotations

import io
import math
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PIL import Image

from scorekeeper.sharing.decoders import BACKENDS
from scorekeeper.sharing.limits import MAX_DECODED_BYTES, MAX_IMAGE_PIXELS, READ_PIXELS
from scorekeeper.sharing.qr import render_png

TARGET_MB = 100
CODE = "SKG1:" + "7" * 300

CHILD = """
import sys
from pathlib import Path
from scorekeeper.sharing import decoders
from scorekeeper.sharing.decode import read_code_texts_in_file
from scorekeeper.sharing.qr import render_png
from scorekeeper.rules.errors import ScorekeeperError

def high_water():
    status = Path("/proc/self/status").read_text()
    return next(int(l.split()[1]) for l in status.splitlines() if l.startswith("VmHWM:"))

decoder = decoders.load(sys.argv[2])
read_code_texts_in_file(render_png("SKG1:WARMUP"), decoder)
base = high_water()
data = Path(sys.argv[1]).read_bytes()
try:
    outcome = "read" if read_code_texts_in_file(data, decoder) else "none"
except ScorekeeperError as exc:
    outcome = type(exc).__name__
del data
peak = high_water()
print(base, peak, outcome)
"""


def photo(width: int, height: int, mode: str) -> Image.Image:
    """A grey table with the code in the middle, filling a fifth of the width."""
    table = Image.new(mode, (width, height), 170 if mode == "L" else (170, 170, 170))
    qr = Image.open(io.BytesIO(render_png(CODE))).convert(mode)
    side = max(qr.width, width // 5)
    qr = qr.resize((side, side), Image.Resampling.NEAREST)
    table.paste(qr, ((width - side) // 2, (height - side) // 2))
    return table


def largest(pixels: float) -> tuple[int, int]:
    """A 4:3 size with at most ``pixels`` pixels."""
    width = math.isqrt(int(pixels * 4 / 3))
    return width, int(width * 3 / 4)


def hostile_png() -> bytes:
    """Issue 12's picture: a small PNG whose header says 50 megapixels in colour."""
    buffer = io.BytesIO()
    Image.new("RGB", (7071, 7071), (255, 255, 255)).save(buffer, "PNG", optimize=True)
    return buffer.getvalue()


def cases(folder: Path) -> list[tuple[str, Path]]:
    made: list[tuple[str, Path]] = []

    def save(name: str, image: Image.Image, **options: object) -> None:
        path = folder / name
        image.save(path, **options)
        made.append((f"{name} {image.width}x{image.height}", path))

    grey = largest(min(MAX_IMAGE_PIXELS, MAX_DECODED_BYTES))
    save("grey.png", photo(*grey, "L"))
    # No code at all: every clean-up of the ZBar backend is tried.
    save("blank.png", Image.effect_noise(largest(READ_PIXELS / 4), 40))
    colour = largest(MAX_DECODED_BYTES / 5)  # four bytes a pixel plus the grey copy
    save("colour.png", photo(*colour, "RGB"))
    big = largest(MAX_IMAGE_PIXELS)
    save("photo.jpg", photo(*big, "RGB"), quality=85)
    progressive = largest(MAX_DECODED_BYTES / 3)  # 4:2:0 colour: 3 bytes a pixel
    save("progressive.jpg", photo(*progressive, "RGB"), quality=85, progressive=True)
    path = folder / "issue12.png"
    path.write_bytes(hostile_png())
    made.append((f"issue12.png 7071x7071 ({path.stat().st_size // 1024} KB)", path))
    return made


def measure(path: Path, backend: str) -> tuple[float, float, str]:
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), backend],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    base, peak, outcome = result.stdout.split()
    return int(base) / 1024, int(peak) / 1024, outcome


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'image':44} {'reader':6} {'outcome':20} {'baseline':>9} {'peak':>7} {'extra':>7}")
        worst = 0.0
        for name, path in cases(Path(folder)):
            for backend in BACKENDS:
                base, peak, outcome = measure(path, backend)
                worst = max(worst, peak - base)
                print(
                    f"{name:44} {backend:6} {outcome:20} {base:7.0f}MB {peak:5.0f}MB"
                    f" {peak - base:5.0f}MB"
                )
        verdict = "met" if worst <= TARGET_MB else "MISSED"
        print(f"worst extra memory: {worst:.0f} MB (target <= {TARGET_MB} MB: {verdict})")


if __name__ == "__main__":
    main()
