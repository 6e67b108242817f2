"""The web client's files compressed once, kept in the data folder, for every later visit.

Why precompressed rather than compressed per request: the engine is about
12 MB, and brotli at its best setting (a quarter smaller than gzip for these
files) takes half a minute per big file, far too slow for a request but fine
once per Flet version. So at start a background process at the lowest CPU
priority (a separate process: the compressor must never hold up the server's
event loop) writes ``<file>.gz`` and then ``<file>.br`` for the files a first
visit loads, under ``<data folder>/web-client/<version tag>/``, and marks the
folder ``.complete``. A request for a file not compressed yet gets gzip made
on the spot (a fraction of a second, off the event loop) and kept.

The folder is shared by every server on the computer (every data folder), so
one builder at a time holds ``.building``: another server's builder that finds
it taken leaves the work to it instead of compressing the same files again.

``python -m scorekeeper.web.precompress WEB_DIR CACHE_DIR`` is that background build.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import hashlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Final

from scorekeeper.services.files import claim_file, write_atomic

try:  # brotli is not installed in phone builds, which never serve the web client
    import brotli
except ImportError:  # pragma: no cover - depends on the platform
    brotli = None

CACHE_FOLDER: Final = "web-client"
COMPLETE: Final = ".complete"
BUILDING: Final = ".building"
COMPRESSIBLE: Final = frozenset(
    {".js", ".mjs", ".wasm", ".json", ".otf", ".ttf", ".html", ".css", ".txt", ".map", ".bin"}
)
"""What compresses well; images and woff2 fonts are compressed already."""
FIRST_VISIT: Final = (
    "flutter_bootstrap.js",
    "python.js",
    "main.dart.mjs",
    "main.dart.wasm",
    "canvaskit/skwasm.js",
    "canvaskit/skwasm.wasm",
    "assets/fonts/MaterialIcons-Regular.otf",
    "assets/AssetManifest.bin.json",
    "main.dart.js",
    "canvaskit/canvaskit.js",
    "canvaskit/canvaskit.wasm",
    "canvaskit/chromium/canvaskit.js",
    "canvaskit/chromium/canvaskit.wasm",
    "canvaskit/skwasm_heavy.js",
    "canvaskit/skwasm_heavy.wasm",
)
"""What a first visit may load, skwasm's (Chromium's) files first, then CanvasKit's."""
ENCODINGS: Final = ("br", "gzip") if brotli is not None else ("gzip",)
"""Best first."""
_SUFFIX: Final = {"br": ".br", "gzip": ".gz"}
BROTLI_QUALITY: Final = 11
GZIP_LEVEL: Final = 9
GZIP_LEVEL_NOW: Final = 6
"""For a file compressed while a browser waits: about 3x faster than 9, a few % bigger."""


@functools.cache
def version_tag(web_dir: Path) -> str:
    """A short name for exactly this client: every file's path, size and time."""
    digest = hashlib.sha256()
    for path in sorted(web_dir.rglob("*")):
        if path.is_file():
            stat = path.stat()
            digest.update(
                f"{path.relative_to(web_dir)}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode()
            )
    return digest.hexdigest()[:12]


def compressible(relative: str) -> bool:
    """Whether the file is worth compressing (by its name)."""
    return Path(relative).suffix.lower() in COMPRESSIBLE


def cached(cache_dir: Path, relative: str, encoding: str) -> Path:
    """Where the ``encoding`` form of ``relative`` is (or will be) kept."""
    return cache_dir / f"{relative}{_SUFFIX[encoding]}"


def compress(data: bytes, encoding: str, *, now: bool = False) -> bytes:
    """``data`` in ``encoding``; ``now`` picks speed over size (a browser is waiting)."""
    if encoding == "br" and brotli is not None:
        return bytes(brotli.compress(data, quality=BROTLI_QUALITY))
    return gzip.compress(data, GZIP_LEVEL_NOW if now else GZIP_LEVEL, mtime=0)


def store(
    web_dir: Path, cache_dir: Path, relative: str, encoding: str, *, now: bool = False
) -> Path:
    """Compress ``relative`` into the cache (atomically, so a reader never sees half a file)."""
    target = cached(cache_dir, relative, encoding)
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        data = compress((web_dir / relative).read_bytes(), encoding, now=now)
        write_atomic(target, data, mode=0o644)
    return target


def build(
    web_dir: Path,
    cache_dir: Path,
    files: Iterable[str] = FIRST_VISIT,
    *,
    keep_going: Callable[[], bool] = lambda: True,
) -> bool:
    """Every form of every file in ``files`` that exists: gzip for all first, then brotli.

    Stops early (returning False) as soon as ``keep_going()`` says so.
    """
    present = [name for name in files if (web_dir / name).is_file() and compressible(name)]
    for encoding in reversed(ENCODINGS):
        for name in present:
            if not keep_going():
                return False
            store(web_dir, cache_dir, name, encoding)
    write_atomic(cache_dir / COMPLETE, b"", mode=0o644)
    return True


def start_build(web_dir: Path, cache_dir: Path) -> subprocess.Popen[bytes] | None:
    """Build the cache in the background, at the lowest CPU priority; None if already built."""
    if (cache_dir / COMPLETE).exists():
        return None
    cache_dir.mkdir(parents=True, exist_ok=True)
    return subprocess.Popen(
        [sys.executable, "-m", __name__, str(web_dir), str(cache_dir), str(os.getpid())],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _main(argv: list[str]) -> int:
    """The background build; it gives up when the server that started it is gone.

    Exits at once (status 0) when another builder holds the folder.
    """
    web_dir, cache_dir, server = Path(argv[0]), Path(argv[1]), int(argv[2])
    with contextlib.suppress(OSError):
        os.nice(19)
    with (cache_dir / BUILDING).open("a") as claim:
        if not claim_file(claim.fileno()):
            return 0
        done = build(web_dir, cache_dir, keep_going=lambda: os.getppid() == server)
    return 0 if done else 1


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
