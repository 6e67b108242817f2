"""The app's settings (language, look, new-game defaults) for the screens and the start.

Why a service: the composition root and the commands that start the app open
the settings files of the data folder once per process (:func:`open_settings`,
:func:`open_device_settings`), and the screens read and change them through
:class:`TableSettings`. The settings' types are plain values re-exported as
this layer's public API; the files are the store's business
(:mod:`scorekeeper.storage.settings`, :mod:`scorekeeper.storage.device_settings`).

Whose settings: language, theme and text size belong to the device that
chose them; the host's settings (``settings.json``, unchanged from earlier
versions) are the default of every device that has not chosen, and what the
host's own window changes. The defaults for new games and the letters on the
cards are the table's: a change of them from any device is the host's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Final

from scorekeeper.services.devices import Device
from scorekeeper.storage.device_settings import DeviceChoices, DeviceSettingsStore
from scorekeeper.storage.settings import Settings, SettingsProblem, SettingsStore, ThemeChoice

__all__ = [
    "Change",
    "DeviceChoices",
    "DeviceSettingsStore",
    "Settings",
    "SettingsProblem",
    "SettingsStore",
    "TableSettings",
    "ThemeChoice",
    "open_device_settings",
    "open_settings",
]

Change = Callable[[Settings], Settings]
"""A change to the settings: old settings in, new settings out."""

TABLE: Final = ("variant", "house_rules", "card_letters")
"""The settings of the whole table, whichever device changes them; the rest are a device's."""


def open_settings(data_dir: Path) -> SettingsStore:
    """The settings kept in ``data_dir`` (the file need not exist yet); read once, here."""
    return SettingsStore.open(data_dir)


def open_device_settings(data_dir: Path) -> DeviceSettingsStore:
    """What each device chose, kept in ``data_dir`` (the file need not exist yet)."""
    return DeviceSettingsStore.open(data_dir)


class TableSettings:
    """The settings each device sees: the host's, with what the device chose in their place."""

    def __init__(self, host: SettingsStore, devices: DeviceSettingsStore) -> None:
        self._host = host
        self._devices = devices

    def current(self, device: Device) -> Settings:
        """The settings in force on ``device``."""
        host = self._host.current()
        if device.host or device.id is None:
            return host
        return self._devices.choices(device.id).over(host)

    def language_set(self, device: Device) -> str | None:
        """The language someone set for ``device``: its own, else the host's saved one.

        None when nobody did (a fresh data folder): the browser's own language is
        then the best guess for the page the app opens in.
        """
        if device.id is not None and not device.host:
            chosen = self._devices.choices(device.id).language
            if chosen is not None:
                return chosen
        path = self._host.path
        return self._host.current().language if path is not None and path.exists() else None

    def problems(self) -> tuple[SettingsProblem, ...]:
        """What was wrong with either file, or with saving it."""
        return self._host.problems() + self._devices.problems()

    def update(self, device: Device, change: Change) -> Settings:
        """Apply ``change`` as ``device`` made it; return the settings in force on it now.

        The host's window changes the host's settings, the default of every
        device. Another device keeps its language, theme and text size for
        itself, as the settings it changed (one it set to what it already
        showed stays following the host); a browser that sent no device id
        keeps them in its session only (the caller's state). The new-game
        defaults and the letters on the cards (one deck lies on the table) go
        to the host's settings from any device.
        """
        if device.host:
            return self._host.update(change)
        before = self.current(device)
        after = change(before)
        table = {
            name: getattr(after, name)
            for name in TABLE
            if getattr(after, name) != getattr(before, name)
        }
        if table:
            self._host.update(lambda host: replace(host, **table))
        if device.id is not None:
            self._devices.choose(device.id, lambda mine: mine.choosing(before, after))
        return after
