"""The browser tests' fixtures and hooks: servers, Chromium, tabs, and the rerun of a hung tab.

What a tab can do is in ``browser.py``, the steps of a journey in ``steps.py``, how the app
is started in ``tests/launcher.py``.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Literal

import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright, ViewportSize, sync_playwright

from scorekeeper.rules.hands import Roles, Seats
from scorekeeper.rules.variants import Variant
from scorekeeper.services.games import GameService
from scorekeeper.storage.stats_cache import STATS_CACHE_FILE
from scorekeeper.storage.tinydb_repo import open_repository
from tests.e2e.browser import (
    ANSWER_TIMEOUT_MS,
    CHROMIUM,
    CHROMIUM_ARGS,
    LIVE_APPS,
    MOTION,
    PHONE,
    RERUN_ON_HANG,
    PageHungError,
    WebApp,
    _record_stalls,
)
from tests.e2e.stall_probe import SPIN_LIMIT_S, SpinWatch, chromium_activity, describe
from tests.e2e.steps import seed
from tests.launcher import AppServer


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    """Playwright's driver, per test module (its event loop must not outlive it)."""
    if not CHROMIUM.exists():
        pytest.fail(
            f"Chromium is missing at {CHROMIUM}: install Debian's package with "
            "`apt-get install -y chromium` (never `playwright install`)."
        )
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Headless Debian Chromium with a fresh profile and no background traffic."""
    browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[Callable[..., AppServer]]:
    """``server_factory(host="0.0.0.0")``: a started app; stopped after the test."""
    servers: list[AppServer] = []

    def start(*, host: str = "127.0.0.1", data_dir: Path | None = None) -> AppServer:
        # Each server has its own data folder unless told otherwise: two servers on
        # one folder cannot both hold its lock.
        number = len(servers) + 1
        default = tmp_path / ("data" if number == 1 else f"data-{number}")
        server = AppServer(data_dir or default, tmp_path / f"server-{number}", host=host)
        servers.append(server)
        server.start()
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def box_game(server_factory: Callable[..., AppServer], tmp_path: Path) -> tuple[AppServer, str]:
    """The app on a data folder holding one new box game of Ann, Bob and Cid, and its id."""
    folder = tmp_path / "phone"
    with open_repository(folder) as store:
        game = GameService(store).create(
            ("Ann", "Bob", "Cid"), Variant.BOX, first=Seats.of_box(Roles("Ann", "Bob", "Cid"))
        )
    return server_factory(data_dir=folder), game.id


@pytest.fixture
def app_server(server_factory: Callable[..., AppServer]) -> AppServer:
    """The app on 127.0.0.1, a free port and a private data folder."""
    return server_factory()


class SharedTable:
    """One seeded server that the read-only walks share, put back as it was after a change.

    Why: a server start and its first page load cost seconds, and most browser
    tests only look. Each test gets the server as seeded; one that changed the
    data folder (a setting, a kept hand sheet, a game) leaves it to be restored
    from the seeded copy and restarted before the next test, so no test sees
    another's traces. The statistics' cache is derived and left out of the
    comparison.
    """

    DERIVED = frozenset({STATS_CACHE_FILE})

    def __init__(self, root: Path) -> None:
        self.pristine = seed(root / "pristine")
        self.server = AppServer(root / "data", root / "logs")
        shutil.copytree(self.pristine, self.server.data_dir)
        self.server.start()
        self._as_seeded = self._files()

    def _files(self) -> dict[str, bytes]:
        folder = self.server.data_dir
        return {
            str(path.relative_to(folder)): path.read_bytes()
            for path in sorted(folder.rglob("*"))
            if path.is_file() and path.name not in self.DERIVED and not path.name.endswith(".lock")
        }

    def as_seeded(self) -> AppServer:
        """The server, on a folder as seeded (restored and restarted if a test changed it)."""
        if not self.server.running or self._files() != self._as_seeded:
            self.server.stop()
            shutil.rmtree(self.server.data_dir)
            shutil.copytree(self.pristine, self.server.data_dir)
            self.server.start()
        return self.server


@pytest.fixture(scope="session")
def shared_table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedTable]:
    table = SharedTable(tmp_path_factory.mktemp("shared-table"))
    yield table
    table.server.stop()


@pytest.fixture
def walk_server(shared_table: SharedTable) -> AppServer:
    """The shared server on the recorded games, for tests that look (:class:`SharedTable`)."""
    return shared_table.as_seeded()


@pytest.fixture
def seeded(server_factory: Callable[..., AppServer], tmp_path: Path) -> AppServer:
    """A server of the test's own on the recorded games, for a test that changes them."""
    return server_factory(data_dir=seed(tmp_path / "seeded"))


@pytest.fixture
def open_app(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Callable[..., WebApp]]:
    """``open_app(color_scheme="dark", server=..., url=..., motion=True)``: a new tab, opened.

    Each tab gets its own browser context (fresh storage) with a phone-sized
    400 x 800 viewport and motion reduced unless ``motion`` (:data:`MOTION`); all
    are closed after the test. Without ``server``, the tab opens on the test's
    ``app_server``.
    """
    contexts: list[BrowserContext] = []

    def open_tab(
        *,
        server: AppServer | None = None,
        url: str | None = None,
        color_scheme: Literal["light", "dark"] = "light",
        viewport: ViewportSize | None = None,
        motion: bool = False,
    ) -> WebApp:
        context = browser.new_context(
            viewport=viewport or PHONE,
            color_scheme=color_scheme,
            device_scale_factor=1,
            reduced_motion="no-preference" if motion else MOTION,
        )
        contexts.append(context)
        app = WebApp(context, server or request.getfixturevalue("app_server"), url)
        app.open()
        return app

    yield open_tab
    for context in contexts:
        context.close()


SELF_TEST = Path(__file__).parent / "test_hung_page.py"
"""The guards' own tests, whose tab hangs on purpose: never run again."""


LONGEST_FIRST = (
    "a11y/test_languages.py",
    "game/test_play.py",
    "history/test_history_e2e.py",
    "a11y/test_screens.py",
    "entry/test_back_after_restart_e2e.py",
)
"""The longest browser modules (a minute and more each), handed out first: the suite runs
them on two processes a module at a time (``--dist loadfile``), and one of these left
for the end would run alone while the other process idles."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Give every browser test up to two runs more on a hung tab (see ``RERUN_ON_HANG``),
    and put the longest modules first (:data:`LONGEST_FIRST`)."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents and Path(item.path) != SELF_TEST:
            item.add_marker(RERUN_ON_HANG)
    first = [here / name for name in LONGEST_FIRST]
    rank = {path: place for place, path in enumerate(first)}
    items.sort(key=lambda item: rank.get(Path(item.path), len(first)))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Each test starts with no tab of its own yet."""
    LIVE_APPS.clear()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Turn a failure on a tab that no longer answers anything into :class:`PageHungError`.

    Why after the fact: a step's own timeout cannot tell a wrong screen from a
    stopped renderer; a one-line script that the tab does not run within
    ``ANSWER_TIMEOUT_MS`` can. The failure stays chained below it.
    """
    watch = SpinWatch()
    watch.start()
    try:
        return (yield)
    except PageHungError:
        raise
    except (Exception, pytest.fail.Exception) as failure:
        first_line = (str(failure).strip().splitlines() or [type(failure).__name__])[0][:300]
        if watch.killed:
            raise PageHungError(
                f"{first_line} -- a renderer's main thread ran flat out for {SPIN_LIMIT_S:.0f} s"
                " and was stopped"
            ) from failure
        hung = [app for app in LIVE_APPS if not app.answers()]
        if not hung:
            raise
        activity = chromium_activity()
        _record_stalls([{"test": item.nodeid, "page": hung[0].page.url, "chromium": activity}])
        raise PageHungError(
            f"{first_line} -- then the tab at {hung[0].page.url} answered no script in"
            f" {ANSWER_TIMEOUT_MS} ms; Chromium: {describe(activity)}"
        ) from failure
    finally:
        watch.stop()
        if watch.killed:
            _record_stalls([{"test": item.nodeid, "killed": watch.killed}])
