"""Embedded-start benchmark: a built app's first screen, with and without the warm-up.

Run as a script (not a pytest test, so timing noise never fails a build)::

    .venv/bin/python tests/benchmarks/bench_embedded_start.py            # 5 runs each
    .venv-phone/bin/python tests/benchmarks/bench_embedded_start.py --runs 9

Each run starts ``main.py`` as a built Android app does (``FLET_PLATFORM``, the
socket ``FLET_SERVER_UDS_PATH`` names, a fresh app storage), waits until the
socket is open, lets ``--boot`` seconds pass (the shell starting Flutter before it
connects; 0 connects at once), then registers as the shell does and times the
milliseconds from the registration to the home screen's "New game" key. The
baseline is the same start with the warm-up left out (``start_warm_up`` made a
no-op by this benchmark's ``sitecustomize``). Prints medians, each mode's range
and the ratio; the first screen of a process is what a player waits for, so
every run is a fresh process.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from scorekeeper.ui import keys  # noqa: E402
from tests.app_env import app_env  # noqa: E402
from tests.packaging.flet_client import messages, register, strings, wait_for_socket  # noqa: E402

NO_WARM_UP = (
    "import scorekeeper.start.warm_up as w\n"
    "w.start_warm_up = lambda: None  # the baseline: every control imported on first use\n"
)


def first_screen_ms(warm_up: bool, boot: float, folder: Path) -> float:
    """One fresh start: milliseconds from registering to the home screen."""
    site = folder / "site"
    site.mkdir()
    if not warm_up:
        (site / "sitecustomize.py").write_text(NO_WARM_UP)
    sock = folder / "flet.sock"
    env = app_env() | {
        "FLET_PLATFORM": "android",
        "FLET_SERVER_UDS_PATH": str(sock),
        "FLET_APP_STORAGE_DATA": str(folder / "storage"),
        # The app itself too: sitecustomize runs before the script's folder is on the path.
        "PYTHONPATH": os.pathsep.join([str(site), str(REPO)]),
    }
    process = subprocess.Popen(
        [sys.executable, "main.py"],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        client = wait_for_socket(sock, timeout=60)
        time.sleep(boot)
        started = time.perf_counter()
        register(client)
        seen: list[str] = []
        for _, body in messages(client, timeout=20):
            seen += strings(body)
            if keys.HOME_NEW_GAME in seen:
                break
        elapsed = (time.perf_counter() - started) * 1000
        client.close()
        if keys.HOME_NEW_GAME not in seen:
            raise SystemExit("the home screen never came")
        return elapsed
    finally:
        process.terminate()
        process.wait(timeout=10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--boot", type=float, default=1.0, help="seconds before connecting")
    args = parser.parse_args()
    results: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory() as temp:
        for run in range(args.runs):
            for warm_up in (False, True):  # interleaved, so drift hits both alike
                folder = Path(temp) / f"{run}-{warm_up}"
                folder.mkdir()
                results[warm_up].append(first_screen_ms(warm_up, args.boot, folder))
    print(
        f"Python {sys.version.split()[0]}, {args.runs} fresh starts each,"
        f" shell connects {args.boot:.1f} s after the socket opens"
    )
    for warm_up, label in ((False, "without warm-up (baseline)"), (True, "with warm-up")):
        times = results[warm_up]
        print(
            f"{label:<28} register -> home: median {statistics.median(times):6.0f} ms"
            f"  (min {min(times):.0f}, max {max(times):.0f})"
        )
    ratio = statistics.median(results[True]) / statistics.median(results[False])
    print(f"{'ratio with / without':<28} {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
