"""The restore review as data: the games of a backup that differ from the ones kept here.

A game keeps its id through backup and restore, so a backup restored on a
phone that already has some of its games meets them again. The same record is
skipped; a differing one is listed here with the players' choice for it (keep
mine, take theirs, keep both), changed one game at a time or for all at once.
Nothing is stored until the players confirm. Pure: every change returns a new
review, as ``ui/game/sheet_model.py`` does for the hand sheet.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from scorekeeper.services.imports import Arrival, ImportStatus
from scorekeeper.services.records import ImportAction, ImportOutcome
from scorekeeper.services.sharing import Comparison, Resolution


@dataclass(frozen=True, slots=True)
class ConflictRow:
    """One differing game in the review list."""

    game_id: str
    players: tuple[str, str, str]
    hands_here: int
    hands_there: int
    differing: int
    """Hands (and settings) that differ between the two records."""
    totals_here: Mapping[str, int]
    totals_there: Mapping[str, int]
    choice: Resolution
    comparison: Comparison
    open: bool
    """Whether the full comparison is shown under the row."""


@dataclass(frozen=True, slots=True)
class RestoreReview:
    """A checked backup file whose differing games wait for the players' choices."""

    file_name: str
    arrivals: tuple[Arrival, ...]
    choices: Mapping[str, Resolution] = field(default_factory=dict)
    """Choice per differing game's id; keep mine until the players say otherwise."""
    opened: str | None = None
    """The game whose comparison is shown (one at a time, so the list stays short)."""

    @property
    def conflicts(self) -> tuple[Arrival, ...]:
        """The arrivals that differ from a game kept here."""
        return tuple(a for a in self.arrivals if a.status is ImportStatus.CONFLICT)

    @property
    def new_games(self) -> int:
        """Games of the file this phone does not have."""
        return sum(1 for a in self.arrivals if a.status is ImportStatus.ADDED)

    @property
    def same_games(self) -> int:
        """Games of the file already here with the same record."""
        return sum(1 for a in self.arrivals if a.status is ImportStatus.UNCHANGED)


def start_review(file_name: str, arrivals: tuple[Arrival, ...]) -> RestoreReview | None:
    """The review of a checked file, or None when nothing in it differs (restore at once)."""
    review = RestoreReview(file_name, arrivals)
    if not review.conflicts:
        return None
    return replace(review, choices=_frozen(dict.fromkeys(_ids(review), Resolution.KEEP_MINE)))


def choose(review: RestoreReview, game_id: str, choice: Resolution) -> RestoreReview:
    """The review with ``choice`` for one differing game (its comparison folds away)."""
    if game_id not in review.choices:
        return review
    opened = None if review.opened == game_id else review.opened
    return replace(review, choices=_frozen({**review.choices, game_id: choice}), opened=opened)


def choose_all(review: RestoreReview, choice: Resolution) -> RestoreReview:
    """The review with ``choice`` for every differing game."""
    return replace(review, choices=_frozen(dict.fromkeys(review.choices, choice)))


def toggle(review: RestoreReview, game_id: str) -> RestoreReview:
    """Show the comparison of ``game_id``, or fold it away if it is shown."""
    return replace(review, opened=None if review.opened == game_id else game_id)


def rows(review: RestoreReview) -> tuple[ConflictRow, ...]:
    """The list as the screen shows it, in the file's order."""
    found: list[ConflictRow] = []
    for arrival in review.conflicts:
        comparison = arrival.comparison
        if comparison is None:
            continue
        found.append(
            ConflictRow(
                game_id=arrival.game.id,
                players=comparison.here.players,
                hands_here=len(comparison.here.hands),
                hands_there=len(comparison.there.hands),
                differing=len(comparison.differences) + len(comparison.settings),
                totals_here=comparison.totals_here,
                totals_there=comparison.totals_there,
                choice=review.choices.get(arrival.game.id, Resolution.KEEP_MINE),
                comparison=comparison,
                open=review.opened == arrival.game.id,
            )
        )
    return tuple(found)


@dataclass(frozen=True, slots=True)
class RestoreCounts:
    """What a restore did, counted for the message."""

    added: int
    skipped: int
    replaced: int
    copies: int
    kept: int


def count(outcomes: tuple[ImportOutcome, ...]) -> RestoreCounts:
    """The counts of each kind of outcome (a game without a usable id counts as added)."""
    actions = [outcome.action for outcome in outcomes]
    return RestoreCounts(
        added=actions.count(ImportAction.ADDED) + actions.count(ImportAction.NEW_ID),
        skipped=actions.count(ImportAction.SKIPPED),
        replaced=actions.count(ImportAction.REPLACED),
        copies=actions.count(ImportAction.COPIED),
        kept=actions.count(ImportAction.CONFLICT),
    )


def _ids(review: RestoreReview) -> list[str]:
    return [a.game.id for a in review.conflicts]


def _frozen(choices: dict[str, Resolution]) -> Mapping[str, Resolution]:
    return MappingProxyType(choices)
