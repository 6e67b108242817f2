"""Building blocks of the settings screens: a choice in a list, a labelled switch."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.ui.widgets import identified


def choice_tile(
    key: str,
    title: str,
    *,
    selected: bool,
    on_choose: Callable[[], None],
    icon: ft.IconData | None = None,
    subtitle: str | None = None,
) -> ft.Control:
    """One option of a "pick one" list: a radio mark, an optional icon, the words.

    A list tile rather than Flutter's radio group: the whole row is the touch
    target (good at a card table), and it is one clickable, labelled control
    for screen readers and tests alike. The mark (filled or empty circle)
    shows the choice; the tile's ``selected`` state tells assistive technology.
    """
    mark = ft.Icons.RADIO_BUTTON_CHECKED if selected else ft.Icons.RADIO_BUTTON_UNCHECKED
    return identified(
        ft.ListTile(
            key=key,
            leading=ft.Icon(mark, color=ft.Colors.PRIMARY),
            title=ft.Text(title),
            subtitle=ft.Text(subtitle) if subtitle else None,
            trailing=ft.Icon(icon) if icon else None,
            selected=selected,
            on_click=on_choose,
            shape=ft.RoundedRectangleBorder(radius=12),
        )
    )


def link_tile(
    key: str, icon: ft.IconData, title: str, about: str, on_click: Callable[[], object]
) -> ft.Control:
    """A settings line that opens another screen: icon, title, one line of why, a chevron."""
    return identified(
        ft.ListTile(
            key=key,
            leading=ft.Icon(icon, color=ft.Colors.PRIMARY),
            title=ft.Text(title),
            subtitle=ft.Text(about),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=on_click,
        )
    )
