"""The app's settings (language, look, new-game defaults) for the screens and the start.

Why a service: the composition root and the commands that start the app open
the settings file of the data folder once per process (:func:`open_settings`),
and the screens read and change them through the store they are handed. The
settings' types are plain values re-exported as this layer's public API; the
file itself is the store's business (:mod:`scorekeeper.storage.settings`).
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.storage.settings import Settings, SettingsProblem, SettingsStore, ThemeChoice

__all__ = ["Settings", "SettingsProblem", "SettingsStore", "ThemeChoice", "open_settings"]


def open_settings(data_dir: Path) -> SettingsStore:
    """The settings kept in ``data_dir`` (the file need not exist yet); read once, here."""
    return SettingsStore.open(data_dir)
