"""Fixtures for screen tests: the real app in a simulated session, no client needed.

``ui`` is the app on a 400 x 800 phone screen in English; ``start_ui`` starts
more (another language, another size) and closes them all at the end. Each test
fails if the app reported a crash, even one the test did not look for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.compose.root import create_main
from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.storage.repository import GameRepository
from scorekeeper.storage.tinydb_repo import open_repository

from .harness import UiHarness

StartUi = Callable[..., UiHarness]


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    """The packaged catalogues, loaded once for the whole run."""
    return Catalog.load()


@pytest.fixture
def app_config(tmp_path: Path) -> AppConfig:
    """A configuration whose data folder is private to the test."""
    return AppConfig(data_dir=tmp_path / "data")


@pytest.fixture
def repository(app_config: AppConfig) -> Iterator[GameRepository]:
    """The real TinyDB game store in the test's data folder, shared by its sessions.

    One store per process, as in the app: all sessions of a test see the same games.
    """
    with open_repository(app_config.data_dir) as store:
        yield store


@pytest.fixture
def start_ui(
    app_config: AppConfig, catalog: Catalog, repository: GameRepository
) -> Iterator[StartUi]:
    """``start_ui(language="nl", width=800, ...)``: start an app session.

    Keyword arguments go to :func:`create_main` (``language``) or to
    :class:`UiHarness` (``width``, ``height``, ``route``, ``brightness``, ...).
    """
    started: list[UiHarness] = []

    def start(*, language: str = "en", **harness_options: Any) -> UiHarness:
        main = create_main(app_config, catalog=catalog, repository=repository, language=language)
        harness = UiHarness(main, **harness_options).start()
        started.append(harness)
        return harness

    yield start
    try:
        for harness in started:
            harness.assert_no_crash()
    finally:
        for harness in started:
            harness.close()


@pytest.fixture
def ui(start_ui: StartUi) -> UiHarness:
    """The app in English on a phone-sized screen, at the home screen."""
    return start_ui()
