"""One hand entry in bits: the usual hands in 3 to 24 bits, anything else still exact.

Players are seat numbers 0-2 (the names are stored once in the header). A hand
of the log is written in its *usual shape* when it has one:

* ``code`` (3 bits): 0 draw without deadwood; 1-3 knock by seat 0-2; 4-6 gin by
  seat 0-2; 7 escape to the general form below.
* ``box``: 1 bit picks the opponent among the two other seats (in seat order),
  then for a knock the knocker's deadwood in ``knock_bits`` (the bit length of
  the knock limit, 4 bits for 10) and the opponent's in 7 bits. A gin stores
  only the opponent's deadwood (the gin player's is 0 and left out).
* ``jersey``: a knock stores the knocker's deadwood in ``knock_bits`` and the two
  others' in 7 bits each, in seat order; a gin stores the two others'.

The general form after the escape holds anything the session format allows
(hands inside corrections are not checked in context, so they may be odd):
result (2 bits: knock, gin, draw), by (2 bits: seat, or 3 for nobody), a 3-bit
mask of the seats with deadwood, then each of those deadwoods in 7 bits.

Entered cards (``write_cards``): a 3-bit mask of seats with cards, then per seat
1 bit of form: 0 = a 52-bit mask of card indexes (when the cards are in index
order, as the picker lists them), 1 = a count (varint) and 6 bits per card, in
the order entered. The writer picks the shorter.

Seats (``write_seats``, format version 2): ``box`` 3 bits, the index of the
(box, captain, sitter) seats among the 6 orders of the three seats; ``jersey``
2 bits, the dealer's seat. Only hands off the rotation store them.

Here ``box`` stands for every variant whose seats are roles and ``jersey`` for
every variant with a dealer alone (``VariantRules.has_roles``).

Readers return the hand as a session-file object (see ``rules.session``), so
that the one validating reader of the rules package checks imported games.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from scorekeeper.rules.cards import Card
from scorekeeper.rules.hands import HandEntry, Result, Seats
from scorekeeper.rules.session_hands import ROLE_KEYS
from scorekeeper.rules.variant_registry import variant_rules
from scorekeeper.rules.variants import MAX_DEADWOOD, Variant
from scorekeeper.sharing.bits import BitReader, BitWriter
from scorekeeper.sharing.errors import MalformedCodeError, UnshareableGameError

DEADWOOD_BITS = 7
CARD_BITS = 6
DECK_SIZE = 52
_RESULTS = (Result.KNOCK, Result.GIN, Result.DRAW)
PERMUTATIONS = tuple(itertools.permutations(range(3)))
"""The 6 orders of the three seats; roles are stored as an index into them."""
_NOBODY = 3
_ESCAPE = 7

Players = tuple[str, str, str]
HandObject = dict[str, Any]


def seat_of(players: Players, name: object) -> int:
    """The seat (0-2) of player ``name``; refused if they are not a player."""
    if isinstance(name, str) and name in players:
        return players.index(name)
    raise UnshareableGameError(detail=f"{name!r} is not a player of this game")


def _deadwood(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_DEADWOOD:
        raise UnshareableGameError(detail=f"a hand holds the deadwood {value!r}")
    return value


def write_log_entry(
    writer: BitWriter, entry: HandEntry, players: Players, variant: Variant, knock_bits: int
) -> None:
    """A hand of the log: its usual shape if it has one, else escape + general form."""
    if not _write_usual(writer, entry, players, variant, knock_bits):
        writer.write(_ESCAPE, 3)
        write_general_entry(writer, entry, players)


def _write_usual(
    writer: BitWriter, entry: HandEntry, players: Players, variant: Variant, knock_bits: int
) -> bool:
    present = {seat_of(players, name) for name in entry.deadwood}
    if entry.result is Result.DRAW:
        if entry.by is None and not present:
            writer.write(0, 3)
            return True
        return False
    if entry.by is None:
        return False
    by = seat_of(players, entry.by)
    knock = entry.result is Result.KNOCK
    if knock and _deadwood(entry.deadwood.get(entry.by, 0)) >= 1 << knock_bits:
        return False
    others = [seat for seat in range(3) if seat != by]
    scored: list[int]
    if variant_rules(variant).has_roles:
        if len(present - {by}) != 1 or (by in present) != knock:
            return False
        opponent = min(present - {by})
        choice: int | None = others.index(opponent)
        scored = [opponent]
    else:
        if present != ({0, 1, 2} if knock else set(others)):
            return False
        choice, scored = None, others
    writer.write((1 if knock else 4) + by, 3)
    if choice is not None:
        writer.write(choice, 1)
    if knock:
        writer.write(entry.deadwood[entry.by], knock_bits)
    for seat in scored:
        writer.write(_deadwood(entry.deadwood[players[seat]]), DEADWOOD_BITS)
    return True


def read_log_entry(
    reader: BitReader, players: Players, variant: Variant, knock_bits: int
) -> HandObject:
    """Inverse of ``write_log_entry``, as a session hand object."""
    code = reader.read(3)
    if code == 0:
        return {"result": Result.DRAW.value}
    if code == _ESCAPE:
        return read_general_entry(reader, players)
    knock = code <= 3
    by = code - (1 if knock else 4)
    others = [seat for seat in range(3) if seat != by]
    scored = [others[reader.read(1)]] if variant_rules(variant).has_roles else others
    deadwood: dict[str, int] = {}
    if knock:
        deadwood[players[by]] = reader.read(knock_bits)
    for seat in scored:
        deadwood[players[seat]] = reader.read(DEADWOOD_BITS)
    result = Result.KNOCK if knock else Result.GIN
    return {"result": result.value, "by": players[by], "deadwood": deadwood}


def write_general_entry(writer: BitWriter, entry: HandEntry, players: Players) -> None:
    """Any entry the session format can hold (see the module docstring)."""
    writer.write(_RESULTS.index(entry.result), 2)
    writer.write(_NOBODY if entry.by is None else seat_of(players, entry.by), 2)
    values = {seat_of(players, name): _deadwood(value) for name, value in entry.deadwood.items()}
    writer.write(sum(1 << seat for seat in values), 3)
    for seat in sorted(values):
        writer.write(values[seat], DEADWOOD_BITS)


def read_general_entry(reader: BitReader, players: Players) -> HandObject:
    """Inverse of ``write_general_entry``, as a session hand object."""
    result_code = reader.read(2)
    if result_code >= len(_RESULTS):
        raise MalformedCodeError(detail="a hand has an unknown result")
    hand: HandObject = {"result": _RESULTS[result_code].value}
    by = reader.read(2)
    if by != _NOBODY:
        hand["by"] = players[by]
    mask = reader.read(3)
    deadwood = {players[s]: reader.read(DEADWOOD_BITS) for s in range(3) if mask >> s & 1}
    if deadwood:
        hand["deadwood"] = deadwood
    return hand


def write_cards(writer: BitWriter, cards: Mapping[str, tuple[Card, ...]], players: Players) -> None:
    """Entered cards per seat, each as a mask or as a list (whichever is shorter)."""
    by_seat = {seat_of(players, name): _indexes(hand) for name, hand in cards.items()}
    writer.write(sum(1 << seat for seat in by_seat), 3)
    for seat in sorted(by_seat):
        indexes = by_seat[seat]
        in_order = all(a < b for a, b in itertools.pairwise(indexes))
        if in_order and 8 + CARD_BITS * len(indexes) > DECK_SIZE:
            writer.write(0, 1)
            writer.write(sum(1 << index for index in indexes), DECK_SIZE)
        else:
            writer.write(1, 1)
            writer.varint(len(indexes))
            for index in indexes:
                writer.write(index, CARD_BITS)


def _indexes(hand: object) -> list[int]:
    if not isinstance(hand, tuple) or len(hand) > DECK_SIZE:
        raise UnshareableGameError(detail="a hand holds more cards than a deck")
    if not all(isinstance(card, Card) for card in hand):
        raise UnshareableGameError(detail="a hand holds something that is not a card")
    return [card.index for card in hand]


def read_cards(reader: BitReader, players: Players) -> dict[str, list[str]]:
    """Inverse of ``write_cards``, as card notation per player (session style)."""
    mask = reader.read(3)
    cards: dict[str, list[str]] = {}
    for seat in range(3):
        if not mask >> seat & 1:
            continue
        if reader.read(1) == 0:
            bits = reader.read(DECK_SIZE)
            indexes = [index for index in range(DECK_SIZE) if bits >> index & 1]
        else:
            count = reader.varint("a number of cards", DECK_SIZE)
            indexes = [reader.read(CARD_BITS) for _ in range(count)]
        if any(index >= DECK_SIZE for index in indexes):
            raise MalformedCodeError(detail="a hand holds a card that is not in the deck")
        cards[players[seat]] = [str(Card.from_index(index)) for index in indexes]
    return cards


def write_seats(writer: BitWriter, seats: Seats, players: Players) -> None:
    """A hand's seats: the roles' order of seats (``box``) or the dealer's seat."""
    if seats.roles is None:
        writer.write(seat_of(players, seats.dealer), 2)
        return
    order = tuple(seat_of(players, name) for name in seats.roles.as_tuple())
    if order not in PERMUTATIONS:
        raise UnshareableGameError(detail="a hand's seats do not fit the players")
    writer.write(PERMUTATIONS.index(order), 3)


def read_seats(reader: BitReader, players: Players, variant: Variant) -> dict[str, str]:
    """Inverse of ``write_seats``, as the ``seats`` object of a session hand."""
    if not variant_rules(variant).has_roles:
        seat = reader.read(2)
        if seat >= 3:
            raise MalformedCodeError(detail="a hand's dealer is unknown")
        return {"dealer": players[seat]}
    order = reader.read(3)
    if order >= len(PERMUTATIONS):
        raise MalformedCodeError(detail="a hand's seats are unknown")
    names = (players[seat] for seat in PERMUTATIONS[order])
    return dict(zip(ROLE_KEYS, names, strict=True))
