"""What the live page shows: one game as the table screen sees it, and the table's games.

Pure: stored games and their summaries in, frozen values out. The game "at the
table" is the one most recently played that is not finished (else the one most
recently played): what the phones at the table are playing now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.variants import Variant
from scorekeeper.services.records import GameSummary
from scorekeeper.views.table import TableView, table_view


@dataclass(frozen=True, slots=True)
class ShownGame:
    """One game, as the table screen shows it."""

    id: str
    variant: Variant
    players: tuple[str, str, str]
    view: TableView


@dataclass(frozen=True, slots=True)
class GameLine:
    """One line of the table's games list."""

    id: str
    variant: Variant
    players: tuple[str, str, str]
    hands: int
    totals: Mapping[str, int]
    winner: str | None
    at_table: bool
    """The game the table is playing now."""


@dataclass(frozen=True, slots=True)
class LivePage:
    """The whole page: the game shown (None when there is none yet) and every game."""

    shown: ShownGame | None
    games: tuple[GameLine, ...]
    at_table: bool
    """Whether the game shown is the one at the table (the page follows it to the next game)."""


def table_game_id(summaries: Sequence[GameSummary]) -> str | None:
    """The game the table plays now: the latest unfinished one, else the latest one."""
    if not summaries:
        return None
    latest = sorted(summaries, key=lambda s: (s.updated, s.id), reverse=True)
    return next((s.id for s in latest if not s.finished), latest[0].id)


def shown_game(game: Game) -> ShownGame:
    """``game`` replayed into what the table screen shows."""
    return ShownGame(game.id, game.variant, game.players, table_view(game, replay(game)))


def live_page(game: Game | None, summaries: Sequence[GameSummary], *, at_table: bool) -> LivePage:
    """The page for ``game`` (None: no game yet) among the table's ``summaries``."""
    current = table_game_id(summaries)
    latest = sorted(summaries, key=lambda s: (s.updated, s.id), reverse=True)
    lines = tuple(
        GameLine(
            id=s.id,
            variant=s.variant,
            players=s.players,
            hands=s.hands,
            totals=s.totals,
            winner=s.winner,
            at_table=s.id == current,
        )
        for s in latest
    )
    return LivePage(None if game is None else shown_game(game), lines, at_table)
