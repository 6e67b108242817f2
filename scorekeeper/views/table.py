"""What the table screen shows, computed from a game without any widget.

Why a separate, pure module: the table screen, the hand list, the winner screen
and the statistics all read the same derived facts (totals, progress, the role
each player holds for the coming hand, newest-first hand rows). Computing them
here keeps widgets free of rules and lets tests check the display logic fast.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.rules.corrections import corrected_before
from scorekeeper.rules.game import Game, GameState, HandRecord
from scorekeeper.rules.hands import Outcome, Role, Roles
from scorekeeper.rules.scoring import Explanation
from scorekeeper.rules.variants import Variant


@dataclass(frozen=True, slots=True)
class PlayerTile:
    """One player's tile: name, total, progress and role for the coming hand."""

    name: str
    total: int
    progress: float
    """Share of the target reached, clamped to 0..1 (a negative total shows 0)."""
    role: Role | None
    """``box`` variant: the role for the coming hand (None once the game is over)."""
    deals: bool
    """True for the player who deals the coming hand."""
    hands_won: int
    to_go: int
    """Points still needed to reach the target (0 once reached)."""


@dataclass(frozen=True, slots=True)
class HandRow:
    """One line of the hand list."""

    number: int
    outcome: Outcome
    scorer: str | None
    """Who got points (the knocker for a jersey undercut, with negative points)."""
    points: int
    roles: Roles | None
    dealer: str
    explanation: Explanation
    off_rotation: bool = False
    """Played with other seats than the rotation gives now (seats as played)."""
    corrected: int | None = None
    """For a hand off the rotation: the earlier hand whose correction moved it."""


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything the table screen displays."""

    variant: Variant
    target: int
    tiles: tuple[PlayerTile, ...]
    """In seat order, always."""
    rows: tuple[HandRow, ...]
    """Newest first."""
    next_hand: int
    finished: bool
    winner: str | None


def table_view(game: Game, state: GameState) -> TableView:
    """The table screen's content for ``game`` replayed into ``state``."""
    target = game.rules.target
    roles = state.next_roles
    tiles = tuple(
        PlayerTile(
            name=player,
            total=state.totals[player],
            progress=min(1.0, max(0.0, state.totals[player] / target)),
            role=roles.role_of(player) if roles is not None else None,
            deals=player == state.next_dealer,
            hands_won=state.hands_won.get(player, 0),
            to_go=max(0, target - state.totals[player]),
        )
        for player in game.players
    )
    return TableView(
        variant=game.variant,
        target=target,
        tiles=tiles,
        rows=tuple(hand_row(record, game) for record in reversed(state.hands)),
        next_hand=len(state.hands) + 1,
        finished=state.finished,
        winner=state.winner,
    )


def hand_row(record: HandRecord, game: Game | None = None) -> HandRow:
    """The hand list line of one replayed hand (of ``game``, which names a correction)."""
    score = record.score
    scorer = score.winner
    if scorer is None:
        scorer = next((p for p, points in score.points.items() if points != 0), None)
    return HandRow(
        number=record.number,
        outcome=score.outcome,
        scorer=scorer,
        points=score.points[scorer] if scorer is not None else 0,
        roles=record.roles,
        dealer=record.dealer,
        explanation=score.explanation,
        off_rotation=record.off_rotation,
        corrected=(
            corrected_before(game.corrections, record.number)
            if game is not None and record.off_rotation
            else None
        ),
    )
