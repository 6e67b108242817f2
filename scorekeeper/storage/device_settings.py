"""What each device at the table chose for itself: its language, theme and text size.

Why a file of its own: one device (a laptop, a phone) serves the app to the
others at the table, and each of them reads the settings through it. Language,
theme and text size belong to the device that chose them, so that a grandmother
in Polish and a grandson in English share one game without overwriting each
other. ``settings.json`` stays what it always was, in the same format: the
host's settings, which are also the default of every device that has not
chosen. This file holds only what a device chose, per device::

    {"format": "scorekeeper-device-settings/1",
     "devices": {"<device id>": {"language": "pl", "theme": "dark", "large_text": true}}}

A device follows the host in every setting it did not choose itself.

Like the settings file it can never stop the app: a damaged file gives no
choices (every device follows the host) plus a :class:`SettingsProblem`, one
bad value drops that value only, and the file is written atomically, and only
when a device chooses. A device id is made by every browser that opens the
page, so the file keeps the :data:`MAX_DEVICES` devices that chose most
recently and forgets the rest.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Final

from scorekeeper.storage.atomic_storage import write_atomic
from scorekeeper.storage.errors import StorageError
from scorekeeper.storage.settings import (
    ProblemKind,
    Settings,
    SettingsProblem,
    ThemeChoice,
    settings_from_dict,
)

DEVICES_FORMAT: Final = "scorekeeper-device-settings/1"
DEVICES_FILE: Final = "device-settings.json"
MAX_DEVICES: Final = 500
"""Devices whose choices are kept; a table has a handful, a busy café a few dozen."""
MAX_DEVICES_BYTES: Final = 256 * 1024
"""The file of :data:`MAX_DEVICES` devices is under 60 kB; anything far larger is not ours."""
MAX_DEVICE_ID: Final = 64
"""The longest device id kept (the web server makes 32 characters)."""


@dataclass(frozen=True, slots=True)
class DeviceChoices:
    """What one device chose; None: it follows the host's setting."""

    language: str | None = None
    """One of :data:`scorekeeper.rules.languages.LANGUAGES`."""
    theme: ThemeChoice | None = None
    """Light, dark, or following the system."""
    large_text: bool | None = None
    """Larger text everywhere."""

    def over(self, host: Settings) -> Settings:
        """The host's settings with this device's choices in place of the host's."""
        chosen = {f.name: getattr(self, f.name) for f in fields(self)}
        return replace(host, **{name: value for name, value in chosen.items() if value is not None})

    def choosing(self, before: Settings, after: Settings) -> DeviceChoices:
        """These choices plus every setting of the device that went from ``before`` to ``after``.

        A setting that did not change stays as it was: chosen, or following the host.
        """
        changed = {
            f.name: getattr(after, f.name)
            for f in fields(self)
            if getattr(after, f.name) != getattr(before, f.name)
        }
        return replace(self, **changed)


PERSONAL: Final = tuple(f.name for f in fields(DeviceChoices))
"""The settings a device chooses for itself; the rest (new-game defaults) are the table's."""


def choices_to_dict(choices: DeviceChoices) -> dict[str, Any]:
    """The JSON object of ``choices``: only what was chosen."""
    document: dict[str, Any] = {}
    if choices.language is not None:
        document["language"] = choices.language
    if choices.theme is not None:
        document["theme"] = choices.theme.value
    if choices.large_text is not None:
        document["large_text"] = choices.large_text
    return document


def choices_from_dict(
    document: Mapping[str, Any], path: Path | None = None
) -> tuple[DeviceChoices, list[SettingsProblem]]:
    """One device's choices, each checked as the settings file checks it; a bad one is dropped."""
    given = {name: document[name] for name in PERSONAL if name in document}
    settings, problems = settings_from_dict(given, path)
    refused = {problem.setting for problem in problems}
    chosen = {name: getattr(settings, name) for name in given if name not in refused}
    return DeviceChoices(**chosen), problems


def read_devices(path: Path) -> tuple[dict[str, DeviceChoices], list[SettingsProblem]]:
    """The devices' choices in ``path``, oldest first: none if it is missing, never an exception."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_DEVICES_BYTES + 1)
    except FileNotFoundError:
        return {}, []
    except OSError as exc:
        return {}, [_damaged(path, f"cannot be read: {exc.strerror or exc}")]
    if len(raw) > MAX_DEVICES_BYTES:
        return {}, [_damaged(path, f"is larger than {MAX_DEVICES_BYTES} bytes")]
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        return {}, [_damaged(path, f"is not UTF-8 text (bad byte at {exc.start})")]
    except (ValueError, RecursionError) as exc:
        return {}, [_damaged(path, f"is not valid JSON ({exc})")]
    if not isinstance(document, dict) or not isinstance(document.get("devices", {}), dict):
        return {}, [_damaged(path, "does not hold an object of devices")]
    problems: list[SettingsProblem] = []
    fmt = document.get("format", DEVICES_FORMAT)
    if fmt != DEVICES_FORMAT:
        detail = f"format {fmt!r} is not {DEVICES_FORMAT!r}; the choices understood were used"
        problems.append(SettingsProblem(ProblemKind.UNKNOWN_FORMAT, path, detail))
    devices: dict[str, DeviceChoices] = {}
    for device, entry in list(document.get("devices", {}).items())[-MAX_DEVICES:]:
        if len(device) > MAX_DEVICE_ID or not isinstance(entry, dict):
            detail = f"device {device[:MAX_DEVICE_ID]!r}: not a device's choices; left out"
            problems.append(SettingsProblem(ProblemKind.BAD_VALUE, path, detail, "devices"))
            continue
        choices, refused = choices_from_dict(entry, path)
        problems.extend(refused)
        devices[device] = choices
    return devices, problems


def _damaged(path: Path, detail: str) -> SettingsProblem:
    detail = f"{path} {detail}; every device follows the host"
    return SettingsProblem(ProblemKind.DAMAGED, path, detail)


class DeviceSettingsStore:
    """Every device's choices, saved to a file on every change (in memory with ``path=None``).

    Shared by every session of the process, and locked: Flet runs handlers in threads.
    """

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._devices, self._problems = read_devices(path) if path else ({}, [])

    @classmethod
    def open(cls, data_dir: Path) -> DeviceSettingsStore:
        """The devices' choices kept in ``data_dir`` (the file need not exist yet)."""
        return cls(Path(data_dir) / DEVICES_FILE)

    def choices(self, device: str) -> DeviceChoices:
        """What ``device`` chose (nothing, for a device never seen)."""
        with self._lock:
            return self._devices.get(device, DeviceChoices())

    def problems(self) -> tuple[SettingsProblem, ...]:
        """What was wrong with the file or with saving it, oldest first."""
        with self._lock:
            return tuple(self._problems)

    def choose(
        self, device: str, change: Callable[[DeviceChoices], DeviceChoices]
    ) -> DeviceChoices:
        """Apply ``change`` to what ``device`` chose, save, and return the result.

        The device becomes the most recent one; past :data:`MAX_DEVICES` the
        device that chose longest ago is forgotten (it follows the host again).
        A save that fails is reported as a problem; the choice holds until the app stops.
        """
        if len(device) > MAX_DEVICE_ID:
            raise ValueError(f"a device id has at most {MAX_DEVICE_ID} characters")
        with self._lock:
            before = self._devices.get(device, DeviceChoices())
            after = change(before)
            if after == before:
                return after
            self._devices.pop(device, None)
            self._devices[device] = after
            while len(self._devices) > MAX_DEVICES:
                del self._devices[next(iter(self._devices))]
            self._write()
            return after

    def _write(self) -> None:
        if self._path is None:
            return
        document = {
            "format": DEVICES_FORMAT,
            "devices": {device: choices_to_dict(c) for device, c in self._devices.items()},
        }
        data = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self._path, data.encode("utf-8"))
        except (OSError, StorageError) as exc:
            detail = f"the devices' settings could not be saved to {self._path}: {exc}"
            self._problems.append(SettingsProblem(ProblemKind.NOT_SAVED, self._path, detail))
