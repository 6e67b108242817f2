"""Every kind of bad entry the app refuses, each its own exception.

Why one class per kind: the UI shows the message next to the field that caused it,
tests assert the exact kind, and the message catalogues translate by ``key``. Each
error carries its parameters (hand number, player, value) so the message names them.
The English ``template`` here is what the command line prints; the catalogues in
``scorekeeper/i18n`` hold the same keys in every language.
"""

from __future__ import annotations

from typing import ClassVar

from scorekeeper.rules.reasons import Reason


class ScorekeeperError(ValueError):
    """Base of all refusals. ``str(err)`` is one English line naming the problem."""

    key: ClassVar[str] = "error.generic"
    template: ClassVar[str] = "{detail}"

    def __init__(self, *, hand: int | None = None, **params: object) -> None:
        self.hand = hand
        self.params: dict[str, object] = dict(params)
        body = self.template.format(**params)
        super().__init__(f"hand {hand}: {body}" if hand is not None else body)

    @property
    def message(self) -> str:
        """The English message (same as ``str(err)``)."""
        return str(self)


# --- cards ---------------------------------------------------------------------------


class InvalidCardError(ScorekeeperError):
    """A token that is not card notation."""

    key = "error.invalid_card"
    template = "'{text}' is not a card (rank A 2-9 T J Q K, suit S H D C, e.g. TD)"

    def __init__(self, text: str, *, hand: int | None = None) -> None:
        super().__init__(hand=hand, text=text)


class DuplicateCardError(ScorekeeperError):
    """The same card given twice."""

    key = "error.duplicate_card"
    template = "{card} is given twice"

    def __init__(self, card: object, *, hand: int | None = None) -> None:
        super().__init__(hand=hand, card=str(card))


# --- players and game set-up ----------------------------------------------------------


class PlayerCountError(ScorekeeperError):
    """A game has exactly three players."""

    key = "error.player_count"
    template = "a game needs exactly three players, not {count}"


class EmptyNameError(ScorekeeperError):
    """A player name that is empty or only spaces."""

    key = "error.empty_name"
    template = "player {position} has no name"


class DuplicateNameError(ScorekeeperError):
    """Two players whose names compare equal (case-insensitive, trimmed)."""

    key = "error.duplicate_name"
    template = "two players are called '{name}'; give each player a different name"


class PlayerNameError(ScorekeeperError):
    """A name that is not text, too long, or holds control characters."""

    key = "error.bad_name"
    template = "player name '{name}' is not allowed: {reason}"


class FirstRolesError(ScorekeeperError):
    """The first roles (box) or first dealer (jersey) do not fit the players."""


class HouseRuleError(ScorekeeperError):
    """A value a house option cannot take; ``reason`` says why, ``entered`` is the value."""

    key = "error.house_rule"
    template = "house rule '{name}' cannot be {value}: {reason}"

    def __init__(self, *, name: str, value: object, entered: object, reason: Reason) -> None:
        self.reason, self.entered = reason, entered
        super().__init__(name=name, value=value, reason=reason)


class UnknownVariantError(ScorekeeperError):
    """A variant id other than ``box`` or ``jersey``."""

    key = "error.unknown_variant"
    template = "unknown variant '{value}' (use 'box' or 'jersey')"


# --- one hand --------------------------------------------------------------------------


class UnknownResultError(ScorekeeperError):
    """A hand result other than knock, gin or draw."""

    key = "error.unknown_result"
    template = "'{value}' is not a result (use knock, gin or draw)"


class UnknownPlayerError(ScorekeeperError):
    """A name in a hand that is not one of the game's players."""

    key = "error.unknown_player"
    template = "'{name}' is not a player in this game"


class MissingKnockerError(ScorekeeperError):
    """A knock or gin without the player who made it."""

    key = "error.missing_knocker"
    template = "a {result} needs the player who made it"


class SitterCannotKnockError(ScorekeeperError):
    """In ``box`` the sitter holds no cards."""

    key = "error.sitter_knock"
    template = "{player} is the sitter and cannot knock"


class SitterDeadwoodError(ScorekeeperError):
    """In ``box`` the sitter holds no cards, so has no deadwood."""

    key = "error.sitter_deadwood"
    template = "{player} is the sitter this hand; no deadwood can be entered for them"


class SitterCardsError(ScorekeeperError):
    """In ``box`` the sitter holds no cards, so none can be entered for them."""

    key = "error.sitter_cards"
    template = "{player} is the sitter this hand; no cards can be entered for them"


class MissingDeadwoodError(ScorekeeperError):
    """A player who held cards has no deadwood entered."""

    key = "error.missing_deadwood"
    template = "the deadwood of {player} is missing"


class DeadwoodNotANumberError(ScorekeeperError):
    """Deadwood that is not a number at all."""

    key = "error.deadwood_whole"
    template = "the deadwood of {player} must be a whole number, not {value}"


class DeadwoodFractionError(ScorekeeperError):
    """Deadwood with a fractional part."""

    key = "error.deadwood_whole"
    template = "the deadwood of {player} must be a whole number, not {value}"


class DeadwoodNegativeError(ScorekeeperError):
    """Deadwood below zero."""

    key = "error.deadwood_negative"
    template = "the deadwood of {player} cannot be negative ({value})"


class DeadwoodTooLargeError(ScorekeeperError):
    """Deadwood above 98, which no 10-card hand can hold."""

    key = "error.deadwood_too_large"
    template = "the deadwood of {player} cannot be {value}: a 10-card hand holds at most 98"


class KnockLimitError(ScorekeeperError):
    """A knock with more deadwood than the knock limit allows."""

    key = "error.knock_limit"
    template = "{player} cannot knock with {value}: a knock needs {limit} or less"


class GinDeadwoodError(ScorekeeperError):
    """A gin recorded with non-zero deadwood for the gin player."""

    key = "error.gin_deadwood"
    template = "{player} went gin, so their deadwood is 0, not {value}"


class DeadwoodTextError(ScorekeeperError):
    """A deadwood written as text in a file (docs/RULES.md: a file holds a JSON number).

    The keypad gives text and is parsed; a file this app wrote never holds text,
    so one that does was made or changed by something else, and is refused.
    """

    key = "error.deadwood_text"
    template = "the deadwood of {player} must be a number such as 7, not the text {value}"


class SeatsError(ScorekeeperError):
    """``box`` seats that are not the three players, one role each."""

    key = "error.seats"
    template = "the seats must give box, captain and sitter to the three players, one each"


class DealerSeatError(ScorekeeperError):
    """``jersey`` seats whose dealer is not one of the players."""

    key = "error.seats_dealer"
    template = "the dealer must be one of the players, not {name}"


class GameOverError(ScorekeeperError):
    """A hand recorded after the game has been won."""

    key = "error.game_over"
    template = "the game is over ({winner} won); no more hands can be recorded"


class HandIndexError(ScorekeeperError):
    """An edit or undo that names a hand that does not exist."""

    key = "error.no_such_hand"
    template = "there is no hand {number} to change (the game has {count})"


class GameFullError(ScorekeeperError):
    """A hand past the most hands a game can hold (``rules.limits.MAX_HANDS``)."""

    key = "error.game_full"
    template = "this game has {count} hands, the most a game can hold: start a new one"


class CorrectionsFullError(ScorekeeperError):
    """A correction past the most a game keeps (``rules.limits.MAX_CORRECTIONS``)."""

    key = "error.corrections_full"
    template = "this game has {count} corrections, the most a game can keep: start a new one"


# --- files ----------------------------------------------------------------------------


class SessionFormatError(ScorekeeperError):
    """A session file that is not the JSON format of docs/RULES.md."""


# --- cards in a hand (the referee) -----------------------------------------------------


class CardCountError(ScorekeeperError):
    """A hand of the wrong size."""

    key = "error.card_count"
    template = "{who} must hold {expected} cards, not {count}"


class SharedCardError(ScorekeeperError):
    """Two hands that hold the same physical card."""

    key = "error.shared_card"
    template = "{card} cannot be in both hands"


class InvalidMeldError(ScorekeeperError):
    """Cards declared as a meld that are not a set or a run."""

    key = "error.invalid_meld"
    template = "{cards} is not a meld (a set of 3-4 of a rank or a run of 3+ in a suit)"


class IllegalKnockError(ScorekeeperError):
    """A knock or gin that the entered cards do not allow."""

    key = "error.illegal_knock"
    template = "{player}'s cards leave {deadwood} deadwood: {reason}"
