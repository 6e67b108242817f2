"""Taps as pure transitions of the referee state: each returns a new ``RefereeState``.

Why apart from :mod:`~scorekeeper.ui.referee.model`: the model says what a state
means (verdicts, layoffs, what is greyed out); this module says how one state
leads to the next. A transition that is not allowed returns the state unchanged,
so a double tap or a stale button can never break the panel.
"""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.rules.cards import Card
from scorekeeper.ui.referee.model import (
    KNOCKER,
    Cards,
    RefereeOutcome,
    RefereeState,
    Step,
    can_advance,
    declared,
    is_full,
    knocker_check,
    opponent_check,
    owners,
)


def toggle(state: RefereeState, card: Card) -> RefereeState:
    """Tap a card: into the current player's hand, or back out of it.

    A card another player holds, or a new card for a full hand, changes nothing.
    Changing the knocker's cards resets the declared arrangement to the first.
    """
    hand = state.hands[state.player]
    if card in hand:
        new_hand = tuple(held for held in hand if held != card)
    elif card in owners(state) or is_full(state):
        return state
    else:
        new_hand = (*hand, card)
    return _with_hand(state, new_hand)


def discard(state: RefereeState) -> RefereeState:
    """Apply the suggested discard to the knocker's 11 cards (else nothing)."""
    verdict = knocker_check(state).verdict
    if state.player != KNOCKER or verdict is None or verdict.discard is None:
        return state
    return _with_hand(
        state, tuple(card for card in state.hands[KNOCKER] if card != verdict.discard)
    )


def put(state: RefereeState, cards: Cards) -> RefereeState:
    """The current player's cards, all at once (read from a photo and confirmed).

    Cards another player holds, or more than the player can hold, change nothing:
    "Read the cards" does not let such a list be confirmed.
    """
    held = owners(state)
    if len(cards) > state.setup.most_cards(state.player) or any(c in held for c in cards):
        return state
    return _with_hand(state, tuple(cards))


def open_reader(state: RefereeState) -> RefereeState:
    """Open "Read the cards" for the current player (only while cards are entered)."""
    if state.step is not Step.CARDS:
        return state
    return replace(state, reader_open=True)


def close_reader(state: RefereeState) -> RefereeState:
    """Back from "Read the cards" to the picker, the player's cards as they were."""
    return replace(state, reader_open=False)


def read(state: RefereeState, cards: Cards) -> RefereeState:
    """The cards the player confirmed on the photo, and the picker back in its place.

    Cards that cannot be the player's leave the hand as it was (``put``; the
    reader does not let such a list be confirmed), and the reader closes either way.
    """
    return close_reader(put(state, cards))


def clear(state: RefereeState) -> RefereeState:
    """Empty the current player's hand, to start their cards again."""
    return _with_hand(state, ())


def _with_hand(state: RefereeState, hand: Cards) -> RefereeState:
    hands = tuple(hand if i == state.player else h for i, h in enumerate(state.hands))
    choice = 0 if state.player == KNOCKER else state.choice
    return replace(state, hands=hands, choice=choice)


def advance(state: RefereeState) -> RefereeState:
    """Go on to the next step (nothing happens while ``can_advance`` is false)."""
    if not can_advance(state):
        return state
    if state.step is Step.CARDS and state.player == KNOCKER:
        if len(knocker_check(state).arrangements) > 1:
            return replace(state, step=Step.ARRANGEMENT)
        return replace(state, player=1)
    if state.step is Step.ARRANGEMENT:
        return replace(state, step=Step.CARDS, player=1)
    if state.player < len(state.setup.opponents):
        return replace(state, player=state.player + 1)
    return replace(state, step=Step.SUMMARY)


def back(state: RefereeState) -> RefereeState:
    """The step before; the cards already entered are kept."""
    if state.step is Step.SUMMARY:
        return replace(state, step=Step.CARDS, player=len(state.setup.opponents))
    if state.step is Step.ARRANGEMENT:
        return replace(state, step=Step.CARDS, player=KNOCKER)
    if state.player == KNOCKER:
        return state
    if state.player == 1 and len(knocker_check(state).arrangements) > 1:
        return replace(state, step=Step.ARRANGEMENT)
    return replace(state, player=state.player - 1)


def choose(state: RefereeState, choice: int) -> RefereeState:
    """Declare the knocker's ``choice``-th best arrangement."""
    if not 0 <= choice < len(knocker_check(state).arrangements):
        raise ValueError(f"there is no arrangement {choice}")
    return replace(state, choice=choice)


def outcome(state: RefereeState) -> RefereeOutcome:
    """The cards and deadwoods for the hand sheet; ``ValueError`` before all are in."""
    check = knocker_check(state)
    arrangement = declared(state)
    if not check.ready or arrangement is None:
        raise ValueError("the knocker's cards are not complete or do not allow the result")
    deadwood = {state.setup.knocker: arrangement.deadwood}
    for index, name in enumerate(state.setup.opponents, start=1):
        result = opponent_check(state, index)
        if result is None:
            raise ValueError(f"{name}'s cards are not complete")
        deadwood[name] = result.deadwood
    cards = {
        name: tuple(sorted(hand))
        for name, hand in zip(state.setup.players, state.hands, strict=True)
    }
    return RefereeOutcome(cards=cards, deadwood=deadwood)
