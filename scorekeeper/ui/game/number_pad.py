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


def _key(
    label: ft.Control, key: str, on_click: Callable[[], None], tooltip: str | None
) -> ft.Control:
    return ft.Container(
        expand=True,
        height=KEY_HEIGHT,
        content=identified(
            ft.FilledTonalButton(
                content=label,
                key=key,
                tooltip=tooltip,
                on_click=on_click,
                height=KEY_HEIGHT,
                style=ft.ButtonStyle(shape=ft.RoundedRectangleBorder(radius=12)),
            )
        ),
    )


def _digit(digit: int, on_digit: Callable[[int], None]) -> ft.Control:
    label = ft.Text(str(digit), size=26, weight=ft.FontWeight.W_600)
    return _key(label, keys.pad_digit(digit), lambda: on_digit(digit), None)


def number_pad(
    *,
    on_digit: Callable[[int], None],
    on_back: Callable[[], None],
    on_next: Callable[[], None],
    next_label: str,
    back_label: str,
    next_key: str = keys.PAD_NEXT,
) -> ft.Control:
    """Digits 1-9 in phone order, then backspace, 0 and Next (or Done, or Save).

    ``next_key`` names the last key for what it does (Save has the sheet's Save key).
    """
    rows = [[_digit(d, on_digit) for d in range(start, start + 3)] for start in (1, 4, 7)]
    rows.append(
        [
            _key(ft.Icon(ft.Icons.BACKSPACE_OUTLINED), keys.PAD_BACK, on_back, back_label),
            _digit(0, on_digit),
            _key(
                ft.Text(next_label, size=18, weight=ft.FontWeight.W_600),
                next_key,
                on_next,
                None,
            ),
        ]
    )
    return ft.Column(spacing=8, controls=[ft.Row(spacing=8, controls=row) for row in rows])
