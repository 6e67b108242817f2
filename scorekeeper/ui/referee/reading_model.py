"""Read the cards: a photo's cards as the player checks them, each step a pure change.

Why a model of its own: the reader is never trusted blindly. What it read becomes
a list the player checks against the photo (each card outlined and named there),
fixes, adds to or takes from with the referee's picker, and confirms; nothing
reaches the referee, and so the sheet, before that. Everything the screen says
about the list (a card read twice, more cards than the player can hold, a card
another player of this hand holds, cards the reader is unsure of, which deck's
letters it read) is computed here from the frozen :class:`ReadingState`, so it
is unit-tested without Flet, a camera or a photo.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Final

from scorekeeper.i18n.words import card_label
from scorekeeper.rules.card_letters import LetterSet, rank_of
from scorekeeper.rules.cards import Card, Suit
from scorekeeper.services.card_reading import (
    MAX_PHOTO_BYTES,
    SURE,
    CardPhotoError,
    GlyphReading,
    PhotoReading,
    PhotoTooLargeError,
    cards_for,
    megabytes,
)
from scorekeeper.ui.referee.model import Message

ADD: Final = -1
"""``ReadingState.fixing`` while the picker adds a card the reader missed."""

LANGUAGE_LETTERS: Final[Mapping[str, LetterSet]] = {
    "en": LetterSet.EN,
    "de": LetterSet.DE,
    "nl": LetterSet.NL,
    "pl": LetterSet.PL,
}
"""The letters a player's language suggests when the cards alone do not tell (Malay
players use English-lettered decks, the enum's first set anyway)."""


class Phase(enum.Enum):
    """Where "Read the cards" is."""

    CHOOSE = "choose"
    """Where the photo comes from: the camera, or an image file."""
    CAMERA = "camera"
    """The camera shows what it sees; a tap takes the photo."""
    READING = "reading"
    """The photo is being read (about a second for a 12-megapixel photo)."""
    REVIEW = "review"
    """The cards read, on the photo and as a list, for the player to check."""


@dataclass(frozen=True, slots=True)
class Hand:
    """Whose cards are read, how many they may hold, and the cards others hold."""

    player: str
    most: int
    """11 for the knocker (before the discard), else 10."""
    held: Mapping[Card, str] = field(default_factory=dict)
    """Cards already entered for another player of this hand, with who holds them."""


@dataclass(frozen=True, slots=True)
class Seen:
    """One card of the list: read (with where it is on the picture) or put in by hand."""

    card: Card
    unsure: bool = False
    """The reader thinks it likely but not sure: marked for the player to check."""
    where: tuple[float, float] | None = None
    """The centre of its corner as shares of the picture's width and height; None for
    a card the player added."""


@dataclass(frozen=True, slots=True)
class ReadingState:
    """Everything "Read the cards" knows: the photo as read and the player's fixes."""

    hand: Hand
    setting: LetterSet | None = None
    """The letters set in Settings; None: worked out from the cards."""
    preferred: LetterSet | None = None
    """The letters of the player's language, for a reading that fits several decks alike."""
    phase: Phase = Phase.CHOOSE
    glyphs: tuple[GlyphReading, ...] = ()
    picture: bytes = b""
    size: tuple[int, int] = (0, 0)
    letters: LetterSet | None = None
    """The letters the cards were read with; None while the player has to say."""
    choices: tuple[LetterSet, ...] = ()
    """The decks the player is asked to choose from (a lone V: Dutch or French)."""
    undecided: tuple[str, ...] = ()
    """Corners whose rank waits for that answer (``VS``)."""
    cards: tuple[Seen, ...] = ()
    fixing: int | None = None
    """The card the picker replaces, :data:`ADD` while it adds one, else None."""
    refusal: Message | None = None
    """Why the last photo could not be read."""


def start(hand: Hand, setting: LetterSet | None, language: str) -> ReadingState:
    """A fresh "Read the cards" for ``hand``, reading letters as set (None: automatic)."""
    return ReadingState(hand, setting, LANGUAGE_LETTERS.get(language))


# --- the photo ------------------------------------------------------------------------


def open_camera(state: ReadingState) -> ReadingState:
    """Show the camera (only from the choice of source)."""
    return replace(state, phase=Phase.CAMERA) if state.phase is Phase.CHOOSE else state


def close_camera(state: ReadingState) -> ReadingState:
    """Back from the camera: to the cards read, or to the choice if none were."""
    if state.phase is not Phase.CAMERA:
        return state
    return replace(state, phase=Phase.REVIEW if state.picture else Phase.CHOOSE)


def another_photo(state: ReadingState) -> ReadingState:
    """From the list back to the choice of source; the list is kept until a photo is read."""
    return replace(state, phase=Phase.CHOOSE, fixing=None, refusal=None)


def reading(state: ReadingState) -> ReadingState:
    """A photo arrived and is being read."""
    return replace(state, phase=Phase.READING, refusal=None)


def read(state: ReadingState, photo: PhotoReading) -> ReadingState:
    """The cards in ``photo``, read with the letters set, or worked out from those seen."""
    found = cards_for(photo.glyphs, state.setting, state.preferred)
    decks = (found.letters,) if found.letters else found.choices
    sure = [_seen(found.readings, card, decks, unsure=False) for card in found.cards]
    doubtful = [_seen(found.readings, card, decks, unsure=True) for card in found.unsure]
    return replace(
        state,
        phase=Phase.REVIEW,
        glyphs=found.readings,
        picture=photo.picture,
        size=photo.size,
        letters=found.letters,
        choices=() if found.letters else found.choices,
        undecided=found.undecided,
        cards=tuple(sorted((*sure, *doubtful), key=lambda s: s.card)),
        fixing=None,
        refusal=None,
    )


def refused(state: ReadingState, error: CardPhotoError) -> ReadingState:
    """The photo could not be read: say why, and keep the cards of an earlier photo."""
    if isinstance(error, PhotoTooLargeError):
        message = Message("reading.refused.too_large", {"limit": megabytes(MAX_PHOTO_BYTES)})
    else:
        message = Message("reading.refused.bad_image")
    phase = Phase.REVIEW if state.picture else Phase.CHOOSE
    return replace(state, phase=phase, refusal=message)


def _seen(
    glyphs: tuple[GlyphReading, ...], card: Card, decks: tuple[LetterSet, ...], *, unsure: bool
) -> Seen:
    """``card``, with where the likeliest corner that reads as it is."""
    for glyph in glyphs:
        if _card_of(glyph, decks) == card:
            return Seen(card, unsure, glyph.where)
    return Seen(card, unsure)


def _card_of(glyph: GlyphReading, decks: tuple[LetterSet, ...]) -> Card | None:
    """The card a corner shows on every one of ``decks`` alike; None if they differ."""
    ranks = {rank for deck in decks if (rank := rank_of(glyph.glyph, deck)) is not None}
    if len(ranks) != 1:
        return None
    return Card.of(ranks.pop(), Suit(glyph.suit))


# --- the deck's letters -----------------------------------------------------------------


def choose_letters(state: ReadingState, letters: LetterSet) -> ReadingState:
    """The player's answer to "which letters?": the waiting corners become cards.

    The cards already in the list, with the player's fixes, stay as they are.
    """
    if letters not in state.choices:
        return state
    decided = [
        Seen(card, glyph.confidence < SURE, glyph.where)
        for glyph in state.glyphs
        if glyph.glyph + glyph.suit in state.undecided
        and (card := _card_of(glyph, (letters,))) is not None
    ]
    return replace(
        state,
        letters=letters,
        choices=(),
        undecided=(),
        cards=tuple(sorted((*state.cards, *decided), key=lambda s: s.card)),
    )


# --- the player's fixes -------------------------------------------------------------------


def fix(state: ReadingState, index: int) -> ReadingState:
    """Open the picker to replace the ``index``-th card (tapped again: close it)."""
    if not 0 <= index < len(state.cards):
        return state
    return replace(state, fixing=None if state.fixing == index else index)


def add(state: ReadingState) -> ReadingState:
    """Open the picker to add a card the reader missed (tapped again: close it)."""
    return replace(state, fixing=None if state.fixing == ADD else ADD)


def pick(state: ReadingState, card: Card) -> ReadingState:
    """The card tapped in the picker: replaces the card being fixed, or is added."""
    if state.fixing is None:
        return state
    if state.fixing == ADD:
        cards = (*state.cards, Seen(card))
    else:
        old = state.cards[state.fixing]
        cards = tuple(
            Seen(card, False, old.where) if i == state.fixing else s
            for i, s in enumerate(state.cards)
        )
    return replace(state, cards=cards, fixing=None)


def remove(state: ReadingState, index: int) -> ReadingState:
    """Take the ``index``-th card out of the list (an extra card the reader saw)."""
    if not 0 <= index < len(state.cards):
        return state
    return replace(
        state, cards=tuple(s for i, s in enumerate(state.cards) if i != index), fixing=None
    )


# --- what the screen says -----------------------------------------------------------------


def problems(cards: tuple[Card, ...], hand: Hand) -> tuple[Message, ...]:
    """Why these cards cannot be ``hand.player``'s: each blocks the confirmation.

    A card twice (read twice, or fixed into one already there), more cards than
    the player can hold, a card another player of this hand holds.
    """
    said: list[Message] = [
        Message("reading.problem.twice", {"card": card_label(card)})
        for card, count in sorted(Counter(cards).items())
        if count > 1
    ]
    if len(cards) > hand.most:
        said.append(
            Message(
                "reading.problem.too_many",
                {"player": hand.player, "count": len(cards), "most": hand.most},
            )
        )
    said += [
        Message("reading.problem.held", {"card": card_label(card), "player": hand.held[card]})
        for card in sorted(set(cards))
        if card in hand.held
    ]
    return tuple(said)


def notes(state: ReadingState) -> tuple[Message, ...]:
    """What the player should know but may confirm anyway: cards to check, none read."""
    unsure = sum(1 for s in state.cards if s.unsure)
    said: list[Message] = []
    if not state.cards and not state.undecided:
        said.append(Message("reading.note.none"))
    if unsure:
        said.append(Message("reading.note.unsure", {"count": unsure}))
    return tuple(said)


def held(state: ReadingState) -> tuple[Card, ...]:
    """The cards of the list, in its order."""
    return tuple(s.card for s in state.cards)


def can_confirm(state: ReadingState) -> bool:
    """Cards to take: the letters settled, no problem, the picker closed, at least one card."""
    cards = held(state)
    return (
        state.phase is Phase.REVIEW
        and state.letters is not None
        and state.fixing is None
        and bool(cards)
        and not problems(cards, state.hand)
    )


def confirmed(state: ReadingState) -> tuple[Card, ...]:
    """The cards the player confirmed, in card order; ``ValueError`` if not allowed yet."""
    if not can_confirm(state):
        raise ValueError("the cards read are not confirmed yet")
    return tuple(sorted(held(state)))
