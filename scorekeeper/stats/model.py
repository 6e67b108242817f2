"""The statistics the app shows, as immutable values with their exact definitions.

Issue 7 asks for statistics "per player and per group of three". Every number
here is derived by replaying stored games (``scorekeeper.rules.game.replay``);
nothing is stored as truth, so an edited or undone hand changes the statistics
the next time they are computed. The definitions live in the field docstrings
because they are what a player will dispute ("why is my box win rate 40%?").

Vocabulary used below:

- A player *holds cards* in a hand when they are not the ``box`` sitter; in
  ``jersey`` everybody holds cards in every hand.
- A hand is *won* by its scorer, ``HandScore.winner``: the knocker of a winning
  knock, the gin player, or in ``box`` the opponent who undercut the knocker.
  Draws, ``jersey`` undercuts (the knocker only loses points) and ``jersey``
  ties are won by nobody.
- Games are in *chronological order* when sorted by ``Game.created`` (ISO 8601
  text, compared as text), then ``Game.id``; games equal on both keep the order
  they were given in.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record over a set of games (all games, or one group's)."""

    name: str
    """Display name: the spelling used in the player's most recent game.

    Players are matched across games by name, case-insensitively and ignoring
    surrounding spaces (docs/RULES.md compares names that way), so "ann " and "Ann"
    are one player.
    """
    games_played: int
    """Games the player took part in, finished or not, including games with no hands."""
    games_finished: int
    """Of those, games that have a winner."""
    games_won: int
    """Games the player won (reached the target)."""
    hands_played: int
    """Hands in which the player held cards, draws and ties included."""
    hands_sat_out: int
    """``box`` hands in which the player was the sitter (held no cards)."""
    hands_won: int
    """Hands the player scored in (see *won* in the module docstring)."""
    points_won: int
    """Sum of the points of the hands won; a ``jersey`` undercut penalty is not a hand won."""
    gins: int
    """Hands the player ended with gin, including a knock entered with 0 deadwood,
    which the rules score as gin (docs/RULES.md box 5)."""
    knocks: int
    """Hands the player ended with a knock that was not gin, whatever came of it:
    ``knocks = knocks_won + undercuts_suffered + (jersey ties under "no_score")``."""
    knocks_won: int
    """Knocks that scored for the knocker (outcome ``knock``)."""
    undercuts_given: int
    """Hands in which the player undercut a knocker. In ``box``, the opponent who
    scored the undercut. In ``jersey`` nobody scores an undercut, so it is counted
    for each opponent whose own deadwood made the knock fail: deadwood at most the
    knocker's (strictly less under the house option ``"tie": "no_score"``, where
    equal deadwood is a tie, not an undercut). One ``jersey`` undercut can thus
    be given by both opponents."""
    undercuts_suffered: int
    """Knocks by the player that were undercut (outcome ``undercut``)."""
    hands_in_box: int
    """``box`` hands in which the player was in the box, draws included."""
    hands_won_in_box: int
    """Of those, hands the player won (and so stayed in the box)."""
    longest_hand_streak: int
    """Most hands won in a row within one game. The run counts the hands the
    player held cards in, in hand order: a hand they held cards in and did not
    win (a draw too) ends it; a hand spent as sitter neither ends nor extends it.
    Runs do not continue from one game into the next: games can be played side
    by side, and their creation times say nothing about the order of their hands."""
    longest_game_streak: int
    """Most games won in a row, over the player's finished games in chronological
    order. Unfinished games are skipped: they neither end nor extend a run, as
    nobody has won or lost them yet."""

    @property
    def average_points_per_hand_won(self) -> float | None:
        """``points_won / hands_won``; None when no hand was won (not 0: nothing to average)."""
        return self.points_won / self.hands_won if self.hands_won else None

    @property
    def box_win_rate(self) -> float | None:
        """``hands_won_in_box / hands_in_box``, in [0, 1]; None when never in the box.

        Draws count as box hands not won: the box player did not keep the box by
        winning, the rules merely left the roles unchanged.
        """
        return self.hands_won_in_box / self.hands_in_box if self.hands_in_box else None


class SeatCounts(NamedTuple):
    """One seat's numbers over one game: ``PlayerStats`` without the name, same order.

    A plain tuple of numbers on purpose: Python's cycle collector stops tracking
    such tuples, so thousands of games kept in memory add nothing to its
    pauses (which a running app feels on every screen it sends). The field
    list repeats ``PlayerStats``' on purpose (the definitions live there); a
    test keeps the two in step.
    """

    games_played: int
    games_finished: int
    games_won: int
    hands_played: int
    hands_sat_out: int
    hands_won: int
    points_won: int
    gins: int
    knocks: int
    knocks_won: int
    undercuts_given: int
    undercuts_suffered: int
    hands_in_box: int
    hands_won_in_box: int
    longest_hand_streak: int
    longest_game_streak: int


@dataclass(frozen=True, slots=True)
class GroupStats:
    """A group of three players (in any seat order) and their games together."""

    players: tuple[str, str, str]
    """Display names of the three, ordered by their case-insensitive names."""
    games_played: int
    """Games these three played together, finished or not."""
    games_finished: int
    """Of those, games that have a winner."""
    hands_played: int
    """Hands recorded in those games."""
    hands_won_by_nobody: int
    """Hands without a scorer: draws, ``jersey`` undercuts and ties. With the
    members' ``hands_won`` these add up to ``hands_played``."""
    members: Mapping[str, PlayerStats]
    """Each member's statistics over this group's games only, keyed by display
    name (same order as ``players``). Game streaks here run over the group's
    games only."""


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Two players against each other, over the games both took part in."""

    first: str
    """Display name of the first player asked for."""
    second: str
    """Display name of the second player asked for."""
    games_together: int
    """Games both took part in (with any third player), finished or not."""
    games_finished: int
    """Of those, games that have a winner."""
    first_games_won: int
    """Of those, games won by ``first``."""
    second_games_won: int
    """Of those, games won by ``second``; the rest of the finished ones went to
    the third player."""
    hands_faced: int
    """``box`` hands in which the two held the cards, one in the box and the
    other captain: the only hands that are a duel between exactly these two.
    (In ``jersey`` every hand is three-handed, so none counts.)"""
    first_hands_won: int
    """Hands faced that ``first`` won."""
    second_hands_won: int
    """Hands faced that ``second`` won; the rest were draws."""
