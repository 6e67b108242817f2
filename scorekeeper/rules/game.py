"""A game is its settings plus the log of hands; everything else is replayed.

``Game`` is immutable: recording, undoing or editing a hand returns a new game
whose hand log changed and whose ``corrections`` keep the audit trail (what
changed and when; the time is given by the caller, the core reads no clock).
``replay`` folds the hand log into a ``GameState``: per hand the roles or
dealer, the score and the totals; then the winner and who is where next.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from scorekeeper.rules.errors import FirstRolesError, GameOverError, HandIndexError
from scorekeeper.rules.hands import HandEntry, Outcome, Roles
from scorekeeper.rules.limits import check_room_for_correction, check_room_for_hand
from scorekeeper.rules.scoring import HandScore, score_box, score_jersey
from scorekeeper.rules.validation import check_box_hand, check_jersey_hand, check_players
from scorekeeper.rules.variants import HouseRules, Variant


class CorrectionKind(enum.Enum):
    """The ways a recorded hand can be changed afterwards."""

    EDIT = "edit"
    UNDO = "undo"


@dataclass(frozen=True, slots=True)
class Correction:
    """One change to an already recorded hand, kept for the audit trail."""

    kind: CorrectionKind
    hand: int
    """Number (1-based) of the hand that was changed or removed."""
    before: HandEntry
    after: HandEntry | None
    """The new entry for an edit; None for an undo."""
    at: str
    """When it happened (ISO 8601 text supplied by the caller)."""


@dataclass(frozen=True, slots=True)
class Game:
    """Players, variant, house rules, first roles or dealer, and the hand log."""

    players: tuple[str, str, str]
    """Names in seat order (clockwise)."""
    variant: Variant
    rules: HouseRules
    first_roles: Roles | None
    """``box``: roles of the first hand. None for ``jersey``."""
    first_dealer: str
    """Dealer of the first hand (in ``box``, the first box player)."""
    hands: tuple[HandEntry, ...] = ()
    corrections: tuple[Correction, ...] = ()
    id: str = ""
    """Stable identifier given by the shell (storage, sharing)."""
    created: str = ""
    """Creation time (ISO 8601) given by the shell."""

    @classmethod
    def start(
        cls,
        players: tuple[str, ...] | list[str],
        variant: Variant,
        *,
        first: Roles | str,
        rules: HouseRules | None = None,
        game_id: str = "",
        created: str = "",
    ) -> Game:
        """A new game, with names and first roles/dealer checked."""
        names = check_players(players)
        if variant is Variant.BOX:
            if not isinstance(first, Roles) or sorted(first.as_tuple()) != sorted(names):
                raise FirstRolesError(
                    detail="the first roles must give box, captain and sitter "
                    "to the three players, one each"
                )
            first_roles: Roles | None = first
            dealer = first.box
        else:
            if not isinstance(first, str) or first not in names:
                raise FirstRolesError(detail="the first dealer must be one of the players")
            first_roles, dealer = None, first
        return cls(
            players=names,
            variant=variant,
            rules=rules or HouseRules.defaults(variant),
            first_roles=first_roles,
            first_dealer=dealer,
            id=game_id,
            created=created,
        )

    def record(self, entry: HandEntry) -> Game:
        """This game with ``entry`` appended, refused if the entry is bad or the game over."""
        state = replay(self)
        number = len(self.hands) + 1
        if state.finished:
            raise GameOverError(hand=number, winner=state.winner)
        check_room_for_hand(len(self.hands))
        check_hand(self, state.next_roles, entry, number)
        return replace(self, hands=(*self.hands, entry))

    def undo_last(self, at: str) -> Game:
        """This game without its last hand; the removal is kept as a correction."""
        if not self.hands:
            raise HandIndexError(number=0, count=0)
        check_room_for_correction(len(self.corrections))
        last = self.hands[-1]
        correction = Correction(CorrectionKind.UNDO, len(self.hands), last, None, at)
        return replace(self, hands=self.hands[:-1], corrections=(*self.corrections, correction))

    def edit(self, number: int, entry: HandEntry, at: str) -> Game:
        """Hand ``number`` replaced by ``entry``; all later hands are re-checked.

        An edit can change who scored, and so the roles of every later hand: the
        whole log is replayed, and a later hand that no longer fits (say, a knock
        by the player who now sits out) is refused with its own number.
        """
        if not 1 <= number <= len(self.hands):
            raise HandIndexError(number=number, count=len(self.hands))
        check_room_for_correction(len(self.corrections))
        before = self.hands[number - 1]
        hands = (*self.hands[: number - 1], entry, *self.hands[number:])
        edited = replace(
            self,
            hands=hands,
            corrections=(
                *self.corrections,
                Correction(CorrectionKind.EDIT, number, before, entry, at),
            ),
        )
        replay(edited)
        return edited

    def with_rules(self, rules: HouseRules) -> Game:
        """The same game re-scored under other house rules (every hand re-checked)."""
        changed = replace(self, rules=rules)
        replay(changed)
        return changed


def check_hand(game: Game, roles: Roles | None, entry: HandEntry, number: int) -> None:
    """Validate ``entry`` as hand ``number`` of ``game`` played with ``roles``."""
    if roles is not None:
        check_box_hand(game.rules, roles, entry, number)
    else:
        check_jersey_hand(game.rules, game.players, entry, number)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One replayed hand: who sat where, the entry, the score, the running totals."""

    number: int
    dealer: str
    roles: Roles | None
    entry: HandEntry
    score: HandScore
    totals: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything derived from a game's hand log."""

    hands: tuple[HandRecord, ...]
    totals: Mapping[str, int]
    finished: bool
    winner: str | None
    next_dealer: str | None
    """Dealer of the coming hand; None once the game is over."""
    next_roles: Roles | None
    """``box``: roles of the coming hand; None for ``jersey`` or once over."""
    hands_won: Mapping[str, int] = field(default_factory=dict)


def replay(game: Game) -> GameState:
    """Fold the hand log into the game state, validating every hand in context.

    Deterministic and pure: the same game always gives the same state. A bad
    hand raises its error naming the hand; a hand after the winning hand raises
    ``GameOverError``.
    """
    players = game.players
    totals = dict.fromkeys(players, 0)
    won = dict.fromkeys(players, 0)
    roles = game.first_roles
    dealer = game.first_dealer
    records: list[HandRecord] = []
    winner: str | None = None
    for number, entry in enumerate(game.hands, start=1):
        if winner is not None:
            raise GameOverError(hand=number, winner=winner)
        check_hand(game, roles, entry, number)
        if roles is not None:
            score = score_box(game.rules, players, roles, entry)
        else:
            score = score_jersey(game.rules, players, dealer, entry)
        for player, points in score.points.items():
            totals[player] += points
        if score.winner is not None:
            won[score.winner] += 1
        records.append(HandRecord(number, dealer, roles, entry, score, dict(totals)))
        winner = _crossed_target(game, totals)
        roles, dealer = _next_seats(game, roles, dealer, score)
    finished = winner is not None
    return GameState(
        hands=tuple(records),
        totals=totals,
        finished=finished,
        winner=winner,
        next_dealer=None if finished else dealer,
        next_roles=None if finished else roles,
        hands_won=won,
    )


def _crossed_target(game: Game, totals: Mapping[str, int]) -> str | None:
    """The player at or past the target, if any (only one can be: one scorer per hand)."""
    for player in game.players:
        if totals[player] >= game.rules.target:
            return player
    return None


def _next_seats(
    game: Game, roles: Roles | None, dealer: str, score: HandScore
) -> tuple[Roles | None, str]:
    """Roles and dealer of the next hand (RULES.md box 3, 10, 11; jersey 2)."""
    if roles is not None:
        next_roles = roles.after(score.winner) if score.outcome is not Outcome.DRAW else roles
        return next_roles, next_roles.box
    if score.outcome is Outcome.DRAW:
        return None, dealer
    seat = game.players.index(dealer)
    return None, game.players[(seat + 1) % 3]
