"""A text field's change as the text the player typed.

Why apart from the kit: a form's hook and its view both hand a field's change
on as plain text, and neither should need the kit's drawing to do it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft


def on_text(handler: Callable[[str], None]) -> Callable[[ft.Event[ft.TextField]], None]:
    """A text field's ``on_change`` that hands ``handler`` the field's new text."""
    return partial(_typed, handler)


def _typed(handler: Callable[[str], None], event: ft.Event[ft.TextField]) -> None:
    handler(typed_text(event))


def typed_text(event: ft.Event[ft.TextField]) -> str:
    """The text a field's change event carries: what the player's field held when it was sent.

    Why not ``event.control.value``: that is the control as the server holds it,
    and a render of the screen still showing an earlier key can set it back just
    before the event is handled. On a busy server "Bob" was then stored as "Bo"
    (and drawn back into the field) once the next name was typed. The event's
    own data is what the phone sent.
    """
    data = event.data
    return data if isinstance(data, str) else (event.control.value or "")
