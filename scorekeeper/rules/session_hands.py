"""One hand of a session file (docs/RULES.md), read and written, and the readers' checks.

Apart from ``session`` so the whole-file reader stays small: here is what a
hand object holds (result, knocker, deadwood as JSON numbers, cards, seats)
and the small type checks every part of the reader shares, each naming what
it checked in its message.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorekeeper.rules.cards import Card, parse_cards
from scorekeeper.rules.errors import (
    DeadwoodTextError,
    ScorekeeperError,
    SessionFormatError,
    UnknownResultError,
)
from scorekeeper.rules.hands import HandEntry, Result, Role, Roles, Seats
from scorekeeper.rules.limits import MAX_TEXT_LENGTH
from scorekeeper.rules.validation import parse_deadwood, resolve_player

if TYPE_CHECKING:
    from scorekeeper.rules.variant_protocol import VariantRules

ROLE_KEYS: tuple[str, ...] = tuple(role.value for role in Role)
"""The keys of a ``box`` hand's seats in a session file and a shared code, in the roles' order
(box, captain, sitter): spelled once, by :class:`~scorekeeper.rules.hands.Role`."""


def hand_from_dict(
    players: tuple[str, ...], raw: object, number: int, *, variant: VariantRules
) -> HandEntry:
    """One hand object of a session file (of ``variant``, the rules object); errors name
    hand ``number``."""
    hand = object_of(raw, f"hand {number}")
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
    for name, value in object_of(hand.get("deadwood", {}), f"hand {number} 'deadwood'").items():
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
    for name, value in object_of(hand.get("cards", {}), f"hand {number} 'cards'").items():
        player = resolve_player(players, name, hand=number)
        try:
            cards[player] = parse_cards(list_of(value, f"hand {number} cards of {player}"))
        except ScorekeeperError as exc:
            raise SessionFormatError(detail=f"hand {number}: cards of {player}: {exc}") from None
    seats_raw = hand.get("seats")
    seats = None if seats_raw is None else _seats_from_dict(players, variant, seats_raw, number)
    return HandEntry(result=result, by=by, deadwood=deadwood, cards=cards, seats=seats)


def _seats_from_dict(
    players: tuple[str, ...], variant: VariantRules, raw: object, number: int
) -> Seats:
    """A hand's ``seats`` object, in the shape of its variant (docs/RULES.md, file 5)."""
    doc = object_of(raw, f"hand {number} 'seats'")
    return variant.seats_from_dict(players, doc, number)


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
    """A hand's seats as docs/RULES.md writes them: the roles (``box``) or the dealer."""
    return roles_to_dict(seats.roles) or {"dealer": seats.dealer}


def roles_to_dict(roles: Roles | None) -> dict[str, str] | None:
    """Roles as the `{"box", "captain", "sitter"}` object of docs/RULES.md, or None."""
    return None if roles is None else dict(zip(ROLE_KEYS, roles.as_tuple(), strict=True))


def object_of(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise SessionFormatError(detail=f"{what} must be a JSON object, not {kind_of(value)}")
    return value


def list_of(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise SessionFormatError(detail=f"{what} must be a JSON list, not {kind_of(value)}")
    return value


def text_of(value: object, what: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT_LENGTH:
        raise SessionFormatError(detail=f"{what} must be a short text")
    return value


def required(doc: Mapping[str, Any], key: str, where: str) -> object:
    if key not in doc:
        raise SessionFormatError(detail=f"{where} has no '{key}'")
    return doc[key]


def kind_of(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "a text", bool: "true/false"}
    if value is None:
        return "null"
    if isinstance(value, int | float) and not isinstance(value, bool):
        return "a number"
    return names.get(type(value), type(value).__name__)
