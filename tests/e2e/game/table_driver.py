"""Taps of a game in the real browser: the hand sheet, totals, the new-game form."""

from __future__ import annotations

from scorekeeper.ui.game import keys

from ..conftest import STEP_TIMEOUT_MS, WebApp

TOTAL_IS = """([id, value]) => {
  const node = document.querySelector(`[flt-semantics-identifier="${id}"]`);
  return node !== null && node.textContent.trim() === value;
}"""
"""True once the tile total with this identifier shows ``value``."""


def wait_total(app: WebApp, seat: int, value: int, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Wait until the tile of ``seat`` shows the total ``value``."""
    app.page.wait_for_function(
        TOTAL_IS, arg=[keys.tile_total(seat), str(value)], polling="raf", timeout=timeout_ms
    )


def wait_totals(app: WebApp, *values: int) -> None:
    """Wait until the three tiles show ``values``."""
    for seat, value in enumerate(values):
        wait_total(app, seat, value)


def pad(app: WebApp, value: int) -> None:
    """Tap the digits of ``value`` on the number pad."""
    for digit in str(value):
        app.click(id=keys.pad_digit(int(digit)))


def enter(app: WebApp, result: str, by: int | None = None, *deadwood: int) -> None:
    """Result, who (seat), each deadwood followed by Next / Done; ends on the preview."""
    app.click(id=keys.result_choice(result))
    if by is not None:
        app.click(id=keys.by_choice(by))
    for value in deadwood:
        pad(app, value)
        app.click(id=keys.PAD_NEXT)


def record(app: WebApp, result: str, by: int | None = None, *deadwood: int) -> None:
    """Open the sheet, enter the hand and wait for its preview (not yet saved)."""
    app.click(id=keys.TABLE_RECORD, expect="How did it end?")
    enter(app, result, by, *deadwood)
    app.by_id(keys.SHEET_SAVE).first.wait_for(state="visible", timeout=STEP_TIMEOUT_MS)


def save(app: WebApp) -> None:
    """Tap Save and wait until the sheet is gone."""
    app.click(id=keys.SHEET_SAVE)
    app.by_id(keys.SHEET_SAVE).first.wait_for(state="detached", timeout=STEP_TIMEOUT_MS)


def new_game(app: WebApp, variant: str, names: tuple[str, str, str]) -> None:
    """From home: New game, the variant and the three names (who starts is left to the test)."""
    app.click(id="home.new_game", expect="Who starts?")
    app.click(id=keys.variant_card(variant))
    for seat, name in enumerate(names):
        app.type_into(name, id=keys.player_field(seat))
