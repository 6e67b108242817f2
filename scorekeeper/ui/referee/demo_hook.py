"""``/referee``'s state and actions: the demo hand, and the panel's outcome once it is done."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import flet as ft

from scorekeeper.ui.referee import demo_model as model
from scorekeeper.ui.referee.model import RefereeOutcome


@dataclass(frozen=True, slots=True)
class DemoActions:
    """The handlers of the panel's end and of "Try again"."""

    done: Callable[[RefereeOutcome], None]
    cancel: Callable[[], None]
    again: Callable[[], None]


@dataclass(frozen=True, slots=True)
class RefereeDemo:
    """What the demo page draws, and what its controls do."""

    hand: model.DemoHand
    state: model.DemoState
    actions: DemoActions


def use_referee_demo() -> RefereeDemo:
    """The demo of the page's address, each change applied to the latest state."""
    hand = model.demo_hand(ft.context.page.route or "")
    state, set_state = ft.use_state(model.DemoState())
    actions = DemoActions(
        done=lambda outcome: set_state(partial(model.handed_back, outcome=outcome)),
        cancel=lambda: set_state(model.cancelled),
        again=lambda: set_state(model.again),
    )
    return RefereeDemo(hand, state, actions)
