"""Taps shared by the screen tests: record a hand the way a player does."""

from __future__ import annotations

from typing import Any

from scorekeeper.ui.game import keys

from ..harness import UiHarness


def text_of(ui: UiHarness, key: str) -> str:
    """The text a ``Text`` control with ``key`` shows."""
    control: Any = ui.find(key)
    return str(control.value)


def totals(ui: UiHarness) -> list[int]:
    """The three totals on the tiles, in seat order."""
    return [int(text_of(ui, keys.tile_total(seat))) for seat in range(3)]


def type_deadwood(ui: UiHarness, value: int) -> None:
    """Tap the digits of ``value`` on the pad."""
    for digit in str(value):
        ui.click(keys.pad_digit(int(digit)))


def enter(ui: UiHarness, result: str, by: int | None = None, *deadwood: int) -> None:
    """Result, who (by seat), then each needed deadwood followed by Next / Done."""
    ui.click(keys.result_choice(result))
    if by is not None:
        ui.click(keys.by_choice(by))
    for value in deadwood:
        type_deadwood(ui, value)
        ui.click(keys.PAD_NEXT)


def let_notice_expire(ui: UiHarness) -> None:
    """Dismiss the snack bar as its timer would (the harness counts it as covering the screen)."""
    for dialog in ui.open_dialogs():
        if is_notice(dialog):
            ui.event(dialog, "dismiss")


def is_notice(dialog: Any) -> bool:
    """Whether an open dialog is the screen's snack bar (its key ends with a serial)."""
    return str(dialog.key).startswith(keys.SNACKBAR + ".")


def record(ui: UiHarness, result: str, by: int | None = None, *deadwood: int) -> None:
    """Open the sheet, enter the hand, save it."""
    let_notice_expire(ui)
    ui.click(keys.TABLE_RECORD)
    enter(ui, result, by, *deadwood)
    ui.click(keys.SHEET_SAVE)
