"""Reading the cards of a hand from a photo: the use case behind "Read the cards".

The photo is read once (:func:`read_photo`: the corner glyphs, offline); the
glyphs become cards for a letter set (:func:`cards_for`), chosen by the player
or worked out from the letters seen, so a screen that asks "which letters are on
your cards?" turns the same reading into cards again without reading the photo
twice. Nothing here scores: the player confirms the cards first.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from scorekeeper.cardreading import (
    SURE,
    CardPhotoError,
    GlyphReading,
    PhotoReading,
    PhotoTooLargeError,
    UnreadablePhotoError,
    among,
)
from scorekeeper.cardreading import read_photo as _read_photo
from scorekeeper.cardreading import read_photo_with_picture as _read_photo_with_picture
from scorekeeper.cardreading.limits import MAX_PHOTO_BYTES, megabytes
from scorekeeper.rules.card_letters import LetterSet, detect_letters, glyphs_of, rank_of
from scorekeeper.rules.cards import Card, Suit

__all__ = [
    "MAX_PHOTO_BYTES",
    "SURE",
    "CardPhotoError",
    "CardsRead",
    "GlyphReading",
    "LetterSet",
    "PhotoReading",
    "PhotoTooLargeError",
    "UnreadablePhotoError",
    "cards_for",
    "megabytes",
    "photo_file",
    "read_photo",
    "read_photo_with_picture",
]


@dataclass(frozen=True, slots=True)
class CardsRead:
    """The cards of one photo, for one letter set.

    ``cards`` were read surely, ``unsure`` are likely but for the player to check
    (never in ``cards``). ``letters`` is the letter set used, or None when the
    letters seen fit decks that read them differently: ``choices`` then lists
    those decks and ``undecided`` the corners whose rank depends on the choice
    (their glyph and suit, e.g. ``VS``), which are in neither list of cards.
    ``readings`` are the corners these cards come from: decided among the glyphs
    of ``letters`` when it is known (so a screen finds each card's corner), else
    the photo's readings as they were.
    """

    letters: LetterSet | None
    choices: tuple[LetterSet, ...]
    cards: tuple[Card, ...]
    unsure: tuple[Card, ...]
    undecided: tuple[str, ...]
    readings: tuple[GlyphReading, ...] = ()


def read_photo(data: bytes) -> tuple[GlyphReading, ...]:
    """The card corners in a photo's bytes; a ``CardPhotoError`` for a file it cannot read."""
    return _read_photo(data)


def read_photo_with_picture(data: bytes) -> PhotoReading:
    """The card corners and a small picture of the photo, for the screen that shows both."""
    return _read_photo_with_picture(data)


def photo_file(path: str) -> bytes:
    """A picked file's bytes where the client gave its path (a desktop window), read
    at most one byte past the photo cap (the reader refuses more)."""
    try:
        with Path(path).open("rb") as handle:
            return handle.read(MAX_PHOTO_BYTES + 1)
    except (OSError, ValueError) as exc:
        raise UnreadablePhotoError(detail=type(exc).__name__) from None


def cards_for(
    readings: tuple[GlyphReading, ...],
    letters: LetterSet | None = None,
    preferred: LetterSet | None = None,
) -> CardsRead:
    """The cards ``readings`` name with ``letters``, or with the letters seen (None).

    Detection looks at the surely read corners only, so one doubtful letter does
    not make the app ask. Once the letters are known, each corner is decided
    again among that deck's glyphs alone (:func:`among`): a letter the deck does
    not have (a Q on a German deck) is a look-alike of one it has, or nothing.
    """
    if letters is None:
        guess = detect_letters((r.glyph for r in readings if r.confidence >= SURE), preferred)
        chosen, choices = guess.letters, guess.choices
    else:
        chosen, choices = letters, (letters,)
    if chosen is not None:
        deck = glyphs_of(chosen)
        readings = tuple(r for reading in readings if (r := among(reading, deck)) is not None)
    sure: dict[Card, float] = {}
    unsure: dict[Card, float] = {}
    undecided: list[str] = []
    for reading in readings:
        ranks = {rank_of(reading.glyph, s) for s in ((chosen,) if chosen else choices)}
        ranks.discard(None)
        if len(ranks) > 1:
            undecided.append(reading.glyph + reading.suit)
            continue
        rank = next(iter(ranks), None)
        if rank is None:
            continue
        card = Card.of(rank, Suit(reading.suit))
        target = sure if reading.confidence >= SURE else unsure
        target[card] = max(target.get(card, 0.0), reading.confidence)
    return CardsRead(
        letters=chosen,
        choices=choices,
        cards=tuple(sorted(sure)),
        unsure=tuple(sorted(c for c in unsure if c not in sure)),
        undecided=tuple(undecided),
        readings=readings,
    )
