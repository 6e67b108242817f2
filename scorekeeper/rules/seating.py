"""The seats of a hand, checked: who may sit where (docs/RULES.md, "seats").

A hand's seats are a fact of the table once it is played, so a hand keeps
them (``HandEntry.seats``); here is what such seats must be, for a file, a
code or the app alike.
"""

from __future__ import annotations

from scorekeeper.rules.errors import DealerSeatError, SeatsError
from scorekeeper.rules.hands import Seats
from scorekeeper.rules.variants import Variant


def check_seats(
    variant: Variant, players: tuple[str, str, str], seats: Seats | None, number: int
) -> Seats:
    """``seats`` as hand ``number`` may have them, or ``SeatsError``/``DealerSeatError``.

    ``box``: the three players hold box, captain and sitter, one each, and the
    box deals. ``jersey``: the dealer is a player, and there are no roles.
    """
    if seats is None:
        raise SeatsError(hand=number)
    if variant is Variant.BOX:
        roles = seats.roles
        if roles is None or sorted(roles.as_tuple()) != sorted(players):
            raise SeatsError(hand=number)
        if seats.dealer != roles.box:
            raise SeatsError(hand=number)
    elif seats.roles is not None or seats.dealer not in players:
        raise DealerSeatError(hand=number, name=seats.dealer)
    return seats
