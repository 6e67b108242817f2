"""Checks shared by the screen tests of sharing and rules."""

from __future__ import annotations

import flet as ft

from ..harness import UiHarness

HANDLERS = ("on_click", "on_change", "on_submit", "on_select", "on_tap", "on_long_press")


def assert_identified(ui: UiHarness) -> int:
    """Check every interactive control on screen; returns how many there were."""
    interactive = [
        c
        for c in ui.controls()
        if any(getattr(c, name, None) for name in HANDLERS) and not isinstance(c, ft.Page)
    ]
    for control in interactive:
        assert isinstance(control.key, str), f"{type(control).__name__} has no key"
        parent = control.parent
        assert isinstance(parent, ft.Semantics) and parent.identifier == control.key, control.key
    return len(interactive)
