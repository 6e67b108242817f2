"""The session JSON of RULES.md: read it, write it, and the ``replay`` result.

Reading checks everything before returning (types, names, values, every hand in
context) and raises a ``ScorekeeperError`` whose message names the hand and the
problem; nothing half-read ever escapes. Writing is canonical (fixed key order,
every house option spelled out), so export → import → export is identical.
Fields this reader does not know are ignored, as RULES.md asks.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import ScorekeeperError, SessionFormatError, UnknownResultError
from scorekeeper.rules.game import Correction, CorrectionKind, Game, GameState, replay
from scorekeeper.rules.hands import HandEntry, Result, Roles
from scorekeeper.rules.validation import check_players, parse_deadwood, resolve_player
from scorekeeper.rules.variants import HouseRules, Variant

SESSION_FORMAT = "scorekeeper-session/1"
MAX_HANDS = 1000
"""No real game comes near this; it bounds the work a hostile file can cause."""


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
        hands=tuple(hand_from_dict(players, raw, n) for n, raw in enumerate(raw_hands, start=1)),
        corrections=tuple(
            _correction_from_dict(players, raw)
            for raw in _list(doc.get("corrections", []), "'corrections'")
        ),
    )
    replay(game)
    return game


_ROLE_KEYS = ("box", "captain", "sitter")


def hand_from_dict(players: tuple[str, ...], raw: object, number: int) -> HandEntry:
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
        deadwood[player] = parse_deadwood(value, player, hand=number)
    cards: dict[str, tuple[Card, ...]] = {}
    for name, value in _object(hand.get("cards", {}), f"hand {number} 'cards'").items():
        player = resolve_player(players, name, hand=number)
        try:
            cards[player] = parse_cards(_list(value, f"hand {number} cards of {player}"))
        except ScorekeeperError as exc:
            raise SessionFormatError(detail=f"hand {number}: cards of {player}: {exc}") from None
    return HandEntry(result=result, by=by, deadwood=deadwood, cards=cards)


def _correction_from_dict(players: tuple[str, ...], raw: object) -> Correction:
    doc = _object(raw, "a correction")
    try:
        kind = CorrectionKind(doc.get("kind"))
    except ValueError:
        raise SessionFormatError(detail=f"unknown correction kind {doc.get('kind')!r}") from None
    number = doc.get("hand")
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_HANDS:
        raise SessionFormatError(detail=f"a correction names hand {number!r}")
    before = hand_from_dict(players, _required(doc, "before", "a correction"), number)
    after_raw = doc.get("after")
    after = None if after_raw is None else hand_from_dict(players, after_raw, number)
    return Correction(kind, number, before, after, _text(doc.get("at", ""), "'at'"))


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
        document["corrections"] = [_correction_to_dict(game.players, c) for c in game.corrections]
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
    return hand


def _correction_to_dict(players: tuple[str, ...], correction: Correction) -> dict[str, Any]:
    return {
        "kind": correction.kind.value,
        "hand": correction.hand,
        "before": hand_to_dict(players, correction.before),
        "after": None if correction.after is None else hand_to_dict(players, correction.after),
        "at": correction.at,
    }


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
    if not isinstance(value, str) or len(value) > 200:
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
