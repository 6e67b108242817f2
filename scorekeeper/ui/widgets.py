"""Small building blocks shared by the screens."""

from __future__ import annotations

from typing import TypeVar

import flet as ft

ControlT = TypeVar("ControlT", bound=ft.Control)


def identified(control: ControlT) -> ft.Semantics:
    """Wrap an interactive control so its key is also its semantics identifier.

    Why: Flutter web renders the app on a canvas; what a browser (and a browser
    test) can address is the semantics tree, where an identifier becomes the
    ``flt-semantics-identifier`` attribute. The key stays on the control itself
    for the no-client tests.
    """
    if not isinstance(control.key, str):
        raise ValueError(f"{type(control).__name__} needs a string key to be identified")
    return ft.Semantics(identifier=control.key, content=control)
