"""The compact binary payload of a whole game (format ``SKG`` versions 1 and 2).

Why a binary format of its own rather than the session JSON: a QR code a phone
reads easily holds a few hundred bytes, and a 30-hand game is 2-3 KB of JSON.
This payload stores what is needed to rebuild the exact ``Game`` and nothing
else, so a 30-hand game is about 100 bytes. All fields are bit-packed, most
significant bit first (see ``bits``); varints are 7-bit groups with a 'more' flag.

Layout, in order::

    variant        2 bits      0 box, 1 jersey
    house rules    per option of the variant, in the order of its table:
                   whole numbers as varints, word options as the index of the
                   choice (1 bit for two choices)
    players        3 x (varint byte length + UTF-8 name), seat order
    first          box: 3 bits, index of (box, captain, sitter) among the 6
                   permutations of the seats; jersey: 2 bits, the first dealer's seat
    id             2 bits kind (empty, text, lowercase hex, dashed uuid) + data
    created        timestamp (see ``texts``): empty, text, or compact ISO 8601
    hands          varint count, then each hand (see ``entries``, log form)
    entered cards  varint count of hands with cards, then per such hand a varint
                   gap (hands skipped since the previous one) and its cards
    seats          (version 2) varint count of hands played off the rotation, then
                   per such hand a varint gap and its seats (see ``entries``);
                   every other hand was played with the rotation's seats
    corrections    varint count, then each: kind (1 bit: edit, undo), hand number
                   (varint), the entry before (hand form + 1 bit has-cards
                   [+ cards]), the entry after (2 bits: none, same as the hand now
                   in the log, explicit [+ hand form, has-cards, cards]) and its
                   time (relative to the previous timestamp)
                   version 2: kind in 3 bits (edit, undo, redo, rules, take),
                   hand number, 1 bit has-before [+ entry], the after form as in
                   version 1, 1 bit has-rules [+ rules before, rules after], time;
                   an entry here also has 1 bit has-seats [+ seats]
    padding        zero bits to the byte boundary; nothing else may follow

Version 1 (codes ``SKG1``) is what apps before seats-as-played wrote; it is
still read. Version 2 (codes ``SKG2``) is written: it keeps the seats a hand
was played with and every kind of correction.

Decoding checks every count against a cap and against the bits left before
looping, then hands the result, as a session object, to the rules package's
validating reader: an imported game is checked exactly like an imported file.

On the way to a QR code the payload is wrapped twice: ``frame`` adds optional
raw deflate and a CRC-32, ``codes`` writes ``SKG1:`` + base45 (or numbered parts).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from scorekeeper.rules.errors import ScorekeeperError
from scorekeeper.rules.game import Correction, CorrectionKind, Game, replay
from scorekeeper.rules.hands import HandEntry
from scorekeeper.rules.house_options import HouseOption, OptionKind
from scorekeeper.rules.limits import MAX_CORRECTIONS, MAX_HANDS, MAX_NAME_LENGTH
from scorekeeper.rules.session import SESSION_FORMAT, session_from_dict
from scorekeeper.rules.session_hands import ROLE_KEYS
from scorekeeper.rules.variant_registry import house_options, variant_rules
from scorekeeper.rules.variants import MAX_TARGET, HouseRules, Variant
from scorekeeper.sharing.bits import BitReader, BitWriter
from scorekeeper.sharing.entries import (
    PERMUTATIONS,
    HandObject,
    Players,
    read_cards,
    read_log_entry,
    read_seats,
    seat_of,
    write_cards,
    write_log_entry,
    write_seats,
)
from scorekeeper.sharing.errors import InvalidGameError, MalformedCodeError, UnshareableGameError
from scorekeeper.sharing.texts import StampReader, StampWriter, read_id, write_id

MAX_NAME_BYTES = 4 * MAX_NAME_LENGTH
PAYLOAD_VERSION = 2
"""The version ``encode_payload`` writes; ``decode_payload`` also reads version 1."""
_VARIANTS = tuple(Variant)
"""A variant's code is its place in ``Variant`` (a new variant is added at the end)."""
_KINDS = (
    CorrectionKind.EDIT,
    CorrectionKind.UNDO,
    CorrectionKind.REDO,
    CorrectionKind.RULES,
    CorrectionKind.TAKE,
)
_UNDO_AFTER_NONE, _AFTER_SAME, _AFTER_EXPLICIT = range(3)
_MIN_HAND_BITS = 3
_MIN_CORRECTION_BITS = 1 + 8 + 3 + 1 + 2 + 2
"""Kind, hand number, a draw before, no cards, after form, an empty time."""


def encode_payload(game: Game) -> bytes:
    """The version 2 payload of ``game``; ``UnshareableGameError`` if invalid or too big."""
    try:
        state = replay(game)
    except ScorekeeperError as exc:
        raise UnshareableGameError(detail=str(exc)) from None
    if len(game.hands) > MAX_HANDS or len(game.corrections) > MAX_CORRECTIONS:
        raise UnshareableGameError(
            detail=f"at most {MAX_HANDS} hands and {MAX_CORRECTIONS} corrections fit"
        )
    writer = BitWriter()
    players: Players = game.players
    writer.write(_VARIANTS.index(game.variant), 2)
    _write_rules(writer, game.variant, game.rules)
    for name in players:
        writer.blob(name.encode("utf-8"))
    if game.first_roles is not None:
        seats = tuple(seat_of(players, name) for name in game.first_roles.as_tuple())
        if seats not in PERMUTATIONS:
            raise UnshareableGameError(detail="the first roles do not fit the players")
        writer.write(PERMUTATIONS.index(seats), 3)
    else:
        writer.write(seat_of(players, game.first_dealer), 2)
    write_id(writer, game.id)
    stamps = StampWriter(writer)
    stamps.write(game.created, "creation time")
    knock_bits = game.rules.knock_limit.bit_length()
    writer.varint(len(game.hands))
    for entry in game.hands:
        write_log_entry(writer, entry, players, game.variant, knock_bits)
    with_cards = [n for n, entry in enumerate(game.hands) if entry.cards]
    writer.varint(len(with_cards))
    previous = -1
    for number in with_cards:
        writer.varint(number - previous - 1)
        write_cards(writer, game.hands[number].cards, players)
        previous = number
    moved = [record for record in state.hands if record.off_rotation]
    writer.varint(len(moved))
    previous = 0
    for record in moved:
        writer.varint(record.number - previous - 1)
        write_seats(writer, record.seats, players)
        previous = record.number
    writer.varint(len(game.corrections))
    for correction in game.corrections:
        _write_correction(writer, stamps, correction, game)
    return writer.to_bytes()


def _write_rules(writer: BitWriter, variant: Variant, rules: HouseRules) -> None:
    for option in house_options(variant):
        value = getattr(rules, option.key)
        if option.kind is OptionKind.WORD:
            writer.write(option.choices.index(value), _choice_bits(option))
        else:
            writer.varint(value)


def _choice_bits(option: HouseOption) -> int:
    """Bits for the index of a word option's choice: 1 for two choices."""
    return (len(option.choices) - 1).bit_length()


def _write_correction(
    writer: BitWriter, stamps: StampWriter, correction: Correction, game: Game
) -> None:
    if not 0 <= correction.hand <= MAX_HANDS:
        raise UnshareableGameError(detail=f"a correction names hand {correction.hand}")
    writer.write(_KINDS.index(correction.kind), 3)
    writer.varint(correction.hand)
    writer.write(0 if correction.before is None else 1, 1)
    if correction.before is not None:
        _write_free_entry(writer, correction.before, game)
    after = correction.after
    if after is None:
        writer.write(_UNDO_AFTER_NONE, 2)
    elif 1 <= correction.hand <= len(game.hands) and game.hands[correction.hand - 1] == after:
        writer.write(_AFTER_SAME, 2)
    else:
        writer.write(_AFTER_EXPLICIT, 2)
        _write_free_entry(writer, after, game)
    rules = (correction.rules_before, correction.rules_after)
    if (rules[0] is None) != (rules[1] is None):
        raise UnshareableGameError(detail="a change of rules lacks the rules before or after")
    writer.write(0 if rules[0] is None else 1, 1)
    for side in rules:
        if side is not None:
            _write_rules(writer, game.variant, side)
    stamps.write(correction.at, "time of a correction")


def _write_free_entry(writer: BitWriter, entry: HandEntry, game: Game) -> None:
    knock_bits = game.rules.knock_limit.bit_length()
    write_log_entry(writer, entry, game.players, game.variant, knock_bits)
    writer.write(1 if entry.cards else 0, 1)
    if entry.cards:
        write_cards(writer, entry.cards, game.players)
    writer.write(0 if entry.seats is None else 1, 1)
    if entry.seats is not None:
        write_seats(writer, entry.seats, game.players)


def decode_payload(data: bytes, version: int = PAYLOAD_VERSION) -> Game:
    """The game in ``data`` (a payload of ``version``), fully validated.

    Only ``SharingError`` subclasses escape.
    """
    reader = BitReader(data)
    document, same_after = _read_document(reader, version)
    reader.finish()
    try:
        game = session_from_dict(document)
    except ScorekeeperError as exc:
        raise InvalidGameError(detail=str(exc)) from None
    return _after_as_logged(game, same_after) if version >= 2 else game


def _after_as_logged(game: Game, same_after: list[int]) -> Game:
    """Corrections written as "after: the hand now in the log" get that hand exactly.

    The reader gives such an entry the log's hand object before the seats of
    the log are known; once read, the hand in the log carries them.
    """
    if not same_after:
        return game
    corrections = list(game.corrections)
    for index in same_after:
        correction = corrections[index]
        corrections[index] = replace(correction, after=game.hands[correction.hand - 1])
    return replace(game, corrections=tuple(corrections))


def _read_document(reader: BitReader, version: int) -> tuple[dict[str, Any], list[int]]:
    variant_code = reader.read(2)
    if variant_code >= len(_VARIANTS):
        raise MalformedCodeError(detail="the variant is unknown")
    variant = _VARIANTS[variant_code]
    options = _read_options(reader, variant)
    players = _read_players(reader)
    if variant_rules(variant).has_roles:
        permutation = reader.read(3)
        if permutation >= len(PERMUTATIONS):
            raise MalformedCodeError(detail="the first roles are unknown")
        roles = (players[seat] for seat in PERMUTATIONS[permutation])
        first = dict(zip(ROLE_KEYS, roles, strict=True))
    else:
        dealer = reader.read(2)
        if dealer >= 3:
            raise MalformedCodeError(detail="the first dealer is unknown")
        first = {"dealer": players[dealer]}
    game_id = read_id(reader)
    stamps = StampReader(reader)
    created = stamps.read("creation time")
    knock_limit = options["knock_limit"]
    knock_bits = knock_limit.bit_length() if isinstance(knock_limit, int) else 0
    count = _count(reader, "hands", MAX_HANDS, _MIN_HAND_BITS)
    hands = [read_log_entry(reader, players, variant, knock_bits) for _ in range(count)]
    _read_card_section(reader, players, hands)
    shape = _Shape(players, variant, knock_bits, version)
    if version >= 2:
        _read_seat_section(reader, shape, hands)
    corrections = [
        _read_correction(reader, stamps, shape, hands)
        for _ in range(_count(reader, "corrections", MAX_CORRECTIONS, _MIN_CORRECTION_BITS))
    ]
    same_after = [n for n, c in enumerate(corrections) if c.pop(_SAME_MARK, False)]
    document: dict[str, Any] = {
        "format": SESSION_FORMAT,
        "id": game_id,
        "created": created,
        "variant": variant.value,
        "house_rules": options,
        "players": list(players),
        "first": first,
        "hands": hands,
        "corrections": corrections,
    }
    return document, same_after


def _read_options(reader: BitReader, variant: Variant) -> dict[str, object]:
    options: dict[str, object] = {}
    for option in house_options(variant):
        if option.kind is OptionKind.WORD:
            index = reader.read(_choice_bits(option))
            if index >= len(option.choices):
                raise MalformedCodeError(detail=f"house rule '{option.key}' is unknown")
            options[option.key] = option.words[index]
        else:
            options[option.key] = reader.varint(f"house rule '{option.key}'", MAX_TARGET)
    return options


def _read_players(reader: BitReader) -> Players:
    names: list[str] = []
    for position in range(1, 4):
        raw = reader.blob(f"the name of player {position}", MAX_NAME_BYTES)
        try:
            names.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise MalformedCodeError(detail=f"the name of player {position} is not UTF-8") from None
    if len(set(names)) != 3:
        raise InvalidGameError(detail="two players have the same name")
    return (names[0], names[1], names[2])


def _count(reader: BitReader, what: str, limit: int, min_bits: int) -> int:
    count = reader.varint(f"the number of {what}", limit)
    if count * min_bits > reader.remaining:
        raise MalformedCodeError(detail=f"it claims {count} {what} but is too short for them")
    return count


def _read_card_section(reader: BitReader, players: Players, hands: list[HandObject]) -> None:
    number = -1
    for _ in range(_count(reader, "hands with cards", len(hands), 1 + 3)):
        number += 1 + reader.varint("a hand number", len(hands))
        if number >= len(hands):
            raise MalformedCodeError(detail="cards are given for a hand that is not there")
        hands[number]["cards"] = read_cards(reader, players)


def _read_seat_section(reader: BitReader, shape: _Shape, hands: list[HandObject]) -> None:
    number = -1
    for _ in range(_count(reader, "hands off the rotation", len(hands), 1 + 2)):
        number += 1 + reader.varint("a hand number", len(hands))
        if number >= len(hands):
            raise MalformedCodeError(detail="seats are given for a hand that is not there")
        hands[number]["seats"] = read_seats(reader, shape.players, shape.variant)


class _Shape(NamedTuple):
    """What reading a hand entry depends on."""

    players: Players
    variant: Variant
    knock_bits: int
    version: int


_SAME_MARK = "_after_is_the_logged_hand"
"""Set (then removed) on a correction read as "after: the hand now in the log"."""


def _read_correction(
    reader: BitReader, stamps: StampReader, shape: _Shape, hands: list[HandObject]
) -> dict[str, Any]:
    if shape.version >= 2:
        kind_code = reader.read(3)
        if kind_code >= len(_KINDS):
            raise MalformedCodeError(detail="a correction has an unknown kind")
        kind = _KINDS[kind_code]
    else:
        kind = CorrectionKind.EDIT if reader.read(1) == 0 else CorrectionKind.UNDO
    number = reader.varint("the hand of a correction", MAX_HANDS)
    has_before = reader.read(1) if shape.version >= 2 else 1
    before = _read_free_entry(reader, shape) if has_before else None
    same = False
    after_form = reader.read(2)
    after: HandObject | None
    if after_form == _UNDO_AFTER_NONE:
        after = None
    elif after_form == _AFTER_SAME:
        if not 1 <= number <= len(hands):
            raise MalformedCodeError(detail=f"a correction refers to hand {number}, not there")
        after, same = dict(hands[number - 1]), True
    elif after_form == _AFTER_EXPLICIT:
        after = _read_free_entry(reader, shape)
    else:
        raise MalformedCodeError(detail="a correction has an unknown form")
    document: dict[str, Any] = {"kind": kind.value, "hand": number, "before": before}
    document["after"] = after
    if shape.version >= 2 and reader.read(1):
        document["rules_before"] = _read_options(reader, shape.variant)
        document["rules_after"] = _read_options(reader, shape.variant)
    document["at"] = stamps.read("time of a correction")
    if same:
        document[_SAME_MARK] = True
    return document


def _read_free_entry(reader: BitReader, shape: _Shape) -> HandObject:
    hand = read_log_entry(reader, shape.players, shape.variant, shape.knock_bits)
    if reader.read(1):
        hand["cards"] = read_cards(reader, shape.players)
    if shape.version >= 2 and reader.read(1):
        hand["seats"] = read_seats(reader, shape.players, shape.variant)
    return hand
