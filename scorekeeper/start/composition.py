"""What the starter starts: the app, put together above it and handed down by whoever starts it.

Why handed down: putting the app together reaches into every area of the
screens (``ui``) and into the web server's devices, which the starter, a
launcher, never imports. The composition root
(:mod:`scorekeeper.compose`) does that and meets :class:`Composition`; the
command line, which calls the starter, hands it over as a :data:`Loader`.

Why a loader and not the composition itself: the app is Flet and every screen,
about half a second to import. The starter calls the loader where that import
belongs (before the start moves what is loaded out of the garbage collector's
reach; not at all when the command refuses its flags first).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from scorekeeper.config import AppConfig

if TYPE_CHECKING:
    import flet as ft

    from scorekeeper.services.games import GameService
    from scorekeeper.services.settings import SettingsStore, TableSettings

__all__ = ["Built", "Composition", "Loader", "Served"]


@dataclass(frozen=True, slots=True)
class Built:
    """The app put together for one process: what Flet runs for each session."""

    main: Callable[[ft.Page], None]
    """Flet's ``main(page)``: one session's screens."""
    before_main: Callable[[ft.Page], None]
    """Themes a session's page before ``main``, so the saved theme is in the very first frame."""


@dataclass(frozen=True, slots=True)
class Served(Built):
    """Built for a desktop window or the web server, with what the web server needs beside it."""

    table: TableSettings
    """The settings as each device sees them (the splash's language, the host's language)."""
    games: GameService
    """The games service the app's sessions share, which the live page shares too."""


class Composition(Protocol):
    """How the starter gets the app it runs (met by :mod:`scorekeeper.compose`)."""

    def served(self, config: AppConfig, settings: SettingsStore) -> Served:
        """The app for a window or the web server, its services opened in ``config.data_dir``.

        Raises ``StorageError`` when the store cannot be opened (locked, damaged, too new).
        """
        ...

    def embedded(self, config: AppConfig, settings: SettingsStore) -> Built:
        """The app inside a built app (one device: the phone or computer it runs on).

        Raises ``OSError`` or ``StorageError`` when the data folder cannot be used.
        """
        ...

    def show_failure(self, error: BaseException, data_dir: Path | None) -> None:
        """Show a built app's failed start (``error``, in ``data_dir``) until it is closed."""
        ...


Loader = Callable[[], Composition]
"""Imports the app and returns how to put it together (see the module's docstring)."""
