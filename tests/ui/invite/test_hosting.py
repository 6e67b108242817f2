"""The "Host this table" switch's model: when it is offered, and how it changes."""

from __future__ import annotations

import errno

import pytest

from scorekeeper.ui.invite.hosting import (
    Hosting,
    HostState,
    following,
    hosting_now,
    hosting_offered,
    switched_off,
    switched_on,
)

ADDRESS = "http://192.168.1.20:8550/live/?join=abc"


@pytest.mark.parametrize(
    ("web", "can_host", "offered"),
    [(False, True, True), (True, True, False), (False, False, False), (True, False, False)],
)
def test_the_switch_is_offered_only_where_no_web_server_serves_the_app(
    web: bool, can_host: bool, offered: bool
) -> None:
    assert hosting_offered(web=web, can_host=can_host) is offered


def test_switched_on_it_serves_on_the_wifi_address() -> None:
    asked: list[str] = []

    def start(lan: str) -> str:
        asked.append(lan)
        return ADDRESS

    hosting = switched_on("192.168.1.20", start)
    assert hosting == Hosting(HostState.ON, ADDRESS)
    assert hosting.on
    assert asked == ["192.168.1.20"]


def test_without_wifi_it_stays_off_and_starts_nothing() -> None:
    def start(lan: str) -> str:
        raise AssertionError("started without a network address")

    hosting = switched_on(None, start)
    assert hosting.state is HostState.NO_WIFI
    assert not hosting.on


def test_a_port_in_use_leaves_it_off_with_the_reason() -> None:
    def start(lan: str) -> str:
        raise OSError(errno.EADDRINUSE, "Address already in use")

    hosting = switched_on("192.168.1.20", start)
    assert hosting == Hosting(HostState.FAILED, reason="Address already in use")


def test_the_switch_follows_the_server_the_other_screen_changed() -> None:
    assert following(Hosting(), ADDRESS) == Hosting(HostState.ON, ADDRESS)
    assert following(Hosting(HostState.ON, ADDRESS), None) == Hosting()
    failed = Hosting(HostState.FAILED, reason="busy")
    assert following(failed, None) == failed
    assert hosting_now(None) == switched_off() == Hosting()
    assert hosting_now(ADDRESS).on
