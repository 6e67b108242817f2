"""The referee panel's state and everything derived from it, without any widget.

Why a pure model: the panel is a function of one frozen ``RefereeState``; taps
become transitions in :mod:`~scorekeeper.ui.referee.flow` that return a new
state, and what the screen shows (which cards are greyed out, the verdict, the
layoffs, the deadwood, whether Next may be tapped) is computed here by the rules
engine. So every rule of the referee is unit-tested without Flet, and the
widgets only draw and dispatch.

The flow: the knocker's cards (10, or 11 before the discard) → which of several
equally good arrangements the knocker declares (only when there is a choice) →
each opponent's 10 cards → a summary → ``outcome``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import Result
from scorekeeper.rules.melds import (
    Arrangement,
    KnockVerdict,
    LayoffResult,
    all_best_arrangements,
    knock_verdict,
    lay_off,
)

Cards = tuple[Card, ...]

HAND = 10
"""Cards each player holds when the hand ends (after the knocker's discard)."""
BEFORE_DISCARD = 11
"""The knocker may be entered before discarding; the best discard is then offered."""
KNOCKER = 0
"""Index of the knocker in ``RefereeSetup.players``."""


@dataclass(frozen=True, slots=True)
class RefereeOutcome:
    """What the referee hands back to the hand sheet."""

    cards: Mapping[str, tuple[Card, ...]]
    """10 cards per player (the knocker's after the discard), in card order."""
    deadwood: Mapping[str, int]
    """The knocker's declared deadwood and each opponent's after laying off."""


@dataclass(frozen=True, slots=True)
class Message:
    """A catalogue key and its parameters: the model decides what to say, the UI says it."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)


class Step(enum.Enum):
    """Where the referee is."""

    CARDS = "cards"
    """Tapping one player's cards (``RefereeState.player``)."""
    ARRANGEMENT = "arrangement"
    """Choosing among the knocker's equally good arrangements."""
    SUMMARY = "summary"
    """All cards in: the deadwoods, to confirm."""


@dataclass(frozen=True, slots=True)
class RefereeSetup:
    """The hand being refereed, as the hand sheet knows it."""

    knocker: str
    opponents: tuple[str, ...]
    """One in ``box``, two in ``jersey``; their cards are entered in this order."""
    knock_limit: int
    allow_layoffs_on_gin: bool
    """Whether opponents may lay off on a gin hand (``jersey``: yes, ``box``: no)."""
    result: Result
    """Knock or gin, as declared in the hand sheet; the cards must allow it."""

    def __post_init__(self) -> None:
        if self.result is Result.DRAW:
            raise ValueError("the referee judges a knock or a gin, not a draw")
        names = self.players
        if not 1 <= len(self.opponents) <= 2 or len(set(names)) != len(names):
            raise ValueError(f"need a knocker and one or two other players, not {names}")

    @property
    def players(self) -> tuple[str, ...]:
        """The knocker, then the opponents: the order their cards are entered."""
        return (self.knocker, *self.opponents)

    def most_cards(self, player: int) -> int:
        """How many cards ``player`` may hold in the picker."""
        return BEFORE_DISCARD if player == KNOCKER else HAND


@dataclass(frozen=True, slots=True)
class RefereeState:
    """Everything the players have told the referee so far."""

    setup: RefereeSetup
    hands: tuple[Cards, ...]
    """Per player (same order as ``setup.players``), in the order tapped."""
    step: Step = Step.CARDS
    player: int = KNOCKER
    """Whose cards are being tapped (meaningful in ``Step.CARDS``)."""
    choice: int = 0
    """Which of the knocker's best arrangements is declared."""
    reader_open: bool = False
    """"Read the cards" is open in place of the current player's picker."""


def start(setup: RefereeSetup, *, reader_open: bool = False) -> RefereeState:
    """A fresh referee: no cards yet, at the knocker's picker (or its photo reader)."""
    return RefereeState(
        setup=setup, hands=tuple(() for _ in setup.players), reader_open=reader_open
    )


def for_setup(state: RefereeState, setup: RefereeSetup) -> RefereeState:
    """``state`` if it referees ``setup``, else a fresh start for ``setup``.

    Why: the host may draw the panel again for another hand (the sheet changed
    under it); cards tapped for the old hand mean nothing for the new one. Whether
    the photo reader is open is the player's choice, not the hand's, so it stays.
    """
    if state.setup == setup:
        return state
    return start(setup, reader_open=state.reader_open)


def shows_reader(state: RefereeState) -> bool:
    """Whether "Read the cards" stands in for the picker: only while cards are entered."""
    return state.reader_open and state.step is Step.CARDS


# --- the picker ----------------------------------------------------------------------


def owners(state: RefereeState) -> dict[Card, str]:
    """Cards held by players other than the current one, with who holds them.

    Each physical card exists once, so the picker greys these out.
    """
    return {
        card: name
        for index, (name, hand) in enumerate(zip(state.setup.players, state.hands, strict=True))
        if index != state.player
        for card in hand
    }


def is_full(state: RefereeState) -> bool:
    """The current player holds as many cards as they can."""
    return len(state.hands[state.player]) >= state.setup.most_cards(state.player)


# --- what the referee says -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KnockerCheck:
    """The knocker's cards judged: verdict, arrangements, and whether they fit the result."""

    cards: Cards
    verdict: KnockVerdict | None
    """Once 10 or 11 cards are in (with 11: for the best discard)."""
    arrangements: tuple[Arrangement, ...]
    """Every least-deadwood arrangement of exactly 10 cards; empty otherwise."""
    headline: Message | None
    """"Gin!", "Can knock (6)" or "Cannot knock: 14 is over 10"."""
    problem: Message | None
    """Why these cards do not allow the declared result (blocks going on)."""
    note: Message | None
    """Anything else worth knowing (a knock with 0 deadwood counts as gin)."""

    @property
    def ready(self) -> bool:
        """10 cards that allow the declared result: the referee may go on."""
        return len(self.cards) == HAND and self.verdict is not None and self.problem is None


def knocker_check(state: RefereeState) -> KnockerCheck:
    """Judge the knocker's cards against the knock limit and the declared result."""
    setup = state.setup
    cards = state.hands[KNOCKER]
    if len(cards) not in (HAND, BEFORE_DISCARD):
        return KnockerCheck(cards, None, (), None, None, None)
    verdict = knock_verdict(cards, setup.knock_limit)
    values = {"deadwood": verdict.deadwood, "limit": setup.knock_limit, "player": setup.knocker}
    if verdict.is_gin:
        headline = Message("referee.verdict.gin")
    elif verdict.can_knock:
        headline = Message("referee.verdict.can_knock", values)
    else:
        headline = Message("referee.verdict.cannot_knock", values)
    problem = note = None
    if setup.result is Result.GIN and not verdict.is_gin:
        problem = Message("referee.problem.not_gin", values)
    elif not verdict.can_knock:
        problem = Message("referee.problem.cannot_knock", values)
    elif setup.result is Result.KNOCK and verdict.is_gin:
        note = Message("referee.note.knock_is_gin", values)
    arrangements = all_best_arrangements(cards) if len(cards) == HAND else ()
    return KnockerCheck(cards, verdict, arrangements, headline, problem, note)


def declared(state: RefereeState) -> Arrangement | None:
    """The arrangement the knocker lays down, once their 10 cards are in."""
    arrangements = knocker_check(state).arrangements
    if not arrangements:
        return None
    return arrangements[min(state.choice, len(arrangements) - 1)]


def layoffs_allowed(state: RefereeState) -> bool:
    """Opponents may lay off, unless the knocker went gin where that is not allowed."""
    verdict = knocker_check(state).verdict
    is_gin = verdict is not None and verdict.is_gin
    return state.setup.allow_layoffs_on_gin or not is_gin


def opponent_check(state: RefereeState, player: int) -> LayoffResult | None:
    """An opponent's own melds, layoffs and deadwood, once all their 10 cards are in.

    Each opponent lays off on the knocker's declared melds as declared.
    """
    melds = declared(state)
    cards = state.hands[player]
    if melds is None or len(cards) != HAND:
        return None
    return lay_off(melds.melds, cards, layoffs_allowed(state))


def count_message(state: RefereeState) -> Message:
    """The line above the tray: how many cards are in, and what is still needed."""
    count = len(state.hands[state.player])
    name = state.setup.players[state.player]
    if state.player == KNOCKER and count == BEFORE_DISCARD:
        return Message("referee.count.discard", {"player": name})
    if count == HAND:
        return Message("referee.count.complete", {"player": name, "count": count})
    return Message("referee.count", {"player": name, "count": count, "total": HAND})


def can_go_back(state: RefereeState) -> bool:
    """Whether "Back" is shown: everywhere but the knocker's cards, the first step."""
    return state.step is not Step.CARDS or state.player != KNOCKER


def can_advance(state: RefereeState) -> bool:
    """Whether "Next" may be tapped."""
    if state.step is Step.ARRANGEMENT:
        return True
    if state.step is Step.SUMMARY:
        return False
    if state.player == KNOCKER:
        return knocker_check(state).ready
    return len(state.hands[state.player]) == HAND
