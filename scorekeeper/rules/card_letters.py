"""The letters on a deck's corners, and which rank each letter means on which deck.

Decks print their court cards' and ace's ranks in their country's words: English
A K Q J, German K D B (König, Dame, Bube), Dutch H V B (heer, vrouw, boer),
French R D V (roi, dame, valet), Polish K D W (król, dama, walet). The same
letter can mean two ranks: **V is the queen on a Dutch deck and the jack on a
French one**, so a letter alone is not a rank until the deck's letters are known.

The card reader names the *glyph* it sees (a letter, or the digits of a number
card, ``10`` also for "1 0" and "T"); this module turns glyphs into ranks for a
chosen letter set, or works the letter set out from the letters seen on the
table (:func:`detect_letters`). When the letters seen fit several decks that read
them differently (a lone V), it says it cannot tell, and the app asks.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from scorekeeper.rules.cards import Rank


class LetterSet(enum.Enum):
    """A deck's corner letters, named by the language they come from."""

    EN = "en"
    DE = "de"
    NL = "nl"
    FR = "fr"
    PL = "pl"


NUMBER_GLYPHS: Final[Mapping[str, Rank]] = MappingProxyType(
    {str(int(rank)): rank for rank in Rank if 2 <= int(rank) <= 10}
)
"""The digits every deck prints alike: ``2`` to ``10``."""

LETTERS: Final[Mapping[LetterSet, Mapping[str, Rank]]] = MappingProxyType(
    {
        LetterSet.EN: MappingProxyType(
            {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}
        ),
        LetterSet.DE: MappingProxyType(
            {"A": Rank.ACE, "K": Rank.KING, "D": Rank.QUEEN, "B": Rank.JACK}
        ),
        LetterSet.NL: MappingProxyType(
            {"A": Rank.ACE, "H": Rank.KING, "V": Rank.QUEEN, "B": Rank.JACK}
        ),
        LetterSet.FR: MappingProxyType(
            {"A": Rank.ACE, "R": Rank.KING, "D": Rank.QUEEN, "V": Rank.JACK}
        ),
        LetterSet.PL: MappingProxyType(
            {"A": Rank.ACE, "K": Rank.KING, "D": Rank.QUEEN, "W": Rank.JACK}
        ),
    }
)
"""Each letter set's letters and the rank each stands for."""

GLYPHS: Final[tuple[str, ...]] = (
    *NUMBER_GLYPHS,
    *sorted({letter for table in LETTERS.values() for letter in table}),
)
"""Every glyph a corner can show on the decks the app reads."""


@dataclass(frozen=True, slots=True)
class LetterGuess:
    """What the letters seen say about the deck.

    ``letters`` is the one letter set to read them with, or None when the app
    cannot tell (``choices`` then lists the sets the player can pick from: the
    ones that fit the letters seen and read them differently). ``choices`` also
    holds every fitting set when one was decided, for the screen that offers a
    change.
    """

    letters: LetterSet | None
    choices: tuple[LetterSet, ...]


def rank_of(glyph: str, letters: LetterSet) -> Rank | None:
    """The rank ``glyph`` stands for on a deck with ``letters``; None if that deck lacks it."""
    return NUMBER_GLYPHS.get(glyph) or LETTERS[letters].get(glyph)


def glyphs_of(letters: LetterSet) -> frozenset[str]:
    """Every glyph a deck with ``letters`` prints: the digits and its own letters."""
    return frozenset(NUMBER_GLYPHS) | frozenset(LETTERS[letters])


def fitting(glyphs: Iterable[str]) -> tuple[LetterSet, ...]:
    """The letter sets in which every letter among ``glyphs`` occurs, in enum order."""
    seen = {g for g in glyphs if g not in NUMBER_GLYPHS}
    return tuple(s for s in LetterSet if seen <= LETTERS[s].keys())


def detect_letters(glyphs: Iterable[str], preferred: LetterSet | None = None) -> LetterGuess:
    """Which letter set reads ``glyphs``, from the letters among them.

    Every set that has all the letters seen fits. If the fitting sets read each
    letter seen as the same rank, the reading does not depend on the choice and
    the first fitting set is taken (``preferred`` first, if it fits: the app
    passes the player's language, so a lone K on an English phone stays English).
    If they disagree (a V seen, no H, R or D beside it), it cannot tell. No
    fitting set at all (letters of two decks in one photo, or a misread) cannot
    tell either, and every set is offered.
    """
    seen = sorted({g for g in glyphs if g not in NUMBER_GLYPHS})
    sets = fitting(seen)
    if not sets:
        return LetterGuess(None, tuple(LetterSet))
    readings = {tuple(LETTERS[s][g] for g in seen) for s in sets}
    if len(readings) > 1:
        return LetterGuess(None, _distinct(sets, seen))
    chosen = preferred if preferred in sets else sets[0]
    return LetterGuess(chosen, sets)


def _distinct(sets: tuple[LetterSet, ...], seen: list[str]) -> tuple[LetterSet, ...]:
    """One set per distinct reading of ``seen``, the first in enum order of each."""
    kept: dict[tuple[Rank, ...], LetterSet] = {}
    for letter_set in sets:
        kept.setdefault(tuple(LETTERS[letter_set][g] for g in seen), letter_set)
    return tuple(kept.values())
