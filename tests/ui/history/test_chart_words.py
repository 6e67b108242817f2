"""The chart of a game still being played does not call its totals final."""

from __future__ import annotations

import flet as ft

from scorekeeper.storage.repository import GameRepository

from ..conftest import StartUi
from ..harness import UiHarness


def _labels(ui: UiHarness) -> list[str]:
    return [c.label for c in ui.controls() if isinstance(c, ft.Semantics) and c.label]


def test_an_unfinished_game_is_heard_with_its_totals_so_far(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    labels = _labels(start_ui(route="/history/g3"))
    chart = [label for label in labels if label.startswith("Chart of the running totals")]
    assert len(chart) == 1 and chart[0].startswith("Chart of the running totals. Totals so far: ")
    assert not any("Final totals" in label for label in labels)


def test_a_finished_game_is_heard_with_its_final_totals(
    start_ui: StartUi, recorded: GameRepository
) -> None:
    labels = _labels(start_ui(route="/history/g1"))
    assert "Chart of the running totals. Final totals: Ann 14 · Bob 60 · Cid 48" in labels
