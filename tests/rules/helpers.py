"""Small builders shared by the rules tests."""

from __future__ import annotations

from scorekeeper.rules.game import Game
from scorekeeper.rules.hands import HandEntry, Result, Roles, Seats
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.rules.variants import HouseRules, Variant

PLAYERS = ("Ann", "Bob", "Cid")


def box_game(
    box: str = "Ann", captain: str = "Bob", sitter: str = "Cid", **options: object
) -> Game:
    """A new ``box`` game of Ann, Bob and Cid with the given first roles and options."""
    rules = HouseRules.from_options(house_options(Variant.BOX), options)
    return Game.start(
        PLAYERS, Variant.BOX, first=Seats.of_box(Roles(box, captain, sitter)), rules=rules
    )


def jersey_game(dealer: str = "Ann", **options: object) -> Game:
    """A new ``jersey`` game of Ann, Bob and Cid dealt first by ``dealer``."""
    rules = HouseRules.from_options(house_options(Variant.JERSEY), options)
    return Game.start(PLAYERS, Variant.JERSEY, first=Seats.of_jersey(dealer), rules=rules)


def knock(by: str, **deadwood: int) -> HandEntry:
    """A knock by ``by`` with the given deadwood."""
    return HandEntry(Result.KNOCK, by, deadwood)


def gin(by: str, **deadwood: int) -> HandEntry:
    """A gin by ``by`` with the opponents' deadwood."""
    return HandEntry(Result.GIN, by, deadwood)


DRAW = HandEntry(Result.DRAW)
