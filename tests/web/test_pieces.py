"""The small parts behind the web layers: the browser's language, host names, the secret file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.config import AppConfig
from scorekeeper.services.addresses import invite_address
from scorekeeper.storage.join_secret import JOIN_FILE, JoinSecretFile
from scorekeeper.web.hosts import host_name, own_names
from scorekeeper.web.languages import preferred_language

LANGS = ("en", "nl", "de", "pl", "ms")


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("nl-BE,nl;q=0.9,en;q=0.8", "nl"),
        ("fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4", "de"),
        ("en;q=0.2,pl;q=0.9", "pl"),
        ("ms;q=0,de", "de"),
        ("fr", "en"),
        ("", "en"),
        ("nl;q=abc,,;;,pl", "pl"),
    ],
)
def test_preferred_language(header: str, expected: str) -> None:
    assert preferred_language(header, LANGS, "en") == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("127.0.0.1:8550", "127.0.0.1"),
        ("LocalHost", "localhost"),
        ("[::1]:8550", "::1"),
        ("example.com.", "example.com"),
        ("[broken", ""),
    ],
)
def test_host_name(value: str, expected: str) -> None:
    assert host_name(value) == expected


def test_a_loopback_server_answers_only_to_loopback_names() -> None:
    names = own_names(AppConfig(data_dir=Path("/d")), "10.0.0.5")
    assert names == {"localhost", "127.0.0.1", "::1"}


def test_a_shared_server_also_answers_to_its_network_address() -> None:
    names = own_names(AppConfig(data_dir=Path("/d"), host="0.0.0.0"), "10.0.0.5")
    assert {"localhost", "127.0.0.1", "10.0.0.5"} <= names
    assert "0.0.0.0" not in names


def test_table_mode_is_implied_by_a_network_host_and_can_be_asked_for() -> None:
    assert not AppConfig(data_dir=Path("/d")).table_mode
    assert AppConfig(data_dir=Path("/d"), host="0.0.0.0").table_mode
    assert AppConfig(data_dir=Path("/d"), host="192.168.1.4").table_mode
    assert AppConfig(data_dir=Path("/d"), table=True).table_mode


def test_the_invite_address_carries_the_secret() -> None:
    shared = AppConfig(data_dir=Path("/d"), host="0.0.0.0", port=9000)
    assert invite_address(shared, "s3cr3t", "10.0.0.5") == "http://10.0.0.5:9000/live/?join=s3cr3t"
    assert invite_address(shared, "s3cr3t", None) is None
    local = AppConfig(data_dir=Path("/d"), table=True, port=9000)
    assert invite_address(local, "s3cr3t", None) == "http://127.0.0.1:9000/live/?join=s3cr3t"


def test_the_secret_is_made_once_kept_and_renewed(tmp_path: Path) -> None:
    store = JoinSecretFile(tmp_path)
    first = store.current()
    assert len(first) >= 22
    assert JoinSecretFile(tmp_path).current() == first
    renewed = JoinSecretFile(tmp_path).renew()
    assert renewed != first
    assert store.current() == renewed, "another holder of the folder sees the renewal"
    assert (tmp_path / JOIN_FILE).stat().st_mode & 0o077 == 0, "private to the user"


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not json",
        b"[]",
        b'{"format": "other/1", "secret": "x"}',
        b'{"format": "scorekeeper-join/1", "secret": "short"}',
    ],
)
def test_a_damaged_secret_file_is_replaced_by_a_new_secret(tmp_path: Path, content: bytes) -> None:
    (tmp_path / JOIN_FILE).write_bytes(content)
    secret = JoinSecretFile(tmp_path).current()
    assert len(secret) >= 22
    assert json.loads((tmp_path / JOIN_FILE).read_text())["secret"] == secret
