"""What every screen may reach: services, the current language and the device, via contexts.

Why contexts: screens are deep in the component tree, and passing the catalogue
or the storage through every call would couple each screen to its parents.
The root component provides them once; a screen calls :func:`use_services`,
:func:`use_locale` or :func:`use_device`. Nothing here is global state: the
contexts only carry what the composition root built for this session.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import flet as ft
from flet.components.hooks.use_context import ContextProvider

from scorekeeper.config import AppConfig
from scorekeeper.i18n import Catalog
from scorekeeper.i18n.locale import Locale
from scorekeeper.services.devices import Device
from scorekeeper.services.played_games import PlayedGames
from scorekeeper.services.settings import DeviceSettingsStore, SettingsStore, TableSettings

if TYPE_CHECKING:
    from scorekeeper.services.games import GameService


class HostedTable(Protocol):
    """A table the phone hosts, as the switch shows it: the join address with its secret."""

    @property
    def join_address(self) -> str:
        """What the other phones open (the join QR code)."""
        ...


class TableHosting(Protocol):
    """What the "Host this table" switch needs of the phone's table server.

    Why a protocol: the server is the web server's (:mod:`scorekeeper.web.phone_host`),
    built by the composition root (:mod:`scorekeeper.compose.root`); the screens, a shell
    beside it, never import it.
    """

    @property
    def hosted(self) -> HostedTable | None:
        """The table being hosted now, if any."""
        ...

    def start(self, lan: str) -> HostedTable:
        """Serve the table on the address ``lan``; raises ``OSError`` when it cannot."""
        ...

    def stop(self) -> None:
        """Stop serving (the open pages' streams end)."""
        ...


@dataclass(frozen=True, slots=True)
class Services:
    """Long-lived collaborators built by the composition root (one per process)."""

    config: AppConfig
    """How the app was started (data folder, view, ...)."""
    catalog: Catalog
    """All message catalogues."""
    games: GameService
    """Every read and change of a game (one per process, shared by all sessions)."""
    settings: SettingsStore = field(default_factory=SettingsStore)
    """The host's settings, saved in the data folder (in memory when not given): the
    default of every device, and the table's new-game defaults."""
    devices: DeviceSettingsStore = field(default_factory=DeviceSettingsStore)
    """What each device chose for itself (language, theme, text size)."""
    played: PlayedGames = field(default_factory=PlayedGames)
    """Replayed games kept for the statistics screen between visits."""
    table_host: TableHosting | None = None
    """The "Host this table" server (:mod:`scorekeeper.web.phone_host`); None: cannot host."""

    @property
    def table_settings(self) -> TableSettings:
        """The settings as each device sees and changes them."""
        return TableSettings(self.settings, self.devices)


ServicesContext: ContextProvider[Services | None] = ft.create_context(None)
LocaleContext: ContextProvider[Locale | None] = ft.create_context(None)
DeviceContext: ContextProvider[Device | None] = ft.create_context(None)


def use_services() -> Services:
    """The services of the running app (inside a component only)."""
    services = ft.use_context(ServicesContext)
    if services is None:
        raise RuntimeError("use_services() outside the app root: no services provided")
    return services


def use_locale() -> Locale:
    """The current language and translator (inside a component only)."""
    locale = ft.use_context(LocaleContext)
    if locale is None:
        raise RuntimeError("use_locale() outside the app root: no locale provided")
    return locale


def use_device() -> Device:
    """The device this session runs on (inside a component only)."""
    device = ft.use_context(DeviceContext)
    if device is None:
        raise RuntimeError("use_device() outside the app root: no device provided")
    return device
