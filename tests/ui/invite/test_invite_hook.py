"""The invite screen's hooks in table mode, in a real app session (no client, no browser).

``use_invite``: the invitation, the copy, and the invitation read again after a
revoke made here; ``use_revoke``: the question, Cancel, one revoke however
often Revoke is tapped, and the failure to save, closed by its Back. The join in
Chromium is ``tests/e2e/web/test_table_join.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flet as ft
import pytest

from scorekeeper.config import AppConfig
from scorekeeper.rules.reasons import Reason
from scorekeeper.services.table_secret import SecretNotSavedError, current_secret
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite import revoke_hook as revoke_hook_module
from tests.ui.conftest import StartUi
from tests.ui.harness import UiHarness

LAN = "10.0.0.7"


@pytest.fixture
def app_config(tmp_path: Path) -> AppConfig:
    """Table mode on every address: the invitation is for the network address."""
    return AppConfig(data_dir=tmp_path / "data", host="0.0.0.0", table=True)


@pytest.fixture(autouse=True)
def on_the_wifi(monkeypatch: pytest.MonkeyPatch) -> None:
    """This computer's network address, whatever the machine running the test has."""
    monkeypatch.setattr("scorekeeper.ui.invite.hook.lan_address", lambda: LAN)


def address(secret: str) -> str:
    return f"http://{LAN}:8550/live/?join={secret}"


def shown(ui: UiHarness) -> str:
    return str(ui.find_as(keys.INVITE_ADDRESS, ft.Text).value)


def opened(ui: UiHarness) -> list[str]:
    """Where the app sends this tab (``UrlLauncher.launch_url``), as it asks."""
    urls: list[str] = []
    ui.respond_to("UrlLauncher.launch_url", lambda args: urls.append(args["url"]))
    return urls


def refuse(args: dict[str, Any]) -> None:
    raise RuntimeError("NotAllowedError: the browser refused")


def test_the_screen_shows_the_join_address_and_copies_it(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui(route="/invite")
    assert shown(ui) == address(current_secret(app_config.data_dir))
    assert not ui.exists(keys.INVITE_STATUS)
    copied: list[str] = []
    ui.respond_to("Clipboard.set", lambda args: copied.append(args["data"]))
    ui.click(keys.INVITE_COPY)
    assert copied == [shown(ui)]
    assert ui.find_as(keys.INVITE_STATUS, ft.Text).value == "The address is on the clipboard."


def test_a_refused_copy_shows_the_address_to_copy_by_hand(start_ui: StartUi) -> None:
    ui = start_ui(route="/invite")
    ui.respond_to("View.scroll_to", lambda args: None)
    ui.respond_to("Clipboard.set", refuse)
    ui.click(keys.INVITE_COPY)
    assert ui.exists(keys.INVITE_COPY_FIELD)
    assert not ui.exists(keys.INVITE_COPY)
    assert not ui.exists(keys.INVITE_STATUS)


def test_cancel_closes_the_question_and_revokes_nothing(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui(route="/invite")
    before = current_secret(app_config.data_dir)
    ui.click(keys.REVOKE)
    assert ui.exists(keys.REVOKE_CONFIRM)
    ui.click(keys.REVOKE_CANCEL)
    assert ui.open_dialogs() == []
    assert current_secret(app_config.data_dir) == before


def test_a_revoke_rejoins_this_screen_and_shows_the_new_address(
    start_ui: StartUi, app_config: AppConfig
) -> None:
    ui = start_ui(route="/invite")
    old = current_secret(app_config.data_dir)
    urls = opened(ui)
    ui.click(keys.REVOKE)
    question = ui.find(keys.REVOKE_CONFIRM)
    ui.click(question)
    ui.event(question, "click")  # a second tap before the page leaves
    new = current_secret(app_config.data_dir)
    assert new != old
    assert urls == [f"http://127.0.0.1:8550/invite?join={new}"], "revoked once, rejoined here"
    assert ui.open_dialogs() == []
    assert shown(ui) == address(new)


def test_a_revoke_not_saved_says_why_until_its_back_closes_it(
    start_ui: StartUi, app_config: AppConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(data_dir: Path) -> str:
        raise SecretNotSavedError(data_dir / "join", Reason("disk_full"))

    monkeypatch.setattr(revoke_hook_module, "renew_secret", full_disk)
    ui = start_ui(route="/settings")
    urls = opened(ui)
    ui.click(keys.REVOKE)
    ui.click(keys.REVOKE_CONFIRM)
    (failure,) = ui.open_dialogs()
    assert failure.key == keys.REVOKE_FAILED
    assert any("No space left on device" in text for text in ui.texts())
    assert urls == [f"http://127.0.0.1:8550/settings?join={current_secret(app_config.data_dir)}"]
    ui.click(keys.REVOKE_FAILED_BACK)
    assert ui.open_dialogs() == []
    ui.click(keys.REVOKE)
    assert ui.exists(keys.REVOKE_CONFIRM), "the tile asks again after a failure"
