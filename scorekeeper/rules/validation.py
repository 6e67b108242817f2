"""Checks for every bad entry docs/RULES.md lists, each raising its own error.

These run before anything is scored or stored, from every entry point (the
hand sheet, a session file, a scanned code), so a refusal reads the same
everywhere and names the hand, the player and the value. What a variant
refuses of its own (the sitter's cards in ``box``) is in its module; the checks
every variant shares are here.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence

from scorekeeper.rules.cards import Card
from scorekeeper.rules.errors import (
    CardCountError,
    DeadwoodFractionError,
    DeadwoodNegativeError,
    DeadwoodNotANumberError,
    DeadwoodTooLargeError,
    DuplicateCardError,
    DuplicateNameError,
    EmptyNameError,
    GinDeadwoodError,
    IllegalKnockError,
    KnockLimitError,
    MissingDeadwoodError,
    MissingKnockerError,
    PlayerCountError,
    PlayerNameError,
    SharedCardError,
    UnknownPlayerError,
)
from scorekeeper.rules.hands import HandEntry, Result
from scorekeeper.rules.limits import MAX_NAME_LENGTH
from scorekeeper.rules.melds import knock_verdict
from scorekeeper.rules.reasons import Reason
from scorekeeper.rules.variants import MAX_DEADWOOD, HouseRules


def normalise_name(name: str) -> str:
    """The canonical form of a player name: NFC, surrounding spaces removed."""
    return unicodedata.normalize("NFC", name).strip()


def name_key(name: str) -> str:
    """What two names are compared by: case-insensitive, ignoring surrounding spaces."""
    return normalise_name(name).casefold()


def _check_name(position: int, name: object) -> str:
    if not isinstance(name, str):
        raise PlayerNameError(name=repr(name), reason=Reason("not_text"))
    clean = normalise_name(name)
    if not clean:
        raise EmptyNameError(position=position)
    if len(clean) > MAX_NAME_LENGTH:
        raise PlayerNameError(
            name=clean[:MAX_NAME_LENGTH] + "…",
            reason=Reason("too_long", {"limit": MAX_NAME_LENGTH}),
        )
    for char in clean:
        if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            raise PlayerNameError(
                name=clean.encode("unicode_escape").decode("ascii"),
                reason=Reason("control_character"),
            )
    return clean


def check_players(names: Sequence[object]) -> tuple[str, str, str]:
    """Three valid, distinct player names in seat order, normalised."""
    if len(names) != 3:
        raise PlayerCountError(count=len(names))
    clean = [_check_name(i + 1, name) for i, name in enumerate(names)]
    seen: set[str] = set()
    for name in clean:
        if name.casefold() in seen:
            raise DuplicateNameError(name=name)
        seen.add(name.casefold())
    return (clean[0], clean[1], clean[2])


def resolve_player(players: Sequence[str], name: object, *, hand: int | None = None) -> str:
    """The game's spelling of ``name`` (matched as docs/RULES.md compares names)."""
    if isinstance(name, str):
        if name in players:
            return name
        key = name_key(name)
        for player in players:
            if name_key(player) == key:
                return player
    raise UnknownPlayerError(hand=hand, name=name if isinstance(name, str) else repr(name))


def parse_deadwood(value: object, player: str, *, hand: int | None = None) -> int:
    """A deadwood value from a file (a number) or the keypad (text), checked.

    Refuses non-numbers, fractions, negatives and anything above 98; accepts a
    whole number written as ``7``, ``7.0`` or ``"7"``.
    """
    number: float | int
    if isinstance(value, bool):
        raise DeadwoodNotANumberError(hand=hand, player=player, value=repr(value))
    if isinstance(value, int | float):
        number = value
    elif isinstance(value, str):
        text = value.strip()
        try:
            number = int(text)
        except ValueError:
            try:
                number = float(text)
            except ValueError:
                raise DeadwoodNotANumberError(hand=hand, player=player, value=repr(value)) from None
    else:
        raise DeadwoodNotANumberError(hand=hand, player=player, value=repr(value))
    if isinstance(number, float):
        if not math.isfinite(number):
            raise DeadwoodNotANumberError(hand=hand, player=player, value=repr(value))
        if not number.is_integer():
            raise DeadwoodFractionError(hand=hand, player=player, value=value)
        number = int(number)
    if number < 0:
        raise DeadwoodNegativeError(hand=hand, player=player, value=number)
    if number > MAX_DEADWOOD:
        shown = str(number) if number < 10**6 else f"{float(number):.3g}"
        raise DeadwoodTooLargeError(hand=hand, player=player, value=shown)
    return number


def check_knocker(rules: HouseRules, entry: HandEntry, holders: Sequence[str], hand: int) -> None:
    """docs/RULES.md entries 2-4 for who ended the hand: a knocker, and each holder's deadwood.

    ``holders`` are the players who hold cards in this variant (in the order their
    missing deadwood is reported); a draw needs neither.
    """
    if entry.result is Result.DRAW:
        return
    knocker = entry.by
    if knocker is None:
        raise MissingKnockerError(hand=hand, result=entry.result.value)
    for player in holders:
        if player not in entry.deadwood and not (player == knocker and entry.result is Result.GIN):
            raise MissingDeadwoodError(hand=hand, player=player)
    k = entry.deadwood_of(knocker)
    if entry.result is Result.GIN and k != 0:
        raise GinDeadwoodError(hand=hand, player=knocker, value=k)
    if k > rules.knock_limit:
        raise KnockLimitError(hand=hand, player=knocker, value=k, limit=rules.knock_limit)


HAND_SIZE = 10
"""Cards per player after the discard, when the hand ends."""


def check_cards(rules: HouseRules, entry: HandEntry, hand: int) -> None:
    """Entered cards: 10 per player, each card once, and a knock they allow.

    The knocker's cards must reach the knock limit (and 0 for gin), and the
    deadwood entered for the knocker cannot be lower than the cards allow.
    """
    owner: dict[Card, str] = {}
    for player, cards in entry.cards.items():
        if len(cards) != HAND_SIZE:
            raise CardCountError(hand=hand, who=player, expected=HAND_SIZE, count=len(cards))
        for card in cards:
            if card in owner:
                if owner[card] == player:
                    raise DuplicateCardError(card, hand=hand)
                raise SharedCardError(hand=hand, card=str(card))
            owner[card] = player
    knocker = entry.by
    if entry.result is Result.DRAW or knocker is None or knocker not in entry.cards:
        return
    verdict = knock_verdict(entry.cards[knocker], rules.knock_limit)
    entered = entry.deadwood.get(knocker, 0)
    wants_gin = entry.result is Result.GIN or entered == 0
    if wants_gin and not verdict.is_gin:
        reason = Reason("not_gin")
    elif not verdict.can_knock:
        reason = Reason("over_limit", {"limit": rules.knock_limit})
    elif entered < verdict.deadwood:
        reason = Reason("below_cards", {"entered": entered, "deadwood": verdict.deadwood})
    else:
        return
    raise IllegalKnockError(hand=hand, player=knocker, deadwood=verdict.deadwood, reason=reason)
