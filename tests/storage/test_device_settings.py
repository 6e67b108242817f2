"""Each device's own choices: read field by field, bounded, and over the host's settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.services.devices import HOST_WINDOW, Device
from scorekeeper.services.settings import TableSettings
from scorekeeper.storage.device_settings import (
    DEVICES_FILE,
    DEVICES_FORMAT,
    MAX_DEVICES,
    DeviceChoices,
    DeviceSettingsStore,
)
from scorekeeper.storage.settings import ProblemKind, Settings, SettingsStore, ThemeChoice

ANN = "a" * 32
BOB = "b" * 32


def test_choices_take_the_place_of_the_hosts_settings_one_by_one() -> None:
    host = Settings(language="nl", theme=ThemeChoice.DARK, large_text=True)
    assert DeviceChoices().over(host) == host
    mine = DeviceChoices(language="pl", large_text=False)
    assert mine.over(host) == Settings(language="pl", theme=ThemeChoice.DARK, large_text=False)


def test_only_what_changed_becomes_a_choice() -> None:
    before = Settings(language="nl")
    after = Settings(language="nl", theme=ThemeChoice.LIGHT)
    assert DeviceChoices(large_text=True).choosing(before, after) == DeviceChoices(
        theme=ThemeChoice.LIGHT, large_text=True
    )


def test_choices_are_kept_across_a_restart(tmp_path: Path) -> None:
    store = DeviceSettingsStore.open(tmp_path)
    store.choose(ANN, lambda _: DeviceChoices(language="pl", theme=ThemeChoice.DARK))
    again = DeviceSettingsStore.open(tmp_path)
    assert again.choices(ANN) == DeviceChoices(language="pl", theme=ThemeChoice.DARK)
    assert again.choices(BOB) == DeviceChoices()
    document = json.loads((tmp_path / DEVICES_FILE).read_text("utf-8"))
    assert document == {
        "format": DEVICES_FORMAT,
        "devices": {ANN: {"language": "pl", "theme": "dark"}},
    }


def test_a_bad_value_drops_that_value_only(tmp_path: Path) -> None:
    (tmp_path / DEVICES_FILE).write_text(
        json.dumps({"devices": {ANN: {"language": "xx", "theme": "dark"}, BOB: 7}}), "utf-8"
    )
    store = DeviceSettingsStore.open(tmp_path)
    assert store.choices(ANN) == DeviceChoices(theme=ThemeChoice.DARK)
    assert store.choices(BOB) == DeviceChoices()
    problems = store.problems()
    assert [p.kind for p in problems] == [ProblemKind.BAD_VALUE, ProblemKind.BAD_VALUE]
    assert "'xx' is not one of en, nl, de, pl, ms" in problems[0].detail
    assert "not a device's choices" in problems[1].detail


@pytest.mark.parametrize(
    ("content", "named"),
    [
        (b"\xff\xfe", "not UTF-8"),
        (b'{"devices": ', "not valid JSON"),
        (b'{"devices": []}', "does not hold an object of devices"),
        (b"[1]", "does not hold an object of devices"),
        (b" " * (300 * 1024), "larger than"),
    ],
)
def test_a_damaged_file_means_every_device_follows_the_host(
    tmp_path: Path, content: bytes, named: str
) -> None:
    (tmp_path / DEVICES_FILE).write_bytes(content)
    store = DeviceSettingsStore.open(tmp_path)
    assert store.choices(ANN) == DeviceChoices()
    (problem,) = store.problems()
    assert problem.kind is ProblemKind.DAMAGED
    assert named in problem.detail and problem.detail.endswith("every device follows the host")


def test_the_devices_that_chose_longest_ago_are_forgotten(tmp_path: Path) -> None:
    store = DeviceSettingsStore.open(tmp_path)
    devices = [f"{number:032x}" for number in range(MAX_DEVICES + 2)]
    for device in devices:
        store.choose(device, lambda _: DeviceChoices(language="de"))
    store.choose(devices[1], lambda _: DeviceChoices(language="pl"))  # chose again: recent
    store.choose(devices[-1], lambda _: DeviceChoices(language="nl"))
    again = DeviceSettingsStore.open(tmp_path)
    assert again.choices(devices[0]) == DeviceChoices()
    assert again.choices(devices[1]) == DeviceChoices(language="pl")
    assert again.choices(devices[2]) == DeviceChoices()
    assert again.choices(devices[-1]) == DeviceChoices(language="nl")
    document = json.loads((tmp_path / DEVICES_FILE).read_text("utf-8"))
    assert len(document["devices"]) == MAX_DEVICES


def test_a_save_that_fails_is_reported_and_the_choice_holds(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = DeviceSettingsStore.open(blocker)
    store.choose(ANN, lambda _: DeviceChoices(language="pl"))
    assert store.choices(ANN) == DeviceChoices(language="pl")
    assert store.problems()[-1].kind is ProblemKind.NOT_SAVED
    assert "could not be saved" in store.problems()[-1].detail


def test_a_device_id_is_what_the_server_makes() -> None:
    for wrong in ("", "A" * 32, "a" * 31, "a" * 33, "g" * 32, "../" + "a" * 29):
        with pytest.raises(ValueError, match="is not a device id"):
            Device(id=wrong)


def test_the_old_settings_file_is_the_hosts_and_the_default(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": "scorekeeper-settings/1", "language": "pl", "theme": "dark"}),
        "utf-8",
    )
    table = TableSettings(SettingsStore.open(tmp_path), DeviceSettingsStore.open(tmp_path))
    assert table.current(HOST_WINDOW).language == "pl"
    assert table.current(Device(id=ANN)).language == "pl"
    table.update(Device(id=ANN), lambda s: Settings(language="en", theme=s.theme))
    assert table.current(Device(id=ANN)).language == "en"
    assert SettingsStore.open(tmp_path).current().language == "pl"
