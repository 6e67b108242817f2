"""The compressed web client: one cache folder for every data folder, one builder at a time."""

from __future__ import annotations

import fcntl
import gzip
import os
import subprocess
import sys
from pathlib import Path

import brotli

from scorekeeper.config import AppConfig
from scorekeeper.web import precompress
from scorekeeper.web.server import client_cache

ENGINE = b"export const engine = 'skwasm';\n" * 2000
BOOTSTRAP = b"_flutter.loader.load();\n" * 500


def fake_client(folder: Path) -> Path:
    """A web folder holding two of the files a first visit loads."""
    (folder / "canvaskit").mkdir(parents=True)
    (folder / "flutter_bootstrap.js").write_bytes(BOOTSTRAP)
    (folder / "canvaskit" / "skwasm.js").write_bytes(ENGINE)
    return folder


def run_builder(web_dir: Path, cache_dir: Path) -> subprocess.CompletedProcess[bytes]:
    """The background build exactly as a server starts it, with this process as the server."""
    command = [sys.executable, "-m", precompress.__name__, str(web_dir), str(cache_dir)]
    process = [*command, str(os.getpid())]
    return subprocess.run(process, check=False, capture_output=True, timeout=120)


def test_every_data_folder_shares_one_cache_and_without_one_it_stays_in_the_data_folder(
    tmp_path: Path,
) -> None:
    web_dir = fake_client(tmp_path / "web")
    shared = tmp_path / "cache"
    one = client_cache(AppConfig(data_dir=tmp_path / "one", cache_dir=shared), web_dir)
    two = client_cache(AppConfig(data_dir=tmp_path / "two", cache_dir=shared), web_dir)
    assert one == two == shared / "web-client" / precompress.version_tag(web_dir)
    alone = client_cache(AppConfig(data_dir=tmp_path / "one"), web_dir)
    assert alone.is_relative_to(tmp_path / "one")


def test_a_builder_leaves_the_work_to_the_one_already_building(tmp_path: Path) -> None:
    web_dir = fake_client(tmp_path / "web")
    cache_dir = tmp_path / "cache"
    cache_dir.mkdir()
    with (cache_dir / precompress.BUILDING).open("a") as claim:
        fcntl.flock(claim, fcntl.LOCK_EX | fcntl.LOCK_NB)
        second = run_builder(web_dir, cache_dir)
    assert second.returncode == 0, second.stderr.decode()
    assert not (cache_dir / precompress.COMPLETE).exists()
    assert not list(cache_dir.rglob("*.gz")), "the second builder compressed files anyway"

    first = run_builder(web_dir, cache_dir)
    assert first.returncode == 0, first.stderr.decode()
    assert (cache_dir / precompress.COMPLETE).exists()
    for name, data in (("flutter_bootstrap.js", BOOTSTRAP), ("canvaskit/skwasm.js", ENGINE)):
        assert gzip.decompress((cache_dir / f"{name}.gz").read_bytes()) == data
        assert brotli.decompress((cache_dir / f"{name}.br").read_bytes()) == data
