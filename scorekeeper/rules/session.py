"""The session JSON of docs/RULES.md: read it, write it, and the ``replay`` result.

Reading checks everything before returning (types, names, values, every hand in
context) and raises a ``ScorekeeperError`` whose message names the hand and the
problem; nothing half-read ever escapes. Writing is canonical (fixed key order,
every house option spelled out), so export → import → export is identical.
Fields this reader does not know are ignored, as docs/RULES.md asks.

Every hand read gets its seats: the file's ``seats`` if it has them, else the
rotation's (a file of an older app); every hand written carries them. A
deadwood must be a JSON number: this app never writes text there.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from scorekeeper.rules.corrections import Correction, CorrectionKind
from scorekeeper.rules.errors import SessionFormatError
from scorekeeper.rules.game import Game, GameState, pinned_hands, replay
from scorekeeper.rules.limits import MAX_HANDS
from scorekeeper.rules.session_hands import (
    hand_from_dict,
    hand_to_dict,
    list_of,
    object_of,
    required,
    roles_to_dict,
    seats_to_dict,
    text_of,
)
from scorekeeper.rules.validation import check_players
from scorekeeper.rules.variant_registry import house_options, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant

__all__ = [
    "SESSION_FORMAT",
    "decode_json",
    "dumps_session",
    "hand_from_dict",
    "hand_to_dict",
    "loads_session",
    "replay_to_dict",
    "roles_to_dict",
    "seats_to_dict",
    "session_from_dict",
    "session_to_dict",
]

SESSION_FORMAT = "scorekeeper-session/1"


def loads_session(data: str | bytes) -> Game:
    """Parse session JSON text (UTF-8 bytes or str) into a validated game."""
    return session_from_dict(decode_json(data))


def decode_json(data: str | bytes) -> object:
    """Decode JSON text (UTF-8 bytes or str), refusing it with one clear line.

    A UTF-8 byte-order mark, which some Windows editors write, is accepted.
    """
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SessionFormatError(
                detail=f"the file is not UTF-8 text (bad byte at position {exc.start})"
            ) from None
    data = data.removeprefix("\ufeff")
    try:
        return json.loads(data)
    except RecursionError:
        raise SessionFormatError(detail="the JSON is nested too deeply") from None
    except ValueError as exc:
        if "integer string conversion" in str(exc):  # Python's cap on the digits of an int
            raise SessionFormatError(
                detail="the file holds a number of over 4,300 digits, which no score can need"
            ) from None
        raise SessionFormatError(detail=f"the file is not valid JSON ({exc})") from None


def session_from_dict(document: object) -> Game:
    """Build a validated ``Game`` from a decoded session object."""
    doc = object_of(document, "the session")
    fmt = doc.get("format", SESSION_FORMAT)
    if fmt != SESSION_FORMAT:
        raise SessionFormatError(
            detail=f"unsupported format {fmt!r} (this app reads {SESSION_FORMAT!r})"
        )
    variant = Variant.parse(required(doc, "variant", "the session"))
    players = check_players(list_of(required(doc, "players", "the session"), "'players'"))
    variant_of = variant_rules(variant)
    rules = HouseRules.from_options(
        variant_of.options, object_of(doc.get("house_rules", {}), "'house_rules'")
    )
    first = object_of(required(doc, "first", "the session"), "'first'")
    start = variant_of.first_from_dict(players, first)
    game = Game.start(
        players,
        variant,
        first=start,
        rules=rules,
        game_id=text_of(doc.get("id", ""), "'id'"),
        created=text_of(doc.get("created", ""), "'created'"),
    )
    raw_hands = list_of(doc.get("hands", []), "'hands'")
    if len(raw_hands) > MAX_HANDS:
        raise SessionFormatError(detail=f"{len(raw_hands)} hands is more than {MAX_HANDS}")
    game = replace(
        game,
        hands=tuple(
            hand_from_dict(players, raw, n, variant=variant_of)
            for n, raw in enumerate(raw_hands, start=1)
        ),
        corrections=tuple(
            _correction_from_dict(players, variant, raw)
            for raw in list_of(doc.get("corrections", []), "'corrections'")
        ),
    )
    return replace(game, hands=pinned_hands(replay(game)))


_HAND_KINDS = (CorrectionKind.EDIT, CorrectionKind.UNDO, CorrectionKind.REDO)
"""Corrections that always name a hand (a ``RULES`` change names none, a ``TAKE`` may not)."""


def _correction_from_dict(players: tuple[str, ...], variant: Variant, raw: object) -> Correction:
    doc = object_of(raw, "a correction")
    try:
        kind = CorrectionKind(doc.get("kind"))
    except ValueError:
        raise SessionFormatError(detail=f"unknown correction kind {doc.get('kind')!r}") from None
    number = doc.get("hand")
    lowest = 1 if kind in _HAND_KINDS else 0
    highest = 0 if kind is CorrectionKind.RULES else MAX_HANDS
    if isinstance(number, bool) or not isinstance(number, int) or not lowest <= number <= highest:
        raise SessionFormatError(detail=f"a {kind.value} correction names hand {number!r}")
    entries = [
        None
        if doc.get(side) is None
        else hand_from_dict(players, doc.get(side), number, variant=variant_rules(variant))
        for side in ("before", "after")
    ]
    before, after = entries
    rules = [
        None
        if doc.get(side) is None
        else HouseRules.from_options(
            house_options(variant), object_of(doc.get(side), f"a correction's '{side}'")
        )
        for side in ("rules_before", "rules_after")
    ]
    shape_ok = {
        CorrectionKind.EDIT: before is not None and after is not None,
        CorrectionKind.UNDO: before is not None and after is None,
        CorrectionKind.REDO: before is None and after is not None,
        CorrectionKind.RULES: None not in rules,
        CorrectionKind.TAKE: (None not in rules)
        if number == 0
        else (before, after) != (None, None),
    }[kind]
    if not shape_ok:
        raise SessionFormatError(
            detail=f"a {kind.value} correction of hand {number} lacks what changed"
        )
    return Correction(
        kind,
        number,
        before,
        after,
        text_of(doc.get("at", ""), "'at'"),
        rules_before=rules[0],
        rules_after=rules[1],
    )


def session_to_dict(game: Game) -> dict[str, Any]:
    """The canonical session object of ``game`` (see docs/RULES.md)."""
    document: dict[str, Any] = {"format": SESSION_FORMAT}
    if game.id:
        document["id"] = game.id
    if game.created:
        document["created"] = game.created
    document |= {
        "variant": game.variant.value,
        "house_rules": game.rules.to_options(house_options(game.variant)),
        "players": list(game.players),
        "first": seats_to_dict(game.first_seats),
        "hands": [hand_to_dict(game.players, h) for h in game.hands],
    }
    if game.corrections:
        document["corrections"] = [_correction_to_dict(game, c) for c in game.corrections]
    return document


def _correction_to_dict(game: Game, correction: Correction) -> dict[str, Any]:
    players = game.players
    document: dict[str, Any] = {
        "kind": correction.kind.value,
        "hand": correction.hand,
        "before": None if correction.before is None else hand_to_dict(players, correction.before),
        "after": None if correction.after is None else hand_to_dict(players, correction.after),
        "at": correction.at,
    }
    for side, rules in (
        ("rules_before", correction.rules_before),
        ("rules_after", correction.rules_after),
    ):
        if rules is not None:
            document[side] = rules.to_options(house_options(game.variant))
    return document


def dumps_session(game: Game) -> str:
    """Canonical session JSON text (UTF-8, names as written, 2-space indent)."""
    return json.dumps(session_to_dict(game), ensure_ascii=False, indent=2) + "\n"


def replay_to_dict(game: Game, state: GameState) -> dict[str, Any]:
    """The ``replay`` result object of docs/RULES.md."""
    next_seat: dict[str, Any] | None = None
    if not state.finished:
        next_seat = {"dealer": state.next_dealer, "roles": roles_to_dict(state.next_roles)}
    return {
        "variant": game.variant.value,
        "hands": [
            {
                "n": record.number,
                "dealer": record.dealer,
                "roles": roles_to_dict(record.roles),
                "off_rotation": record.off_rotation,
                "outcome": record.score.outcome.value,
                "winner": record.score.winner,
                "points": dict(record.score.points),
                "totals": dict(record.totals),
            }
            for record in state.hands
        ],
        "totals": dict(state.totals),
        "finished": state.finished,
        "winner": state.winner,
        "next": next_seat,
    }
