"""Screens laid out with ``view_padding`` keep clear of a notch and the home indicator."""

from __future__ import annotations

import flet as ft
import pytest

from .conftest import StartUi


@pytest.mark.parametrize("route", ["/history", "/settings", "/settings/backup", "/stats"])
def test_content_keeps_clear_of_the_phones_insets(start_ui: StartUi, route: str) -> None:
    ui = start_ui(width=800, height=360)
    # What a phone held sideways reports: a notch on the left, the home indicator below.
    ui.page.media.padding = ft.Padding(left=44, top=0, right=0, bottom=21)
    ui.go(route)
    view = ft.unwrap_component(ft.unwrap_component(ui.page.views)[-1])
    assert view.padding.left >= 12 + 44
    assert view.padding.right >= 12
    assert view.padding.bottom >= 8 + 21
