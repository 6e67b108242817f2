"""Every control a player can act on in the rules screen is identified by its key."""

from __future__ import annotations

import pytest

from ..conftest import StartUi
from ..sharing.checks import assert_identified


@pytest.mark.parametrize(("route", "at_least"), [("/rules", 3), ("/rules/box/7", 1)])
def test_every_interactive_control_is_identified(
    start_ui: StartUi, route: str, at_least: int
) -> None:
    ui = start_ui(route="/rules")
    ui.respond_to("Column.scroll_to", lambda args: None)
    ui.go(route)
    assert assert_identified(ui) >= at_least
