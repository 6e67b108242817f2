"""A large number pad: deadwood is entered with thumbs at the table, not a keyboard.

Why not a text field: a phone keyboard covers half the screen, offers letters
and signs no deadwood has, and its keys are small. Twelve big keys (digits,
backspace, Next) are all a deadwood needs, and every key has a stable key.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorekeeper.ui.game import keys
from scorekeeper.ui.widgets import identified

KEY_HEIGHT = 52
"""Material's comfortable touch target is 48; a little more for a thumb at arm's length."""
LABEL_SIZE = 16
"""The last key's words (Next, Done, Save), in two lines at most."""
LABEL_PADDING = 4
"""Beside a key's label: Material's 24 left a third of a 360 px phone 58 px for
the words, and "Zapisz rozdanie" showed as "Zapisz rozdani", "Volgende" as "Volgen|de"."""


def _key(
    label: ft.Control, key: str, on_click: Callable[[], None], tooltip: str | None, height: int
) -> ft.Control:
    return ft.Container(
        expand=True,
        height=height,
        content=identified(
            ft.FilledTonalButton(
                content=label,
                key=key,
                # The key's name is its icon's label (below); a tooltip's own
                # semantics would name a node around the button, not the button.
                tooltip=ft.Tooltip(message=tooltip, exclude_from_semantics=True)
                if tooltip
                else None,
                on_click=on_click,
                height=height,
                style=ft.ButtonStyle(
                    shape=ft.RoundedRectangleBorder(radius=12),
                    padding=ft.Padding.symmetric(horizontal=LABEL_PADDING),
                ),
            )
        ),
    )


def _digit(digit: int, on_digit: Callable[[int], None], height: int) -> ft.Control:
    label = ft.Text(str(digit), size=26, weight=ft.FontWeight.W_600)
    return _key(label, keys.pad_digit(digit), lambda: on_digit(digit), None, height)


def number_pad(
    *,
    on_digit: Callable[[int], None],
    on_back: Callable[[], None],
    on_next: Callable[[], None],
    next_label: str,
    back_label: str,
    next_key: str = keys.PAD_NEXT,
    key_height: int = KEY_HEIGHT,
    spacing: int = 8,
) -> ft.Control:
    """Digits 1-9 in phone order, then backspace, 0 and Next (or Done, or Save).

    ``next_key`` names the last key for what it does (Save has the sheet's Save key);
    a short screen asks for lower keys (``key_height``) set closer (``spacing``).
    """
    h = key_height
    rows = [[_digit(d, on_digit, h) for d in range(start, start + 3)] for start in (1, 4, 7)]
    rows.append(
        [
            _key(
                ft.Icon(ft.Icons.BACKSPACE_OUTLINED, semantics_label=back_label),
                keys.PAD_BACK,
                on_back,
                back_label,
                h,
            ),
            _digit(0, on_digit, h),
            _key(
                # Wraps between its words ("Zapisz / rozdanie"), never inside one.
                ft.Text(
                    next_label,
                    size=LABEL_SIZE,
                    weight=ft.FontWeight.W_600,
                    text_align=ft.TextAlign.CENTER,
                    max_lines=2,
                ),
                next_key,
                on_next,
                None,
                h,
            ),
        ]
    )
    return ft.Column(
        spacing=spacing, controls=[ft.Row(spacing=spacing, controls=row) for row in rows]
    )
