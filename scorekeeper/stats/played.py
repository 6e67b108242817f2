"""Games replayed once, reduced to what the statistics need, in chronological order.

Replay is by far the most expensive step of any statistic, so it is done once
per game here, together with counting the game's hands; the result
(``PlayedGame``) can be handed to every statistic. The replayed state itself is
not kept: thousands of games' hand records held at once make Python's cyclic
garbage collector walk them again and again, which measured costs as much as
replaying (see ``tests/benchmarks/bench_stats.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from scorekeeper.rules.game import Game, replay
from scorekeeper.rules.validation import name_key
from scorekeeper.stats.model import SeatCounts
from scorekeeper.stats.tally import count_game

Duel = tuple[str, str, str | None]
"""A ``box`` hand as (box, captain, winner or None for a draw), names as in the game."""


class PlayedGame(NamedTuple):
    """A game, replayed and counted: its seats' numbers and its duels.

    Only what the statistics read is kept, not the game's hands: a few hundred
    bytes per game, so thousands stay in memory cheaply and can be saved and
    read back (``scorekeeper.stats.record``) instead of replayed at every start.
    Nothing but tuples of text and numbers, which Python's cycle collector
    stops tracking (see ``SeatCounts``).
    """

    id: str
    """The game's id."""
    created: str
    """When the game was created (ISO 8601 text): its place in chronological order."""
    players: tuple[str, str, str]
    """The players' names as entered, in seat order."""
    hand_count: int
    """Hands recorded in the game."""
    keys: tuple[str, str, str]
    """``name_key`` of each player in seat order: how a person is recognised across
    games whatever the capitalisation or surrounding spaces of their name."""
    seats: tuple[SeatCounts, SeatCounts, SeatCounts]
    """Each seat's numbers over this game alone, in seat order."""
    duels: tuple[Duel, ...]
    """Every ``box`` hand as who faced whom and who won (empty for ``jersey``),
    for head-to-head records."""

    @classmethod
    def of(cls, game: Game) -> PlayedGame:
        """Replay and count ``game``; a game that does not replay raises its rules error."""
        first, second, third = game.players
        state = replay(game)
        return cls(
            id=game.id,
            created=game.created,
            players=(first, second, third),
            hand_count=len(game.hands),
            keys=(name_key(first), name_key(second), name_key(third)),
            seats=count_game(game, state),
            duels=tuple(
                (r.roles.box, r.roles.captain, r.score.winner)
                for r in state.hands
                if r.roles is not None
            ),
        )


GameLike = Game | PlayedGame
"""What the statistics accept: a stored game, or one already replayed."""


def chronological_key(game: Game | PlayedGame) -> tuple[str, str]:
    """Sort key of a game: creation time (ISO 8601 text), then id.

    The id only makes the order deterministic when two games share a creation
    time; it has no meaning of its own.
    """
    return (game.created, game.id)


def replay_games(games: Iterable[GameLike]) -> list[PlayedGame]:
    """Every game replayed (once) and counted, in chronological order.

    Each game given counts once per time it is given: deduplicating a backup
    is the caller's business, not the statistics'. A game with no hand counts
    in no statistic: it was set up and never played (a wrong start, a test), and
    counting it would add a game played, and a game lost, to each of its players.
    """
    replayed = (g if isinstance(g, PlayedGame) else PlayedGame.of(g) for g in games)
    played = [game for game in replayed if game.hand_count]
    played.sort(key=chronological_key)
    return played


def display_names(played: Iterable[PlayedGame]) -> dict[str, str]:
    """Identity key -> the spelling of that player's most recent game.

    ``played`` must be in chronological order (as ``replay_games`` returns it),
    so that later spellings overwrite earlier ones.
    """
    names: dict[str, str] = {}
    for item in played:
        names.update(zip(item.keys, item.players, strict=True))
    return names
