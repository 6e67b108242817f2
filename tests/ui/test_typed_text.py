"""A text field's change hands on the text the phone sent, not the server's copy of the field.

On a busy server a render of the New game form that still showed "Bo" set the
server's copy of the name field back just before the change event for "Bob"
was handled; reading the control then stored "Bo" and drew it back into the
field (seen in a whole-suite run: "Bo captains"). The event's data is what
the field held when the phone sent it.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.text_field import on_text, typed_text


def change(sent: object, server_copy: str | None) -> ft.Event[ft.TextField]:
    """A change event whose data is ``sent`` from a field the server holds as ``server_copy``."""
    return ft.Event(name="change", data=sent, control=ft.TextField(value=server_copy))


def test_the_handler_gets_what_the_phone_sent_when_a_render_set_the_field_back() -> None:
    got: list[str] = []
    on_text(got.append)(change("Bob", "Bo"))
    assert got == ["Bob"]


def test_an_emptied_field_is_empty_text() -> None:
    assert typed_text(change("", "Bo")) == ""


def test_without_data_the_field_is_read() -> None:
    assert typed_text(change(None, "Bob")) == "Bob"
    assert typed_text(change(None, None)) == ""
