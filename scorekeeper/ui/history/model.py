"""What the history screens show, computed from games without any widget.

Pure, like ``scorekeeper.views.table``: the games list filtered and ordered,
one game's hands as table lines, its corrections, and the running totals the
chart draws. The screens only lay these out and translate them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from scorekeeper.rules.corrections import Correction, corrected_before
from scorekeeper.rules.game import Game, GameState
from scorekeeper.rules.hands import HandEntry, Outcome, Roles
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.validation import name_key
from scorekeeper.services.records import GameSummary

PAGE_SIZE = 20
"""Games listed at first, and added by each "show more": a phone screen holds
about seven rows, and sending thousands of rows to the client would make the
screen slow to open (see ``tests/benchmarks/bench_history.py``)."""


def matches(summary: GameSummary, query: str) -> bool:
    """Whether a player of the game has ``query`` in their name (case and spaces ignored)."""
    wanted = name_key(query)
    return not wanted or any(wanted in name_key(player) for player in summary.players)


def newest_first(summaries: Iterable[GameSummary], query: str = "") -> list[GameSummary]:
    """The games a search for ``query`` finds, the most recently started first.

    Ordered by creation time (the date each row shows), then by last change
    for games imported without one, then by id so that the order is stable.
    """
    found = [s for s in summaries if matches(s, query)]
    return sorted(found, key=lambda s: (s.created, s.updated, s.id), reverse=True)


@dataclass(frozen=True, slots=True)
class ListState:
    """What the player did to the games list: the search typed, and how many rows are shown."""

    query: str = ""
    shown: int = PAGE_SIZE


def searched(query: str) -> ListState:
    """A new search starts again at the first page."""
    return ListState(query, PAGE_SIZE)


def more(state: ListState) -> ListState:
    """One page more of the same search."""
    return ListState(state.query, state.shown + PAGE_SIZE)


@dataclass(frozen=True, slots=True)
class ListPage:
    """The games list as the screen shows it."""

    query: str
    found: int
    """How many games the search finds."""
    rows: tuple[GameSummary, ...]
    """The rows sent to the phone: the first ``shown`` of them, newest first."""
    hidden: int
    """Found, but not shown yet ("show more")."""


def list_page(summaries: Iterable[GameSummary], state: ListState) -> ListPage:
    """The page of ``summaries`` that ``state`` asks for."""
    found = newest_first(summaries, state.query)
    rows = tuple(found[: state.shown])
    return ListPage(state.query, len(found), rows, len(found) - len(rows))


@dataclass(frozen=True, slots=True)
class HandLine:
    """One hand of a game's table: who sat where, what was entered, what it scored."""

    number: int
    outcome: Outcome
    roles: Roles | None
    """``box``: box, captain, sitter of this hand; None in ``jersey``."""
    dealer: str
    entry: HandEntry
    points: Mapping[str, int]
    """Points of this hand per player, in seat order (zeros included)."""
    totals: Mapping[str, int]
    """Running totals after this hand, in seat order."""
    scorer: str | None
    """Who got points (the knocker, negative, for a ``jersey`` undercut); None if nobody."""
    explanation: Explanation
    off_rotation: bool = False
    """Played with other seats than the rotation gives now (seats as played)."""
    corrected: int | None = None
    """For a hand off the rotation: the earlier hand whose correction moved it."""


def hand_lines(state: GameState, corrections: Sequence[Correction] = ()) -> tuple[HandLine, ...]:
    """Every hand of a replayed game, first hand first (``corrections``: the game's)."""
    lines = []
    for record in state.hands:
        points = record.score.points
        scorer = record.score.winner or next((p for p, v in points.items() if v), None)
        lines.append(
            HandLine(
                number=record.number,
                outcome=record.score.outcome,
                roles=record.roles,
                dealer=record.dealer,
                entry=record.entry,
                points=points,
                totals=record.totals,
                scorer=scorer,
                explanation=record.score.explanation,
                off_rotation=record.off_rotation,
                corrected=(
                    corrected_before(corrections, record.number) if record.off_rotation else None
                ),
            )
        )
    return tuple(lines)


def correction_lines(game: Game) -> tuple[Correction, ...]:
    """The game's corrections (edits, undos, redos, rules changes, records taken), in order."""
    return game.corrections


@dataclass(frozen=True, slots=True)
class ChartSeries:
    """One player's line in the running-totals chart."""

    player: str
    totals: tuple[int, ...]
    """Total before the first hand (0), then after each hand."""


def running_totals(game: Game, state: GameState) -> tuple[ChartSeries, ...]:
    """Each player's running total, hand by hand, in seat order."""
    return tuple(
        ChartSeries(player, (0, *(record.totals[player] for record in state.hands)))
        for player in game.players
    )


def chart_bounds(series: Sequence[ChartSeries], target: int) -> tuple[int, int]:
    """The y range of the chart: zero (or the lowest total) up to the target or beyond."""
    values = [value for line in series for value in line.totals]
    low = min(0, *values) if values else 0
    high = max(target, *values) if values else target
    return low, high
