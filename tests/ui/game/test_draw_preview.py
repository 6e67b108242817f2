"""The hand sheet's preview of a draw says who deals again once, not twice."""

from __future__ import annotations

from scorekeeper.storage.repository import GameRepository
from scorekeeper.ui.game import keys

from ..conftest import StartUi
from .steps import enter
from .test_table import box_table, jersey_table


def test_a_box_draw_is_previewed_without_repeating_the_box(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = box_table(start_ui, repository)
    ui.click(keys.TABLE_RECORD)
    enter(ui, "draw")
    said = [text for text in ui.texts() if "stays in the box and deals again" in text]
    assert said == ["Draw: nobody scores; Ann stays in the box and deals again"]


def test_a_jersey_draw_and_a_knock_keep_their_next_line(
    start_ui: StartUi, repository: GameRepository
) -> None:
    ui, _ = jersey_table(start_ui, repository)
    ui.click(keys.TABLE_RECORD)
    enter(ui, "draw")
    assert [text for text in ui.texts() if "deals again" in text] == [
        "Draw: nobody scores; Ann deals again"
    ]
    enter(ui, "knock", 0, 3, 10, 12)
    assert any(text.startswith("Next: ") for text in ui.texts())
