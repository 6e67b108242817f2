"""Playing cards: ranks, suits, values, and the card notation of docs/RULES.md.

Card notation is what files, the command line and the referee screen exchange:
rank ``A 2 3 4 5 6 7 8 9 T J Q K`` (``10`` accepted too) followed by a suit
``S H D C`` (``♠ ♥ ♦ ♣`` accepted too), case-insensitive: ``TD``, ``10♦``, ``as``.
``format`` always writes the canonical two-letter form, so parse/format round-trips.

Each card also has a dense ``index`` (0..51, suit-major) so that the referee can
work on bitmasks instead of objects.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.rules.errors import DuplicateCardError, InvalidCardError


class Rank(enum.IntEnum):
    """Card ranks; the integer is the rank's order with the ace low (A=1 … K=13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def value_points(self) -> int:
        """Deadwood value: ace 1, two to ten face value, court cards 10."""
        return min(int(self), 10)

    @property
    def symbol(self) -> str:
        """The canonical one-character rank symbol (``T`` for ten)."""
        return _RANK_SYMBOLS[self]


class Suit(enum.Enum):
    """The four suits, in the fixed order used by ``Card.index``."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit glyph shown to players (♠ ♥ ♦ ♣)."""
        return _SUIT_GLYPHS[self]

    @property
    def order(self) -> int:
        """Position of the suit in ``Suit`` (0..3), for dense card indexes."""
        return _SUIT_ORDER[self]


_RANK_SYMBOLS: dict[Rank, str] = {
    Rank.ACE: "A",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    **{r: str(int(r)) for r in Rank if 2 <= int(r) <= 9},
}
_RANK_BY_TEXT: dict[str, Rank] = {s: r for r, s in _RANK_SYMBOLS.items()} | {"10": Rank.TEN}
_SUIT_GLYPHS: dict[Suit, str] = {
    Suit.SPADES: "♠",
    Suit.HEARTS: "♥",
    Suit.DIAMONDS: "♦",
    Suit.CLUBS: "♣",
}
_SUIT_ORDER: dict[Suit, int] = {s: i for i, s in enumerate(Suit)}
_SUIT_BY_TEXT: dict[str, Suit] = (
    {s.value: s for s in Suit}
    | {g: s for s, g in _SUIT_GLYPHS.items()}
    | {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
)
# Emoji presentation selectors sometimes follow a pasted suit glyph.
_VARIATION_SELECTORS = ("\ufe0f", "\ufe0e")


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card of the 52-card deck. Ordered by suit, then rank (the picker's order)."""

    suit_order: int
    """Position of the suit (0..3); first field so that cards sort by suit."""
    rank: Rank
    """The rank, ace low."""

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        """Build a card from a rank and a suit."""
        return cls(suit.order, rank)

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return _SUITS[self.suit_order]

    @property
    def value(self) -> int:
        """Deadwood value of the card."""
        return self.rank.value_points

    @property
    def index(self) -> int:
        """Dense index 0..51: suit-major, ace first (AS=0, KS=12, AH=13, …)."""
        return self.suit_order * 13 + int(self.rank) - 1

    @classmethod
    def from_index(cls, index: int) -> Card:
        """Inverse of ``index``."""
        if not 0 <= index < 52:
            raise InvalidCardError(str(index))
        return cls(index // 13, Rank(index % 13 + 1))

    def __hash__(self) -> int:
        # The index, cheaper than the generated hash of (suit_order, rank), which
        # hashes the rank through Enum: hands are checked for repeats by set.
        return self.suit_order * 13 + self.rank

    def __str__(self) -> str:
        return _NAMES[self.suit_order * 13 + self.rank - 1]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card in card notation; raise ``InvalidCardError`` naming the text."""
        index = _INDEX_BY_TEXT.get(text)
        return DECK[_spelled_index(text) if index is None else index]


_SUITS: tuple[Suit, ...] = tuple(Suit)

DECK: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))
"""The 52 cards in index order."""

_NAMES: tuple[str, ...] = tuple(card.rank.symbol + card.suit.value for card in DECK)
"""Canonical notation by index: the referee's output names every card it prints."""


def _spelled_index(text: str) -> int:
    """The index of the card ``text`` spells, read letter by letter (the slow way).

    The definition of card notation: spaces and emoji selectors dropped, then a
    rank and a suit, case-insensitive. ``_INDEX_BY_TEXT`` is built from it, so the
    fast lookup and this reading cannot disagree.
    """
    cleaned = text.strip()
    for selector in _VARIATION_SELECTORS:
        cleaned = cleaned.replace(selector, "")
    rank = _RANK_BY_TEXT.get(cleaned[:-1].upper())
    suit = _SUIT_BY_TEXT.get(cleaned[-1:].upper())
    if rank is None or suit is None:
        raise InvalidCardError(text)
    return suit.order * 13 + int(rank) - 1


_INDEX_BY_TEXT: dict[str, int] = {
    rank + suit: _spelled_index(rank + suit)
    for rank in [*_RANK_BY_TEXT, *(r.lower() for r in _RANK_BY_TEXT)]
    for suit in [*_SUIT_BY_TEXT, *(s.lower() for s in _SUIT_BY_TEXT)]
}
"""Every usual spelling of every card (``TD``, ``td``, ``10♦``, ``T♢``, ...) to its index.

Why a table: a stream of hands (``melds --jsonl``) parses millions of cards, and
one dictionary lookup is several times cheaper than cleaning and splitting each
text. Rarer spellings (surrounding spaces, an emoji selector) take the slow way.
"""
_CARD_BY_TEXT: dict[str, Card] = {text: DECK[index] for text, index in _INDEX_BY_TEXT.items()}
_BIT_BY_TEXT: dict[str, int] = {text: 1 << index for text, index in _INDEX_BY_TEXT.items()}


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical notation of several cards, space separated, in the given order."""
    return " ".join(str(c) for c in cards)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse cards from a space/comma separated string or a list of card strings.

    Refuses a card given twice (``DuplicateCardError``): no hand can hold it twice.
    """
    return parse_hand(text)[0]


def parse_hand(text: str | Iterable[str]) -> tuple[tuple[Card, ...], int]:
    """``parse_cards`` and the cards' bitmask (bit ``Card.index`` per card).

    The referee works on bitmasks; a stream of hands gets the mask with the
    duplicate check instead of building it again from the cards. The usual case,
    every token a spelling of the table, takes two look-ups per card; anything
    else is read token by token, so the first problem is the one reported.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    try:
        mask = sum([_BIT_BY_TEXT[token] for token in tokens])
        cards = tuple([_CARD_BY_TEXT[token] for token in tokens])
    except (KeyError, TypeError):
        return _parse_each(tokens)
    # Distinct bits add up to as many set bits as cards; a repeat carries and loses one.
    if mask.bit_count() != len(cards):
        return _parse_each(tokens)
    return cards, mask


def _parse_each(tokens: list[str]) -> tuple[tuple[Card, ...], int]:
    """Read ``tokens`` one by one, refusing the first that is not a card or is repeated."""
    cards: list[Card] = []
    mask = 0
    for token in tokens:
        if not isinstance(token, str):
            raise InvalidCardError(repr(token))
        index = _INDEX_BY_TEXT.get(token)
        if index is None:
            index = _spelled_index(token)
        if mask >> index & 1:
            raise DuplicateCardError(DECK[index])
        mask |= 1 << index
        cards.append(DECK[index])
    return tuple(cards), mask
