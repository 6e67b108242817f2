"""The invite screen without a client: reachable from the start screen, and outside table mode
it says how to start table mode (the browser test covers the join address and revoking)."""

from __future__ import annotations

from pathlib import Path

import zxingcpp

from scorekeeper.config import AppConfig
from scorekeeper.services.sharing import render_svg
from scorekeeper.ui.invite import keys
from scorekeeper.ui.invite.model import TABLE_COMMAND, InviteState, invitation, rejoin_address
from scorekeeper.ui.invite.qr import address_svg
from tests.ui.conftest import StartUi
from tests.ui.qr_drawing import drawn


def test_the_start_screen_leads_to_the_invite_screen(start_ui: StartUi) -> None:
    ui = start_ui()
    ui.click(keys.HOME_INVITE)
    assert ui.route == "/invite"
    assert ui.exists(keys.INVITE_NOT_TABLE), "this app was not started in table mode"
    assert ui.has_text(TABLE_COMMAND)
    assert not ui.exists(keys.INVITE_QR)


def test_outside_table_mode_settings_offer_no_revoking(start_ui: StartUi) -> None:
    ui = start_ui(route="/settings")
    assert not ui.exists(keys.REVOKE)
    assert not ui.exists(keys.SETTINGS_INVITE)


def test_the_invitation_for_each_way_the_app_runs() -> None:
    shared = AppConfig(data_dir=Path("/d"), host="0.0.0.0", port=8550)
    ready = invitation(shared, "s3cret", "10.0.0.7", web=True)
    assert ready.state is InviteState.READY
    assert ready.address == "http://10.0.0.7:8550/live/?join=s3cret"
    assert invitation(shared, "s3cret", None, web=True).state is InviteState.NO_NETWORK
    assert invitation(shared, "s3cret", "10.0.0.7", web=False).state is InviteState.NOT_TABLE
    local = AppConfig(data_dir=Path("/d"))
    assert invitation(local, None, None, web=True).state is InviteState.NOT_TABLE


def test_the_join_address_qr_code_reads_back_exactly() -> None:
    address = "http://192.168.178.23:8550/?join=Ab-_9xYzQ1w2E3r4T5y6U7i8O9p0LkJh"
    result = zxingcpp.read_barcode(drawn(address_svg(address)))
    assert result is not None
    assert result.text == address


def test_a_game_code_drawn_for_the_screen_reads_back_exactly() -> None:
    text = "SK1:ABC123 $%*+-./:"
    result = zxingcpp.read_barcode(drawn(render_svg(text)))
    assert result is not None
    assert result.text == text


def test_the_device_that_revoked_rejoins_the_screen_it_was_on() -> None:
    assert (
        rejoin_address("ws://10.0.0.7:8550/ws", "/settings", "n3w")
        == "http://10.0.0.7:8550/settings?join=n3w"
    )
    assert rejoin_address("wss://table.example/ws", "/", "n3w") == "https://table.example/?join=n3w"
