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


def active_seat(ui: UiHarness) -> int | None:
    """The seat whose deadwood field the pad types into (drawn with the thick frame)."""
    for seat in range(3):
        if ui.exists(keys.deadwood_field(seat)):
            field: Any = ui.find(keys.deadwood_field(seat))
            if field.border is not None and field.border.top.width > 1:
                return seat
    return None


def enter(ui: UiHarness, result: str, by: int | None = None, *deadwood: int) -> None:
    """Result, who (by seat), then each needed deadwood; Next only where the pad waits.

    The pad moves on by itself once a number cannot grow (``sheet_model.number_done``);
    a number that could (a knocker's 1, an opponent's 7) still needs Next.
    """
    ui.click(keys.result_choice(result))
    if by is not None:
        ui.click(keys.by_choice(by))
    fill(ui, *deadwood)


def fill(ui: UiHarness, *deadwood: int) -> None:
    """Type each deadwood on the pad, tapping Next only where the pad waits for more.

    After the last number nothing more is needed: the pad has closed, or (when
    that number could still grow) its last key has become Save.
    """
    for index, value in enumerate(deadwood):
        seat = active_seat(ui)
        type_deadwood(ui, value)
        last = index == len(deadwood) - 1
        if not last and seat is not None and active_seat(ui) == seat:
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
