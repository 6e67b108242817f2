"""The referee panel's state and what its controls do.

Why a hook: the hand sheet (and the ``/referee`` demo) opens the panel with the
hand's setup and two callbacks, and only wants the outcome back. In between,
every tap is one pure change of :mod:`~scorekeeper.ui.referee.flow` applied to
the latest ``RefereeState`` held here, so the panel and its steps only draw.
There is no service call: the outcome goes to the host's ``on_done``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import flet as ft

from scorekeeper.rules.cards import Card
from scorekeeper.ui.referee import flow, model
from scorekeeper.ui.referee.model import Cards, RefereeOutcome, RefereeSetup, RefereeState
from scorekeeper.ui.referee.reading_model import Hand

Change = Callable[[RefereeState], RefereeState]


@dataclass(frozen=True, slots=True)
class PanelActions:
    """One handler per kind of control on the panel."""

    on_card: Callable[[Card], None]
    """A card tapped in the picker or the tray: into the current hand, or back out."""
    on_clear: Callable[[], None]
    on_discard: Callable[[], None]
    """Take the suggested discard out of the knocker's 11 cards."""
    on_choose: Callable[[int], None]
    """Declare the knocker's arrangement of that number (from 0)."""
    on_next: Callable[[], None]
    on_back: Callable[[], None]
    on_done: Callable[[], None]
    """Hand the outcome to the host (offered on the summary only)."""
    on_cancel: Callable[[], None]
    """Hand nothing back."""
    on_read: Callable[[], None]
    """Open "Read the cards" in place of the current player's picker."""
    on_read_confirm: Callable[[Cards], None]
    """The cards the player confirmed on the photo: the player's hand."""
    on_read_cancel: Callable[[], None]
    """Close "Read the cards" and tap the cards in instead."""


@dataclass(frozen=True, slots=True)
class RefereePanel:
    """What the panel draws, and what its controls do."""

    state: RefereeState
    reading: Hand | None
    """The hand "Read the cards" reads while it is open, else None."""
    actions: PanelActions


def use_referee_panel(
    setup: RefereeSetup,
    on_done: Callable[[RefereeOutcome], None],
    on_cancel: Callable[[], None],
    *,
    read_first: bool = False,
) -> RefereePanel:
    """Referee ``setup``'s hand; ``read_first`` opens on "Read the cards" for the knocker."""
    stored, set_state = ft.use_state(model.start(setup, reader_open=read_first))
    state = model.for_setup(stored, setup)

    def change(step: Change) -> None:
        """Apply ``step`` to the latest state (two quick taps both count)."""
        set_state(lambda old: step(model.for_setup(old, setup)))

    def on_card(card: Card) -> None:
        change(partial(flow.toggle, card=card))

    def on_choose(choice: int) -> None:
        change(partial(flow.choose, choice=choice))

    def on_read_confirm(cards: Cards) -> None:
        change(partial(flow.read, cards=cards))

    def done() -> None:
        on_done(flow.outcome(state))

    actions = PanelActions(
        on_card=on_card,
        on_clear=partial(change, flow.clear),
        on_discard=partial(change, flow.discard),
        on_choose=on_choose,
        on_next=partial(change, flow.advance),
        on_back=partial(change, flow.back),
        on_done=done,
        on_cancel=on_cancel,
        on_read=partial(change, flow.open_reader),
        on_read_confirm=on_read_confirm,
        on_read_cancel=partial(change, flow.close_reader),
    )
    return RefereePanel(state, _reading(state), actions)


def _reading(state: RefereeState) -> Hand | None:
    """The current player's hand for "Read the cards", with the cards the others hold."""
    if not model.shows_reader(state):
        return None
    player = state.player
    name = state.setup.players[player]
    return Hand(name, state.setup.most_cards(player), model.owners(state))
