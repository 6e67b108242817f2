"""The session JSON of RULES.md: read it, write it, and the ``replay`` result.

Reading checks everything before returning (types, names, values, every hand in
context) and raises a ``ScorekeeperError`` whose message names the hand and the
problem; nothing half-read ever escapes. Writing is canonical (fixed key order,
every house option spelled out), so export → import → export is identical.
Fields this reader does not know are ignored, as RULES.md asks.

Every hand read gets its seats: the file's ``seats`` if it has them, else the
rotation's (a file of an older app); every hand written carries them. A
deadwood must be a JSON number: this app never writes text there.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import (
    DeadwoodTextError,
    DealerSeatError,
    ScorekeeperError,
    SeatsError,
    SessionFormatError,
    UnknownPlayerError,
    UnknownResultError,
)
from scorekeeper.rules.game import (
    Correction,
    CorrectionKind,
    Game,
    GameState,
    pinned_hands,
    replay,
)
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.limits import MAX_HANDS, MAX_TEXT_LENGTH
from scorekeeper.rules.validation import check_players, parse_deadwood, resolve_player
from scorekeeper.rules.variants import HouseRules, Variant

SESSION_FORMAT = "scorekeeper-session/1"


def loads_session(data: str | bytes) -> Game:
    """Parse session JSON text (UTF-8 bytes or str) into a validated game."""
    return session_from_dict(decode_json(data))


def decode_json(data: str | bytes) -> object:
    """Decode JSON text (UTF-8 bytes or str), refusing it with one clear line."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SessionFormatError(
                detail=f"the file is not UTF-8 text (bad byte at position {exc.start})"
            ) from None
    try:
        return json.loads(data)
    except RecursionError:
        raise SessionFormatError(detail="the JSON is nested too deeply") from None
    except ValueError as exc:
        raise SessionFormatError(detail=f"the file is not valid JSON ({exc})") from None


def session_from_dict(document: object) -> Game:
    """Build a validated ``Game`` from a decoded session object."""
    doc = _object(document, "the session")
    fmt = doc.get("format", SESSION_FORMAT)
    if fmt != SESSION_FORMAT:
        raise SessionFormatError(
            detail=f"unsupported format {fmt!r} (this app reads {SESSION_FORMAT!r})"
        )
    variant = Variant.parse(_required(doc, "variant", "the session"))
    players = check_players(_list(_required(doc, "players", "the session"), "'players'"))
    rules = HouseRules.from_options(variant, _object(doc.get("house_rules", {}), "'house_rules'"))
    first = _object(_required(doc, "first", "the session"), "'first'")
    start: Roles | str
    if variant is Variant.BOX:
        start = Roles(
            *(resolve_player(players, _required(first, role, "'first'")) for role in _ROLE_KEYS)
        )
    else:
        start = resolve_player(players, _required(first, "dealer", "'first'"))
    game = Game.start(
        players,
        variant,
        first=start,
        rules=rules,
        game_id=_text(doc.get("id", ""), "'id'"),
        created=_text(doc.get("created", ""), "'created'"),
    )
    raw_hands = _list(doc.get("hands", []), "'hands'")
    if len(raw_hands) > MAX_HANDS:
        raise SessionFormatError(detail=f"{len(raw_hands)} hands is more than {MAX_HANDS}")
    game = replace(
        game,
        hands=tuple(
            hand_from_dict(players, raw, n, variant=variant)
            for n, raw in enumerate(raw_hands, start=1)
        ),
        corrections=tuple(
            _correction_from_dict(players, variant, raw)
            for raw in _list(doc.get("corrections", []), "'corrections'")
        ),
    )
    return replace(game, hands=pinned_hands(replay(game)))


_ROLE_KEYS = ("box", "captain", "sitter")


def hand_from_dict(
    players: tuple[str, ...], raw: object, number: int, *, variant: Variant
) -> HandEntry:
    """One hand object of a session file; errors name hand ``number``."""
    hand = _object(raw, f"hand {number}")
    result_text = hand.get("result")
    try:
        result = Result(result_text)
    except (ValueError, TypeError):
        shown = result_text if isinstance(result_text, str) else json.dumps(result_text)
        shown = shown if len(shown) <= 40 else shown[:40] + "…"
        raise UnknownResultError(hand=number, value=shown) from None
    by_raw = hand.get("by")
    by = None if by_raw is None else resolve_player(players, by_raw, hand=number)
    if result is Result.DRAW and by is not None:
        raise SessionFormatError(detail=f"hand {number}: a draw has no knocker (by: {by})")
    deadwood: dict[str, int] = {}
    for name, value in _object(hand.get("deadwood", {}), f"hand {number} 'deadwood'").items():
        player = resolve_player(players, name, hand=number)
        if player in deadwood:
            raise SessionFormatError(
                detail=f"hand {number}: the deadwood of {player} is given twice"
            )
        if isinstance(value, str):
            shown = json.dumps(value if len(value) <= 20 else value[:20] + "…", ensure_ascii=False)
            raise DeadwoodTextError(hand=number, player=player, value=shown)
        deadwood[player] = parse_deadwood(value, player, hand=number)
    cards: dict[str, tuple[Card, ...]] = {}
    for name, value in _object(hand.get("cards", {}), f"hand {number} 'cards'").items():
        player = resolve_player(players, name, hand=number)
        try:
            cards[player] = parse_cards(_list(value, f"hand {number} cards of {player}"))
        except ScorekeeperError as exc:
            raise SessionFormatError(detail=f"hand {number}: cards of {player}: {exc}") from None
    seats_raw = hand.get("seats")
    seats = None if seats_raw is None else _seats_from_dict(players, variant, seats_raw, number)
    return HandEntry(result=result, by=by, deadwood=deadwood, cards=cards, seats=seats)


def _seats_from_dict(players: tuple[str, ...], variant: Variant, raw: object, number: int) -> Seats:
    """A hand's ``seats``: box, captain and sitter (``box``) or the dealer (``jersey``)."""
    doc = _object(raw, f"hand {number} 'seats'")
    if variant is Variant.JERSEY:
        name = doc.get("dealer")
        try:
            return Seats.of_jersey(resolve_player(players, name, hand=number))
        except UnknownPlayerError:
            shown = name if isinstance(name, str) else json.dumps(name)
            raise DealerSeatError(hand=number, name=shown[:40]) from None
    try:
        names = [resolve_player(players, doc.get(role), hand=number) for role in _ROLE_KEYS]
    except UnknownPlayerError:
        raise SeatsError(hand=number) from None
    return Seats.of_box(Roles(*names))


_HAND_KINDS = (CorrectionKind.EDIT, CorrectionKind.UNDO, CorrectionKind.REDO)
"""Corrections that always name a hand (a ``RULES`` change names none, a ``TAKE`` may not)."""


def _correction_from_dict(players: tuple[str, ...], variant: Variant, raw: object) -> Correction:
    doc = _object(raw, "a correction")
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
        else hand_from_dict(players, doc.get(side), number, variant=variant)
        for side in ("before", "after")
    ]
    before, after = entries
    rules = [
        None
        if doc.get(side) is None
        else HouseRules.from_options(variant, _object(doc.get(side), f"a correction's '{side}'"))
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
        _text(doc.get("at", ""), "'at'"),
        rules_before=rules[0],
        rules_after=rules[1],
    )


def session_to_dict(game: Game) -> dict[str, Any]:
    """The canonical session object of ``game`` (see RULES.md)."""
    document: dict[str, Any] = {"format": SESSION_FORMAT}
    if game.id:
        document["id"] = game.id
    if game.created:
        document["created"] = game.created
    document |= {
        "variant": game.variant.value,
        "house_rules": game.rules.to_options(game.variant),
        "players": list(game.players),
        "first": (
            dict(zip(_ROLE_KEYS, game.first_roles.as_tuple(), strict=True))
            if game.first_roles is not None
            else {"dealer": game.first_dealer}
        ),
        "hands": [hand_to_dict(game.players, h) for h in game.hands],
    }
    if game.corrections:
        document["corrections"] = [_correction_to_dict(game, c) for c in game.corrections]
    return document


def hand_to_dict(players: tuple[str, ...], entry: HandEntry) -> dict[str, Any]:
    """One hand as a session object, deadwood and cards in seat order."""
    hand: dict[str, Any] = {"result": entry.result.value}
    if entry.by is not None:
        hand["by"] = entry.by
    if entry.deadwood:
        hand["deadwood"] = {p: entry.deadwood[p] for p in players if p in entry.deadwood}
    if entry.cards:
        hand["cards"] = {p: [str(c) for c in entry.cards[p]] for p in players if p in entry.cards}
    if entry.seats is not None:
        hand["seats"] = seats_to_dict(entry.seats)
    return hand


def seats_to_dict(seats: Seats) -> dict[str, str]:
    """A hand's seats as RULES.md writes them: the roles (``box``) or the dealer."""
    return roles_to_dict(seats.roles) or {"dealer": seats.dealer}


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
            document[side] = rules.to_options(game.variant)
    return document


def dumps_session(game: Game) -> str:
    """Canonical session JSON text (UTF-8, names as written, 2-space indent)."""
    return json.dumps(session_to_dict(game), ensure_ascii=False, indent=2) + "\n"


def replay_to_dict(game: Game, state: GameState) -> dict[str, Any]:
    """The ``replay`` result object of RULES.md."""
    is_box = game.first_roles is not None
    next_seat: dict[str, Any] | None = None
    if not state.finished:
        next_seat = {"dealer": state.next_dealer, "roles": roles_to_dict(state.next_roles)}
    return {
        "variant": game.variant.value,
        "hands": [
            {
                "n": record.number,
                "dealer": record.dealer,
                "roles": roles_to_dict(record.roles) if is_box else None,
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


def roles_to_dict(roles: Roles | None) -> dict[str, str] | None:
    """Roles as the `{"box", "captain", "sitter"}` object of RULES.md, or None."""
    return None if roles is None else dict(zip(_ROLE_KEYS, roles.as_tuple(), strict=True))


def _object(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise SessionFormatError(detail=f"{what} must be a JSON object, not {_kind(value)}")
    return value


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise SessionFormatError(detail=f"{what} must be a JSON list, not {_kind(value)}")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT_LENGTH:
        raise SessionFormatError(detail=f"{what} must be a short text")
    return value


def _required(doc: Mapping[str, Any], key: str, where: str) -> object:
    if key not in doc:
        raise SessionFormatError(detail=f"{where} has no '{key}'")
    return doc[key]


def _kind(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "a text", bool: "true/false"}
    if value is None:
        return "null"
    if isinstance(value, int | float) and not isinstance(value, bool):
        return "a number"
    return names.get(type(value), type(value).__name__)
