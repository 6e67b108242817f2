"""Stable keys of the referee panel, for tests and the semantics tree.

Card keys use card notation (``referee.card.TD``), so a test names a card the way
players and files do, in any language.
"""

from __future__ import annotations

from typing import Final

from scorekeeper.rules.cards import Card

PANEL: Final = "referee.panel"
TITLE: Final = "referee.title"
CANCEL: Final = "referee.cancel"
BACK: Final = "referee.back"
NEXT: Final = "referee.next"
DONE: Final = "referee.done"
CLEAR: Final = "referee.clear"
DISCARD: Final = "referee.discard"
"""Applies the suggested discard to the knocker's 11 cards."""
COUNT: Final = "referee.count"
VERDICT: Final = "referee.verdict"
PROBLEM: Final = "referee.problem"
NOTE: Final = "referee.note"
DEADWOOD: Final = "referee.deadwood"
"""The deadwood line of the player on screen."""
UNMATCHED: Final = "referee.unmatched"

DEMO_VIEW: Final = "referee.demo"
DEMO_OUTCOME: Final = "referee.demo.outcome"
DEMO_AGAIN: Final = "referee.demo.again"


def card(card: Card) -> str:
    """A card of the 4 x 13 picker."""
    return f"referee.card.{card}"


def tray_card(card: Card) -> str:
    """A card in the tray of the player being entered (tap to take it out)."""
    return f"referee.tray.{card}"


def arrangement(index: int) -> str:
    """One of the knocker's equally good arrangements on the choice step."""
    return f"referee.arrangement.{index}"


def meld(index: int) -> str:
    """The knocker's ``index``-th declared meld, with any cards laid off on it."""
    return f"referee.meld.{index}"


def layoff(card: Card) -> str:
    """A card laid off, shown inside the meld it extends."""
    return f"referee.layoff.{card}"


def own_meld(player: str, index: int) -> str:
    """An opponent's own ``index``-th meld."""
    return f"referee.own.{player}.{index}"


def summary(player: str) -> str:
    """A player's line on the summary step (name and deadwood)."""
    return f"referee.summary.{player}"
