"""The app where ``fcntl`` does not exist (Windows): it imports, locks its folder, keeps games.

Each test runs Python in a subprocess whose ``sitecustomize`` makes ``fcntl``
unimportable (``sys.modules["fcntl"] = None``), as it is on Windows. The whole
app (``scorekeeper.compose.app``, what a built app and the command load) must
still import, the data folder must still be locked against a second process,
and a game stored by one process must be read back by the next.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scorekeeper.storage import atomic_storage
from scorekeeper.storage.tinydb_repo import TinyDBRepository
from scorekeeper.web import precompress
from tests.storage.helpers import new_box_game, play

REPO = Path(__file__).resolve().parents[2]
NO_FCNTL = 'import sys\nsys.modules["fcntl"] = None  # as on Windows: "import fcntl" fails\n'

STORE = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    import scorekeeper.compose.app  # the whole app imports without fcntl
    from scorekeeper.storage import locking
    from scorekeeper.services.revision import revision
    from scorekeeper.services.store import open_service
    from tests.storage.helpers import FIRST, PLAYERS, box_knock
    from scorekeeper.rules.variants import Variant

    try:
        import fcntl
    except ImportError:
        pass
    else:
        raise SystemExit("fcntl was importable")
    service = open_service(Path(sys.argv[1]))
    game = service.create(PLAYERS, Variant.BOX, first=FIRST)
    for _ in range(3):
        game = service.record(game.id, box_knock(game), based_on=revision(game))
    print(locking.KIND, game.id, len(game.hands), flush=True)
    if len(sys.argv) > 2:  # hold the folder until told to go
        sys.stdin.read()
    service.close()
    """
)

RELOAD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from scorekeeper.services.store import open_service

    with open_service(Path(sys.argv[1])) as service:
        game = service.load(sys.argv[2])
        print(len(game.hands), " ".join(map(str, game.hands[-1].deadwood.values())))
    """
)


@pytest.fixture
def no_fcntl(tmp_path: Path) -> dict[str, str]:
    """The environment of a Python without ``fcntl``."""
    site = tmp_path / "no-fcntl"
    site.mkdir()
    (site / "sitecustomize.py").write_text(NO_FCNTL)
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(REPO)]))


def python(script: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_without_fcntl_the_app_imports_stores_and_reloads_a_game(
    tmp_path: Path, no_fcntl: dict[str, str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    stored = python(STORE, str(data), env=no_fcntl)
    assert stored.returncode == 0, stored.stderr
    kind, game_id, hands = stored.stdout.split()
    assert kind == "lockf"  # neither fcntl nor (on Linux) msvcrt: the lock os itself has
    assert hands == "3"
    reloaded = python(RELOAD, str(data), game_id, env=no_fcntl)
    assert reloaded.returncode == 0, reloaded.stderr
    count, *deadwood = reloaded.stdout.split()
    assert count == "3"
    assert deadwood == ["2", "5"]


def test_without_fcntl_a_second_process_is_still_refused(
    tmp_path: Path, no_fcntl: dict[str, str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    holder = subprocess.Popen(
        [sys.executable, "-c", STORE, str(data), "hold"],
        cwd=REPO,
        env=no_fcntl,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        kind, game_id, _ = holder.stdout.readline().split()
        assert kind == "lockf"
        refused = python(RELOAD, str(data), game_id, env=no_fcntl)
        assert refused.returncode != 0
        assert "is in use by another Scorekeeper" in refused.stderr
        assert f"(process {holder.pid})" in refused.stderr
    finally:
        holder.communicate("", timeout=30)
    assert holder.returncode == 0
    after = python(RELOAD, str(data), game_id, env=no_fcntl)
    assert after.returncode == 0, after.stderr


WEB_CLIENT_BUILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    import scorekeeper.web.server  # the web server imports without fcntl
    from scorekeeper.web import precompress

    web, cache = Path(sys.argv[1]), Path(sys.argv[2])
    print(precompress._main([str(web), str(cache), "1"]))
    """
)


@pytest.mark.web_server
def test_without_fcntl_the_web_server_imports_and_one_builder_compresses_the_client(
    tmp_path: Path, no_fcntl: dict[str, str]
) -> None:
    """``scorekeeper`` on Windows serves the browser: its server and the client's
    compression (one builder at a time) must not need ``fcntl`` either."""
    web, cache = tmp_path / "web", tmp_path / "cache"
    web.mkdir()
    cache.mkdir()
    built = python(WEB_CLIENT_BUILD, str(web), str(cache), env=no_fcntl)
    assert built.returncode == 0, built.stderr
    assert built.stdout.split() == ["0"], built.stdout
    assert (cache / precompress.COMPLETE).exists(), "the builder claimed the folder and finished"


def test_where_folders_cannot_be_opened_saving_skips_the_folder_sync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows: ``os.open`` of a folder raises; the save must not try it."""
    real_open = os.open

    def open_like_windows(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if Path(path).is_dir():
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(atomic_storage, "FOLDERS_OPEN", False)
    monkeypatch.setattr(os, "open", open_like_windows)
    with TinyDBRepository(tmp_path) as repo:
        game = play(repo, new_box_game(repo), 2)
    monkeypatch.setattr(os, "open", real_open)
    with TinyDBRepository(tmp_path) as repo:
        assert len(repo.load_game(game.id).hands) == 2
