"""The audit trail of a game: each change told as the table would tell it.

Kept apart from ``game`` so the log's shape (what an edit, an undo, a redo, a
rules change or a record taken from another phone keeps) reads in one place,
and so does the rule that identical hands are never logged as changed.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.rules.hands import HandEntry
from scorekeeper.rules.variants import HouseRules


class CorrectionKind(enum.Enum):
    """The ways a recorded game can be changed afterwards, as the table tells them."""

    EDIT = "edit"
    """Hand ``hand`` changed from ``before`` to ``after``."""
    UNDO = "undo"
    """Hand ``hand`` (``before``) removed with Undo."""
    REDO = "redo"
    """Hand ``hand`` (``after``) put back with Redo after an Undo."""
    RULES = "rules"
    """The house rules changed from ``rules_before`` to ``rules_after`` (``hand`` 0)."""
    TAKE = "take"
    """The other phone's record was taken: hand ``hand`` went from ``before`` (None:
    this phone did not have it) to ``after`` (None: the other phone did not); with
    ``hand`` 0, the house rules went from ``rules_before`` to ``rules_after``."""


@dataclass(frozen=True, slots=True)
class Correction:
    """One change to an already recorded game, kept for the audit trail."""

    kind: CorrectionKind
    hand: int
    """Number (1-based) of the hand that was changed; 0 for a change of the house rules."""
    before: HandEntry | None
    """The entry before the change; None where there was none (redo, a hand taken new)."""
    after: HandEntry | None
    """The entry after the change; None where there is none (undo, a hand taken away)."""
    at: str
    """When it happened (ISO 8601 text supplied by the caller)."""
    rules_before: HouseRules | None = None
    """The house rules before a change of rules (``RULES``, or ``TAKE`` with hand 0)."""
    rules_after: HouseRules | None = None
    """The house rules after a change of rules."""


def taken(
    mine: Sequence[HandEntry],
    theirs: Sequence[HandEntry],
    rules: tuple[HouseRules, HouseRules],
    at: str,
) -> tuple[Correction, ...]:
    """What taking the other phone's record changes, one ``TAKE`` per difference.

    Hands are compared place by place (hand 13 against hand 13): a hand equal on
    both phones is not logged, a differing one is logged with this phone's entry
    before and the other's after, and a hand only one phone has with None on the
    other side. ``rules`` (mine, theirs) are logged as hand 0 if they differ.
    """
    log: list[Correction] = []
    if rules[0] != rules[1]:
        log.append(
            Correction(
                CorrectionKind.TAKE, 0, None, None, at, rules_before=rules[0], rules_after=rules[1]
            )
        )
    for index in range(max(len(mine), len(theirs))):
        before = mine[index] if index < len(mine) else None
        after = theirs[index] if index < len(theirs) else None
        if before != after:
            log.append(Correction(CorrectionKind.TAKE, index + 1, before, after, at))
    return tuple(log)


def corrected_before(corrections: Sequence[Correction], number: int) -> int | None:
    """The latest hand before ``number`` that was corrected (edited or taken), if any.

    Why a hand's seats are off the rotation: it was played with the seats the
    rotation gave then, and a later correction of an earlier hand changed what
    the rotation would give now. The table names that hand.
    """
    corrected = [
        c.hand
        for c in corrections
        if c.kind in (CorrectionKind.EDIT, CorrectionKind.TAKE) and 1 <= c.hand < number
    ]
    return max(corrected, default=None)
