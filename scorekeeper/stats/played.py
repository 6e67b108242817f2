"""Games replayed once, put in chronological order, with their players' identities.

Replay is by far the most expensive step of any statistic, so it is done once
per game here, together with counting the game's hands, and the result
(``PlayedGame``) can be handed to every statistic and to the CSV export, which
all accept games or played games.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.rules.game import Game, GameState, replay
from scorekeeper.rules.validation import name_key
from scorekeeper.stats.model import PlayerStats
from scorekeeper.stats.tally import count_game


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A game with its replayed state, its counts, and the identity key of each seat."""

    game: Game
    state: GameState
    """``replay(game)``."""
    keys: tuple[str, str, str]
    """``name_key`` of each player in seat order: how a person is recognised across
    games whatever the capitalisation or surrounding spaces of their name."""
    seats: tuple[PlayerStats, PlayerStats, PlayerStats]
    """Each seat's statistics over this game alone, in seat order."""

    @classmethod
    def of(cls, game: Game) -> PlayedGame:
        """Replay and count ``game``; a game that does not replay raises its rules error."""
        first, second, third = game.players
        state = replay(game)
        keys = (name_key(first), name_key(second), name_key(third))
        return cls(game, state, keys, count_game(game, state))


GameLike = Game | PlayedGame
"""What the statistics accept: a stored game, or one already replayed."""


def chronological_key(game: Game) -> tuple[str, str]:
    """Sort key of a game: creation time (ISO 8601 text), then id.

    The id only makes the order deterministic when two games share a creation
    time; it has no meaning of its own.
    """
    return (game.created, game.id)


def replay_games(games: Iterable[GameLike]) -> list[PlayedGame]:
    """Every game replayed (once), in chronological order.

    Each game given counts once per time it is given: deduplicating a backup
    is the caller's business, not the statistics'.
    """
    played = [g if isinstance(g, PlayedGame) else PlayedGame.of(g) for g in games]
    played.sort(key=lambda p: chronological_key(p.game))
    return played


def display_names(played: Iterable[PlayedGame]) -> dict[str, str]:
    """Identity key -> the spelling of that player's most recent game.

    ``played`` must be in chronological order (as ``replay_games`` returns it),
    so that later spellings overwrite earlier ones.
    """
    names: dict[str, str] = {}
    for item in played:
        names.update(zip(item.keys, item.game.players, strict=True))
    return names
