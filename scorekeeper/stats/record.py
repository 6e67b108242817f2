"""A replayed game as plain JSON values, so it can be saved and read back instead of replayed.

Why: the statistics need every stored game replayed, seconds with thousands of
games, while a finished game never changes. The shell keeps one record per game
version on disk (``scorekeeper.storage.stats_cache``) and rebuilds a
``PlayedGame`` from it in microseconds.

A record is derived data, never the truth: anything about it that is not
exactly as written here raises ``ValueError``, and the caller replays the game
instead. ``RECORD_STAMP`` names the layout of a record; the shell adds what
names the code that counted it, so records of another layout or made by other
counting code are not read at all.
"""

from __future__ import annotations

from typing import cast

from scorekeeper.rules.validation import name_key
from scorekeeper.stats.model import SeatCounts
from scorekeeper.stats.played import Duel, PlayedGame

RECORD_VERSION = 1
"""Layout of a record; raise it when ``to_record`` writes something else."""

COUNTS = SeatCounts._fields
"""The numbers of a seat, in the order a record lists them."""

RECORD_STAMP = f"{RECORD_VERSION}:{','.join(COUNTS)}"
"""The layout a saved record must have been written in to be read back."""

Record = list[object]
"""``[id, created, [3 names], hands, [[counts] x 3], duels]``; ``duels`` is text,
three characters a duel: the box's seat, the captain's seat and the winner's
seat, or ``-`` for a draw (``"01-"``). Text because thousands of games are read
back at once, and one short string per game reads far faster than a list of lists."""

_DUELS = {
    f"{box}{captain}{'-' if winner is None else winner}": (box, captain, winner)
    for box in range(3)
    for captain in range(3)
    if captain != box
    for winner in (box, captain, None)
}
"""Every valid duel code and its seats."""


def to_record(played: PlayedGame) -> Record:
    """``played`` as JSON values."""
    seat_of = {name: str(seat) for seat, name in enumerate(played.players)}
    return [
        played.id,
        played.created,
        list(played.players),
        played.hand_count,
        [list(seat) for seat in played.seats],
        "".join(
            f"{seat_of[box]}{seat_of[captain]}{'-' if winner is None else seat_of[winner]}"
            for box, captain, winner in played.duels
        ),
    ]


def from_record(record: object) -> PlayedGame:
    """The ``PlayedGame`` written by ``to_record``; ``ValueError`` on anything else."""
    if not isinstance(record, list) or len(record) != 6:
        raise ValueError("a record is a list of six values")
    game_id, created, players, hand_count, seats, duels = record
    if not isinstance(game_id, str) or not isinstance(created, str):
        raise ValueError("id and creation time must be text")
    names = _names(players)
    return PlayedGame(
        id=game_id,
        created=created,
        players=names,
        hand_count=_count(hand_count),
        keys=(name_key(names[0]), name_key(names[1]), name_key(names[2])),
        seats=_seats(seats),
        duels=_duels(duels, names),
    )


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError(f"expected a list, got {type(value).__name__}")
    return value


def _count(value: object) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(f"expected a count, got {value!r}")
    return value


def _counts(value: object) -> list[int]:
    """A seat's counts: checked by built-ins, as thousands of seats are read at once."""
    counts = _list(value)
    if len(counts) != len(COUNTS) or set(map(type, counts)) != {int}:
        raise ValueError(f"a seat has {len(COUNTS)} whole numbers, got {counts!r}")
    checked = cast(list[int], counts)
    if min(checked) < 0:
        raise ValueError(f"a seat's counts cannot be negative, got {counts!r}")
    return checked


def _names(value: object) -> tuple[str, str, str]:
    names = _list(value)
    if len(names) != 3 or not all(isinstance(name, str) and name for name in names):
        raise ValueError("a game has three named players")
    first, second, third = (str(name) for name in names)
    if len({name_key(first), name_key(second), name_key(third)}) != 3:
        raise ValueError("a game has three different players")
    return first, second, third


def _seats(value: object) -> tuple[SeatCounts, SeatCounts, SeatCounts]:
    seats = _list(value)
    if len(seats) != 3:
        raise ValueError("a game has three seats")
    result = [SeatCounts._make(_counts(seat)) for seat in seats]
    first, second, third = result
    return first, second, third


def _duels(value: object, names: tuple[str, str, str]) -> tuple[Duel, ...]:
    if not isinstance(value, str) or len(value) % 3:
        raise ValueError("duels are text, three characters each")
    try:
        seats = [_DUELS[value[i : i + 3]] for i in range(0, len(value), 3)]
    except KeyError as exc:
        raise ValueError(f"{exc.args[0]!r} is not a duel") from None
    return tuple(
        (names[box], names[captain], None if winner is None else names[winner])
        for box, captain, winner in seats
    )
