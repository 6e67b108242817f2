"""The kit: the way back, the buttons and the pieces every area draws.

Why one module: every area once built its own buttons, headings and cards
(settings and statistics borrowed theirs from history), each remembering, or
not, to identify them for the browser and a screen reader. A screen takes its
frame from :mod:`scorekeeper.ui.frames` and its pieces from here, so the app
looks and reads the same on every screen. What does not draw lives beside it:
the way the player came (:mod:`scorekeeper.ui.route_state`), a field's typed
text (:mod:`scorekeeper.ui.text_field`) and the clipboard
(:mod:`scorekeeper.ui.clipboard`), so a hook can use them.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

import flet as ft

from scorekeeper.ui.back_link import back_target
from scorekeeper.ui.clipboard import revealed_key
from scorekeeper.ui.widgets import identified

# --- the way back and other actions -------------------------------------------------------------


def back_button(key: str, tooltip: str, route: str) -> ft.Control:
    """The app bar's way back for a screen that can be opened directly (a bookmark).

    A screen at the top of the view stack has no back arrow of its own; this
    one goes where the player came from (the ``back`` of the address, see
    ``back_link``), else to ``route`` (usually the start screen).
    """

    async def go_back() -> None:
        page = ft.context.page
        await page.push_route(back_target(page.route or "", route))

    return identified(
        ft.IconButton(ft.Icons.ARROW_BACK, key=key, tooltip=tooltip, on_click=go_back)
    )


def icon_action(
    icon: ft.IconData,
    key: str,
    tooltip: str,
    on_click: Callable[[], object],
    *,
    disabled: bool = False,
    icon_size: float | None = None,
) -> ft.Control:
    """An icon button with a tooltip (its accessible name) and a key (``on_click`` may be async);
    ``icon_size``: a smaller icon beside small things (the theme's when None)."""
    return identified(
        ft.IconButton(
            icon,
            key=key,
            tooltip=tooltip,
            on_click=on_click,
            disabled=disabled,
            icon_size=icon_size,
        )
    )


class Look(Enum):
    """How much a button stands out: a screen's one main action is ``MAIN``."""

    MAIN = "filled"
    TONAL = "tonal"
    OUTLINED = "outlined"
    PLAIN = "text"


_BUTTONS: dict[
    Look, type[ft.FilledButton | ft.FilledTonalButton | ft.OutlinedButton | ft.TextButton]
]
_BUTTONS = {
    Look.MAIN: ft.FilledButton,
    Look.TONAL: ft.FilledTonalButton,
    Look.OUTLINED: ft.OutlinedButton,
    Look.PLAIN: ft.TextButton,
}


def action(
    text: str,
    *,
    key: str,
    on_click: Callable[[], object],
    look: Look = Look.PLAIN,
    icon: ft.IconData | None = None,
    wide: bool = False,
    height: float | None = None,
    disabled: bool = False,
    selected: bool | None = None,
) -> ft.Control:
    """A labelled button, identified by ``key`` (its name is its text).

    Why one function: every screen built its buttons by hand, each remembering
    to identify it for the browser and a screen reader and to make a main
    action as wide as the column. ``wide`` fills the column; ``selected`` says
    which of a group of choices is the chosen one.
    """
    button = _BUTTONS[look](
        text,
        key=key,
        icon=icon,
        height=height,
        width=float("inf") if wide else None,
        disabled=disabled,
        on_click=on_click,
    )
    return identified(button, selected=selected)


def choice(
    text: str,
    *,
    key: str,
    chosen: bool,
    on_click: Callable[[], object],
    icon: ft.IconData | None = None,
    chosen_look: Look = Look.MAIN,
    disabled: bool = False,
) -> ft.Control:
    """One of a group of choices: the chosen one filled, with a check mark, heard as selected.

    Why here: each group drew its chosen button its own way, and one (the
    restore's choices) told a screen reader nothing of which was chosen.
    """
    return action(
        text,
        key=key,
        on_click=on_click,
        look=chosen_look if chosen else Look.OUTLINED,
        icon=ft.Icons.CHECK if chosen else icon,
        disabled=disabled,
        selected=chosen,
    )


# --- pieces -------------------------------------------------------------------------------------


def heading(text: str) -> ft.Control:
    """A section heading inside a form (quiet, small)."""
    return ft.Text(
        text, theme_style=ft.TextThemeStyle.TITLE_SMALL, color=ft.Colors.ON_SURFACE_VARIANT
    )


def section_title(text: str) -> ft.Text:
    """A heading inside a screen of facts (bold, larger)."""
    return ft.Text(text, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD)


def muted(text: str, *, key: str | None = None, selectable: bool = False) -> ft.Text:
    """Secondary text: readable in light and dark, but quieter than the main text."""
    return ft.Text(
        text,
        key=key,
        theme_style=ft.TextThemeStyle.BODY_MEDIUM,
        color=ft.Colors.ON_SURFACE_VARIANT,
        selectable=selectable,
    )


def copyable(text: ft.Text) -> ft.Control:
    """A selectable text (a code, a command to copy) as a node of its own, named by its words.

    Why: Flutter hands selectable text to the browser as a read-only text box,
    without a name; merged into the card around it, it made the whole card read as
    one edit field.
    """
    text.selectable = True
    text.semantics_label = text.value
    return ft.Semantics(container=True, content=text)


def copy_by_hand(text: str, hint: str, *, key: str) -> ft.Control:
    """``text`` selected in a read-only field, with ``hint`` on how to copy it by hand.

    Why: where the browser keeps the clipboard from the page (see
    ``clipboard.clipboard_blocked``), the player can still long-press the selection
    and copy it with the phone's own menu. The screen brings it into view
    (``clipboard.use_revealed`` with the same ``key``).
    """
    return ft.Column(
        key=revealed_key(key),
        spacing=4,
        controls=[
            ft.Text(hint),
            identified(
                ft.TextField(
                    value=text,
                    key=key,
                    read_only=True,
                    multiline=True,
                    max_lines=4,
                    autofocus=True,
                    selection=ft.TextSelection(0, len(text)),
                    text_style=ft.TextStyle(font_family="monospace"),
                )
            ),
        ],
    )


def error_line(text: str, key: str | None = None) -> ft.Control:
    """A refusal in the error colour with an icon (never colour alone)."""
    return ft.Row(
        key=key,
        spacing=6,
        controls=[
            ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR, size=18),
            ft.Text(text, color=ft.Colors.ERROR, expand=True),
        ],
    )


def card(content: ft.Control, *, key: str | None = None, padding: int = 16) -> ft.Control:
    """A quiet surface that groups related facts (works in light and dark).

    Flutter reads a card's texts as one node to assistive technology ("Ann,
    Games played, 4, ..."), so a card with a key also carries it as its
    semantics identifier: that is how a screen reader user's browser, and a
    browser test, finds the card.
    """
    surface = ft.Container(
        key=key,
        content=content,
        padding=padding,
        border_radius=12,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
    )
    if key is None:
        return surface
    return ft.Semantics(identifier=key, container=True, content=surface)


def empty_state(icon: ft.IconData, text: str, *, key: str) -> ft.Control:
    """What a list shows when there is nothing in it: an icon and one sentence."""
    return ft.Container(
        key=key,
        padding=ft.Padding.symmetric(vertical=48, horizontal=24),
        alignment=ft.Alignment.CENTER,
        content=ft.Column(
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=12,
            controls=[
                ft.Icon(icon, size=48, color=ft.Colors.ON_SURFACE_VARIANT),
                ft.Text(
                    text,
                    text_align=ft.TextAlign.CENTER,
                    theme_style=ft.TextThemeStyle.BODY_LARGE,
                ),
            ],
        ),
    )


def wide(control: ft.Control) -> ft.Control:
    """``control`` stretched to the column's width (a thumb-sized target on a phone).

    Why the wrapper: ``identified`` puts a ``Semantics`` around the control, and a
    row only stretches its direct children.
    """
    return ft.Row(controls=[ft.Container(expand=True, content=control)])
