"""Where two records of one game disagree, hand by hand, with the score consequence.

Two phones keep the same game; after a scan they may differ (a hand typed
wrong, a hand recorded on one phone only). ``compare_games`` lines the two hand
logs up like a diff, so one missing hand shows as one row "only here" rather
than every later hand being "different", and gives for every row what each
side entered and scored, so the players see what is at stake before choosing.

Of the three ways out, keeping this phone's record changes nothing; the other
two are pure functions (``take_theirs``, ``keep_both``), which the import use
case (``services.imports``) applies through the game store.
"""

from __future__ import annotations

import difflib
import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace

from scorekeeper.rules.game import Game, GameState, HandRecord, replay
from scorekeeper.rules.hands import HandEntry, Outcome
from scorekeeper.rules.session import hand_to_dict, roles_to_dict
from scorekeeper.rules.variant_registry import house_options
from scorekeeper.sharing.fingerprint import fingerprint


class HandStatus(enum.Enum):
    """How a row of the comparison relates the two records."""

    SAME = "same"
    """The same entry on both sides (its points may still differ if earlier hands do)."""
    ONLY_HERE = "only_here"
    """A hand this phone has and the other has not."""
    ONLY_THERE = "only_there"
    """A hand the other phone has and this one has not."""
    DIFFERENT = "different"
    """Both have a hand in this place, with different entries."""


@dataclass(frozen=True, slots=True)
class HandView:
    """One side's hand: what was entered and what it scored."""

    number: int
    """The hand's number on its own side (1-based)."""
    entry: HandEntry
    outcome: Outcome
    points: Mapping[str, int]
    """Points of each player for this hand."""
    totals: Mapping[str, int]
    """Running totals after this hand."""
    explanation: str
    """The score in one English sentence with the arithmetic."""

    @classmethod
    def of(cls, record: HandRecord) -> HandView:
        """The view of a replayed hand."""
        score = record.score
        return cls(
            number=record.number,
            entry=record.entry,
            outcome=score.outcome,
            points=dict(score.points),
            totals=dict(record.totals),
            explanation=score.explanation.english(),
        )


@dataclass(frozen=True, slots=True)
class HandRow:
    """One row of the comparison: a hand here, there, or both."""

    status: HandStatus
    here: HandView | None
    there: HandView | None

    @property
    def point_change(self) -> dict[str, int]:
        """Points there minus points here, per player (what taking theirs changes)."""
        here = self.here.points if self.here else {}
        there = self.there.points if self.there else {}
        return {p: there.get(p, 0) - here.get(p, 0) for p in _names(here, there)}


@dataclass(frozen=True, slots=True)
class SettingDifference:
    """A game setting that differs: players, variant, first roles, a house rule."""

    name: str
    here: str
    there: str


@dataclass(frozen=True, slots=True)
class Comparison:
    """Two records of one game side by side: this phone's (here) and the other's (there)."""

    here: Game
    there: Game
    settings: tuple[SettingDifference, ...]
    rows: tuple[HandRow, ...]
    totals_here: Mapping[str, int]
    totals_there: Mapping[str, int]
    winner_here: str | None
    winner_there: str | None
    fingerprint_here: str
    fingerprint_there: str

    @property
    def differences(self) -> tuple[HandRow, ...]:
        """The rows that are not the same on both sides."""
        return tuple(r for r in self.rows if r.status is not HandStatus.SAME)


def compare_games(here: Game, there: Game) -> Comparison:
    """Line up two records of a game hand by hand (both must be valid games)."""
    state_here, state_there = replay(here), replay(there)
    return Comparison(
        here=here,
        there=there,
        settings=_settings(here, there),
        rows=_rows(state_here, state_there),
        totals_here=dict(state_here.totals),
        totals_there=dict(state_there.totals),
        winner_here=state_here.winner,
        winner_there=state_there.winner,
        fingerprint_here=fingerprint(here),
        fingerprint_there=fingerprint(there),
    )


def _settings(here: Game, there: Game) -> tuple[SettingDifference, ...]:
    found: list[SettingDifference] = []

    def check(name: str, mine: object, theirs: object) -> None:
        if mine != theirs:
            found.append(SettingDifference(name, _show(mine), _show(theirs)))

    check("variant", here.variant.value, there.variant.value)
    check("players", list(here.players), list(there.players))
    check("first roles", roles_to_dict(here.first_roles), roles_to_dict(there.first_roles))
    check("first dealer", here.first_dealer, there.first_dealer)
    mine = here.rules.to_options(house_options(here.variant))
    theirs = there.rules.to_options(house_options(there.variant))
    for name in dict.fromkeys([*mine, *theirs]):
        check(f"house rule '{name}'", mine.get(name), theirs.get(name))
    return tuple(found)


def _show(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)


def _rows(here: GameState, there: GameState) -> tuple[HandRow, ...]:
    keys_here = [_key(record) for record in here.hands]
    keys_there = [_key(record) for record in there.hands]
    matcher = difflib.SequenceMatcher(None, keys_here, keys_there, autojunk=False)
    rows: list[HandRow] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        mine = [HandView.of(r) for r in here.hands[i1:i2]]
        theirs = [HandView.of(r) for r in there.hands[j1:j2]]
        if tag == "equal":
            status = HandStatus.SAME
            rows += [HandRow(status, a, b) for a, b in zip(mine, theirs, strict=True)]
            continue
        paired = min(len(mine), len(theirs))
        rows += [HandRow(HandStatus.DIFFERENT, a, b) for a, b in zip(mine, theirs, strict=False)]
        rows += [HandRow(HandStatus.ONLY_HERE, a, None) for a in mine[paired:]]
        rows += [HandRow(HandStatus.ONLY_THERE, None, b) for b in theirs[paired:]]
    return tuple(rows)


def _key(record: HandRecord) -> str:
    """A hand's entry as canonical text, so equal entries compare equal as keys."""
    players = tuple(record.totals)
    return json.dumps(hand_to_dict(players, record.entry), ensure_ascii=False, sort_keys=True)


def _names(*mappings: Mapping[str, int]) -> list[str]:
    return list(dict.fromkeys(name for mapping in mappings for name in mapping))


# --- the three ways out ------------------------------------------------------------------


class Resolution(enum.Enum):
    """What the players chose after seeing the comparison."""

    KEEP_MINE = "keep_mine"
    TAKE_THEIRS = "take_theirs"
    KEEP_BOTH = "keep_both"


def take_theirs(comparison: Comparison, at: str) -> Game:
    """This game (same id) with the other phone's record, the change logged at ``at``.

    The core (``Game.take``) logs each hand that differs, this phone's entry
    before and the other's after, and the house rules if they differ; hands the
    same on both phones are not logged, and this phone's corrections stay.
    """
    return comparison.here.take(comparison.there, at)


def keep_both(comparison: Comparison, new_id: str) -> tuple[Game, Game]:
    """Both records: this one unchanged, the other one as a new game ``new_id``."""
    return comparison.here, replace(comparison.there, id=new_id)
