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

READ: Final = "referee.read"
"""Read the cards of the player on screen from a photo."""
READER: Final = "reading"
READ_CAMERA: Final = "reading.camera"
READ_PICK: Final = "reading.pick"
READ_BUSY: Final = "reading.busy"
READ_REFUSAL: Final = "reading.refusal"
READ_PROBLEM: Final = "reading.problem"
READ_NOTE: Final = "reading.note"
READ_LETTERS: Final = "reading.letters"
READ_PHOTO: Final = "reading.photo"
READ_COUNT: Final = "reading.count"
READ_ADD: Final = "reading.add"
READ_PICKER_HINT: Final = "reading.picker_hint"
READ_CANCEL: Final = "reading.cancel"
READ_AGAIN: Final = "reading.again"
READ_CONFIRM: Final = "reading.confirm"

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


def read_letters(letters: str) -> str:
    """The answer "these letters" (``nl``) when the cards fit decks that read them apart."""
    return f"reading.letters.{letters}"


def read_card(card: Card, index: int | None = None) -> str:
    """A card of the list read from a photo (tap: fix it); ``index`` for a second copy."""
    return f"reading.card.{card}" + ("" if index is None else f".{index}")


def read_remove(card: Card, index: int | None = None) -> str:
    """The ✕ that takes a card out of the list read from a photo."""
    return f"reading.remove.{card}" + ("" if index is None else f".{index}")
