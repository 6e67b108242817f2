"""A game is its settings plus the log of hands; everything else is replayed.

``Game`` is immutable: recording, undoing or editing a hand returns a new game
whose hand log changed and whose ``corrections`` keep the audit trail (what
changed and when; the time is given by the caller, the core reads no clock).
``replay`` folds the hand log into a ``GameState``: per hand the roles or
dealer, the score and the totals; then the winner and who is where next.

Every hand a change produces carries its ``seats`` (docs/RULES.md: corrections never
change who played). The rotation only proposes the seats of the next hand;
once played they are kept, so correcting hand 1 after hand 5 changes hand 1's
score and the totals, and no later hand's seats.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorekeeper.rules.announcement import Announcement, game_over
from scorekeeper.rules.corrections import Correction, CorrectionKind, taken
from scorekeeper.rules.errors import GameOverError, HandIndexError, SeatsError
from scorekeeper.rules.hands import HandEntry, Roles, Seats
from scorekeeper.rules.limits import check_room_for_correction, check_room_for_hand
from scorekeeper.rules.replaying import GameState, HandRecord, pinned_hands, replay_hands
from scorekeeper.rules.validation import check_players
from scorekeeper.rules.variant_registry import house_options, variant_rules
from scorekeeper.rules.variants import HouseRules, Variant

__all__ = [
    "Correction",
    "CorrectionKind",
    "Game",
    "GameState",
    "HandRecord",
    "announce_next",
    "pinned_hands",
    "replay",
]


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

    @property
    def first_seats(self) -> Seats:
        """The seats of the first hand, as ``start`` took them."""
        return Seats(self.first_dealer, self.first_roles)

    @classmethod
    def start(
        cls,
        players: tuple[str, ...] | list[str],
        variant: Variant,
        *,
        first: Seats,
        rules: HouseRules | None = None,
        game_id: str = "",
        created: str = "",
    ) -> Game:
        """A new game, with names and the first hand's seats checked."""
        names = check_players(players)
        seats = variant_rules(variant).start(names, first)
        return cls(
            players=names,
            variant=variant,
            rules=rules or HouseRules.defaults(house_options(variant)),
            first_roles=seats.roles,
            first_dealer=seats.dealer,
            id=game_id,
            created=created,
        )

    def record(self, entry: HandEntry) -> Game:
        """This game with ``entry`` appended, refused if the entry is bad or the game over.

        An entry without seats is played with the rotation's; one with seats (a
        hand put back with Redo) keeps them, checked like any other.
        """
        state = replay(self)
        number = len(self.hands) + 1
        if state.finished:
            raise GameOverError(hand=number, winner=state.winner)
        check_room_for_hand(len(self.hands))
        if entry.seats is None:
            entry = replace(entry, seats=Seats(state.next_dealer or "", state.next_roles))
        if entry.seats is None:
            raise SeatsError(hand=number)
        rules = variant_rules(self.variant)
        seats = rules.check_seats(self.players, entry.seats, number)
        rules.check_hand(self.rules, self.players, seats, entry, number)
        return replace(self, hands=(*pinned_hands(state), entry))

    def undo_last(self, at: str) -> Game:
        """This game without its last hand; the removal is kept as a correction."""
        if not self.hands:
            raise HandIndexError(number=0, count=0)
        check_room_for_correction(len(self.corrections))
        hands = pinned_hands(replay(self))
        correction = Correction(CorrectionKind.UNDO, len(hands), hands[-1], None, at)
        return replace(self, hands=hands[:-1], corrections=(*self.corrections, correction))

    def redo(self, number: int, entry: HandEntry, at: str) -> Game:
        """Hand ``number`` (the next one) recorded again after an Undo, and logged as a redo.

        ``entry`` is normally the undone hand itself, seats included: it is put
        back as it was played, and checked like any new hand.
        """
        if number != len(self.hands) + 1:
            raise HandIndexError(number=number, count=len(self.hands))
        check_room_for_correction(len(self.corrections))
        recorded = self.record(entry)
        correction = Correction(CorrectionKind.REDO, number, None, recorded.hands[-1], at)
        return replace(recorded, corrections=(*self.corrections, correction))

    def edit(self, number: int, entry: HandEntry, at: str) -> Game:
        """Hand ``number`` replaced by ``entry``: its score and the totals change, nothing else.

        The edited hand keeps the seats it was played with unless ``entry`` names
        others, and every later hand keeps its own (docs/RULES.md: corrections never
        change who played), so an edit that changes who won hand 1 leaves hand 2
        as it was played. The whole log is still replayed and checked. An entry
        equal to the recorded one changes nothing and is not logged.
        """
        if not 1 <= number <= len(self.hands):
            raise HandIndexError(number=number, count=len(self.hands))
        hands = pinned_hands(replay(self))
        before = hands[number - 1]
        if entry.seats is None:
            entry = replace(entry, seats=before.seats)
        if entry == before:
            return self
        check_room_for_correction(len(self.corrections))
        edited = replace(
            self,
            hands=(*hands[: number - 1], entry, *hands[number:]),
            corrections=(
                *self.corrections,
                Correction(CorrectionKind.EDIT, number, before, entry, at),
            ),
        )
        replay(edited)
        return edited

    def with_rules(self, rules: HouseRules, at: str) -> Game:
        """The same game re-scored under other house rules (every hand re-checked).

        The change is logged with the rules before and after; the same rules
        change nothing and log nothing.
        """
        if rules == self.rules:
            return self
        check_room_for_correction(len(self.corrections))
        correction = Correction(
            CorrectionKind.RULES, 0, None, None, at, rules_before=self.rules, rules_after=rules
        )
        changed = replace(
            self,
            rules=rules,
            hands=pinned_hands(replay(self)),
            corrections=(*self.corrections, correction),
        )
        replay(changed)
        return changed

    def take(self, other: Game, at: str) -> Game:
        """The other phone's record of this game, kept under this game's id, with a log.

        Each hand whose entry differs in the same place (or that only one side
        has) is logged as taken, with this phone's entry before and the other's
        after; identical hands are not logged. So are the house rules, if they
        differ. This phone's corrections stay, followed by those of the other
        phone it did not have. At another table (other variant or players) the
        entries of this record do not fit the other, and it is replaced whole.
        """
        if (other.variant, other.players) != (self.variant, self.players):
            return replace(other, id=self.id)
        mine, theirs = pinned_hands(replay(self)), pinned_hands(replay(other))
        log = taken(mine, theirs, (self.rules, other.rules), at)
        if not log:
            return self
        new = (c for c in other.corrections if c not in self.corrections)
        kept = (*self.corrections, *new, *log)
        return replace(
            other,
            id=self.id,
            created=self.created or other.created,
            hands=theirs,
            corrections=kept,
        )


def replay(game: Game) -> GameState:
    """Fold ``game``'s hand log into its state with its variant's rules (see ``replay_hands``)."""
    return replay_hands(
        game.players, variant_rules(game.variant), game.rules, game.first_seats, game.hands
    )


def announce_next(
    variant: Variant,
    record: HandRecord,
    next_roles: Roles | None,
    next_dealer: str | None,
    winner: str | None,
) -> Announcement:
    """Describe who sits where after the hand in ``record`` (its variant's words).

    ``next_roles``, ``next_dealer`` and ``winner`` come from the replayed state
    after that hand (``GameState``), so the words always match the rules.
    """
    if winner is not None:
        return game_over(winner)
    following = Seats(next_dealer or record.dealer, next_roles)
    return variant_rules(variant).announce(record.seats, record.score, following)
