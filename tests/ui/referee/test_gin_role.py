"""The referee's summary calls a gin player what they did: went gin, not "knocker"."""

from __future__ import annotations

from ..conftest import StartUi
from .hands import ANN_GIN, ANN_KNOCKS, BOB_LAYS_OFF
from .test_panel import keys, referee, tap


def test_the_summary_of_a_gin_says_went_gin(start_ui: StartUi) -> None:
    ui = referee(start_ui, "?result=gin")
    tap(ui, ANN_GIN)
    ui.click(keys.NEXT)
    tap(ui, BOB_LAYS_OFF)
    ui.click(keys.NEXT)
    assert ui.has_text("went gin")
    assert not ui.has_text("knocker")


def test_the_summary_of_a_knock_still_says_knocker(start_ui: StartUi) -> None:
    ui = referee(start_ui)
    tap(ui, ANN_KNOCKS)
    ui.click(keys.NEXT)
    tap(ui, BOB_LAYS_OFF)
    ui.click(keys.NEXT)
    assert ui.has_text("knocker")
